/// Modules every Apple platform provides: a file of a new package may import them without a
/// package dependency. An import that is neither one of these nor a module of the split needs
/// its package added by hand, when the app gets its packages from a project rather than a manifest.
public enum AppleFrameworks {
    public static let names: Set<String> = [
        "Accelerate", "Accessibility", "ActivityKit", "AdServices", "AdSupport", "AppIntents", "AppTrackingTransparency",
        "ARKit", "AudioToolbox", "AuthenticationServices", "AVFAudio", "AVFoundation", "AVKit", "BackgroundTasks",
        "CarPlay", "Charts", "CloudKit", "Combine", "CommonCrypto", "Contacts", "ContactsUI", "CoreAudio", "CoreBluetooth",
        "CoreData", "CoreFoundation", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreMedia", "CoreML",
        "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable",
        "CoreVideo", "CryptoKit", "Darwin", "DeviceCheck", "Dispatch", "EventKit", "EventKitUI", "ExternalAccessory",
        "FileProvider", "Foundation", "GameKit", "GameplayKit", "GroupActivities", "HealthKit", "HomeKit", "ImageIO",
        "Intents", "IntentsUI", "LinkPresentation", "LocalAuthentication", "MapKit", "MediaPlayer", "MessageUI",
        "Messages", "Metal", "MetalKit", "MobileCoreServices", "ModelIO", "MultipeerConnectivity", "NaturalLanguage",
        "Network", "NotificationCenter", "ObjectiveC", "Observation", "os", "OSLog", "PassKit", "PDFKit", "Photos",
        "PhotosUI", "PushKit", "QuartzCore", "QuickLook", "QuickLookThumbnailing", "RealityKit", "ReplayKit",
        "SafariServices", "SceneKit", "Security", "Social", "SoundAnalysis", "Speech", "SpriteKit", "StoreKit", "Swift",
        "SwiftData", "SwiftUI", "SystemConfiguration", "TipKit", "UIKit", "UniformTypeIdentifiers", "UserNotifications",
        "UserNotificationsUI", "Vision", "VisionKit", "WatchConnectivity", "WatchKit", "WebKit", "WidgetKit", "XCTest",
        "_Concurrency", "_StringProcessing",
    ]

    /// Those Swift on Linux and Windows has too: importing only these says nothing of Apple's platforms.
    public static let crossPlatform: Set<String> = ["CoreFoundation", "Dispatch", "Foundation", "Swift", "XCTest", "_Concurrency", "_StringProcessing"]
}
