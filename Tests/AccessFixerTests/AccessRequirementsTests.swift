import Foundation
import TestSupport
import Testing

@testable import AccessFixer
@testable import Analyzer
@testable import Splitter

/// What each kind of use across a cut asks of a declaration's access, on a monolith small
/// enough to know the answer; and the exact set the Bookshelf sample's split raises.
struct AccessRequirementsTests {
    /// The standard library's protocols, from the toolchain's interface.
    static let standardProtocols = ModuleInterfaces.ofToolchain().protocolRequirements(
        of: ModuleInterfaces.implicitModules)

    static func requirements(_ files: [String: String], plan: String, samePackage: Bool = false) throws
        -> AccessRequirements
    {
        let facts = files.map { path, source in
            SwiftFrontEnd().facts(
                for: SourceFile(path: path, language: .swift, contentHash: "", lines: 1, bytes: source.utf8.count),
                source: source)
        }
        let index = IndexBuilder().build(
            monolith: MonolithDescription(kind: .folder, name: "App", sourcePath: ""), facts: facts)
        let parsed = try PlanLoader().load(text: plan, path: "cleave.json")
        let context = PlanContext(
            plan: parsed, index: index,
            assignment: try ModuleAssignment(plan: parsed, index: index, planPath: "cleave.json", planText: plan))
        let syntax = files.map { DeclarationSyntaxIndex(path: $0.key, text: $0.value) }
        return AccessRequirements(
            context: context, signatureTypes: SignatureTypes.find(in: syntax, index: index),
            argumentLabels: SignatureTypes.argumentLabels(in: syntax), samePackage: samePackage,
            outsideProtocols: standardProtocols)
    }

    @Test func eachUseAcrossTheCutRaisesWhatItNeedsAndNothingElse() throws {
        let requirements = try Self.requirements(
            [
                "Base/Base.swift": """
                class BaseScreen {
                    func render() -> Theme { Theme() }
                    func unused() {}
                }
                struct Theme { var color = 1 }
                struct Detail { struct Row { let title: String } }
                protocol Named { var name: String { get } }
                struct Tag: Named { let name: String; let secret = 1 }
                @propertyWrapper struct Clamped { var wrappedValue: Int }
                """,
                "Features/Screen.swift": """
                final class Screen: BaseScreen {
                    @Clamped var size: Int
                    init(size: Int) { _size = Clamped(wrappedValue: size); super.init() }
                    override func render() -> Theme { _ = Detail.Row(title: "x"); return super.render() }
                    func label(_ named: Named) -> String { named.name }
                }
                """,
            ],
            plan: """
                { modules: [
                    { name: "Base", layer: "Core", files: ["Base"] },
                    { name: "Features", layer: "Features", files: ["Features"] },
                ] }
                """)
        #expect(
            requirements.levels.sorted { $0.key < $1.key }.map { "\($0.value.rawValue) \($0.key)" } == [
                "open s:BaseScreen",
                "open s:BaseScreen.render()",
                "public s:Clamped",
                "public s:Clamped.wrappedValue",
                "public s:Detail",
                "public s:Detail.Row",
                "public s:Named",
                "public s:Theme",
            ])
        #expect(requirements.memberwiseInitializers == ["s:Clamped", "s:Detail.Row"])
    }

    /// `--access package`: what crosses modules needs only `package`, but what an open class's
    /// members name must still be public.
    @Test func inOnePackageUsesNeedPackageAndOpenSignaturesPublic() throws {
        let files = [
            "Base/Base.swift": """
            struct Request { let path: String }
            struct Theme { let color: Int }
            class Screen { func load(_ request: Request) {} }
            """,
            "Feature/Feature.swift":
                "final class Detail: Screen { override func load(_ request: Request) { _ = Theme(color: 1) } }",
        ]
        let plan = """
            { modules: [
                { name: "Base", layer: "Core", files: ["Base"] },
                { name: "Feature", layer: "Features", files: ["Feature"] },
            ] }
            """
        let requirements = try Self.requirements(files, plan: plan, samePackage: true)
        #expect(
            requirements.levels.sorted { $0.key < $1.key }.map { "\($0.value.rawValue) \($0.key)" } == [
                "public s:Request", "open s:Screen", "open s:Screen.load(_:)", "package s:Theme",
            ])
    }

    /// Found splitting swift-argument-parser back: the app's own initializer in an extension of a
    /// `Codable` type is no witness of `init(from:)`, and a public protocol's requirements name
    /// types that must be public too.
    @Test func witnessesMatchTheirRequirementsLabelsAndRequirementsCarryTheirTypes() throws {
        let requirements = try Self.requirements(
            [
                "ToolInfo/ToolInfo.swift": "struct ToolInfo: Codable { var name: String }",
                "Commands/Command.swift": """
                struct Configuration { var name = "" }
                protocol Command { static var configuration: Configuration { get } }
                extension ToolInfo { init(command: Command.Type) { self.init(name: command.configuration.name) } }
                """,
                "Tools/Tool.swift":
                    "struct Tool: Command { static var configuration: Configuration { Configuration() } }",
            ],
            plan: """
                { app: "App", modules: [
                    { name: "ToolInfo", layer: "Foundation", files: ["ToolInfo"] },
                    { name: "Commands", layer: "Core", files: ["Commands"] },
                ] }
                """)
        #expect(requirements.levels.keys.sorted() == ["s:Command", "s:Configuration", "s:ToolInfo"])
    }

    /// Found splitting real packages back: a type that becomes public and conforms to a standard
    /// protocol needs every witness public — its nested iterator's `next()` too, once `makeIterator()`
    /// makes the iterator public — and so does an outside type's conformance to a protocol that
    /// becomes public (`extension Double: Interpolatable`).
    @Test func witnessesOfStandardAndOutsideConformancesArePublic() throws {
        let requirements = try Self.requirements(
            [
                "Core/Ring.swift": """
                struct Ring: Sequence, ExpressibleByArrayLiteral {
                    typealias Element = Int
                    var items: [Int]
                    init(arrayLiteral elements: Int...) { items = elements }
                    func makeIterator() -> Iterator { Iterator(items: items) }
                    var underestimatedCount: Int { items.count }
                    func unrelated() {}
                    struct Iterator: IteratorProtocol {
                        var items: [Int]
                        mutating func next() -> Int? { items.popLast() }
                    }
                }
                protocol Interpolatable { static func lerp(_ a: Self, _ b: Self, _ t: Double) -> Self }
                extension Double: Interpolatable {
                    static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
                    static func helper() {}
                }
                """,
                "Feature/Use.swift":
                    "func use(_ ring: Ring) -> Double { Double.lerp(0, 1, 0.5) + Double(ring.underestimatedCount) } ; func mix<T: Interpolatable>(_ t: T) -> T { T.lerp(t, t, 0) }",
            ],
            plan: """
                { modules: [
                    { name: "Core", layer: "Core", files: ["Core"] },
                    { name: "Feature", layer: "Features", files: ["Feature"] },
                ] }
                """)
        #expect(
            requirements.levels.keys.sorted() == [
                "s:Double.lerp(_:_:_:)", "s:Interpolatable", "s:Ring", "s:Ring.Element", "s:Ring.Iterator",
                "s:Ring.Iterator.next()",
                "s:Ring.init(arrayLiteral:)", "s:Ring.makeIterator()", "s:Ring.underestimatedCount",
            ])
    }

    /// A public `@inlinable` body may use only public declarations and `@usableFromInline` ones:
    /// what it uses of its own module that stays internal is marked, with the type that holds it
    /// and the types its signature names; what it uses of another module is public already.
    @Test func whatPublicInlinableCodeUsesBecomesUsableFromInline() throws {
        let requirements = try Self.requirements(
            [
                "Core/Buffer.swift": """
                struct Storage { var count = 0 }
                struct Buffer {
                    var storage: Storage
                    @inlinable func size() -> Int { storage.count + Limits.extra }
                    func grow() -> Int { helper() }
                    func helper() -> Int { 1 }
                }
                enum Limits { static var extra: Int { 2 } }
                """,
                "Feature/Use.swift": "func use(_ buffer: Buffer) -> Int { buffer.size() }",
            ],
            plan: """
                { modules: [
                    { name: "Core", layer: "Core", files: ["Core"] },
                    { name: "Feature", layer: "Features", files: ["Feature"] },
                ] }
                """)
        #expect(requirements.levels.keys.sorted() == ["s:Buffer", "s:Buffer.size()"])
        #expect(
            requirements.usableFromInline.sorted() == [
                "s:Buffer.storage", "s:Limits", "s:Limits.extra", "s:Storage", "s:Storage.count",
            ])
    }

    /// Found splitting swift-protobuf back: a public generic type's constraints (`<Key: MapKeyType>`)
    /// and a public member's extension's constraints name protocols that must be public too.
    @Test func genericConstraintsOfPublicTypesAndExtensionsArePublic() throws {
        let requirements = try Self.requirements(
            [
                "Core/Map.swift": """
                protocol MapKey {}
                protocol Sealed {}
                struct Map<Key: MapKey> { var keys: [Key] }
                extension Map where Key: Sealed { func seal() {} }
                """,
                "Feature/Use.swift": "func use<K>(_ map: Map<K>) where K: Sealed { map.seal() }",
            ],
            plan: """
                { modules: [
                    { name: "Core", layer: "Core", files: ["Core"] },
                    { name: "Feature", layer: "Features", files: ["Feature"] },
                ] }
                """)
        #expect(requirements.levels.keys.sorted() == ["s:Map", "s:Map.seal()", "s:MapKey", "s:Sealed"])
    }

    /// Found splitting swift-protobuf back: a conformance declared in one module is satisfied by
    /// members the type declares in another, which must see them.
    @Test func witnessesOfAConformanceDeclaredInAnotherModuleArePublic() throws {
        let requirements = try Self.requirements(
            [
                "Core/Options.swift": "struct Options { var features = 0; var other = 1 }",
                "Feature/Resolver.swift": """
                protocol ProvidesFeatures { var features: Int { get } }
                extension Options: ProvidesFeatures {}
                """,
            ],
            plan: """
                { modules: [
                    { name: "Core", layer: "Core", files: ["Core"] },
                    { name: "Feature", layer: "Features", files: ["Feature"] },
                ] }
                """)
        #expect(requirements.levels.keys.sorted() == ["s:Options", "s:Options.features"])
    }

    /// The standard library's requirements come from the toolchain's interface, refinements included.
    @Test func theStandardLibrarysProtocolsAreReadFromItsInterface() {
        let protocols = Self.standardProtocols
        #expect(
            protocols.allMembers(of: "Sequence").isSuperset(of: [
                "makeIterator()", "underestimatedCount", "Element", "Iterator",
            ]))
        #expect(
            protocols.allMembers(of: "BidirectionalCollection").isSuperset(of: [
                "index(before:)", "index(after:)", "subscript(_:)", "startIndex", "makeIterator()",
            ]))
        #expect(protocols.allMembers(of: "Codable") == ["init(from:)", "encode(to:)"])
        #expect(protocols.allMembers(of: "Hashable").isSuperset(of: ["hash(into:)", "hashValue", "=="]))
        #expect(protocols.allMembers(of: "ExpressibleByStringLiteral").contains("init(stringLiteral:)"))
    }

    /// A module the toolchain ships without an interface (Foundation on Linux) is read from the
    /// interface the toolchain synthesizes, with the modules it re-exports.
    @Test func aBinaryModulesProtocolsAreReadFromItsSynthesizedInterface() {
        let interfaces = ModuleInterfaces.ofToolchain()
        // An SDK with Foundation's interface needs no synthesis.
        guard interfaces.interface(of: "Foundation") == nil else { return }
        let protocols = interfaces.synthesizedProtocolRequirements(of: ["Foundation"])
        #expect(
            protocols.allMembers(of: "LocalizedError").isSuperset(of: [
                "errorDescription", "failureReason", "recoverySuggestion",
            ]))
    }

    /// A package the monolith depends on ships no interface: its public protocols are read from its
    /// sources, found through the manifest's local package paths.
    @Test func aDependencysProtocolsAreReadFromItsSources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cleave-dependency-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("swift-asn1/Sources/SwiftASN1/DER.swift")
        try FileManager.default.createDirectory(
            at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
        @available(macOS 10.15, *)
        public protocol DERSerializable: Sendable {
            func serialize(into coder: inout Serializer) throws
        }

        protocol Internal { func hidden() }
        """.write(to: source, atomically: true, encoding: .utf8)
        let manifest = ManifestEditor(
            text: #"let package = Package(name: "X", dependencies: [.package(path: "../swift-asn1")])"#)
        #expect(manifest.localPackagePaths == ["../swift-asn1"])
        let protocols = ProtocolRequirements(sourcesIn: folder.appendingPathComponent("swift-asn1/Sources"))
        #expect(protocols.protocols.keys.sorted() == ["DERSerializable"])
        #expect(protocols.allMembers(of: "DERSerializable") == ["serialize(into:)"])
    }

    /// Run with CLEAVE_UPDATE_GOLDEN=1 to rewrite after a deliberate change; the diff is the review.
    @Test func theSamplesSplitRaisesExactlyThisSet() throws {
        let sample = try SamplePlan("Bookshelf")
        let changes = try SplitPlanner(context: sample.context, root: sample.root).changes(
            findings: sample.report.findings)
        let actual =
            changes.raised.sorted { $0.key < $1.key }.map { "\($0.value.rawValue) \($0.key)" }.joined(separator: "\n")
            + "\n"
            + changes.publicInits.map { "init \($0)" }.joined(separator: "\n") + "\n"
        try expectMatchesGolden(actual, SamplePlan.golden("Bookshelf-access.txt"))
        #expect((changes.accessCounts.public, changes.accessCounts.open) == (298, 11))
    }
}
