import Foundation

/// What Xcode compiles, and what it never bundles, by a file's extension.
enum SourceKinds {
    static func isCompiled(_ path: String) -> Bool {
        ["swift", "m", "mm", "c", "cc", "cpp", "h", "metal"].contains(RelativePath.pathExtension(of: path).lowercased())
    }

    static func isNotBundled(_ path: String) -> Bool {
        ["entitlements", "xcconfig", "md", "modulemap", "pch", "docc"].contains(
            RelativePath.pathExtension(of: path).lowercased())
            || (path as NSString).lastPathComponent == "Info.plist"
    }
}
