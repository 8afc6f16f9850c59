import SwiftSyntax

/// Run-time look-ups the compiler cannot check: resources fetched by name from a bundle, and
/// classes named in strings or archives.
extension SwiftFileCollector {
    func enter(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedText
        let arguments = Array(node.arguments)
        if let lookup = resourceLookup(callee: node.calledExpression, arguments: arguments) {
            facts.resourceLookups.append(
                ResourceLookup(
                    api: lookup.api, resourceName: lookup.name, bundle: lookup.bundle, location: location(of: node),
                    sourceID: context.declarationIndex.map { facts.declarations[$0].id }))
        }
        if let classNameAPI = classNameAPI(callee: callee, arguments: arguments) {
            facts.classNameStrings.append(
                ClassNameString(
                    api: classNameAPI, className: classNameArgument(arguments), location: location(of: node),
                    sourceID: context.declarationIndex.map { facts.declarations[$0].id }))
        }
        return .visitChildren
    }

    func enter(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.attributeName.trimmedText == "objc", case .objCName(let name) = node.arguments {
            facts.classNameStrings.append(
                ClassNameString(
                    api: .objcRuntimeName, className: name.trimmedText, location: location(of: node),
                    sourceID: nil))
        }
        // An SPI group's name is no declaration, though it reads like one.
        return ["_spi", "_spi_available"].contains(node.attributeName.trimmedText)
            ? .skipChildren : .visitChildren
    }

    private func resourceLookup(
        callee calleeExpression: ExprSyntax, arguments: [LabeledExprSyntax]
    ) -> (api: ResourceLookup.API, name: String?, bundle: BundleExpression)? {
        let callee = calleeExpression.trimmedText
        func argument(_ label: String?) -> LabeledExprSyntax? { arguments.first { $0.label?.text == label } }
        func literal(_ label: String?) -> String? { argument(label).flatMap { $0.expression.stringLiteral } }
        func bundle(_ label: String) -> BundleExpression {
            argument(label).map { $0.expression.bundleExpression } ?? .main
        }

        switch callee {
        case "UIImage" where argument("named") != nil: return (.uiImageNamed, literal("named"), bundle("in"))
        case "NSImage" where argument("named") != nil: return (.nsImageNamed, literal("named"), .main)
        case "Image" where arguments.first?.label == nil && arguments.first?.expression.stringLiteral != nil:
            return (.swiftUIImage, literal(nil), bundle("bundle"))
        case "UIColor" where argument("named") != nil: return (.uiColorNamed, literal("named"), bundle("in"))
        case "Color" where arguments.first?.label == nil && arguments.first?.expression.stringLiteral != nil:
            return (.swiftUIColor, literal(nil), bundle("bundle"))
        case "NSLocalizedString": return (.nsLocalizedString, literal(nil), bundle("bundle"))
        case "String" where argument("localized") != nil:
            return (.stringLocalized, literal("localized"), bundle("bundle"))
        case "Text"
        where arguments.count == 1 && arguments[0].label == nil && arguments[0].expression.stringLiteral != nil:
            return (.localizedStringKey, literal(nil), bundle("bundle"))
        case "UINib" where argument("nibName") != nil: return (.nib, literal("nibName"), bundle("bundle"))
        case "UIStoryboard" where argument("name") != nil: return (.storyboard, literal("name"), bundle("bundle"))
        case "NSDataAsset" where argument("name") != nil: return (.nsDataAsset, literal("name"), bundle("bundle"))
        default: break
        }
        guard let member = calleeExpression.as(MemberAccessExprSyntax.self), let receiver = member.base else {
            return nil
        }
        let bundleExpression = receiver.bundleExpression
        switch member.declName.baseName.text {
        case "url" where argument("forResource") != nil: return (.bundleURL, literal("forResource"), bundleExpression)
        case "path" where argument("forResource") != nil: return (.bundlePath, literal("forResource"), bundleExpression)
        case "localizedString" where argument("forKey") != nil:
            return (.nsLocalizedString, literal("forKey"), bundleExpression)
        default: return nil
        }
    }

    private func classNameAPI(callee: String, arguments: [LabeledExprSyntax]) -> ClassNameString.API? {
        switch callee {
        case "NSClassFromString": .nsClassFromString
        case "NSStringFromClass": .nsStringFromClass
        case "String" where arguments.first?.label?.text == "reflecting": .stringReflecting
        case "String" where arguments.first?.label?.text == "describing" && classNameArgument(arguments) != nil:
            .stringDescribing
        case _ where callee.hasPrefix("NSKeyedArchiver."): .keyedArchiver
        case _ where callee.hasPrefix("NSKeyedUnarchiver."): .keyedUnarchiver
        default: nil
        }
    }

    /// `"App.Foo"` or `Foo.self` among the arguments.
    private func classNameArgument(_ arguments: [LabeledExprSyntax]) -> String? {
        for argument in arguments {
            if let literal = argument.expression.stringLiteral { return literal }
            if let member = argument.expression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "self",
                let path = member.base?.typePath, !isGenericParameter(path[0])
            {
                return path.dotted()
            }
        }
        return nil
    }
}

extension ExprSyntax {
    /// The value of a string literal without interpolation.
    var stringLiteral: String? {
        guard let literal = self.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            case .stringSegment(let segment) = literal.segments.first
        else { return nil }
        return segment.content.text
    }

    var bundleExpression: BundleExpression {
        if self.is(NilLiteralExprSyntax.self) { return .nil }
        if let member = self.as(MemberAccessExprSyntax.self) {
            let base = member.base?.trimmedText
            guard base == nil || base == "Bundle" || base == "Foundation.Bundle" else { return .other }
            switch member.declName.baseName.text {
            case "main": return .main
            case "module": return .module
            default: return .other
            }
        }
        return .other
    }
}
