/// Paths relative to a root, worked out as text, without the file system.
public enum RelativePath {
    /// Removes `.` and resolves `..` components (`Pantry/../Common` → `Common`); the `..` that
    /// leave the start stay.
    public static func normalized(_ path: String) -> String {
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

    /// `a/b/c.swift` → `a/b`; "" for a file at the top.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `Resources/Assets.xcassets` → `xcassets`; `README` and `.gitignore` → ``. Searched as bytes:
    /// bridged to `NSString`, or searched as characters, it cost a warm run of a big repository more
    /// than looking at its files did.
    public static func pathExtension(of path: String) -> String {
        let bytes = path.utf8
        let nameStart = bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
        guard let dot = bytes[nameStart...].lastIndex(of: UInt8(ascii: ".")), dot != nameStart else { return "" }
        return String(path[bytes.index(after: dot)...])
    }

    /// The deepest folder that holds every path ("" when they share none).
    public static func commonFolder(of paths: [String]) -> String {
        guard var common = paths.first.map({ Array($0.split(separator: "/").dropLast()) }) else { return "" }
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/").dropLast()
            common = Array(common.prefix(zip(common, parts).prefix { $0 == $1 }.count))
        }
        return common.joined(separator: "/")
    }

    /// `path` as seen from `folder`, both relative to the same root.
    public static func relative(_ path: String, from folder: String) -> String {
        let (parts, base) = (path.split(separator: "/"), folder.split(separator: "/"))
        let shared = zip(parts, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - shared) + parts.dropFirst(shared).map(String.init)).joined(
            separator: "/")
    }
}
