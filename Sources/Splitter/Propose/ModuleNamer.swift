import Analyzer
import Foundation

/// Module names from the folders that hold a module's files: the folder that holds most of its
/// lines, the deepest of equals, leaving out names that say nothing of what the module does
/// (`Sources`, the layers, platforms, `Shared`, kinds of code such as `Views`, `Cell` or
/// `Extensions`, visibility such as `Public` or `Internal`, and `API`: which one?). With no folder
/// left, the type of its files that the rest of the code uses most, then the name of its largest file.
enum ModuleNamer {
    static let meaningless: Set<String> = [
        "sources", "source", "src", "app", "features", "feature", "core", "foundation", "modules", "module",
        "classes", "common", "shared", "ios", "macos", "watchos", "tvos", "visionos", "mac", "view", "views", "cell",
        "cells", "scene", "scenes", "screens", "protocol", "protocols", "helpers", "utils", "utilities", "misc",
        "generated", "extensions", "extension", "models", "model", "components", "support", "resources", "services",
        "managers", "controllers", "viewcontrollers", "viewmodels", "subviews", "client", "interface", "live",
        "livekey", "testkey", "mocks", "types", "actors", "base", "detail", "details", "list", "row", "rows",
        "edit", "section", "sections", "tab", "tabs", "helper", "util", "utility", "service", "manager", "controller",
        "container", "containers", "content", "contents", "control", "controls", "button", "buttons", "menu", "menus",
        "template", "templates", "ui", "general", "other", "others", "ext", "add", "header", "headers", "include",
        "public", "private", "internal", "api", "apis", "vendor", "vender", "thirdparty",
    ]
    /// What a type's name ends with to say what kind of code it is: `AccountDetailView` names a
    /// module `AccountDetail`.
    static let kindSuffixes = ["ViewController", "ViewModel", "View", "Controller"]

    /// - Parameter dominantTypes: for each cluster, the name of its most used type, if any.
    static func names(
        for clusters: [[String]], lines: [String: Int], dominantTypes: [String?] = [], taken: Set<String>
    ) -> [String] {
        // (Without case: `TipKit` and `tipkit` cannot share a file system that ignores it.)
        var used = Set(taken.map { $0.lowercased() })
        return clusters.enumerated().map { position, cluster in
            let largest = cluster.max { (lines[$0] ?? 0, $1) < (lines[$1] ?? 0, $0) } ?? "Module"
            let largestFile = ((largest as NSString).lastPathComponent as NSString).deletingPathExtension
            let dominantType = position < dominantTypes.count ? dominantTypes[position].map(withoutKindSuffix) : nil
            let candidates = (folders(of: cluster, lines: lines) + [dominantType, largestFile].compactMap { $0 })
                .map(PlanReader.moduleName(from:))
            var name =
                candidates.first { !used.contains($0.lowercased()) && !isMeaningless($0) }
                ?? candidates.first { !isMeaningless($0) } ?? candidates.last!
            if used.contains(name.lowercased()) {
                var number = 2
                while used.contains("\(name)\(number)".lowercased()) { number += 1 }
                name = "\(name)\(number)"
            }
            used.insert(name.lowercased())
            return name
        }
    }

    private static func withoutKindSuffix(_ typeName: String) -> String {
        guard let suffix = kindSuffixes.first(where: { typeName.hasSuffix($0) && typeName.count >= $0.count + 3 })
        else { return typeName }
        return String(typeName.dropLast(suffix.count))
    }

    /// The meaningful folders of a cluster's files, the one holding most lines first (the deepest of equals).
    private static func folders(of cluster: [String], lines: [String: Int]) -> [String] {
        var weight: [String: (lines: Int, depth: Int)] = [:]
        for file in cluster {
            for (depth, part) in file.split(separator: "/").dropLast().enumerated() where !isMeaningless(part) {
                weight[String(part), default: (0, depth)].lines += lines[file] ?? 1
            }
        }
        return weight.sorted {
            ($1.value.lines, $1.value.depth, $0.key) < ($0.value.lines, $0.value.depth, $1.key)
        }.map(\.key)
    }

    /// A name of kind alone, or of one: `Views`, `Client`, `LiveKey2` (a file name numbered apart from others).
    private static func isMeaningless(_ name: some StringProtocol) -> Bool {
        meaningless.contains(name.lowercased().trimmingCharacters(in: .decimalDigits))
    }
}

/// The type of a cluster's files that the rest of the code uses most: what a module of them is
/// about (`LowPowerModeClient`, where its files are `Client.swift`, `LiveKey.swift` and `TestKey.swift`).
struct DominantTypes {
    /// File → the top-level types it declares, each with the references to it (and its members)
    /// from other files.
    private let usesByFile: [String: [String: Int]]

    init(index: Index, tree: SourceTree, declarations: DeclarationTree) {
        func topLevelType(of id: String) -> Declaration? {
            declarations[declarations.topLevel(of: id)].flatMap { $0.kind.isType ? $0 : nil }
        }
        var uses: [String: [String: Int]] = [:]
        // Every type counts, used or not: a cluster whose types no other file uses still has one.
        for declaration in index.declarations where declaration.parentID == nil && declaration.kind.isType {
            uses[tree.relative(declaration.location.file), default: [:]][declaration.name, default: 0] += 0
        }
        for reference in index.references {
            for target in reference.targetIDs {
                guard let type = topLevelType(of: target), type.location.file != reference.location.file else {
                    continue
                }
                uses[tree.relative(type.location.file), default: [:]][type.name, default: 0] += 1
            }
        }
        usesByFile = uses
    }

    func name(of cluster: [String]) -> String? {
        let uses = cluster.compactMap { usesByFile[$0] }.reduce(into: [String: Int]()) { total, file in
            total.merge(file, uniquingKeysWith: +)
        }
        return uses.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}
