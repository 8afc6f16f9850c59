import Foundation
import Analyzer
import SwiftSyntax

/// A resource looked up in the main bundle from code that moves into a package must be looked up
/// in the package's own: `UIImage(named: "x")` → `UIImage(named: "x", in: .module, compatibleWith: nil)`,
/// `bundle: nil` → `bundle: .module`, `Bundle.main.url(…)` → `Bundle.module.url(…)`,
/// `NSLocalizedString("k", comment: "")` → `NSLocalizedString("k", bundle: .module, comment: "")`,
/// `Image("x")`, `Color("x")`, `Text("key")` → `…, bundle: .module)`.
enum RewriteBundleLookup {
    static func edit(for lookup: ResourceLookup, in file: DeclarationSyntaxIndex) -> SourceEdit? {
        guard lookup.bundle == .main || lookup.bundle == .nil,
            // The innermost call starting there: `Text("x")`, not the `.font(…)` chained on it.
            let call = file.tree.descendants(FunctionCallExprSyntax.self).last(where: {
                file.location(of: $0.positionAfterSkippingLeadingTrivia) == lookup.location
            })
        else { return nil }
        let arguments = Array(call.arguments)
        func named(_ label: String) -> LabeledExprSyntax? { arguments.first { $0.label?.text == label } }
        func replacingNil(_ label: String) -> SourceEdit? {
            guard let argument = named(label), argument.expression.is(NilLiteralExprSyntax.self) else { return nil }
            return SourceEdit(
                file: file.path, start: argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: argument.expression.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ".module")
        }
        func inserting(_ text: String, after argument: LabeledExprSyntax?) -> SourceEdit? {
            guard let argument else { return nil }
            return .insertion(in: file.path, at: argument.expression.endPositionBeforeTrailingTrivia.utf8Offset, text)
        }
        switch lookup.api {
        case .uiImageNamed, .uiColorNamed:
            return replacingNil("in") ?? (named("in") == nil ? inserting(", in: .module, compatibleWith: nil", after: named("named")) : nil)
        case .swiftUIImage, .swiftUIColor, .localizedStringKey:
            return replacingNil("bundle") ?? (named("bundle") == nil ? inserting(", bundle: .module", after: arguments.first) : nil)
        case .nsLocalizedString:
            if let edit = replacingNil("bundle") { return edit }
            guard named("bundle") == nil else { return nil }
            return inserting(", bundle: .module", after: named("tableName") ?? arguments.first)
        case .stringLocalized:
            if let edit = replacingNil("bundle") { return edit }
            guard named("bundle") == nil else { return nil }
            return inserting(", bundle: .module", after: named("table") ?? named("localized"))
        case .nib, .storyboard, .nsDataAsset:
            return replacingNil("bundle") ?? (named("bundle") == nil ? inserting(", bundle: .module", after: arguments.last) : nil)
        case .bundleURL, .bundlePath:
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let bundle = member.base?.as(MemberAccessExprSyntax.self), bundle.declName.baseName.text == "main"
            else { return nil }
            return SourceEdit(
                file: file.path, start: bundle.declName.baseName.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: bundle.declName.baseName.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "module")
        case .nsImageNamed:
            return nil
        }
    }
}

/// A storyboard or xib custom class that moves gets `customModule="<Module>"` and loses
/// `customModuleProvider="target"` (the seed-001 bug): edited on the attribute's own line,
/// everything else left as written.
enum SetCustomModule {
    static func edit(_ use: CustomClassUse, module: String, in path: String, text: String) -> SourceEdit? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard use.line >= 1, use.line <= lines.count else { return nil }
        let line = lines[use.line - 1]
        guard line.contains("customClass=\"\(use.className)\"") else { return nil }
        var rewritten = String(line)
        rewritten = rewritten.replacingOccurrences(of: " customModuleProvider=\"target\"", with: "")
        if let existing = rewritten.range(of: #"customModule="[^"]*""#, options: .regularExpression) {
            rewritten.replaceSubrange(existing, with: "customModule=\"\(module)\"")
        } else {
            rewritten = rewritten.replacingOccurrences(
                of: "customClass=\"\(use.className)\"", with: "customClass=\"\(use.className)\" customModule=\"\(module)\"")
        }
        guard rewritten != line else { return nil }
        let start = lines[..<(use.line - 1)].reduce(0) { $0 + $1.utf8.count + 1 }
        return SourceEdit(file: path, start: start, end: start + line.utf8.count, replacement: rewritten)
    }
}
