/// `type(of:scope:)`'s answers for the file being resolved. The sites of a member chain share its
/// prefixes, so with the memo each prefix is resolved once: a chain of n steps costs n, not n².
/// A memo belongs to one file, resolved on one thread.
final class ReceiverTypeMemo: @unchecked Sendable {
    struct Key: Hashable {
        let receiver: Receiver
        let scope: [String]
    }

    var types: [Key: TypeRef?] = [:]
}
