/// Finds which of the monolith's headers an `#import`/`#include` names, the way Xcode's header
/// maps do: next to the including file first, then by the path as written, then by file name
/// alone (`<WalletApp/LegacyCrypto.h>` finds `Legacy/LegacyCrypto.h`). Where several headers
/// share a name, the one in the including file's folder wins, then the first by path.
struct HeaderNameResolver: Sendable {
    private let paths: Set<String>
    private let pathsByFileName: [String: [String]]

    /// `headerPaths` all relative to the same root, or all absolute.
    init(headerPaths: [String]) {
        paths = Set(headerPaths)
        pathsByFileName = Dictionary(grouping: headerPaths.sorted(), by: { Self.fileName(of: $0) })
    }

    /// The header `written` names when included from `includingPath`, or nil when it is none of
    /// the monolith's (an SDK header, or missing).
    func resolve(_ written: String, from includingPath: String) -> String? {
        let folder = Self.folder(of: includingPath)
        let besideIncluder = Self.normalized(folder.isEmpty ? written : folder + "/" + written)
        if paths.contains(besideIncluder) { return besideIncluder }
        if paths.contains(written) { return written }
        let candidates = pathsByFileName[Self.fileName(of: written)] ?? []
        if let exact = candidates.first(where: { $0.hasSuffix("/" + written) }) { return exact }
        return candidates.first { Self.folder(of: $0) == folder } ?? candidates.first
    }

    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// Removes `.` and resolves `..` components without touching the file system.
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
    }
}
