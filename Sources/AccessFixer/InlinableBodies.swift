import Analyzer
import Splitter

/// What the bodies of public inlinable code use must be visible to the modules they are inlined
/// into: a public `@inlinable`, `@_transparent` or `@_alwaysEmitIntoClient` declaration may only
/// use public declarations and internal ones marked `@usableFromInline`. What such a body uses of
/// another module is public already (a use across the cut); what it uses of its own module and
/// stays internal gets `@usableFromInline`, and so do the types that hold it and that its
/// signature names.
struct InlinableBodies {
    static let attributes: Set<String> = ["inlinable", "_transparent", "_alwaysEmitIntoClient"]

    /// - Parameters:
    ///   - levels: the access each declaration needs after the cut (`AccessRequirements`).
    ///   - signatures: declaration id → the monolith's types its signature names.
    ///   - extendedType: extension id → the monolith type it extends.
    static func usableFromInline(
        _ context: PlanContext, levels: [String: AccessRequirements.Level], signatures: [String: [String]],
        extendedType: [String: String]
    ) -> Set<String> {
        let tree = context.tree
        func isVisible(_ declaration: Declaration) -> Bool {
            levels[declaration.id] != nil || [.public, .open, .package].contains(declaration.writtenAccess)
        }
        func isInlinableRoot(_ id: String) -> Bool {
            guard let declaration = tree[id] else { return false }
            return !attributes.isDisjoint(with: declaration.attributes) && isVisible(declaration)
        }
        // The declarations whose bodies are inlined: public inlinable ones and what is nested in them.
        var inlined: [String: Bool] = [:]
        func isInlined(_ id: String) -> Bool {
            if let known = inlined[id] { return known }
            let answer = isInlinableRoot(id) || (tree[id]?.parentID.map(isInlined) ?? false)
            inlined[id] = answer
            return answer
        }
        var pending: [String] = []
        for reference in context.index.references {
            guard let source = reference.sourceID, isInlined(source) else { continue }
            let module = context.assignment.module(ofFile: reference.location.file)
            pending += reference.targetIDs.filter { target in
                tree[target].map { context.assignment.module(ofFile: $0.location.file) == module } ?? false
            }
        }
        var marked: Set<String> = []
        while let id = pending.popLast() {
            guard let declaration = tree[id], !isVisible(declaration),
                declaration.location.file.hasSuffix(".swift"),
                !declaration.attributes.contains("usableFromInline")
            else { continue }
            guard declaration.effectiveAccess >= .internal else { continue }
            guard canBeMarked(declaration, in: tree) else {
                // An enum case or a protocol requirement is as visible as what declares it.
                if let parent = declaration.parentID { pending.append(parent) }
                continue
            }
            guard marked.insert(id).inserted else { continue }
            if let parent = declaration.parentID.flatMap({ tree[$0] }) {
                if parent.kind == .extension {
                    extendedType[parent.id].map { pending.append($0) }
                } else {
                    pending.append(parent.id)
                }
            }
            pending += signatures[id] ?? []
        }
        return marked
    }

    /// Kinds that take `@usableFromInline`: not enum cases, protocol requirements, extensions or locals.
    private static func canBeMarked(_ declaration: Declaration, in tree: DeclarationTree) -> Bool {
        guard
            [.class, .struct, .enum, .protocol, .actor, .function, .initializer, .variable, .subscript, .typealias]
                .contains(declaration.kind)
        else { return false }
        guard let parent = declaration.parentID.flatMap({ tree[$0] }) else { return true }
        return [.class, .struct, .enum, .actor, .extension].contains(parent.kind)
    }
}
