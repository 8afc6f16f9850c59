/// Which Objective-C declarations the monolith's Swift code sees: those in headers the bridging
/// header imports, directly or through other headers (`#import "X.h"`, `#include`, and
/// `#import <App/X.h>`, resolved by file name among the monolith's headers as Xcode's header
/// maps do). Declarations in other headers and in `.m` files are not visible.
public enum BridgingHeaderVisibility {
    /// Sets `isVisibleToSwift` on every declaration of the Objective-C files in `facts`.
    /// `bridgingHeader`: its path relative to the root, or nil when the target has none.
    public static func apply(bridgingHeader: String?, to facts: inout [FileFacts]) {
        let visible = visibleHeaders(from: bridgingHeader, in: facts)
        for position in facts.indices where isObjC(facts[position].file) {
            let isVisible = visible.contains(facts[position].file.path)
            for declaration in facts[position].declarations.indices {
                facts[position].declarations[declaration].isVisibleToSwift = isVisible
            }
        }
    }

    /// The bridging header and every header it reaches through its imports.
    static func visibleHeaders(from bridgingHeader: String?, in facts: [FileFacts]) -> Set<String> {
        let headers = facts.filter { $0.file.language == .objcHeader || $0.file.path.hasSuffix(".h") }.map(\.file.path)
        let resolver = HeaderNameResolver(headerPaths: headers)
        guard let bridgingHeader, let start = resolver.resolve(bridgingHeader, from: "") else { return [] }
        var imports: [String: [String]] = [:]
        for fileFacts in facts { imports[fileFacts.file.path, default: []] += fileFacts.imports.map(\.module) }
        return Reachability.reachable(from: [start]) { header in
            (imports[header] ?? []).compactMap { resolver.resolve($0, from: header) }
        }
    }

    private static func isObjC(_ file: SourceFile) -> Bool {
        file.language == .objcHeader || file.language == .objcImplementation
    }
}
