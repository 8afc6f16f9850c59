import Analyzer
import SwiftSyntax

/// The package manifest of a split SwiftPM monolith, edited in place: a target per new module
/// beside the app's (its dependencies, `Sources/<Module>`, the resources and excluded files it
/// takes, the app target's settings), a static library product each, the app target's resources
/// and dependencies updated, and the test targets given the new modules. A target the plan
/// empties leaves the manifest with its products, and what depended on it depends on the
/// modules that took its files. New entries are written in the layout of the entries beside
/// them; everything else stays as written.
public struct ManifestEditor {
    /// The manifest as it is, read.
    let syntax: ManifestSyntax
    private var text: String { syntax.text }

    public init(text: String) {
        syntax = ManifestSyntax(text: text)
    }

    /// A `.process("…")` or `.copy("…")` of the app target, as written.
    struct ResourceRule: Hashable {
        let path: String
        let source: String
    }

    struct NewTarget {
        let name: String
        let dependencies: [String]
        let resources: [ResourceRule]
        /// Entries of the app target's dependencies it needs, as written (`.product(name: "Logging", package: "swift-log")`).
        var otherDependencies: [String] = []
        /// Paths under its folder that it does not build, as the app target excluded them.
        var exclude: [String] = []
    }

    /// How the app target changes: it keeps some of its files, or the plan took them all.
    enum AppChange {
        /// It keeps these resources and depends on these modules; `exclude`, when given, is what
        /// it still excludes.
        case kept(resources: [ResourceRule], dependencies: [String], exclude: [String]?)
        /// It leaves the manifest; each target that depended on it depends instead on the
        /// modules given for it (all the new modules for one not given).
        case emptied(replacements: [String: [String]])
    }

    /// The app target's dependencies, as written, by the module each one provides.
    func dependencies(ofTarget name: String) -> [String: String] {
        guard let target = appTarget(named: name),
            let array = target.arrayArgument("dependencies")
        else { return [:] }
        var byModule: [String: String] = [:]
        for element in array.elements {
            if let provided = ManifestSyntax.dependencyName(element.expression) {
                byModule[provided] = element.expression.trimmedDescription
            }
        }
        return byModule
    }

    public func appTarget(named name: String) -> FunctionCallExprSyntax? {
        targetCalls(["target"]).first {
            $0.stringArgument("name") == name
        }
    }

    /// A test target of the app, as written.
    struct TestTarget {
        let name: String
        /// Its folder, relative to the package.
        let path: String
        let hasResources: Bool
    }

    func testTargets(dependingOn app: String) -> [TestTarget] {
        targetCalls(["testTarget"]).filter { dependsOn(app, $0) }.compactMap { call in
            guard let name = call.stringArgument("name")
            else { return nil }
            let path =
                call.stringArgument("path") ?? "Tests/\(name)"
            return TestTarget(name: name, path: path, hasResources: call.argument("resources") != nil)
        }
    }

    func resourceRules(ofTarget name: String) -> [ResourceRule] {
        guard let target = appTarget(named: name) else { return [] }
        return ManifestSyntax.resources(of: target).map {
            ResourceRule(path: $0.path, source: $0.rule.trimmedDescription)
        }
    }

    /// The app target's `exclude:` paths, relative to its folder.
    func excludedPaths(ofTarget name: String) -> [String] {
        appTarget(named: name)?.stringArrayArgument("exclude") ?? []
    }

    /// The folders of the local packages the manifest depends on, relative to the package.
    var localPackagePaths: [String] { syntax.localPackagePaths }

    /// The settings of the app target that every module builds with too, as written: Swift's
    /// (conditions, flags, language mode), the linker's, C's and C++'s, and plugins.
    static let inheritedSettings = ["cSettings", "cxxSettings", "swiftSettings", "linkerSettings", "plugins"]

    /// The manifest with the new modules, and the new test targets beside the app's.
    func edited(
        app: String, change: AppChange, modules: [NewTarget], testTargets: [NewTarget] = [],
        besideTestTarget: String? = nil
    ) -> String? {
        guard let target = appTarget(named: app), let element = target.parent?.as(ArrayElementSyntax.self) else {
            return nil
        }
        let newTargets = rendered(modules, besideApp: target)
        var edits: [SourceEdit]
        switch change {
        case .kept(let resources, let dependencies, let exclude):
            edits = [
                .insertion(
                    in: "Package.swift", at: target.positionAfterSkippingLeadingTrivia.utf8Offset,
                    newTargets + separator(beside: target))
            ]
            edits += keepingApp(target, resources: resources, dependencies: dependencies, exclude: exclude)
            for call in targetCalls(["testTarget"]) where dependsOn(app, call) {
                edits += addingDependencies(
                    modules.map { "\"\($0.name)\"" }, to: call, layout: CallLayout(call, in: text))
            }
        case .emptied(let replacements):
            edits = [
                SourceEdit(
                    file: "Package.swift", start: element.expression.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: element.expression.endPositionBeforeTrailingTrivia.utf8Offset, replacement: newTargets)
            ]
            for call in targetCalls(["target", "executableTarget", "testTarget"]) where call.id != target.id {
                guard let name = call.stringArgument("name") else { continue }
                edits += replacingDependency(app, with: replacements[name] ?? modules.map(\.name), in: call)
            }
        }
        edits += addingTestTargets(testTargets, beside: besideTestTarget)
        let emptied: String? = if case .emptied = change { app } else { nil }
        edits += editingProducts(
            adding: modules.map { ".library(name: \"\($0.name)\", type: .static, targets: [\"\($0.name)\"])" },
            removingTarget: emptied)
        return SourceEdit.apply(edits, to: text)
    }

    // MARK: Edits

    /// The modules' targets, written like the app target beside them, with its settings.
    private func rendered(_ modules: [NewTarget], besideApp target: FunctionCallExprSyntax) -> String {
        let layout = CallLayout(target, in: text)
        let settings = Self.inheritedSettings.compactMap { label in
            target.argument(label).map { "\(label): \($0.trimmedDescription)" }
        }
        return modules.map { module in
            layout.render(
                ".target",
                [
                    "name: \"\(module.name)\"",
                    Self.list(
                        "dependencies", module.dependencies.map { "\"\($0)\"" } + module.otherDependencies,
                        layout: layout),
                    "path: \"Sources/\(module.name)\"",
                    Self.list("exclude", module.exclude.map { "\"\($0)\"" }, layout: layout),
                    Self.list("resources", module.resources.map(\.source), layout: layout),
                ].compactMap { $0 } + settings)
        }.joined(separator: separator(beside: target))
    }

    /// The app target that keeps some of its files: the resources and excluded paths it keeps,
    /// and the modules it now depends on.
    private func keepingApp(
        _ target: FunctionCallExprSyntax, resources: [ResourceRule], dependencies: [String], exclude: [String]?
    ) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        if let written = target.arguments.first(where: { $0.label?.text == "resources" }) {
            edits.append(
                SourceEdit(
                    file: "Package.swift", start: written.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: written.expression.endPositionBeforeTrailingTrivia.utf8Offset,
                    replacement: "resources: [" + resources.map(\.source).joined(separator: ", ") + "]"))
        }
        if let exclude, let written = target.argument("exclude") {
            edits.append(
                SourceEdit(
                    file: "Package.swift", start: written.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: written.endPositionBeforeTrailingTrivia.utf8Offset,
                    replacement: "[" + exclude.map { "\"\($0)\"" }.joined(separator: ", ") + "]"))
        }
        if !dependencies.isEmpty {
            edits += addingDependencies(
                dependencies.map { "\"\($0)\"" }, to: target, layout: CallLayout(target, in: text))
        }
        return edits
    }

    /// The new test targets, written before the test target named `beside` and like it.
    private func addingTestTargets(_ testTargets: [NewTarget], beside name: String?) -> [SourceEdit] {
        guard !testTargets.isEmpty,
            let beside = targetCalls(["testTarget"]).first(where: { $0.stringArgument("name") == name })
        else { return [] }
        let layout = CallLayout(beside, in: text)
        let rendered = testTargets.map { test in
            layout.render(
                ".testTarget",
                [
                    "name: \"\(test.name)\"",
                    Self.list("dependencies", test.dependencies.map { "\"\($0)\"" }, layout: layout)
                        ?? "dependencies: []",
                    "path: \"Tests/\(test.name)\"",
                ])
        }
        let between = separator(beside: beside)
        return [
            .insertion(
                in: "Package.swift", at: beside.positionAfterSkippingLeadingTrivia.utf8Offset,
                rendered.joined(separator: between) + between)
        ]
    }

    /// `dependencies: [...]` added to a target, or appended to the list it has.
    private func addingDependencies(_ names: [String], to call: FunctionCallExprSyntax, layout: CallLayout)
        -> [SourceEdit]
    {
        if let existing = call.arrayArgument("dependencies") {
            let written = Set(
                existing.elements.compactMap { ManifestSyntax.dependencyName($0.expression) }.map { "\"\($0)\"" })
            let missing = names.filter { !written.contains($0) }
            guard !missing.isEmpty else { return [] }
            return [appending(missing, to: existing)]
        }
        guard let name = call.arguments.first(where: { $0.label?.text == "name" }),
            let list = Self.list("dependencies", names, layout: layout)
        else { return [] }
        let lineBreak = layout.argumentIndentation.map { "\n" + $0 } ?? " "
        // After `name: "X",` the new argument takes the comma after it; after a last `name: "X"`, one before.
        let text = name.trailingComma == nil ? "," + lineBreak + list : lineBreak + list + ","
        return [.insertion(in: "Package.swift", at: name.endPositionBeforeTrailingTrivia.utf8Offset, text)]
    }

    /// Elements appended to an array literal in its own layout: one per line where its elements
    /// are, keeping (or not) the trailing comma its last element has.
    private func appending(_ items: [String], to array: ArrayExprSyntax) -> SourceEdit {
        guard let last = array.elements.last else {
            return .insertion(
                in: "Package.swift", at: array.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset,
                items.joined(separator: ", "))
        }
        return appending(items, after: last)
    }

    private func appending(_ items: [String], after last: ArrayElementSyntax) -> SourceEdit {
        let trailingComma = last.trailingComma != nil
        let indentation = last.leadingTrivia.description.contains("\n") ? lineIndentation(of: last) : nil
        let separator = indentation.map { ",\n" + $0 } ?? ", "
        return .insertion(
            in: "Package.swift", at: last.endPositionBeforeTrailingTrivia.utf8Offset,
            (trailingComma ? "" : ",") + (indentation.map { "\n" + $0 } ?? " ") + items.joined(separator: separator)
                + (trailingComma ? "," : ""))
    }

    /// The app's entry in a target's dependencies replaced by the modules that took its files.
    private func replacingDependency(_ app: String, with modules: [String], in call: FunctionCallExprSyntax)
        -> [SourceEdit]
    {
        guard let array = call.arrayArgument("dependencies"),
            let element = array.elements.first(where: { ManifestSyntax.dependencyName($0.expression) == app })
        else { return [] }
        let written = Set(array.elements.compactMap { ManifestSyntax.dependencyName($0.expression) })
        let names = modules.filter { !written.contains($0) }.map { "\"\($0)\"" }
        guard !names.isEmpty else { return [removing(element)] }
        return [
            SourceEdit(
                file: "Package.swift", start: element.expression.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: element.expression.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: names.joined(separator: ", "))
        ]
    }

    /// The modules' library products added; the products that only build an emptied target
    /// leave, and it leaves the others'. A one-line list of products grows into one product per
    /// line, as a person would write many.
    private func editingProducts(adding libraries: [String], removingTarget removed: String?) -> [SourceEdit] {
        guard let products = productsArray else { return [] }
        var edits: [SourceEdit] = []
        var kept: [ArrayElementSyntax] = []
        for product in products.elements {
            let targets = product.expression.as(FunctionCallExprSyntax.self).flatMap {
                $0.arrayArgument("targets")
            }
            guard let removed, let targets,
                let entry = targets.elements.first(where: {
                    $0.expression.representedString == removed
                })
            else {
                kept.append(product)
                continue
            }
            if targets.elements.count == 1 {
                edits.append(removing(product))
            } else {
                edits.append(removing(entry))
                kept.append(product)
            }
        }
        guard !libraries.isEmpty else { return edits }
        if let last = kept.last, last.leadingTrivia.description.contains("\n") {
            return edits + [appending(libraries, after: last)]
        }
        let indentation = lineIndentation(of: products) + indentUnit
        let items = kept.map { $0.expression.trimmedDescription } + libraries
        return [
            SourceEdit(
                file: "Package.swift", start: products.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset,
                end: products.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset,
                replacement: items.map { "\n" + indentation + $0 + "," }.joined() + "\n" + lineIndentation(of: products)
            )
        ]
    }

    /// An array element removed, with the separator before or after it, keeping the list's layout.
    private func removing(_ element: ArrayElementSyntax) -> SourceEdit {
        let siblings = Array(element.parent?.as(ArrayElementListSyntax.self) ?? [])
        let position = siblings.firstIndex { $0.id == element.id } ?? 0
        let next = siblings.indices.contains(position + 1) ? siblings[position + 1] : nil
        let previous = position > 0 ? siblings[position - 1] : nil
        let start: Int
        var end = element.endPositionBeforeTrailingTrivia.utf8Offset
        if let next {
            start = element.positionAfterSkippingLeadingTrivia.utf8Offset
            end = next.positionAfterSkippingLeadingTrivia.utf8Offset
        } else if let previous {
            start =
                element.leadingTrivia.description.contains("\n")
                ? element.position.utf8Offset : previous.expression.endPositionBeforeTrailingTrivia.utf8Offset
        } else {
            start = element.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        return SourceEdit(file: "Package.swift", start: start, end: end, replacement: "")
    }

    // MARK: Reading

    private var productsArray: ArrayExprSyntax? {
        syntax.arguments(labelled: "products").first?.as(ArrayExprSyntax.self)
    }

    /// The named targets of these kinds that are elements of a list, which new ones can be written beside.
    private func targetCalls(_ kinds: Set<String>) -> [FunctionCallExprSyntax] {
        syntax.targetCalls(kinds).filter { $0.parent?.is(ArrayElementSyntax.self) == true }
    }

    private func dependsOn(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
        call.arrayArgument("dependencies")?.elements.contains {
            ManifestSyntax.dependencyName($0.expression) == name
        } ?? false
    }

    /// `label: [a, b]`, wrapped one per line in a target written one argument per line when it
    /// would run long; nil for no items.
    private static func list(_ label: String, _ items: [String], layout: CallLayout) -> String? {
        guard !items.isEmpty else { return nil }
        let oneLine = "\(label): [\(items.joined(separator: ", "))]"
        guard let indentation = layout.argumentIndentation, indentation.count + oneLine.count > 110 else {
            return oneLine
        }
        return "\(label): [\n" + items.map { indentation + layout.indentUnit + $0 + ",\n" }.joined() + indentation + "]"
    }

    /// What separates a new element of a list from the element it is written before.
    private func separator(beside element: some SyntaxProtocol) -> String {
        ",\n" + lineIndentation(of: element)
    }

    /// The whitespace that starts the line a node starts on.
    private func lineIndentation(of node: some SyntaxProtocol) -> String {
        Self.lineIndentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
    }

    static func lineIndentation(at offset: Int, in text: String) -> String {
        let bytes = Array(text.utf8.prefix(offset))
        let lineStart = (bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        return String(
            decoding: bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
    }

    /// The manifest's indentation step: how much deeper a target's arguments are than the target.
    private var indentUnit: String {
        guard let target = targetCalls(["target", "testTarget"]).first else { return "    " }
        return CallLayout(target, in: text).indentUnit
    }
}

/// How a call in a manifest is laid out — all on one line, or one argument per line — so that
/// new calls beside it look the same.
struct CallLayout {
    /// The indentation of each argument's line; nil when the call is written on one line.
    let argumentIndentation: String?
    /// The indentation of the closing parenthesis's line.
    let closingIndentation: String
    let indentUnit: String

    init(_ call: FunctionCallExprSyntax, in text: String) {
        let callIndentation = ManifestEditor.lineIndentation(
            at: call.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
        let wrapped = call.arguments.first { $0.leadingTrivia.description.contains("\n") }
        argumentIndentation = wrapped.map {
            ManifestEditor.lineIndentation(at: $0.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
        }
        closingIndentation = callIndentation
        indentUnit =
            argumentIndentation.map { String($0.dropFirst(callIndentation.count)) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? "    "
    }

    func render(_ function: String, _ arguments: [String]) -> String {
        guard let indentation = argumentIndentation else {
            return function + "(" + arguments.joined(separator: ", ") + ")"
        }
        return function + "(\n" + arguments.map { indentation + $0 }.joined(separator: ",\n") + "\n"
            + closingIndentation + ")"
    }
}
