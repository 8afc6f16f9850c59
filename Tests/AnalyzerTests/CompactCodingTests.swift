import Foundation
import Testing

@testable import Analyzer

/// The facts cache's binary form must give back exactly what it was given.
struct CompactCodingTests {
    /// An Xcode app's index, whose monolith maps paths to the targets sharing them and to why the app keeps them:
    /// the cache answers an unchanged monolith with it.
    @Test func anIndexWithTablesByPathSurvivesARoundTrip() throws {
        var monolith = MonolithDescription(kind: .xcodeTarget, name: "Larder", sourcePath: "Larder")
        monolith.otherTargetsOfFile = ["Larder/Shared/Card.swift": ["Widget", "Tests"], "Larder/Shared/Log.swift": ["Widget"]]
        monolith.appOwnedFiles = ["Larder/Assets.xcassets": "the app icon AppIcon is in it", "Larder/Info.plist": "it is the app's Info.plist (INFOPLIST_FILE)"]
        let index = Index(
            monolith: monolith, files: [], declarations: [], references: [], imports: [], resources: [], resourceLookups: [],
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
        let file = SourceFile(path: "Sources/App/Book.swift", language: .swift, contentHash: "00ff", lines: 18, bytes: source.utf8.count)
        let facts = SwiftFrontEnd().facts(for: file, source: source)
        #expect(!facts.references.isEmpty && !facts.resourceLookups.isEmpty && !facts.classNameStrings.isEmpty)
        #expect(facts.declarations.contains { $0.genericConstraints?.count == 2 })

        let data = try CompactEncoder().encode(facts)
        let decoded = try CompactDecoder().decode(FileFacts.self, from: data)

        #expect(decoded == facts)
        #expect(data.count < (try JSONEncoder().encode(facts)).count / 2)
    }

    @Test func everyReceiverShapeSurvivesARoundTrip() throws {
        let receivers: [Receiver] = [
            .lexical, .type(["Book", "Format"]), .instance("[Book]"), .member(.member(.lexical, "store"), "books"),
            .result(.instance("Store"), "load"), .element(.unknown), .implicitMember("State"), .implicitMember(nil),
            .unknown,
        ]
        let data = try CompactEncoder().encode(receivers)
        #expect(try CompactDecoder().decode([Receiver].self, from: data) == receivers)
    }

    @Test func truncatedDataIsAnErrorNotACrash() throws {
        let data = try CompactEncoder().encode(["alpha", "beta"])
        #expect(throws: DecodingError.self) { try CompactDecoder().decode([String].self, from: data.dropLast(2)) }
    }
}
