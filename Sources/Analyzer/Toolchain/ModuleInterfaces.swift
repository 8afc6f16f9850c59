import Foundation

/// The textual interfaces of the modules a toolchain and its SDK ship: the `.swiftinterface` of
/// the standard library, `_Concurrency`, and on Apple's systems Foundation, UIKit and the rest;
/// for a module that ships only in binary form (Foundation on Linux), the interface the
/// toolchain's `swift-synthesize-interface` prints. The toolchain is the one whose `swiftc` is
/// first on PATH; the SDK is `SDKROOT`'s.
public struct ModuleInterfaces: Sendable {
    /// Folders that hold `<Module>.swiftmodule/` folders, most specific first.
    let searchFolders: [URL]
    /// The toolchain's `swift-synthesize-interface`, and the SDK to read modules from.
    let synthesizer: URL?
    let sdk: String?

    public init(searchFolders: [URL], synthesizer: URL? = nil, sdk: String? = nil) {
        self.searchFolders = searchFolders
        self.synthesizer = synthesizer
        self.sdk = sdk
    }

    /// The toolchain on PATH (its folder for this platform), and the SDK that `SDKROOT` names.
    public static func ofToolchain(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ModuleInterfaces
    {
        var folders: [URL] = []
        let usr = toolchainUsr(path: environment["PATH"] ?? "")
        if let sdk = environment["SDKROOT"] {
            let root = URL(fileURLWithPath: sdk)
            folders += [
                root.appendingPathComponent("usr/lib/swift"), root.appendingPathComponent("System/Library/Frameworks"),
            ]
        }
        if let usr {
            #if os(macOS)
                folders.append(usr.appendingPathComponent("lib/swift/macosx"))
            #else
                folders.append(usr.appendingPathComponent("lib/swift/linux"))
            #endif
        }
        let synthesizer = usr?.appendingPathComponent("bin/swift-synthesize-interface")
        return ModuleInterfaces(
            searchFolders: folders,
            synthesizer: synthesizer.flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil },
            sdk: environment["SDKROOT"])
    }

    /// The interface of a module, if one ships: `<Module>.swiftmodule/<triple>.swiftinterface`
    /// (this machine's architecture where there are several), or a framework's
    /// `Modules/<Module>.swiftmodule/…`; never the `.private` one.
    public func interface(of module: String) -> URL? {
        #if arch(x86_64)
            let architectures = ["x86_64"]
        #else
            let architectures = ["arm64", "aarch64"]
        #endif
        let manager = FileManager.default
        for folder in searchFolders {
            for candidate in [
                folder.appendingPathComponent("\(module).swiftmodule"),
                folder.appendingPathComponent("\(module).framework/Modules/\(module).swiftmodule"),
            ] {
                guard let names = try? manager.contentsOfDirectory(atPath: candidate.path) else { continue }
                let interfaces = names.filter {
                    $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface")
                }.sorted()
                if let name = interfaces.first(where: { name in architectures.contains { name.hasPrefix($0 + "-") } })
                    ?? interfaces.first
                {
                    return candidate.appendingPathComponent(name)
                }
            }
        }
        return nil
    }

    /// Whether the toolchain has the module, with an interface or without.
    func hasModule(_ module: String) -> Bool {
        searchFolders.contains { folder in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(module).swiftmodule").path)
                || FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(module).framework").path)
        }
    }

    /// The interface the toolchain prints for a module that ships without one; nil when it cannot.
    public func synthesizedInterface(of module: String) -> String? {
        guard let synthesizer, module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            let triple = interface(of: "Swift").map({ $0.deletingPathExtension().lastPathComponent })
        else { return nil }
        let arguments = ["-module-name", module, "-target", triple] + (sdk.map { ["-sdk", $0] } ?? [])
        do {
            return try ProcessRunner(synthesizer.path, arguments, in: FileManager.default.temporaryDirectory).run()
                .standardOutput
        } catch {
            // A module the toolchain cannot synthesize is passed over, as one it does not have.
            return nil
        }
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
    /// The modules whose declarations the name resolver reads as the standard library's.
    static let standardLibraryModules = ["Swift", "_Concurrency"]

    /// The interfaces of `standardLibraryModules` that the toolchain on PATH ships.
    static func standardLibraryInterfaces() -> [String] {
        let toolchain = ofToolchain()
        return standardLibraryModules.compactMap { toolchain.interface(of: $0)?.path }
    }

    /// The modules every Swift file sees without importing them.
    public static let implicitModules = ["Swift", "_Concurrency", "_StringProcessing"]

    /// The protocols of those modules that ship an interface; the others are passed over.
    public func protocolRequirements(of modules: [String]) -> ProtocolRequirements {
        modules.compactMap(interface(of:)).compactMap { try? String(contentsOf: $0, encoding: .utf8) }
            .reduce(ProtocolRequirements()) { $0.merging(ProtocolRequirements(interface: $1)) }
    }

    /// The protocols of those of the modules that the toolchain has without an interface, from
    /// the interfaces it synthesizes, and of the modules those re-export: a second or so each.
    public func synthesizedProtocolRequirements(of modules: [String]) -> ProtocolRequirements {
        var requirements = ProtocolRequirements()
        var seen: Set<String> = []
        var pending = modules.filter { interface(of: $0) == nil && hasModule($0) }
        while let module = pending.popLast() {
            guard seen.insert(module).inserted, let text = synthesizedInterface(of: module) else { continue }
            requirements = requirements.merging(ProtocolRequirements(interface: text))
            // `Foundation` on Linux is largely `FoundationEssentials`, which its interface imports.
            let imported = text.split(separator: "\n").prefix { !$0.hasPrefix("public ") }.compactMap {
                line -> String? in
                line.hasPrefix("import ") ? String(line.dropFirst("import ".count)) : nil
            }
            pending += imported.filter { interface(of: $0) == nil && hasModule($0) && !seen.contains($0) }
        }
        return requirements
    }
}
