/// The bundle a resource look-up reads from, as written.
public enum BundleExpression: String, Codable, Sendable {
    /// `Bundle.main`, or no bundle argument at all (UIKit and SwiftUI then read the main bundle).
    case main
    /// `bundle: nil`, which also means the main bundle.
    case `nil`
    /// `Bundle.module` / `.module`.
    case module
    /// Any other expression (`Bundle(for: Self.self)`, a variable).
    case other
}

/// A run-time look-up of a bundled resource by name: it breaks silently when the code moves to a
/// package and the bundle stays `main`.
public struct ResourceLookup: Codable, Hashable, Sendable {
    public enum API: String, Codable, CaseIterable, Sendable {
        case uiImageNamed, nsImageNamed, swiftUIImage, uiColorNamed, swiftUIColor
        case nsLocalizedString, stringLocalized, localizedStringKey
        case nib, storyboard, bundleURL, bundlePath, nsDataAsset
    }

    public var api: API
    /// The resource name when it is a string literal.
    public var resourceName: String?
    public var bundle: BundleExpression
    public var location: SourceLocation
    public var sourceID: String?

    public init(api: API, resourceName: String?, bundle: BundleExpression, location: SourceLocation, sourceID: String?)
    {
        self.api = api
        self.resourceName = resourceName
        self.bundle = bundle
        self.location = location
        self.sourceID = sourceID
    }
}

/// A class named in a string or archived by name: the name includes the module, so it changes
/// when the class moves, and the compiler cannot tell.
public struct ClassNameString: Codable, Hashable, Sendable {
    public enum API: String, Codable, CaseIterable, Sendable {
        case nsClassFromString, nsStringFromClass, stringReflecting, stringDescribing
        case keyedArchiver, keyedUnarchiver, objcRuntimeName
        /// An Info.plist entry the system reads a class from (`UISceneDelegateClassName`, `NSExtensionPrincipalClass`).
        case infoPlist
    }

    public var api: API
    /// The class name when it is evident (a string literal or `Foo.self`).
    public var className: String?
    public var location: SourceLocation
    public var sourceID: String?

    public init(api: API, className: String?, location: SourceLocation, sourceID: String?) {
        self.api = api
        self.className = className
        self.location = location
        self.sourceID = sourceID
    }
}

/// A bundled resource file or folder (asset catalogs and Core Data models are one resource each).
public struct Resource: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, CaseIterable, Sendable {
        case assetCatalog, strings, stringsCatalog, storyboard, xib, coreDataModel, propertyList, file
    }

    public var path: String
    public var kind: Kind
    /// Asset names (with namespace folders: `Icons/pay`), string keys, or entity names.
    public var names: [String]
    /// The localization of an `.lproj` resource (`en`, `Base`).
    public var localization: String?
    public var customClasses: [CustomClassUse]
    /// Core Data `representedClassName`s, as written.
    public var representedClassNames: [String]

    public init(
        path: String, kind: Kind, names: [String] = [], localization: String? = nil,
        customClasses: [CustomClassUse] = [], representedClassNames: [String] = []
    ) {
        self.path = path
        self.kind = kind
        self.names = names
        self.localization = localization
        self.customClasses = customClasses
        self.representedClassNames = representedClassNames
    }
}

/// A custom class named by a storyboard or xib element.
public struct CustomClassUse: Codable, Hashable, Sendable {
    public var className: String
    public var customModule: String?
    /// `target` means "whatever module this storyboard is built into".
    public var customModuleProvider: String?
    public var line: Int
    public var element: String

    public init(className: String, customModule: String?, customModuleProvider: String?, line: Int, element: String) {
        self.className = className
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.line = line
        self.element = element
    }
}
