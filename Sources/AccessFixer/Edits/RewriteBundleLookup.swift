import Analyzer
import Foundation
import SwiftSyntax

/// A resource looked up in the main bundle from code that moves into a package must be looked up
/// in the package's own: `UIImage(named: "x")` → `UIImage(named: "x", in: .module, compatibleWith: nil)`,
/// `bundle: nil` → `bundle: .module`, `Bundle.main.url(…)` → `Bundle.module.url(…)`,
/// `NSLocalizedString("k", comment: "")` → `NSLocalizedString("k", bundle: .module, comment: "")`,
/// `Image("x")`, `Color("x")`, `Text("key")` → `…, bundle: .module)`. A resource of another module
/// is read through its accessor instead: `bundle: SharedResources.bundle`.
enum RewriteBundleLookup {
    /// - Parameter bundle: the bundle expression, `Bundle.module` or `<Module>Resources.bundle`.
    static func edit(for lookup: ResourceLookup, in file: DeclarationSyntaxIndex, bundle: String = "Bundle.module")
        -> SourceEdit?
    {
        // Where the type is known from the parameter, `Bundle.module` is written `.module`.
        let argument = bundle == "Bundle.module" ? ".module" : bundle
        guard lookup.bundle != .other,
            // The innermost call starting there: `Text("x")`, not the `.font(…)` chained on it.
            let call = file.tree.descendants(FunctionCallExprSyntax.self).last(where: {
                file.location(of: $0.positionAfterSkippingLeadingTrivia) == lookup.location
            })
        else { return nil }
        let arguments = Array(call.arguments)
        func named(_ label: String) -> LabeledExprSyntax? { arguments.first { $0.label?.text == label } }
        // `nil`, `.module` or `Bundle.module` as written: replaced by the bundle it reads after the split.
        func replacingNil(_ label: String) -> SourceEdit? {
            guard let written = named(label)?.expression,
                written.is(NilLiteralExprSyntax.self)
                    || written.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "module"
            else { return nil }
            return SourceEdit(
                file: file.path, start: written.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: written.endPositionBeforeTrailingTrivia.utf8Offset, replacement: argument)
        }
        func inserting(_ text: String, after argument: LabeledExprSyntax?) -> SourceEdit? {
            guard let argument else { return nil }
            return .insertion(in: file.path, at: argument.expression.endPositionBeforeTrailingTrivia.utf8Offset, text)
        }
        switch lookup.api {
        case .uiImageNamed, .uiColorNamed:
            return replacingNil("in")
                ?? (named("in") == nil
                    ? inserting(", in: \(argument), compatibleWith: nil", after: named("named")) : nil)
        case .swiftUIImage, .swiftUIColor, .localizedStringKey:
            return replacingNil("bundle")
                ?? (named("bundle") == nil ? inserting(", bundle: \(argument)", after: arguments.first) : nil)
        case .nsLocalizedString:
            if let edit = replacingNil("bundle") { return edit }
            guard named("bundle") == nil else { return nil }
            return inserting(", bundle: \(argument)", after: named("tableName") ?? arguments.first)
        case .stringLocalized:
            if let edit = replacingNil("bundle") { return edit }
            guard named("bundle") == nil else { return nil }
            return inserting(", bundle: \(argument)", after: named("table") ?? named("localized"))
        case .nib, .storyboard, .nsDataAsset:
            return replacingNil("bundle")
                ?? (named("bundle") == nil ? inserting(", bundle: \(argument)", after: arguments.last) : nil)
        case .bundleURL, .bundlePath:
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let written = member.base?.as(MemberAccessExprSyntax.self),
                ["main", "module"].contains(written.declName.baseName.text)
            else { return nil }
            return SourceEdit(
                file: file.path, start: written.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: written.endPositionBeforeTrailingTrivia.utf8Offset, replacement: bundle)
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
                of: "customClass=\"\(use.className)\"",
                with: "customClass=\"\(use.className)\" customModule=\"\(module)\"")
        }
        guard rewritten != line else { return nil }
        let start = lines[..<(use.line - 1)].reduce(0) { $0 + $1.utf8.count + 1 }
        return SourceEdit(file: path, start: start, end: start + line.utf8.count, replacement: rewritten)
    }
}
