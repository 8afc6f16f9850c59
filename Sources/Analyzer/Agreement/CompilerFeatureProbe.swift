import Foundation

/// Which `$Feature` checks (`#if $Lifetimes`) the toolchain's compiler passes with a build's
/// feature flags: the compiler is asked, for no list of its features says which are on by default.
enum CompilerFeatureProbe {
    /// The features among `names` that `swiftc`, given `featureArguments`, reports active.
    static func activeFeatures(among names: Set<String>, featureArguments: [String]) -> Set<String> {
        guard !names.isEmpty else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-features-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("features.swift")
        let source = names.sorted().map { "#if $\($0)\n#error(\"\(marker)\($0)\")\n#endif\n" }.joined()
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            (try? source.write(to: file, atomically: true, encoding: .utf8)) != nil
        else { return [] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck"] + featureArguments + [file.path]
        let output = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = output
        guard (try? process.run()) != nil else { return [] }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Set(names.filter { text.contains("error: \(marker)\($0)\n") })
    }

    private static let marker = "cleave-feature:"

    /// The `$Feature` names the `#if` and `#elseif` lines of some sources check.
    static func featureNames(in sources: [String]) -> Set<String> {
        var names: Set<String> = []
        for source in sources where source.contains("#if") && source.contains("$") {
            for line in source.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { continue }
                for match in trimmed.matches(of: /\$([A-Za-z_][A-Za-z0-9_]*)/) { names.insert(String(match.1)) }
            }
        }
        return names
    }
}
