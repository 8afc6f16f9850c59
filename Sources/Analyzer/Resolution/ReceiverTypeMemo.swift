/// `type(of:scope:)`'s answers for the file being resolved, and what else its sites share. The
/// sites of a member chain share its prefixes, so with the memo each prefix is resolved once: a
/// chain of n steps costs n, not n².
/// A memo belongs to one file, resolved on one thread.
final class ReceiverTypeMemo: @unchecked Sendable {
    struct Key: Hashable {
        let receiver: Receiver
        let scope: [String]
        let bindings: GenericBindings?
    }

    var types: [Key: TypeRef?] = [:]
    /// What the extension the current site is written in fixes of its type's generic parameters.
    var bindings: GenericBindings?
    /// The file's type declarations and extensions with their names (`NameResolver.typeContext(of:)`).
    var typeContexts: (file: String, contexts: [(index: Int, name: String)])?
}

/// `extension Tree where Element == Book`: in it, a `Tree` written without arguments (`self`,
/// `children: [Tree]`) is a `Tree<Book>`, so the members it declares as `Element` are `Book`s.
struct GenericBindings: Hashable {
    /// The member key of the extended type.
    let owner: String
    let types: [String: TypeRef]
}
