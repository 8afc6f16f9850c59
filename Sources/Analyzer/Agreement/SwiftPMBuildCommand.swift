import Foundation

/// The `swiftc` command SwiftPM compiled a module with, read from the build plan it writes beside
/// the index store (`.build/debug.yaml` for `.build/<triple>/debug/index/store`): the conditions
/// and language features the build had, which a manifest can hide in variables.
struct SwiftPMBuildCommand: Equatable {
    /// `-D` conditions: `DEBUG`, `SWIFT_PACKAGE`, the target's `.define(…)`s.
    var conditions: Set<String> = []
    /// `-enable-experimental-feature X`, `-enable-upcoming-feature X`, as passed.
    var featureArguments: [String] = []
    /// What finds the modules the build could import: `-I`, `-F`, `-Xcc …`, `-target`, `-sdk`,
    /// `-module-cache-path`, as passed.
    var importArguments: [String] = []

    /// The command for `module`, or nil when the store is not SwiftPM's or the plan does not say.
    static func read(storePath: String, module: String) -> SwiftPMBuildCommand? {
        let store = URL(fileURLWithPath: storePath).standardizedFileURL
        let configuration = store.deletingLastPathComponent().deletingLastPathComponent()
        let buildFolder = configuration.deletingLastPathComponent().deletingLastPathComponent()
        let plan = buildFolder.appendingPathComponent(configuration.lastPathComponent + ".yaml")
        guard let text = try? String(contentsOf: plan, encoding: .utf8) else { return nil }
        return parse(plan: text, module: module)
    }

    /// The first compile command of `module` in an llbuild plan: a line `args: [ … ]` holding
    /// `"-module-name","<module>"` and `"-index-store-path"`.
    static func parse(plan: String, module: String) -> SwiftPMBuildCommand? {
        let moduleArgument = "\"-module-name\",\"\(module)\""
        for line in plan.split(separator: "\n")
        where line.contains(moduleArgument) && line.contains("\"-index-store-path\"") {
            guard let open = line.firstIndex(of: "["),
                let arguments = try? JSONDecoder().decode([String].self, from: Data(line[open...].utf8))
            else { continue }
            return SwiftPMBuildCommand(arguments: arguments)
        }
        return nil
    }

    init(arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if argument == "-D", let condition = iterator.next() {
                conditions.insert(condition)
            } else if argument.hasPrefix("-D") {
                conditions.insert(String(argument.dropFirst(2)))
            } else if ["-enable-experimental-feature", "-enable-upcoming-feature"].contains(argument),
                let feature = iterator.next()
            {
                featureArguments += [argument, feature]
            } else if ["-I", "-F", "-Xcc", "-target", "-sdk", "-module-cache-path"].contains(argument),
                let value = iterator.next()
            {
                importArguments += [argument, value]
            } else if argument.hasPrefix("-I") || argument.hasPrefix("-F") {
                importArguments.append(argument)
            }
        }
    }

    init() {}
}
