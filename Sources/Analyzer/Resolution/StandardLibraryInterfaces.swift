import Foundation

/// Where the toolchain keeps the textual interfaces of the standard library: beside its `swiftc`
/// (the first on PATH, symlinks resolved), in `lib/swift/<platform>/<Module>.swiftmodule/`, one
/// file per target; on macOS, in the SDK that `SDKROOT` names when the toolchain has none.
enum StandardLibraryInterfaces {
    static let modules = ["Swift", "_Concurrency"]

    /// The interfaces of `modules` for this machine's architecture, those that exist.
    static func located(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let folders = moduleFolders(environment: environment)
        return modules.compactMap { module in
            for folder in folders {
                if let file = interface(in: folder + "/" + module + ".swiftmodule") { return file }
            }
            return nil
        }
    }

    /// The folders that hold the standard modules, most likely first.
    private static func moduleFolders(environment: [String: String]) -> [String] {
        #if os(macOS)
        let platform = "macosx"
        #else
        let platform = "linux"
        #endif
        var folders: [String] = []
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            let usr = candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            folders.append(usr.appendingPathComponent("lib/swift/\(platform)").path)
            break
        }
        if let sdk = environment["SDKROOT"] { folders.append(sdk + "/usr/lib/swift") }
        return folders
    }

    /// The module's interface for this machine's architecture (not its `.private` one).
    private static func interface(in moduleFolder: String) -> String? {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: moduleFolder) else { return nil }
        let interfaces = files.filter { $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface") }.sorted()
        #if arch(x86_64)
        let architectures = ["x86_64"]
        #else
        let architectures = ["arm64", "aarch64"]
        #endif
        let chosen = interfaces.first { file in architectures.contains { file.hasPrefix($0 + "-") } } ?? interfaces.first
        return chosen.map { moduleFolder + "/" + $0 }
    }
}
