/// The union of settings or dependencies that several targets declare, each under its own
/// condition: what one target needs unconditionally the union needs unconditionally; otherwise
/// the platforms add up, and a configuration stays only when all that declare it agree.
/// First-seen order is kept, so that the manifest reads like the original.
struct ConditionalUnion<Key: Hashable> {
    private(set) var keys: [Key] = []
    private var conditions: [Key: PackageDump.Condition?] = [:]

    mutating func add(_ key: Key, _ condition: PackageDump.Condition?) {
        guard let existing = conditions[key] else {
            keys.append(key)
            conditions[key] = .some(condition)
            return
        }
        conditions[key] = .some(Self.union(existing, condition))
    }

    subscript(condition key: Key) -> PackageDump.Condition? { conditions[key] ?? nil }

    static func union(_ a: PackageDump.Condition?, _ b: PackageDump.Condition?) -> PackageDump.Condition? {
        guard let a, let b else { return nil }
        // One limited to some platforms, the other to a configuration only: neither covers the other.
        if a.platforms.isEmpty != b.platforms.isEmpty { return nil }
        let platforms = a.platforms + b.platforms.filter { !a.platforms.contains($0) }
        let configuration = a.configuration == b.configuration ? a.configuration : nil
        return platforms.isEmpty && configuration == nil
            ? nil : PackageDump.Condition(platforms: platforms, configuration: configuration)
    }
}
