import Foundation

/// Forwarding headers for includes that Xcode would find through its header maps but plain
/// search paths do not: `#import <WalletApp/LegacyCrypto.h>` gets a `WalletApp/LegacyCrypto.h`
/// in a private temporary folder that imports the monolith's `LegacyCrypto.h` by absolute path.
/// Shared by every copy of one front end and safe to use from several threads; the folder is
/// removed when the last copy goes away.
final class ObjCHeaderShims: @unchecked Sendable {
    private let resolver: HeaderNameResolver
    private let lock = NSLock()
    private var folder: URL?
    private var written: Set<String> = []

    /// `headers`: absolute paths of the monolith's headers.
    init(headers: [String]) {
        resolver = HeaderNameResolver(headerPaths: headers)
    }

    deinit {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// The shims that exist now, taken together so that a parse given this folder sees at least these.
    struct Snapshot {
        /// The folder to add as an include path, once any shim exists.
        var directory: URL?
        /// The includes (as written) the folder answers.
        var includes: Set<String>
    }

    var snapshot: Snapshot { lock.withLock { Snapshot(directory: folder, includes: written) } }

    /// Writes shims for the includes clang did not find that name a monolith header by file name.
    /// Returns every one of `includes` that has a shim now, written by this call or an earlier one
    /// (perhaps another file's, on another thread, after this file's parse began).
    func addShims(forMissing includes: [String]) -> Set<String> {
        lock.withLock {
            for include in includes where !written.contains(include) && isSafe(include) {
                // By the name alone, never by the including file: one shim serves every file, so
                // its target must not depend on which file happened to ask for it first.
                guard let target = resolver.resolve(include, from: ""), let folder = folderCreatingIfNeeded()
                else { continue }
                let shim = folder.appendingPathComponent(include)
                let text = "#import \"\(target)\"\n"
                do {
                    try FileManager.default.createDirectory(
                        at: shim.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: shim, options: .atomic)
                    written.insert(include)
                } catch {
                    continue
                }
            }
            return written.intersection(includes)
        }
    }

    /// A relative path that stays inside the shim folder.
    private func isSafe(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && path.hasSuffix(".h")
    }

    private func folderCreatingIfNeeded() -> URL? {
        if let folder { return folder }
        let created = FileManager.default.temporaryDirectory
            .appendingPathComponent("cleave-objc-shims-\(UUID().uuidString)", isDirectory: true)
        guard (try? FileManager.default.createDirectory(at: created, withIntermediateDirectories: true)) != nil
        else { return nil }
        folder = created
        return created
    }
}
