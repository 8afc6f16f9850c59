import Foundation

/// A tiny stand-in for the Apple SDK headers (`Foundation`, `UIKit`, `CoreGraphics`), which do not
/// exist on Linux: just enough classes, protocols and macros that monolith headers parse and
/// their declarations keep their types. Written once per process into a temporary folder named
/// after its content and the user (so one user's processes share it, and clang's module cache in
/// it is always writable), with a module map for `@import Foundation;`.
///
/// Names declared here are never recorded as references: they are not the monolith's.
enum ObjCStubSDK {
    /// The folder to pass as a system include path, or nil when it could not be written
    /// (files then parse with more errors, but still parse).
    static let directory: URL? = {
        let name =
            "cleave-objc-sdk-\(getuid())-" + ContentHash.combining(headers.flatMap { [$0.key, $0.value] }.sorted())
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
        do {
            for (path, text) in headers {
                let url = directory.appendingPathComponent(path)
                if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            }
            return directory
        } catch {
            return nil
        }
    }()

    /// Where clang keeps the compiled stub modules.
    static var moduleCache: URL? { directory?.appendingPathComponent("ModuleCache", isDirectory: true) }
}
