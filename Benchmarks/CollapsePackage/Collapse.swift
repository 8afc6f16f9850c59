import Analyzer
import Foundation
import SwiftParser
import SwiftSyntax

/// Collapses a multi-module SwiftPM package into the monolith it could have been: every Swift
/// library target merged into one target, as an app team that never split its code would have it,
/// so that `cleave apply` can split it back along the package's own module map and the result can
/// be compared with the original (`Benchmarks/measure_roundtrips.sh`).
///
/// Sources are edited through the syntax tree (SwiftParser), never as text; every byte not meant
/// to change stays, and a removed modifier's or attribute's leading trivia (doc comment,
/// indentation) stays in front of what follows it.
///
/// **Targets**
/// - Every regular target with Swift sources is merged, test helpers too (`_TestSupport`,
///   `ArgumentParserTestHelpers`…): in a monolith they would be code like any other. Its files go
///   to `Sources/<Monolith>/<Module>/<path inside the module>`, with everything else of its folder,
///   so its `exclude:` and `resources:` entries keep working with `<Module>/` in front.
/// - Two files of one name in the merged modules would make one module that Swift rejects
///   ("filename "X.swift" used twice"): the later one (manifest order, then path) becomes `Name2.swift`
///   (`Name3`…) in the same folder. The mapping table records the final path, and names each
///   module's C headers too.
/// - C/C++ and system-library targets stay as they are, at the same paths with the same settings:
///   a monolith links them the same way. So does a Swift library target named with `--keep`
///   (it must not depend on a merged one): the way out where merging it is impossible. Executables, plugins and macros are left out (they are no
///   library code), and so is whatever depends on something left out (`--leave-out`), test
///   targets included; each is printed with the reason.
/// - The monolith depends on every C target and product any merged target depended on. When the
///   same dependency carries different conditions, what one target needs unconditionally stays
///   unconditional, otherwise the platforms add up (`ConditionalUnion`).
/// - Settings are unioned onto the monolith: defines, unsafe flags, upcoming and experimental
///   features, linker settings; a monolith has one set, so what one module set now applies to all
///   (the same rule for conditions). Where the modules' language modes differ, the monolith takes
///   the lowest (Swift 5): code written for 6 builds in 5 mode, the reverse is not true.
/// - `--define NAME` adds a condition to the monolith's settings: for a package that has its own
///   switch for a one-module build (swift-collections' `COLLECTIONS_SINGLE_MODULE`, which its CMake
///   build sets), under which it leaves out what only separate modules need (re-export aliases,
///   one module's private copy of another's helper) and would otherwise declare twice.
/// - Test targets stay when all they depend on is merged or kept; a dependency on a merged target
///   becomes one on the monolith.
///
/// **Merged sources**
/// - `public`, `open` and `package` are removed wherever they are access modifiers (declarations,
///   extensions, `public(set)`, `package import`): in one module nothing needs them, and a
///   monolith has none, which is what Cleave must raise again. Two exceptions, where even one
///   module needs them (a monolith would have written them too):
///   - members of the extensions of a type the package does not declare, where one of them makes
///     it conform to a protocol the package does not declare either (`extension
///     CollectionDifference.Change: Swift.Comparable`, or `extension ByteBufferView: DataProtocol {}`
///     with its witnesses in another extension): "method '<' must be declared public because it
///     matches a requirement in public protocol 'Comparable'". Without type checking, which member
///     is a witness is not known, so all of that type's extensions keep their access;
///   - a struct, enum or class declared in an extension (without `where`) that makes a type the
///     package does not declare conform to a protocol (`extension Bool: AtomicValue { public struct
///     AtomicRepresentation }`): the witness of an associated type. The compiler does not find an
///     internal one through a generic parameter bound to that type (`Value.AtomicRepresentation`
///     where `Value == Bool`: "'AtomicRepresentation' is not a member type of type 'Value'"). Its
///     members lose their access as usual (a public one's `@_transparent` body could only use
///     public declarations: "property '_storage' is internal and cannot be referenced from a
///     '@_transparent' function"), unless it conforms to another module's protocol itself.
///     Types in other extensions lose theirs: a public `struct VsockLocalCIDOption: ChannelOption`
///     would need its `Value` public, and that the package's types ("type alias cannot be declared
///     public because its underlying type uses an internal type"); a type alias under a `where`
///     clause naming the package's protocols could not be public at all ("cannot declare a public
///     type alias in an extension with internal requirements").
/// - `@_spi(…)` on declarations is removed: the compiler rejects it on an internal declaration
///   ("internal global function cannot be declared '@_spi' because only public and open
///   declarations can be '@_spi'").
/// - `@inlinable`, `@_alwaysEmitIntoClient`, `@usableFromInline`, `@frozen` (and its old spelling
///   `@_frozen`) and `@_fixed_layout` are removed: they only mean something across modules, and once their declarations are
///   internal the compiler rejects them or what they touch. An `@inlinable` body may only use
///   public or `@usableFromInline` declarations ("enum 'RoundingRule' is internal and cannot be
///   referenced from an '@inlinable' function", and the same for default arguments); a
///   `@usableFromInline` signature may only name such types ("the parameter of a
///   '@usableFromInline' method must be '@usableFromInline' or public"); `@frozen` needs a public
///   type ("'@frozen' attribute can only be applied to '@usableFromInline', package, or public
///   declarations, but 'Complex' is internal"). Adding `@usableFromInline` everywhere instead would
///   write what no monolith has.
/// - Imports of merged modules are removed, in every form (`@_exported`, `@testable`,
///   `@_implementationOnly`, `@_spi(X)`, `internal import`, `import struct M.X`). Where the merged
///   module re-exported another module outside any `#if` (`@_exported import Atomics`), the file
///   imports that one instead, as it saw it before.
/// - A `fileprivate` or `private` extension member named like another merged module's extension
///   member is renamed in its file, so that the monolith's compiler does not pick the other one
///   (`FilePrivateClashes`).
/// - `M.Name` where `M` is a merged module becomes `<Monolith>.Name`, in types and expressions:
///   still qualified, as the authors wrote it, and Cleave must turn it back into the new module's
///   name. Where `M` is also a type the sources declare, `M.Name` may mean that type and is left.
///
/// **Test sources**: the imports of merged modules become one `@testable import <Monolith>`
/// (per block: a file that imports in each branch of an `#if` gets it in each); other imports,
/// access modifiers and attributes stay; qualifiers as above. A test file that imported none of
/// them gets `@testable import <Monolith>` before its first import: it used their public members
/// through another file's import (member lookup sees every import of the target), which reaches
/// them, now internal, no more ("'serializedBytes' is inaccessible due to 'internal' protection
/// level" in swift-protobuf's tests).
struct Collapse {
    var dump: PackageDump
    var root: URL
    var output: URL
    var monolith: String
    var leftOut: Set<String>
    /// Swift library targets kept as they are, which the monolith depends on (`--keep`).
    var keptApart: Set<String> = []
    /// Conditions to define for the monolith (`--define`).
    var defines: [String] = []

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What was merged, renamed and left out.
    struct Summary: Encodable {
        struct Module: Encodable {
            var name: String
            var path: String
            var files: Int
            /// Lines of its Swift files as the package has them.
            var lines: Int
        }
        var package: String
        var monolith: String
        var modules: [Module]
        var files: Int
        var lines: Int
        var renamed: [String: String]
        var keptTargets: [String]
        var testTargets: [String]
        var dropped: [String: String]
        var edits: [String: Int]
        /// Top-level types that two merged modules declare under one name: one module rejects
        /// them ("invalid redeclaration"), so such a package needs `--keep` or `--leave-out`.
        var clashes: [String: [String]]
        /// Resources the manifest declares that are not on disk, left out.
        var missingResources: [String]
    }

    func run(table tablePath: String?) throws -> Summary {
        let plan = TargetPlan(dump: dump, root: root, leftOut: leftOut, keptApart: keptApart)
        try plan.checkKeptApart(keptApart, dump: dump)
        // A resource the checkout lacks (a file kept in Git LFS) would fail the whole build
        // ("Invalid Resource … File not found"): it is left out, and the tests that read it fail
        // before the split as after.
        var dump = self.dump
        var missingResources: [String] = []
        for index in dump.targets.indices {
            let target = dump.targets[index]
            let folder = root.appendingPathComponent(plan.paths[target.name]!)
            dump.targets[index].resources = target.resources.filter { resource in
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent(resource.path).path) {
                    return true
                }
                missingResources.append("\(plan.paths[target.name]!)/\(resource.path)")
                return false
            }
        }
        let merged = plan.targets(.merged, of: dump)
        let kept = plan.targets(.kept, of: dump)
        guard !merged.isEmpty else {
            let found = dump.targets.filter { $0.type == "regular" }.map {
                "\($0.name) (\(plan.paths[$0.name]!): \(plan.swiftFiles[$0.name]!.count) Swift files)"
            }
            throw Failure(
                description:
                    "no Swift library target to merge in \(root.path); regular targets: \(found.joined(separator: ", "))"
            )
        }
        let mergedNames = Set(merged.map(\.name))

        // Where each merged file goes, names made unique within the one module.
        var destinations: [(module: String, file: String, destination: String)] = []
        var taken: Set<String> = []
        var renamed: [String: String] = [:]
        for target in merged {
            for file in plan.swiftFiles[target.name]! {
                var destination = "\(target.name)/\(file)"
                let url = URL(fileURLWithPath: file)
                let stem = url.deletingPathExtension().lastPathComponent
                let folder = url.deletingLastPathComponent().relativePath
                var number = 2
                while taken.contains(URL(fileURLWithPath: destination).lastPathComponent.lowercased()) {
                    let name = "\(stem)\(number).swift"
                    destination = "\(target.name)/" + (folder == "." ? name : "\(folder)/\(name)")
                    number += 1
                }
                taken.insert(URL(fileURLWithPath: destination).lastPathComponent.lowercased())
                if destination != "\(target.name)/\(file)" { renamed["\(target.name)/\(file)"] = destination }
                destinations.append((target.name, file, destination))
            }
        }

        // Parse everything once: the declared types and re-exports decide the edits.
        var trees: [String: SourceFileSyntax] = [:]
        let tests = kept.filter { $0.type == "test" }
        var declaredTypes: Set<String> = []
        var directReexports: [String: [String]] = [:]
        var topLevelTypes: [String: Set<String>] = [:]
        for target in merged + tests {
            for file in plan.swiftFiles[target.name]! {
                let path = plan.paths[target.name]! + "/" + file
                let tree = Parser.parse(
                    source: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
                trees[path] = tree
                declaredTypes.formUnion(DeclaredTypeNames.names(in: tree))
                if mergedNames.contains(target.name) {
                    directReexports[target.name, default: []] += Reexports.modules(in: tree)
                    for name in DeclaredTypeNames.topLevel(in: tree) {
                        topLevelTypes[name, default: []].insert(target.name)
                    }
                }
            }
        }
        guard !declaredTypes.contains(monolith), !dump.targets.contains(where: { $0.name == monolith }) else {
            throw Failure(description: "\(monolith) is already declared in the package; pass another --monolith")
        }
        var context = SourceCollapser.Context(
            merged: mergedNames, monolith: monolith, declaredTypes: declaredTypes,
            reexports: Self.closure(of: directReexports, merged: mergedNames))
        let fileRenames = FilePrivateClashes.renames(
            in: merged.flatMap { target in
                plan.swiftFiles[target.name]!.map { file in
                    let path = plan.paths[target.name]! + "/" + file
                    return FilePrivateClashes.File(module: target.name, path: path, tree: trees[path]!)
                }
            })
        for target in merged {
            for file in plan.swiftFiles[target.name]! {
                context.retroactivelyConformed.formUnion(
                    context.retroactiveConformances(in: trees[plan.paths[target.name]! + "/" + file]!))
            }
        }

        try? FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // Everything but the manifests and the folders of merged or left-out targets stays where it
        // was: kept targets, and what tests read at run time (test data, protos, reference files).
        // Not Snippets/: SwiftPM builds each snippet as an executable importing the modules that
        // are merged now.
        let moved = merged.map { plan.paths[$0.name]! } + plan.dropped.map { plan.paths[$0.name]! }
        try copyPackage(
            skipping: Set(
                moved + [".git", ".build", ".swiftpm", ".cleave", "Package.swift", "Package.resolved", "Snippets"]))
        var edits: [String: Int] = [:]
        var modules: [Summary.Module] = []
        for target in merged {
            let destination = "Sources/\(monolith)/\(target.name)"
            try copyFolder(plan.paths[target.name]!, to: destination)
            var lines = 0
            for entry in destinations where entry.module == target.name {
                let source = plan.paths[target.name]! + "/" + entry.file
                lines += trees[source]!.description.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                let text = try rewrite(
                    trees[source]!, mode: .merged, context: context, renaming: fileRenames[source] ?? [:],
                    counts: &edits)
                try FileManager.default.removeItem(at: output.appendingPathComponent("\(destination)/\(entry.file)"))
                try write(text, to: "Sources/\(monolith)/\(entry.destination)")
            }
            modules.append(
                Summary.Module(
                    name: target.name, path: plan.paths[target.name]!, files: plan.swiftFiles[target.name]!.count,
                    lines: lines))
        }
        // A test target that uses none of the merged modules (it tests a target kept apart) stays as it is.
        for target in tests where target.dependencies.contains(where: { mergedNames.contains($0.name) }) {
            let path = plan.paths[target.name]!
            for file in plan.swiftFiles[target.name]! {
                try FileManager.default.removeItem(at: output.appendingPathComponent("\(path)/\(file)"))
                try write(
                    try rewrite(trees[path + "/" + file]!, mode: .test, context: context, counts: &edits),
                    to: "\(path)/\(file)")
            }
        }

        let header =
            "Collapsed from \(dump.name) by collapse-package (Cleave's round-trip benchmark): the Swift library "
            + "code of \(merged.map(\.name).joined(separator: ", ")) is one target, \(monolith), in "
            + "Sources/\(monolith)/<Module>/, without access modifiers."
        var manifest = ManifestWriter(
            dump: dump, monolith: monolith, targets: manifestTargets(plan: plan, merged: merged, kept: kept),
            packages: [], header: WordWrap.lines(of: header, width: 96))
        manifest.packages = packages(of: manifest.targets)
        try write(manifest.text, to: "Package.swift")

        if let tablePath {
            let headers = merged.flatMap { target in
                headerFiles(in: "Sources/\(monolith)/\(target.name)", excluding: target.exclude).map {
                    (module: target.name, destination: "\(target.name)/\($0)")
                }
            }
            let rows = (destinations.map { (module: $0.module, destination: $0.destination) } + headers).map {
                "\($0.destination)\t\($0.module)\n"
            }
            try Data(("path\tmodule\n" + rows.joined()).utf8).write(to: URL(fileURLWithPath: tablePath))
        }
        return Summary(
            package: dump.name, monolith: monolith, modules: modules, files: destinations.count,
            lines: modules.reduce(0) { $0 + $1.lines }, renamed: renamed,
            keptTargets: kept.filter { $0.type != "test" }.map(\.name),
            testTargets: tests.map(\.name),
            dropped: Dictionary(uniqueKeysWithValues: plan.dropped.map { ($0.name, $0.why) }), edits: edits,
            clashes: topLevelTypes.filter { $0.value.count > 1 }.mapValues { $0.sorted() },
            missingResources: missingResources)
    }

    /// What each merged module re-exports that is not merged, through the merged modules it re-exports.
    static func closure(of direct: [String: [String]], merged: Set<String>) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for module in direct.keys {
            var seen: Set<String> = [module]
            var queue = [module]
            var external: [String] = []
            while let next = queue.popLast() {
                for exported in direct[next] ?? [] where seen.insert(exported).inserted {
                    if merged.contains(exported) { queue.append(exported) } else { external.append(exported) }
                }
            }
            if !external.isEmpty { result[module] = external.sorted() }
        }
        return result
    }

    private func rewrite(
        _ tree: SourceFileSyntax, mode: SourceCollapser.Mode, context: SourceCollapser.Context,
        renaming renames: [String: String] = [:],
        counts: inout [String: Int]
    ) throws -> String {
        let (edits, done) = SourceCollapser.edits(of: tree, mode: mode, context: context)
        counts.merge(done, uniquingKeysWith: +)
        let renamed = FilePrivateClashes.edits(renaming: renames, in: tree)
        if !renamed.isEmpty {
            counts["file-private members renamed apart from another module's", default: 0] += renames.count
        }
        return TextEdit.apply(edits + renamed, to: tree.description)
    }

    // MARK: The manifest

    private func manifestTargets(plan: TargetPlan, merged: [PackageDump.Target], kept: [PackageDump.Target])
        -> [ManifestWriter.WrittenTarget]
    {
        let mergedNames = Set(merged.map(\.name))
        var written: [ManifestWriter.WrittenTarget] = []
        for target in kept where target.type != "test" {
            written.append(
                ManifestWriter.WrittenTarget(
                    function: target.type == "system" ? "systemLibrary" : "target", name: target.name,
                    dependencies: target.dependencies, path: target.path, exclude: target.exclude,
                    sources: target.sources,
                    resources: target.resources, publicHeadersPath: target.publicHeadersPath, settings: target.settings,
                    pkgConfig: target.pkgConfig))
        }
        written.append(monolithTarget(merged: merged, mergedNames: mergedNames))
        for target in kept where target.type == "test" {
            var dependencies = ConditionalUnion<PackageDump.Dependency>()
            for dependency in target.dependencies {
                var mapped = dependency
                if case .product = dependency.kind {
                } else if mergedNames.contains(dependency.name) {
                    mapped = PackageDump.Dependency(kind: .byName, name: monolith, condition: nil)
                }
                dependencies.add(
                    PackageDump.Dependency(kind: mapped.kind, name: mapped.name, condition: nil), mapped.condition)
            }
            written.append(
                ManifestWriter.WrittenTarget(
                    function: "testTarget", name: target.name,
                    dependencies: dependencies.keys.map {
                        PackageDump.Dependency(kind: $0.kind, name: $0.name, condition: dependencies[condition: $0])
                    },
                    path: target.path, exclude: target.exclude, sources: target.sources, resources: target.resources,
                    settings: target.settings))
        }
        return written
    }

    private func monolithTarget(merged: [PackageDump.Target], mergedNames: Set<String>) -> ManifestWriter.WrittenTarget
    {
        var dependencies = ConditionalUnion<PackageDump.Dependency>()
        var settings = ConditionalUnion<PackageDump.Setting>()
        var modes: Set<String> = []
        let packageMode =
            dump.swiftLanguageModes?.first
            ?? (dump.toolsVersion.compare("6", options: .numeric) == .orderedAscending ? "5" : "6")
        for target in merged {
            for dependency in target.dependencies {
                // `"X"` and `.target(name: "X")` are one dependency; the writer spells it.
                var kind = dependency.kind
                if case .product = kind {
                } else {
                    if mergedNames.contains(dependency.name) { continue }
                    kind = .byName
                }
                dependencies.add(
                    PackageDump.Dependency(kind: kind, name: dependency.name, condition: nil), dependency.condition)
            }
            let mode = target.settings.first { $0.kind == "swiftLanguageMode" }?.values.first ?? packageMode
            modes.insert(mode)
            for setting in target.settings where setting.kind != "swiftLanguageMode" {
                settings.add(
                    PackageDump.Setting(tool: setting.tool, kind: setting.kind, values: setting.values, condition: nil),
                    setting.condition)
            }
        }
        var allSettings = settings.keys.map {
            PackageDump.Setting(tool: $0.tool, kind: $0.kind, values: $0.values, condition: settings[condition: $0])
        }
        for name in defines
        where !allSettings.contains(where: { $0.kind == "define" && $0.values == [name] && $0.condition == nil }) {
            allSettings.append(PackageDump.Setting(tool: "swift", kind: "define", values: [name], condition: nil))
        }
        if let lowest = modes.min(by: { $0.compare($1, options: .numeric) == .orderedAscending }), lowest != packageMode
        {
            allSettings.append(
                PackageDump.Setting(tool: "swift", kind: "swiftLanguageMode", values: [lowest], condition: nil))
        }
        let anySources = merged.contains { $0.sources != nil }
        return ManifestWriter.WrittenTarget(
            function: "target", name: monolith,
            dependencies: dependencies.keys.map {
                PackageDump.Dependency(kind: $0.kind, name: $0.name, condition: dependencies[condition: $0])
            },
            exclude: merged.flatMap { target in target.exclude.map { "\(target.name)/\($0)" } },
            sources: anySources
                ? merged.flatMap { target in
                    (target.sources ?? [""]).map { $0.isEmpty ? target.name : "\(target.name)/\($0)" }
                } : nil,
            resources: merged.flatMap { target in
                target.resources.map {
                    PackageDump.Resource(
                        rule: $0.rule, path: "\(target.name)/\($0.path)", localization: $0.localization)
                }
            },
            settings: allSettings,
            comment: "The package's Swift library targets, one folder each.")
    }

    /// Identities of the packages the written targets' products come from.
    private func packages(of targets: [ManifestWriter.WrittenTarget]) -> [String] {
        var identities: [String] = []
        for target in targets {
            for dependency in target.dependencies {
                guard case .product(let package) = dependency.kind else { continue }
                let name = (package ?? dependency.name).lowercased()
                let identity = dump.dependencies.first { $0.lowercased() == name } ?? name
                if !identities.contains(identity) { identities.append(identity) }
            }
        }
        return dump.dependencies.filter(identities.contains) + identities.filter { !dump.dependencies.contains($0) }
    }

    // MARK: Files

    /// The package's files, but for the paths given (relative to the package) and what is under them.
    private func copyPackage(skipping skipped: Set<String>) throws {
        func copy(_ relative: String) throws {
            let source = relative.isEmpty ? root : root.appendingPathComponent(relative)
            for name in try FileManager.default.contentsOfDirectory(atPath: source.path).sorted() {
                let path = relative.isEmpty ? name : "\(relative)/\(name)"
                if skipped.contains(path) || relative.isEmpty && name.hasPrefix("Package@swift") { continue }
                if skipped.contains(where: { $0.hasPrefix(path + "/") }) {
                    try FileManager.default.createDirectory(
                        at: output.appendingPathComponent(path), withIntermediateDirectories: true)
                    try copy(path)
                } else {
                    try FileManager.default.copyItem(
                        at: root.appendingPathComponent(path), to: output.appendingPathComponent(path))
                }
            }
        }
        try copy("")
    }

    /// The C headers in a merged module's folder (`Yams.h` beside Yams' Swift files), relative to
    /// it: the mapping table names them too, or they would stay in the monolith, which then keeps
    /// a target of headers only.
    private func headerFiles(in folder: String, excluding excluded: [String]) -> [String] {
        let files =
            FileManager.default.enumerator(atPath: output.appendingPathComponent(folder).path)?.allObjects as? [String]
            ?? []
        return files.filter { file in
            [".h", ".hpp"].contains { file.hasSuffix($0) }
                && !excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
        }.sorted()
    }

    private func copyFolder(_ source: String, to destination: String) throws {
        let target = output.appendingPathComponent(destination)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent(source), to: target)
    }

    private func write(_ text: String, to path: String) throws {
        let url = output.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
