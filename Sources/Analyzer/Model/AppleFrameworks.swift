/// Modules every Apple platform provides: a file of a new package may import them without a
/// package dependency. An import that is neither one of these nor a module of the split needs
/// its package added by hand, when the app gets its packages from a project rather than a manifest.
public enum AppleFrameworks {
    public static let names: Set<String> = [
        "Accelerate", "Accessibility", "ActivityKit", "AdAttributionKit", "AdServices", "AdSupport", "AppIntents",
        "AppKit", "AppTrackingTransparency", "ARKit", "AudioToolbox", "AudioUnit", "AuthenticationServices", "AVFAudio",
        "AVFoundation", "AVKit", "AVRouting", "BackgroundAssets", "BackgroundTasks", "CallKit", "CarPlay", "Charts",
        "ClockKit", "CloudKit", "Combine", "CommonCrypto", "_Concurrency", "Contacts", "ContactsUI", "CoreAudio",
        "CoreAudioKit", "CoreAudioTypes", "CoreBluetooth", "CoreData", "CoreFoundation", "CoreGraphics", "CoreHaptics",
        "CoreImage", "CoreLocation", "CoreMedia", "CoreMediaIO", "CoreML", "CoreMotion", "CoreNFC", "CoreServices",
        "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo", "CoreWLAN", "CryptoKit",
        "CryptoTokenKit", "Darwin", "DeviceActivity", "DeviceCheck", "Dispatch", "Distributed", "EventKit",
        "EventKitUI", "ExtensionFoundation", "ExtensionKit", "ExternalAccessory", "FamilyControls", "FileProvider",
        "FileProviderUI", "Foundation", "FoundationModels", "GameController", "GameKit", "GameplayKit",
        "GroupActivities", "HealthKit", "HealthKitUI", "HomeKit", "IdentityLookup", "ImageIO", "ImagePlayground",
        "Intents", "IntentsUI", "IOKit", "JavaScriptCore", "LinkPresentation", "LocalAuthentication", "ManagedSettings",
        "MapKit", "MatterSupport", "MediaAccessibility", "MediaPlayer", "Messages", "MessageUI", "Metal", "MetalKit",
        "MetricKit", "MobileCoreServices", "ModelIO", "MultipeerConnectivity", "MusicKit", "NaturalLanguage",
        "NearbyInteraction", "Network", "NetworkExtension", "NotificationCenter", "ObjectiveC", "Observation", "os",
        "OSLog", "PassKit", "PDFKit", "PencilKit", "Photos", "PhotosUI", "PushKit", "QuartzCore", "QuickLook",
        "QuickLookThumbnailing", "RealityKit", "RegexBuilder", "ReplayKit", "SafariServices", "SceneKit", "Security",
        "SensitiveContentAnalysis", "ServiceManagement", "SharedWithYou", "ShazamKit", "simd", "Social",
        "SoundAnalysis", "Speech", "SpriteKit", "StoreKit", "StoreKitTest", "_StringProcessing", "Swift", "SwiftData",
        "SwiftUI", "SwiftUICore", "Symbols", "Synchronization", "SystemConfiguration", "Testing", "ThreadNetwork",
        "TipKit", "Translation", "UIKit", "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI",
        "VideoToolbox", "Vision", "VisionKit", "WatchConnectivity", "WatchKit", "WeatherKit", "WebKit", "WidgetKit",
        "XCTest",
    ]

    /// Those Swift on Linux and Windows has too: importing only these says nothing of Apple's platforms.
    public static let crossPlatform: Set<String> = [
        "CoreFoundation", "Dispatch", "Distributed", "Foundation", "RegexBuilder", "Swift", "Synchronization",
        "Testing", "XCTest",
        "_Concurrency", "_StringProcessing",
    ]
}
