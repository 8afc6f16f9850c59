import Foundation

/// Each Swift file imports the modules it now uses. An Objective-C file the app keeps imports
/// them with `@import`: the modules whose Swift it uses, and the Objective-C targets its headers
/// moved to, in place of those headers' `#import` lines. An Objective-C file that moves cannot
/// import Swift, so what it would need of it is left for a human.
struct AddModuleImports: SplitPass {
    func run(on split: inout Split) throws {
        let objectiveCTargets = Set(
            split.layout.objectiveCTargets(files: split.context.index.files, moduleOfFile: split.module(ofFile:)).values
        )
        // Header file name → the target it moves to (a header in the app keeps its name there).
        let targetOfMovedHeader = Dictionary(
            split.context.index.files.filter {
                $0.language == .objcHeader && split.module(ofFile: $0.path) != split.app
            }
            .map { (($0.path as NSString).lastPathComponent, split.target(ofFile: $0.path)) },
            uniquingKeysWith: { first, _ in first })
        for (path, targets) in split.targetsUsed.sorted(by: { $0.key < $1.key }) {
            let used = targets.subtracting([split.app]).sorted()
            if let file = split.sources[path] {
                guard let edit = AddImports.edit(adding: used, in: file) else { continue }
                split.changes.edits[path, default: []].append(edit)
            } else if split.language(of: path).isObjectiveC, split.module(ofFile: path) != split.app {
                for module in used where !objectiveCTargets.contains(module) {
                    split.changes.leftForAHuman.append(
                        "\(path) uses Swift of \(module) through the generated `-Swift.h` header, which a C-language target cannot import: expose it to Objective-C another way, or keep the file with \(module)"
                    )
                }
            }
        }
        // (The bridging header only loses what moves: `TrimBridgingHeader`.)
        let appObjectiveC = split.context.index.files.filter {
            $0.language.isObjectiveC && split.module(ofFile: $0.path) == split.app
                && $0.path != split.bridgingHeader?.path
        }
        for file in appObjectiveC {
            let used = (split.targetsUsed[file.path] ?? []).subtracting([split.app]).sorted()
            let edits = try objectiveCImports(
                of: used, in: file.path, targetOfMovedHeader: targetOfMovedHeader, split: split)
            if !edits.isEmpty { split.changes.edits[file.path, default: []] += edits }
        }
    }

    /// `#import "Tag.h"` → `@import TagsObjC;`, then `@import Tags;` after the last import for
    /// each module it uses otherwise (its Swift, through the app's generated `-Swift.h`).
    private func objectiveCImports(
        of modules: [String], in path: String, targetOfMovedHeader: [String: String], split: Split
    ) throws -> [SourceEdit] {
        let imports = QuotedHeaderImports(path: path, text: try split.read(path))
        let replacements = Dictionary(
            imports.lines.map { ($0.header as NSString).lastPathComponent }.compactMap { header in
                targetOfMovedHeader[header].map { (header, "@import \($0);") }
            },
            uniquingKeysWith: { first, _ in first })
        let replaced = Set(replacements.values)
        let added = modules.map { "@import \($0);" }.filter { !replaced.contains($0) && !imports.text.contains($0) }
        var edits = imports.edits(replacingImportsOf: replacements)
        if !added.isEmpty {
            let end = imports.endOfImports
            // (The last import may end the file without a newline.)
            let newline = end > 0 && imports.text.utf8.prefix(end).last != UInt8(ascii: "\n") ? "\n" : ""
            edits.append(.insertion(in: path, at: end, newline + added.map { $0 + "\n" }.joined()))
        }
        return edits
    }
}
