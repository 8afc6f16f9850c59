/// A Swift access level, ordered from least to most visible.
public enum AccessLevel: String, Codable, Comparable, CaseIterable, Sendable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
