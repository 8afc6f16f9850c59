import Foundation
import Testing

@testable import Analyzer

/// The facts cache's binary form must give back exactly what it was given.
struct CompactCodingTests {
    /// An Xcode app's index, whose monolith maps paths to the targets sharing them and to why the app keeps them:
    /// the cache answers an unchanged monolith with it.
    @Test func anIndexWithTablesByPathSurvivesARoundTrip() throws {
        var monolith = MonolithDescription(kind: .xcodeTarget, name: "Larder", sourcePath: "Larder")
        monolith.otherTargetsOfFile = [
            "Larder/Shared/Card.swift": ["Widget", "Tests"], "Larder/Shared/Log.swift": ["Widget"],
        ]
        monolith.appOwnedFiles = [
            "Larder/Assets.xcassets": "the app icon AppIcon is in it",
            "Larder/Info.plist": "it is the app's Info.plist (INFOPLIST_FILE)",
        ]
        let index = Index(
            monolith: monolith, files: [], declarations: [], references: [], imports: [], resources: [],
            resourceLookups: [],
            classNameStrings: [], diagnostics: [])

        #expect(try CompactDecoder().decode(Index.self, from: CompactEncoder().encode(index)) == index)
    }

    @Test func factsOfARichFileSurviveARoundTrip() throws {
        let source = """
            import Foundation
            /// A book.
            public struct Book: Codable, Hashable {
                public private(set) var title: String = "Untitled"
                let pages: Int
                var tags: [String] = []
                #if DEBUG
                static let sample = Book(pages: -3)
                #endif
                func renamed(to title: String = Book.sample.title) -> Book { .init(pages: pages) }
            }
            enum State { case idle, loading(progress: Double) }
            struct Credential<H: HashToGroup, Key> where Key: Hashable & Sendable {}
            func use(_ books: [Book], any: Any) {
                let state: State = .idle
                books.map { $0.title }.forEach { print($0) }
                _ = (any as? Book)?.renamed(to: "x").tags
                _ = NSClassFromString("App.Book"); _ = UIImage(named: "cover", in: nil, compatibleWith: nil)
            }
            """
        let file = SourceFile(
            path: "Sources/App/Book.swift", language: .swift, contentHash: "00ff", lines: 18, bytes: source.utf8.count)
        let facts = SwiftFrontEnd().facts(for: file, source: source)
        #expect(!facts.references.isEmpty && !facts.resourceLookups.isEmpty && !facts.classNameStrings.isEmpty)
        #expect(facts.declarations.contains { $0.genericConstraints?.count == 2 })

        let data = try CompactEncoder().encode(facts)
        let decoded = try CompactDecoder().decode(FileFacts.self, from: data)

        #expect(decoded == facts)
        #expect(data.count < (try JSONEncoder().encode(facts)).count / 2)
    }

    static let everyReceiverShape: [Receiver] = [
        .lexical, .type(["Book", "Format"]), .instance("[Book]"), .member(.member(.lexical, "store"), "books"),
        .result(.instance("Store"), "load"), .element(.unknown), .implicitMember("State"), .implicitMember(nil),
        .unknown, .argument(base: .lexical, callee: "track", labels: ["_", "source"], position: 1),
        .memberwiseInitializer(["Book"]), .implicitMemberOfTypeOf(.member(.lexical, "state")),
        .closureParameter(
            argument: .argument(base: .type(["Router"]), callee: "register", labels: [], position: 0), index: 2),
        .payload(.result(.lexical, "load"), case: "success", index: -1),
    ]

    @Test func everyReceiverShapeSurvivesARoundTrip() throws {
        let receivers = Self.everyReceiverShape
        let data = try CompactEncoder().encode(receivers)
        #expect(try CompactDecoder().decode([Receiver].self, from: data) == receivers)
    }

    /// The values written field by field (`CompactSink+Index.swift`) and read back through the
    /// containers (a reference site, a receiver) are the bytes their `Codable` conformances write.
    @Test func theValuesWrittenFieldByFieldAreTheBytesCodableWrites() throws {
        func bothWays(_ value: some Encodable, write: (CompactSink) -> Void) throws -> (
            fast: [UInt8], containers: [UInt8]
        ) {
            let fast = CompactSink()
            write(fast)
            let containers = CompactSink()
            try value.encode(to: CompactEncoding(sink: containers))
            return (fast.bytes, containers.bytes)
        }
        for receiver in Self.everyReceiverShape {
            let bytes = try bothWays(receiver) { $0.write(receiver) }
            #expect(bytes.fast == bytes.containers, "\(receiver)")
        }
        let location = SourceLocation(file: "Sources/App/Book.swift", line: 12, column: -7)
        var site = ReferenceSite(
            name: "rename", kind: .call, location: location, sourceIndex: 3, scope: ["Book"],
            receiver: .member(.lexical, "book"), argumentLabels: ["to"], trailingClosures: 1,
            argumentTypes: [.instance("String"), .unknown], inoutArguments: [false, true])
        site.isInCasePattern = true
        site.expectedResult = .instance("Book")
        let bareSite = ReferenceSite(
            name: "x", kind: .memberAccess, location: location, sourceIndex: nil, scope: [], receiver: .lexical)
        for site in [site, bareSite] as [ReferenceSite] {
            let bytes = try bothWays(site) { $0.write(site) }
            #expect(bytes.fast == bytes.containers)
            #expect(try CompactDecoder().decode([ReferenceSite].self, from: CompactEncoder().encode([site])) == [site])
        }
        #expect(Mirror(reflecting: site).children.count == 12)
        for `import` in Self.imports {
            let bytes = try bothWays(`import`) { $0.write(`import`) }
            #expect(bytes.fast == bytes.containers)
        }
    }

    /// Declarations, references and imports are read field by field (`CompactSource+Index.swift`), not
    /// through Codable: every field, set and unset, must come back.
    static let location = SourceLocation(file: "Sources/App/Book.swift", line: 12, column: 7)

    static func declarations() throws -> [Declaration] {
        let full = Declaration(
            id: "s:Book.rename(to:)", name: "rename", kind: .function, location: location, parentID: "s:Book",
            writtenAccess: .public, effectiveAccess: .internal, setterAccess: .private, attributes: ["objc"],
            modifiers: ["static"],
            inheritance: ["Hashable"], genericParameters: ["T"],
            genericConstraints: [GenericConstraint(parameter: "T", constraint: "Sendable")],
            sameTypeRequirements: [GenericConstraint(parameter: "Pointee", constraint: "Int")], typeName: "Book",
            argumentLabels: ["to", "_"], argumentHasDefault: [true, false], parameterTypes: ["String", "Int"],
            storedProperties: [
                StoredProperty(name: "title", typeName: "String", defaultValue: "\"x\"", isLet: true, access: .public),
                StoredProperty(name: "pages", typeName: nil, defaultValue: nil, isLet: false, access: .fileprivate),
            ],
            conditions: ["DEBUG"], objcName: "renameTo:", isVisibleToSwift: false)
        // A field added to a declaration must be read and written field by field too, and set above.
        #expect(Mirror(reflecting: full).children.count == 22)
        return [full, Declaration(id: "s:Book", name: "Book", kind: .struct, location: location)]
    }

    static let references = [
        Reference(
            name: "rename", kind: .call, location: location, sourceID: "s:use", targetIDs: ["s:A", "s:B"],
            certainty: .ambiguous),
        Reference(name: "Book", kind: .typeUse, location: location, sourceID: nil, targetIDs: [], certainty: .exact),
    ]

    static let imports = [
        Import(module: "UIKit", location: location),
        Import(module: "Store", location: location, attributes: ["testable"], conditions: ["DEBUG", "!os(macOS)"]),
    ]

    /// Declarations, references and imports are read field by field (`CompactSource+Index.swift`), not
    /// through Codable: every field, set and unset, must come back.
    @Test func theValuesReadFieldByFieldSurviveARoundTrip() throws {
        let declarations = try Self.declarations()
        #expect(
            try CompactDecoder().decode([Declaration].self, from: CompactEncoder().encode(declarations)) == declarations
        )
        #expect(
            try CompactDecoder().decode([Reference].self, from: CompactEncoder().encode(Self.references))
                == Self.references)
        #expect(try CompactDecoder().decode([Import].self, from: CompactEncoder().encode(Self.imports)) == Self.imports)
        // A field added to any of these types must be read there too, and set above.
        #expect(Mirror(reflecting: Self.references[0]).children.count == 6)
        #expect(Mirror(reflecting: Self.imports[1]).children.count == 4)
    }

    /// A run of locations in one file names it once: paths written with every location were
    /// most of the cache's bytes.
    @Test func aFileIsNamedOnceForARunOfLocationsInIt() throws {
        let references = ["Shelf.swift", "Shelf.swift", "Book.swift", "Shelf.swift"].enumerated().map { line, file in
            Reference(
                name: "x", kind: .call, location: SourceLocation(file: file, line: line, column: 1), sourceID: nil,
                targetIDs: [], certainty: .exact)
        }
        let data = try CompactEncoder().encode(references)

        #expect(try CompactDecoder().decode([Reference].self, from: data) == references)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.components(separatedBy: "Shelf.swift").count - 1 == 2)
        #expect(text.components(separatedBy: "Book.swift").count - 1 == 1)
    }

    /// A reference's source and a declaration's parent that repeat the one before are written
    /// once; nil between them does not break the run.
    @Test func anIdThatRepeatsTheOneBeforeIsWrittenOnce() throws {
        let sources: [String?] = ["s:Shelf.load()", "s:Shelf.load()", nil, "s:Shelf.load()", "s:Book.init()"]
        let references = sources.map { source in
            Reference(
                name: "x", kind: .call, location: Self.location, sourceID: source, targetIDs: [], certainty: .exact)
        }
        let declarations = sources.enumerated().map { position, parent in
            Declaration(id: "s:x#\(position)", name: "x", kind: .function, location: Self.location, parentID: parent)
        }
        let referenceData = try CompactEncoder().encode(references)
        let declarationData = try CompactEncoder().encode(declarations)

        #expect(try CompactDecoder().decode([Reference].self, from: referenceData) == references)
        #expect(try CompactDecoder().decode([Declaration].self, from: declarationData) == declarations)
        for data in [referenceData, declarationData] {
            #expect(String(decoding: data, as: UTF8.self).components(separatedBy: "s:Shelf.load()").count - 1 == 1)
        }
    }

    /// A list of targets already written in a blob is written as its place: a file uses most
    /// declarations it uses more than once. Read back, each repeat is the list read first, and a
    /// place not read yet (a damaged blob) is an error.
    @Test func targetsAlreadyWrittenInABlobAreWrittenAsTheirPlace() throws {
        let targets = [["s:Shelf.load()"], ["s:Book.title", "s:Shelf.title"], ["s:Shelf.load()"], [], []]
        let references = targets.map { targetIDs in
            Reference(
                name: "x", kind: .call, location: Self.location, sourceID: nil, targetIDs: targetIDs, certainty: .exact)
        }
        let data = try CompactEncoder().encode(references)

        #expect(try CompactDecoder().decode([Reference].self, from: data) == references)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.components(separatedBy: "s:Shelf.load()").count - 1 == 1)
        #expect(text.components(separatedBy: "s:Book.title").count - 1 == 1)

        // The first reference's targets, marked as a repeat of a list that no reference wrote.
        let firstMarker = try #require(data.firstRange(of: Data([0, 1, 0, 0, 0])))
        var damaged = data
        damaged[firstMarker.lowerBound] = 9
        #expect(throws: DecodingError.self) { try CompactDecoder().decode([Reference].self, from: damaged) }
    }

    /// Kinds are told by their bytes: every case of each enum read that way comes back, and a
    /// kind no case has (a cache from another version) is an error, not a near match.
    @Test func everyKindIsToldByItsBytesAndAnUnknownOneIsAnError() throws {
        let references = ReferenceKind.allCases.flatMap { kind in
            Certainty.allCases.map { certainty in
                Reference(
                    name: "x", kind: kind, location: Self.location, sourceID: nil, targetIDs: [], certainty: certainty)
            }
        }
        #expect(try CompactDecoder().decode([Reference].self, from: CompactEncoder().encode(references)) == references)
        let declarations = DeclarationKind.allCases.flatMap { kind in
            AccessLevel.allCases.map { access in
                Declaration(
                    id: "s:x", name: "x", kind: kind, location: Self.location, parentID: nil, effectiveAccess: access)
            }
        }
        #expect(
            try CompactDecoder().decode([Declaration].self, from: CompactEncoder().encode(declarations)) == declarations
        )

        // The same length, so that only the kind is wrong.
        let typeUse = try CompactEncoder().encode([references[0]])
        let renamed = String(decoding: typeUse, as: UTF8.self).replacingOccurrences(of: "typeUse", with: "typeUze")
        #expect(throws: DecodingError.self) { try CompactDecoder().decode([Reference].self, from: Data(renamed.utf8)) }
    }

    @Test func truncatedDataIsAnErrorNotACrash() throws {
        let data = try CompactEncoder().encode(["alpha", "beta"])
        #expect(throws: DecodingError.self) { try CompactDecoder().decode([String].self, from: data.dropLast(2)) }
    }
}
