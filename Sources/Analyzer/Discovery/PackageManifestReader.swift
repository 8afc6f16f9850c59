import Foundation
import SwiftParser
import SwiftSyntax

/// Reads the targets of a `Package.swift` as syntax; a stranger's manifest is never executed.
/// Understands the literal forms manifests use: `.target(name: "App", path: "Sources/App",
/// exclude: […], sources: […], resources: [.process("…")], swiftSettings: [.define("X")])`.
struct PackageManifestReader {
    struct Target: Equatable {
        var name: String
        var kind: String
        var path: String?
        var exclude: [String]
        var sources: [String]?
        var resources: [String]
        var defines: [String]
        /// `.swiftLanguageMode(.v5)` (or `.swiftLanguageVersion`, `-swift-version 5`) in its settings.
        var languageMode: Int? = nil
    }

    /// The line and message of a manifest's first syntax error: SwiftPM would not load it, and
    /// reading what parses of it would guess at its targets.
    func firstSyntaxError(inManifest source: String) -> (line: Int, message: String)? {
        if let beyond = ParserReach.problem(in: source) { return (beyond.line, beyond.problem) }
        let tree = Parser.parse(source: source)
        guard let first = FirstSyntaxError(in: tree) else { return nil }
        return (
            SourceLocationConverter(fileName: "Package.swift", tree: tree).location(for: first.position).line,
            first.message
        )
    }

    func targets(inManifest source: String) -> [Target] {
        ManifestSyntax(text: source).targetCalls(ManifestSyntax.sourceTargetKinds.union(["testTarget"])).compactMap(
            target(from:))
    }

    private func target(from call: FunctionCallExprSyntax) -> Target? {
        guard let kind = call.memberName, let name = call.stringArgument("name") else { return nil }
        let settings = call.argument("swiftSettings")
        return Target(
            name: name, kind: kind, path: call.stringArgument("path"),
            exclude: call.stringArrayArgument("exclude") ?? [],
            sources: call.stringArrayArgument("sources"), resources: ManifestSyntax.resources(of: call).map(\.path),
            defines: settings.map(defineNames) ?? [], languageMode: settings.flatMap(Self.languageMode(inSettings:)))
    }

    /// The products its targets use from the packages it declares, each once, with where the
    /// package comes from: `.product(name: "Alamofire", package: "Alamofire")` with
    /// `.package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.4.0")`. A local
    /// package's path is as the manifest writes it, relative to its own folder.
    func dependencyProducts(inManifest source: String) -> [XcodeProject.LinkedPackage] {
        let manifest = ManifestSyntax(text: source)
        var packages: [String: XcodeProject.LinkedPackage] = [:]
        for call in manifest.calls(["package"]) {
            let path = call.stringArgument("path")
            let url = call.stringArgument("url")
            guard path != nil || url != nil else { continue }
            let requirement = call.arguments.filter { !["name", "url", "path", "id"].contains($0.label?.text ?? "") }
                .map { $0.trimmedText.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }.joined(
                    separator: ", ")
            let package = XcodeProject.LinkedPackage(
                product: "", localPath: path, url: url, requirement: requirement.isEmpty ? nil : requirement)
            // (`.product(name:package:)` names it by its identity, or by the `name:` older manifests give it.)
            for key in [package.packageIdentity, call.stringArgument("name")].compactMap({ $0 }) {
                packages[key.lowercased()] = package
            }
        }
        var products: [XcodeProject.LinkedPackage] = []
        for call in manifest.calls(["product"]) {
            guard let name = call.stringArgument("name"), let identity = call.stringArgument("package"),
                var package = packages[identity.lowercased()], !products.contains(where: { $0.product == name })
            else { continue }
            package.product = name
            products.append(package)
        }
        return products
    }

    /// The language mode a target of this manifest compiles in: its own setting, else the highest
    /// of the package's `swiftLanguageModes` (`swiftLanguageVersions`), else what the tools
    /// version implies (Swift 6 from tools version 6.0 on, Swift 5 before).
    func languageMode(of target: Target, inManifest source: String) -> Int? {
        if let own = target.languageMode { return own }
        let manifest = ManifestSyntax(text: source)
        let declared = ["swiftLanguageModes", "swiftLanguageVersions"].flatMap(manifest.arguments(labelled:))
            .flatMap { $0.descendants(MemberAccessExprSyntax.self) }
            .compactMap { Self.modeNumber($0.declName.baseName.text) }
        if let highest = declared.max() { return highest }
        let firstLine = source.prefix { $0 != "\n" }
        guard firstLine.contains("swift-tools-version"), let colon = firstLine.firstIndex(of: ":"),
            let major = Int(
                firstLine[firstLine.index(after: colon)...].trimmingCharacters(in: .whitespaces).prefix { $0.isNumber })
        else { return nil }
        return major >= 6 ? 6 : 5
    }

    /// `.swiftLanguageMode(.v5)`, `.swiftLanguageVersion(.v5)`, `.unsafeFlags(["-swift-version", "5"])`.
    private static func languageMode(inSettings expression: ExprSyntax) -> Int? {
        for call in expression.descendants(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if ["swiftLanguageMode", "swiftLanguageVersion"].contains(name),
                let mode = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            {
                return modeNumber(mode)
            }
            if name == "unsafeFlags",
                let flags = call.arguments.first?.expression.as(ArrayExprSyntax.self)?.elements.map(\.expression),
                let index = flags.firstIndex(where: { $0.representedString == "-swift-version" }),
                index + 1 < flags.count, let value = flags[index + 1].representedString
            {
                return Int(value.prefix { $0.isNumber })
            }
        }
        return nil
    }

    /// `v5` → 5, `v4_2` → 4, `version("6")` is not read.
    private static func modeNumber(_ name: String) -> Int? {
        guard name.hasPrefix("v") else { return nil }
        return Int(name.dropFirst().prefix { $0.isNumber })
    }

    /// `.define("X")`, `.define("X", .when(…))`.
    private func defineNames(_ expression: ExprSyntax) -> [String] {
        expression.as(ArrayExprSyntax.self)?.elements.compactMap { element in
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "define"
            else { return nil }
            return call.arguments.first?.expression.representedString
        } ?? []
    }
}

extension SyntaxProtocol {
    /// Every descendant of one node type, in source order.
    public func descendants<Node: SyntaxProtocol>(_ type: Node.Type) -> [Node] {
        let finder = DescendantFinder<Node>(viewMode: .sourceAccurate)
        finder.walk(self)
        return finder.found
    }
}

private final class DescendantFinder<Node: SyntaxProtocol>: SyntaxAnyVisitor {
    var found: [Node] = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(Node.self) { found.append(match) }
        return .visitChildren
    }
}
