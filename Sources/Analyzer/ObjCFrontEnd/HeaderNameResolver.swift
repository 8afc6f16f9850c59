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
        let folder = RelativePath.folder(of: includingPath)
        let besideIncluder = RelativePath.normalized(folder.isEmpty ? written : folder + "/" + written)
        if paths.contains(besideIncluder) { return besideIncluder }
        if paths.contains(written) { return written }
        let candidates = pathsByFileName[Self.fileName(of: written)] ?? []
        if let exact = candidates.first(where: { $0.hasSuffix("/" + written) }) { return exact }
        return candidates.first { RelativePath.folder(of: $0) == folder } ?? candidates.first
    }

    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
