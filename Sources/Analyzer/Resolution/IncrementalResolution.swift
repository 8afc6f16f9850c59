/// Resolves again only what an edit can change. A site's answer depends on the declarations its
/// names find, and on what the resolver works out over the whole monolith (its shape: supertypes,
/// generic parameter names, …). While that shape stays the same, only the edited files' sites can
/// resolve differently, and the sites elsewhere that mention a name whose declarations changed;
/// every other file keeps its references from the last run. A name's declarations change with
/// the declaration itself, and with what its type is written or inferred from: `var total = price`
/// changes when `price` does, so `total` counts as changed too.
struct IncrementalResolution {
    /// The last run's files, by path.
    let previous: [String: ResolvedFile.Head]
    /// The last run's `NameResolver.shapeFingerprint`.
    let previousShape: String
    let monolith: MonolithDescription

    struct Outcome {
        /// The files resolved again (edited, or mentioning what the edit changed), in path order;
        /// every other file is as it was.
        var rewritten: [ResolvedFile]
        var shape: String
    }

    /// The index of `paths` (in path order) where `edited` holds the facts of the files that are
    /// new or differ from the last run; nil when the edit reaches beyond names (the shape changed,
    /// or another file's declaration ids would change), and everything must be resolved again.
    func resolve(
        paths: [String], edited: [String: FileFacts], filesMentioning: (Set<String>) throws -> Set<String>,
        cachedFacts: ([String]) throws -> [String: FileFacts]
    ) throws -> Outcome? {
        let currentPaths = Set(paths)
        let removed = previous.keys.filter { !currentPaths.contains($0) }
        // Ids first: an edit that renumbers another file's declarations reaches references anywhere.
        let writtenIDs = paths.map { path in
            (path, edited[path].map { $0.declarations.map(\.id) } ?? previous[path]!.declarationIDsAsWritten)
        }
        let unique = UniqueIDs.unique(writtenIDs)
        var facts: [String: FileFacts] = [:]
        var asWritten: [String: [String]] = [:]
        for (position, path) in paths.enumerated() {
            if var fresh = edited[path] {
                if !unique[position].renamed.isEmpty { asWritten[path] = writtenIDs[position].1 }
                UniqueIDs.apply(unique[position], to: &fresh)
                facts[path] = fresh
            } else if unique[position].ids != previous[path]!.declarations.map(\.id) {
                return nil
            }
        }
        let before = edited.keys.compactMap { previous[$0] } + removed.map { previous[$0]! }
        let changedNames = Self.names(differingBetween: before, and: Array(edited.values))
        let importsBefore = Set(previous.values.flatMap(\.imports).map(\.module))
        let declarations = paths.flatMap { facts[$0]?.declarations ?? previous[$0]!.declarations }
        let importedModules = Set(paths.flatMap { facts[$0]?.imports ?? previous[$0]!.imports }.map(\.module))
        guard importedModules == importsBefore else { return nil }
        // What the changed names reach is worked out while the resolver is built.
        let (resolver, mentioned) = ConcurrentMap.both(
            { SyntaxResolver(declarations: declarations, importedModules: importedModules, moduleName: monolith.name) },
            { changedNames.isEmpty ? [] : Self.closure(of: changedNames, over: declarations) })
        let shape = resolver.shapeFingerprint
        guard shape == previousShape else { return nil }

        let reached = changedNames.isEmpty ? [] : try filesMentioning(mentioned)
        let unchangedReached = reached.filter { currentPaths.contains($0) && edited[$0] == nil }.sorted()
        // A file reached but not edited: its facts as cached, made what the last run made of them
        // (ids unique; the declarations as they were, Objective-C ones seen through the bridging header).
        let positions = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })
        for (path, var cached) in try cachedFacts(unchangedReached) {
            let head = previous[path]!
            guard cached.declarations.count == head.declarations.count else { return nil }
            UniqueIDs.apply(unique[positions[path]!], to: &cached)
            cached.declarations = head.declarations
            facts[path] = cached
            asWritten[path] = head.writtenIDs
        }
        guard unchangedReached.allSatisfy({ facts[$0] != nil }) else { return nil }
        let again = paths.compactMap { path in facts[path].map { (path, $0) } }
        let writtenWhereRenamed = asWritten
        let rewritten = ConcurrentMap.map(again) { path, file in
            let resolved = resolver.references(of: file)
            return ResolvedFile(
                facts: file, references: resolved.references, leftOut: resolved.leftOut,
                writtenIDs: writtenWhereRenamed[path])
        }
        LeftForExit.keep(resolver, declarations, facts)
        return Outcome(rewritten: rewritten, shape: shape)
    }

    /// The names whose declarations differ between the files as they were and as they are (`after`
    /// with their ids as written): declarations compared without their positions, ids as written. An
    /// initializer's type is named too (`Book(title:)` names `Book`).
    static func names(differingBetween before: [ResolvedFile.Head], and after: [FileFacts]) -> Set<String> {
        func comparable(_ declarations: [Declaration], writtenIDs: [String], in path: String) -> [Declaration: Int] {
            let written = Dictionary(zip(declarations.map(\.id), writtenIDs), uniquingKeysWith: { first, _ in first })
            var counts: [Declaration: Int] = [:]
            for (var declaration, id) in zip(declarations, writtenIDs) {
                declaration.id = id
                declaration.parentID = declaration.parentID.map { written[$0] ?? $0 }
                declaration.location = SourceLocation(file: path, line: 0, column: 0)
                counts[declaration, default: 0] += 1
            }
            return counts
        }
        var counts: [Declaration: Int] = [:]
        for file in before {
            counts.merge(
                comparable(file.declarations, writtenIDs: file.declarationIDsAsWritten, in: file.file.path),
                uniquingKeysWith: +)
        }
        for file in after {
            for (declaration, count) in comparable(
                file.declarations, writtenIDs: file.declarations.map(\.id), in: file.file.path)
            {
                counts[declaration, default: 0] -= count
            }
        }
        var names: Set<String> = []
        for (declaration, count) in counts where count != 0 {
            names.insert(declaration.name)
            if let objcName = declaration.objcName { names.insert(objcName) }
            if declaration.kind == .initializer, let parent = declaration.parentID {
                names.formUnion(identifiers(in: parent).map(String.init))
            }
        }
        return names
    }

    /// `names`, with the names of every declaration whose written types or default values
    /// mention one of them, until there are no more.
    static func closure(of names: Set<String>, over declarations: [Declaration]) -> Set<String> {
        // Pass after pass until one adds nothing (most edits need one): a table of who mentions what,
        // built for every declaration, was a tenth of a method rename's time on a 600k-line app.
        var closure = MentionedNames(names)
        var grew = true
        while grew {
            grew = false
            for declaration in declarations {
                if !closure.names.contains(declaration.name), declaration.writesAny(of: closure) {
                    closure.insert(declaration.name)
                    grew = true
                }
                for property in declaration.storedProperties ?? [] where !closure.names.contains(property.name) {
                    if [property.typeName, property.defaultValue].contains(where: {
                        $0.map(closure.isMentioned(in:)) ?? false
                    }) {
                        closure.insert(property.name)
                        grew = true
                    }
                }
            }
        }
        return closure.names
    }

    /// Every name a file's sites mention, one way or another: what a later edit must find them by.
    static func mentions(of sites: [ReferenceSite]) -> Set<String> {
        var names: Set<String> = []
        // Whole, for operators (`<>`), and word by word, for what is written (`[Book.Format]`).
        func add(_ text: String) {
            // A text seen before brought its words in then: most sites repeat a few names.
            guard names.insert(text).inserted else { return }
            let words = identifiers(in: text)
            guard words.count != 1 || words[0].utf8.count != text.utf8.count else { return }  // a name alone
            for name in words { names.insert(String(name)) }
        }
        func add(_ receiver: Receiver) {
            switch receiver {
            case .lexical, .unknown: break
            case .type(let path), .memberwiseInitializer(let path): path.forEach(add)
            case .instance(let written): add(written)
            case .member(let base, let name), .result(let base, let name):
                add(base)
                add(name)
            case .element(let base), .implicitMemberOfTypeOf(let base): add(base)
            case .implicitMember(let written): written.map(add)
            case .argument(let base, let callee, let labels, _):
                add(base)
                add(callee)
                labels.forEach(add)
            case .closureParameter(let argument, _): add(argument)
            case .payload(let matched, let name, _):
                add(matched)
                add(name)
            }
        }
        for site in sites {
            add(site.name)
            site.scope.forEach(add)
            add(site.receiver)
            site.argumentTypes?.forEach(add)
            site.expectedResult.map(add)
        }
        return names
    }

    /// The identifiers in a written type, expression or qualified name.
    static func identifiers(in text: String) -> [Substring] {
        // Byte by byte where the text is ASCII, as nearly all is: by characters, listing what the
        // files of a cold index mention took a tenth of its instructions.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.split { !$0.isIdentifierCharacter } }
        return text.utf8.split { !SwiftInterfaceReader.isIdentifierByte($0) }.map { Substring($0) }
    }
}

/// Names, and whether a written type or expression mentions one of them as an identifier.
/// `IncrementalResolution.closure` asks this of every declaration's every written type, pass
/// after pass: on ASCII text it is answered from the bytes, and only an identifier as long as one
/// of the names becomes a string (splitting every text into strings was a fifth of a method
/// rename's instructions on a 600k-line app).
struct MentionedNames {
    private(set) var names: Set<String>
    private var lengths: Set<Int>

    init(_ names: Set<String>) {
        self.names = names
        lengths = Set(names.map(\.utf8.count))
    }

    mutating func insert(_ name: String) {
        names.insert(name)
        lengths.insert(name.utf8.count)
    }

    func isMentioned(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count {
                if end < bytes.count, bytes[end] >= 0x80 { return nil }
                if end < bytes.count, SwiftInterfaceReader.isIdentifierByte(bytes[end]) { continue }
                if end > start, lengths.contains(end - start),
                    names.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                {
                    return true
                }
                start = end + 1
            }
            return false
        } ?? IncrementalResolution.identifiers(in: text).contains { names.contains(String($0)) }
    }
}

extension Declaration {
    /// Whether anything written on the declaration that resolution reads as a type or an
    /// expression mentions one of `names`.
    fileprivate func writesAny(of names: MentionedNames) -> Bool {
        let constraints = (genericConstraints ?? []) + (sameTypeRequirements ?? [])
        return typeName.map(names.isMentioned(in:)) ?? false
            || inheritance.contains(where: names.isMentioned(in:))
            || (parameterTypes ?? []).contains(where: names.isMentioned(in:))
            || attributes.contains(where: names.isMentioned(in:))
            || constraints.contains { names.isMentioned(in: $0.parameter) || names.isMentioned(in: $0.constraint) }
    }
}
