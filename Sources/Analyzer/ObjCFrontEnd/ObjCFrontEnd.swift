import CClang
import Foundation

/// Turns one Objective-C `.h` or `.m` file into facts through libclang: interfaces, protocols,
/// categories, methods and properties with the names Swift sees, the C declarations a header
/// exposes, message sends and type uses, and `#import`s. Runs on any thread (each parse has its
/// own libclang index); never throws: what does not parse becomes a warning in the facts.
public struct ObjCFrontEnd: Sendable {
    private let root: URL
    private let headerSearchPaths: [URL]
    private let shims: ObjCHeaderShims

    /// `root`: the monolith root; `headerSearchPaths`: every folder under it holding a `.h`.
    public init(root: URL, headerSearchPaths: [URL]) {
        self.root = root.standardizedFileURL
        self.headerSearchPaths = headerSearchPaths.map(\.standardizedFileURL)
        let headers = self.headerSearchPaths.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".h") }
                .map { folder.appendingPathComponent($0).path }
        }
        shims = ObjCHeaderShims(headers: headers)
    }

    /// Facts of `file`, whose `path` is relative to the root.
    public func facts(for file: SourceFile) -> FileFacts {
        let path = root.appendingPathComponent(file.path).path
        // An include only Xcode's header maps would find gets a shim, and the file a new parse,
        // until every such include was answered by a shim the parse could see. Shims other files
        // wrote meanwhile count as new: whether they existed when this parse began depends on the
        // threads' timing, what the file finally parses with must not. Each new parse needs an
        // include the last one could not see, and a file has finitely many, so this ends.
        while true {
            let visible = shims.snapshot
            let unit: ClangTranslationUnit
            do {
                unit = try ClangTranslationUnit(
                    path: path, arguments: arguments(for: file, shimFolder: visible.directory),
                    options: options(for: file))
            } catch {
                let message = "could not be parsed as Objective-C: \(error.reason)"
                return FileFacts(
                    file: file, diagnostics: [Diagnostic(severity: .warning, file: file.path, message: message)])
            }
            if !shims.addShims(forMissing: missingIncludes(in: unit)).isSubset(of: visible.includes) { continue }
            var facts = ObjCFileCollector(unit: unit, file: file).collect()
            facts.diagnostics = ObjCParseDiagnostics.warnings(from: unit.errors, file: file.path)
            return facts
        }
    }

    private func arguments(for file: SourceFile, shimFolder: URL?) -> [String] {
        let language = file.path.hasSuffix(".mm") ? "objective-c++" : "objective-c"
        var arguments = ["-x", language, "-fobjc-arc", "-fobjc-runtime=ios-13.0", "-fblocks", "-ferror-limit=0", "-w"]
        if let sdk = ObjCStubSDK.directory, let cache = ObjCStubSDK.moduleCache {
            // Apps usually import UIKit in a prefix header, so files rely on it without importing it.
            arguments += [
                "-fmodules", "-fmodules-cache-path=\(cache.path)", "-isystem", sdk.path, "-include", "UIKit/UIKit.h",
            ]
        }
        arguments += headerSearchPaths.flatMap { ["-I", $0.path] }
        if let shimFolder { arguments += ["-I", shimFolder.path] }
        return arguments
    }

    /// Headers are declarations only: skipping bodies of inline functions is safe and faster.
    /// Implementation bodies hold the message sends.
    private func options(for file: SourceFile) -> [CXTranslationUnit_Flags] {
        let base = [CXTranslationUnit_KeepGoing, CXTranslationUnit_DetailedPreprocessingRecord]
        return file.path.hasSuffix(".h") ? base + [CXTranslationUnit_SkipFunctionBodies] : base
    }

    /// The includes clang found no header for, as written.
    private func missingIncludes(in unit: ClangTranslationUnit) -> [String] {
        unit.cursor.children.compactMap { cursor in
            cursor.kind == CXCursor_InclusionDirective && clang_getIncludedFile(cursor) == nil ? cursor.spelling : nil
        }
    }
}
