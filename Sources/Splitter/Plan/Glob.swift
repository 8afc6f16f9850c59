/// A path pattern of a plan: `*` and `?` within a path segment, `**` across segments. A pattern
/// that matches a folder takes everything under it (`Features/Search`, `Features/*`).
struct Glob: Hashable, Sendable {
    let pattern: String
    private let segments: [Substring]
    /// The pattern as a plain path when it has no wildcard (most do: folders), compared as text.
    let literal: String?

    init(_ pattern: String) {
        self.pattern = pattern
        // Read as bytes, not characters: a plan of thousands of patterns spent most of assigning
        // files on the characters of each.
        segments = pattern.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init).filter { $0 != "." }
        let isWild = pattern.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
        literal = isWild ? nil : segments.joined(separator: "/")
    }

    /// Whether the path (relative to the same folder as the pattern), or a folder it is in, matches.
    func matches(_ path: String) -> Bool {
        if let literal { return path == literal || path.hasPrefix(literal + "/") }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(segments[...], parts[...], allowingPrefix: true)
    }

    /// Whether the pattern is the path itself, written out, rather than a folder or a wildcard that takes it.
    func names(_ path: String) -> Bool { literal == path }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>, allowingPrefix: Bool)
        -> Bool
    {
        guard let head = pattern.first else { return path.isEmpty || allowingPrefix }
        if head == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining, allowingPrefix: allowingPrefix) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(head[...], segment[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), allowingPrefix: allowingPrefix)
    }

    private static func matchSegment(_ pattern: Substring, _ name: Substring) -> Bool {
        guard let head = pattern.first else { return name.isEmpty }
        switch head {
        case "*":
            var remaining = name
            while true {
                if matchSegment(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case "?":
            return !name.isEmpty && matchSegment(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == head && matchSegment(pattern.dropFirst(), name.dropFirst())
        }
    }
}

/// Paths by every folder that holds them and by themselves: what a literal glob takes, found
/// without matching every path (a plan of 5,000 modules over 20,000 files made 100 million matches).
struct PathsByFolder {
    private let positions: [String: [Int]]
    let paths: [String]

    init(_ paths: [String]) {
        self.paths = paths
        var positions: [String: [Int]] = [:]
        for (position, path) in paths.enumerated() {
            var end = path.endIndex
            while true {
                positions[String(path[..<end]), default: []].append(position)
                guard let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) else { break }
                end = slash
            }
        }
        self.positions = positions
    }

    /// The positions of the paths `glob` matches, in the order given.
    func matching(_ glob: Glob) -> [Int] {
        guard let literal = glob.literal else { return paths.indices.filter { glob.matches(paths[$0]) } }
        return positions[literal] ?? []
    }
}
