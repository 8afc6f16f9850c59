/// Compares the syntax index with the compiler's (both built from the same facts, so their
/// declaration ids are the same) and explains each disagreement by what either side saw at that
/// position.
struct AgreementMeasurer {
    let syntax: Index
    let precise: Index
    let storePath: String
    /// The syntax front end's reference sites by location, resolved or not.
    let sites: [SourceLocation: ReferenceSite]
    /// What the build that wrote the store compiled: the syntax index's references in, or to, code
    /// of an inactive `#if` branch are left out, for the compiler can say nothing of them.
    let compiled: CompiledCode
    /// The symbols the compiler records as written at each position, the monolith's or not.
    private let writtenSymbols: [SourceLocation: [IndexStoreSymbol]]
    /// `file:line` of every line the compiler recorded anything on.
    private let indexedLines: Set<String>

    init(
        syntax: Index, precise: Index, compiler: CompilerIndex, sites: [SourceLocation: ReferenceSite],
        compiled: CompiledCode
    ) {
        self.syntax = syntax
        self.precise = precise
        self.storePath = compiler.storePath
        self.sites = sites
        self.compiled = compiled
        var writtenSymbols: [SourceLocation: [IndexStoreSymbol]] = [:]
        var indexedLines: Set<String> = []
        for (file, occurrences) in compiler.occurrences {
            for occurrence in occurrences {
                indexedLines.insert("\(file):\(occurrence.line)")
                guard !occurrence.roles.contains(.implicit) else { continue }
                let location = SourceLocation(file: file, line: occurrence.line, column: occurrence.column)
                writtenSymbols[location, default: []].append(occurrence.symbol)
            }
        }
        self.writtenSymbols = writtenSymbols
        self.indexedLines = indexedLines
    }

    private struct Edge: Hashable {
        let location: SourceLocation
        let target: String
    }

    func measure() -> IndexAgreement {
        let declarations = Dictionary(syntax.declarations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The precise index resolves from syntax the files the build did not compile: not the compiler's.
        let compilerEdges = crossFileEdges(precise.references, declarations).filter {
            compiled.contains($0.key.location)
        }
        let allSyntaxEdges = crossFileEdges(syntax.references, declarations)
        let compiledEdges = allSyntaxEdges.filter { edge, _ in
            compiled.contains(edge.location) && declarations[edge.target].map { compiled.contains($0.location) } ?? true
        }
        let syntaxEdges = compiledEdges.filter { edge, _ in
            declarations[edge.target].map { ![.operator, .precedenceGroup].contains($0.kind) } ?? true
        }
        let compilerTargets = targetsByLocation(precise.references)
        let syntaxTargets = targetsByLocation(syntax.references)

        var agreement = IndexAgreement(indexStore: storePath)
        agreement.notCompiled = allSyntaxEdges.count - compiledEdges.count
        agreement.toOperatorDeclarations = compiledEdges.count - syntaxEdges.count
        var groups: [GroupKey: [IndexAgreement.Disagreement]] = [:]
        // An edge both sides have is counted under the compiler's kind on both, so that each row's
        // recall and precision are over the same references.
        for (edge, reference) in compilerEdges {
            agreement.total.compiler += 1
            agreement.byKind[reference.kind, default: .init()].compiler += 1
            guard syntaxEdges[edge] == nil else {
                agreement.total.found += 1
                agreement.byKind[reference.kind, default: .init()].found += 1
                continue
            }
            let key = GroupKey(
                side: .missed, cause: missedCause(edge, syntaxTargets, declarations), kind: reference.kind)
            groups[key, default: []].append(disagreement(edge, reference.name, compilerTargets, syntaxTargets))
        }
        for (edge, reference) in syntaxEdges {
            let kind = compilerEdges[edge]?.kind ?? reference.kind
            agreement.total.syntax += 1
            agreement.byKind[kind, default: .init()].syntax += 1
            agreement.byCertainty[reference.certainty, default: .init()].syntax += 1
            guard compilerEdges[edge] == nil else {
                agreement.total.confirmed += 1
                agreement.byKind[kind, default: .init()].confirmed += 1
                agreement.byCertainty[reference.certainty, default: .init()].confirmed += 1
                continue
            }
            let receiver = sites[edge.location].map { ", receiver: \($0.receiver.shape)" } ?? ""
            let cause = unconfirmedCause(edge, compilerTargets) + " [\(reference.certainty.rawValue)\(receiver)]"
            let key = GroupKey(side: .unconfirmed, cause: cause, kind: kind)
            groups[key, default: []].append(disagreement(edge, reference.name, compilerTargets, syntaxTargets))
        }
        agreement.disagreements = groups.map { key, members in
            IndexAgreement.DisagreementGroup(
                side: key.side, cause: key.cause, kind: key.kind, count: members.count,
                examples: Set(members).sorted { ($0.location, $0.name) < ($1.location, $1.name) })
        }.sorted { ($1.count, $0.cause, $0.kind.rawValue) < ($0.count, $1.cause, $1.kind.rawValue) }
        (agreement.topLevelEdges, agreement.topLevelDisagreements) = topLevelComparison(compilerEdges, syntaxEdges)
        return agreement
    }

    private struct GroupKey: Hashable {
        let side: IndexAgreement.DisagreementGroup.Side
        let cause: String
        let kind: ReferenceKind
    }

    private func crossFileEdges(_ references: [Reference], _ declarations: [String: Declaration]) -> [Edge: Reference] {
        var edges: [Edge: Reference] = [:]
        for reference in references {
            for target in reference.targetIDs {
                guard let declaration = declarations[target], declaration.location.file != reference.location.file
                else { continue }
                edges[Edge(location: reference.location, target: target)] = reference
            }
        }
        return edges
    }

    private func targetsByLocation(_ references: [Reference]) -> [SourceLocation: [String]] {
        Dictionary(grouping: references, by: \.location).mapValues { $0.flatMap(\.targetIDs).sorted() }
    }

    /// What each side says at the edge's position; for the compiler, other modules' symbols too
    /// (`other: map(_:)`), as they explain most unconfirmed references.
    private func disagreement(
        _ edge: Edge, _ name: String, _ compilerTargets: [SourceLocation: [String]],
        _ syntaxTargets: [SourceLocation: [String]]
    ) -> IndexAgreement.Disagreement {
        let external =
            compilerTargets[edge.location] != nil
            ? [] : (writtenSymbols[edge.location] ?? []).map { "other: \($0.name)" }
        return IndexAgreement.Disagreement(
            location: edge.location, name: name, compilerTargets: (compilerTargets[edge.location] ?? []) + external,
            syntaxTargets: syntaxTargets[edge.location] ?? [])
    }

    private func missedCause(
        _ edge: Edge, _ syntaxTargets: [SourceLocation: [String]], _ declarations: [String: Declaration]
    ) -> String {
        if syntaxTargets[edge.location] != nil { return "the syntax index resolved the name to another declaration" }
        if let site = sites[edge.location] {
            return "the syntax index found no declaration for the name (receiver: \(site.receiver.shape))"
        }
        let kind = declarations[edge.target].map { " (\($0.kind.rawValue))" } ?? ""
        return "no reference the syntax front end records at that position\(kind)"
    }

    private func unconfirmedCause(_ edge: Edge, _ compilerTargets: [SourceLocation: [String]]) -> String {
        if compilerTargets[edge.location] != nil { return "the compiler resolved the name to another declaration" }
        if let other = writtenSymbols[edge.location]?.first {
            if other.isLocal || other.kind == .parameter {
                return "the compiler resolved the name to a local variable or parameter"
            }
            return "the compiler resolved the name to another module's declaration"
        }
        if !indexedLines.contains("\(edge.location.file):\(edge.location.line)") {
            return "the compiler indexed nothing on that line (an inactive #if branch, or only tuple labels and locals)"
        }
        return "the compiler records no reference at that position"
    }

    /// Edges between top-level declarations, from the files' cross-file edges, and the ones only one
    /// side has.
    private func topLevelComparison(
        _ compilerEdges: [Edge: Reference], _ syntaxEdges: [Edge: Reference]
    ) -> (IndexAgreement.Tally, [IndexAgreement.TopLevelDisagreement]) {
        let owners = TopLevelOwners(declarations: syntax.declarations)
        func pairs(_ edges: [Edge: Reference]) -> [[String]: [SourceLocation]] {
            var pairs: [[String]: [SourceLocation]] = [:]
            for (edge, reference) in edges {
                let source = reference.sourceID.map(owners.owner(of:)) ?? "file:" + edge.location.file
                let target = owners.owner(of: edge.target)
                if source != target { pairs[[source, target], default: []].append(edge.location) }
            }
            return pairs
        }
        let compilerPairs = pairs(compilerEdges)
        let syntaxPairs = pairs(syntaxEdges)
        let shared = Set(compilerPairs.keys).intersection(syntaxPairs.keys).count
        func onlyIn(
            _ pairs: [[String]: [SourceLocation]], _ other: [[String]: [SourceLocation]],
            side: IndexAgreement.DisagreementGroup.Side
        ) -> [IndexAgreement.TopLevelDisagreement] {
            pairs.filter { other[$0.key] == nil }.map { pair, locations in
                IndexAgreement.TopLevelDisagreement(
                    side: side, source: pair[0], target: pair[1],
                    references: Set(locations).sorted())
            }
        }
        let disagreements =
            (onlyIn(compilerPairs, syntaxPairs, side: .missed) + onlyIn(syntaxPairs, compilerPairs, side: .unconfirmed))
            .sorted { ($0.side.rawValue, $0.source, $0.target) < ($1.side.rawValue, $1.source, $1.target) }
        let tally = IndexAgreement.Tally(
            compiler: compilerPairs.count, found: shared, syntax: syntaxPairs.count, confirmed: shared)
        return (tally, disagreements)
    }
}

/// The top-level declaration each declaration belongs to; an extension belongs to the type it
/// extends when the monolith declares that type.
struct TopLevelOwners {
    private let declarations: [String: Declaration]
    private let topLevelTypes: [String: String]

    init(declarations: [Declaration]) {
        self.declarations = Dictionary(declarations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        topLevelTypes = Dictionary(
            declarations.filter { $0.parentID == nil && $0.kind != .extension }.map { ($0.name, $0.id) },
            uniquingKeysWith: { first, _ in first })
    }

    func owner(of id: String) -> String {
        var current = id
        while let parent = declarations[current]?.parentID { current = parent }
        guard let root = declarations[current], root.kind == .extension,
            let extended = root.typeName?.split(separator: ".").first, let type = topLevelTypes[String(extended)]
        else { return current }
        return type
    }
}

extension Receiver {
    /// The receiver's form, without its names: what a disagreement's cause is grouped by.
    var shape: String {
        switch self {
        case .lexical: "a bare name"
        case .type: "a type"
        case .instance: "an instance of a written type"
        case .member: "a property"
        case .result: "a call's result"
        case .element: "a sequence element"
        case .implicitMember(let type): type == nil ? "an implicit member of unknown type" : "an implicit member"
        case .implicitMemberOfTypeOf: "an implicit member compared with or assigned to a value"
        case .closureParameter: "a closure parameter"
        case .payload: "a value bound by a case pattern"
        case .argument: "an implicit member passed as an argument"
        case .memberwiseInitializer: "a memberwise initializer's label"
        case .unknown: "unknown"
        }
    }
}
