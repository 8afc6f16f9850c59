import Foundation

/// A package written from inline sources into a scratch folder, as the tests that need one of
/// their own (a guess that closes a cycle, a build that fails) write it.
struct InlinePackage {
    let url: URL

    /// `files`: path relative to the package → text.
    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-package-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// `Shop`, one target: `Storage/Tray.swift` calls `reset()` on a closure's parameter whose type
    /// syntax cannot see, a `Tray`; the syntax resolver guesses `Tray.reset` or `Session.reset`,
    /// and `Session` (Network) holds a `Tray` (Storage): only the guess closes Storage ↔ Network.
    static let guessedCycle = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "Shop", targets: [.target(name: "Shop")])
        """,
        "cleave.json": """
        { "version": 1, "app": "Shop", "modules": [
            { "name": "Storage", "layer": "Core", "files": ["Storage"] },
            { "name": "Network", "layer": "Core", "files": ["Network"] },
        ] }
        """,
        "Sources/Shop/Storage/Tray.swift": """
        struct Tray {
            var items: [String] = []
            func reset() {}
        }

        func cleanUp() {
            withExtendedLifetime(Tray()) { tray in tray.reset() }
        }
        """,
        "Sources/Shop/Network/Session.swift": """
        final class Session {
            let tray = Tray()
            init() {}
            func reset() {}
        }
        """,
        "Sources/Shop/ShopApp.swift": "enum ShopApp { static let session = Session() }",
    ]
}
