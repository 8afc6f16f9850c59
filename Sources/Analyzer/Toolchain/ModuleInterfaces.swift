import Foundation

/// The textual interfaces (`.swiftinterface`) of the modules a toolchain and its SDK ship: the
/// standard library, `_Concurrency`, and on Apple's systems Foundation, UIKit and the rest. The
/// toolchain is the one whose `swiftc` is first on PATH; on macOS the SDK is `SDKROOT`'s, else the
/// one `xcrun` names.
public struct ModuleInterfaces: Sendable {
    /// Folders that hold `<Module>.swiftmodule/` folders, most specific first.
    let searchFolders: [URL]

    public init(searchFolders: [URL]) {
        self.searchFolders = searchFolders
    }

    /// The toolchain on PATH, and the SDK on macOS.
    public static func ofToolchain(environment: [String: String] = ProcessInfo.processInfo.environment) -> ModuleInterfaces {
        var folders: [URL] = []
        if let sdk = environment["SDKROOT"] {
            let root = URL(fileURLWithPath: sdk)
            folders += [root.appendingPathComponent("usr/lib/swift"), root.appendingPathComponent("System/Library/Frameworks")]
        }
        if let usr = toolchainUsr(path: environment["PATH"] ?? "") {
            let swift = usr.appendingPathComponent("lib/swift")
            let platforms = (try? FileManager.default.contentsOfDirectory(atPath: swift.path)) ?? []
            folders += platforms.sorted().map { swift.appendingPathComponent($0) }
        }
        return ModuleInterfaces(searchFolders: folders)
    }

    /// The interface of a module, if one ships: `<Module>.swiftmodule/<triple>.swiftinterface`, or
    /// a framework's `Modules/<Module>.swiftmodule/…`.
    public func interface(of module: String) -> URL? {
        let manager = FileManager.default
        for folder in searchFolders {
            for candidate in [
                folder.appendingPathComponent("\(module).swiftmodule"),
                folder.appendingPathComponent("\(module).framework/Modules/\(module).swiftmodule"),
            ] {
                guard let names = try? manager.contentsOfDirectory(atPath: candidate.path) else { continue }
                if let name = names.sorted().first(where: { $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface") }) {
                    return candidate.appendingPathComponent(name)
                }
            }
        }
        return nil
    }

    /// `<toolchain>/usr` of the `swiftc` first on PATH, symlinks resolved.
    static func toolchainUsr(path: String) -> URL? {
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            return candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        }
        return nil
    }
}

extension ModuleInterfaces {
    /// The modules every Swift file sees without importing them.
    public static let implicitModules = ["Swift", "_Concurrency", "_StringProcessing"]

    /// The protocols of those modules that ship an interface; the others are passed over.
    public func protocolRequirements(of modules: [String]) -> ProtocolRequirements {
        modules.compactMap(interface(of:)).compactMap { try? String(contentsOf: $0, encoding: .utf8) }
            .reduce(ProtocolRequirements()) { $0.merging(ProtocolRequirements(interface: $1)) }
    }
}
