import Foundation

/// Which `$Feature` checks (`#if $Lifetimes`) the toolchain's compiler passes with a build's
/// feature flags: the compiler is asked, for no list of its features says which are on by default.
enum CompilerFeatureProbe {
    /// The features among `names` that `swiftc`, given `featureArguments`, reports active.
    static func activeFeatures(among names: Set<String>, featureArguments: [String]) -> Set<String> {
        probe(names.sorted().map { ("$" + $0, $0) }, arguments: featureArguments) ?? []
    }

    /// The modules among `names` that `canImport` finds with a build's search paths (`-I`,
    /// `-Xcc -fmodule-map-file=…`): `canImport(Musl)` and `canImport(WinSDK)` fail on glibc Linux
    /// while `canImport(Glibc)` passes, which no list of platforms says. Nil when the compiler
    /// cannot be asked.
    static func importableModules(among names: Set<String>, importArguments: [String]) -> Set<String>? {
        probe(names.sorted().map { ("canImport(" + $0 + ")", $0) }, arguments: importArguments)
    }

    /// Which of the `#if` conditions pass, each named by its result: one `#error` per condition
    /// that `swiftc -typecheck` reports.
    private static func probe(_ conditions: [(condition: String, name: String)], arguments: [String]) -> Set<String>? {
        guard !conditions.isEmpty else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cleave-features-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("features.swift")
        let source = conditions.map { "#if \($0.condition)\n#error(\"\(marker)\($0.name)\")\n#endif\n" }.joined()
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            (try? source.write(to: file, atomically: true, encoding: .utf8)) != nil
        else { return nil }
        let text: String
        do {
            text = try ProcessRunner("swiftc", ["-typecheck"] + arguments + [file.path]).run().standardError
        } catch ProcessFailure.exited(_, _, let output) {
            // Each condition that passes is an `#error`: the compiler fails whenever one does.
            text = output.standardError
        } catch {
            // No compiler to ask: the caller falls back on what it knows without one.
            return nil
        }
        return Set(conditions.map(\.name).filter { text.contains("error: \(marker)\($0)\n") })
    }

    private static let marker = "cleave-condition:"

    /// The modules the `#if` and `#elseif` lines of some sources check with `canImport(…)`.
    static func importedModuleNames(in sources: [String]) -> Set<String> {
        var names: Set<String> = []
        for source in sources where source.contains("canImport") {
            for line in source.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { continue }
                for match in trimmed.matches(of: /canImport\(\s*([A-Za-z_][A-Za-z0-9_.]*)/) {
                    names.insert(String(match.1))
                }
            }
        }
        return names
    }

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
