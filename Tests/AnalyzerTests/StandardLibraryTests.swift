import Foundation
import TestSupport
import Testing

@testable import Analyzer

/// What the syntax index reads of the standard library from the toolchain's interfaces, and how
/// standard members keep names of the monolith from being taken for them.
struct StandardLibraryTests {
    @Test func theInterfaceReaderFindsTypesConformancesAndMembersPastInlinableBodies() {
        let interface = #"""
            // swift-interface-format-version: 1.0
            import SwiftShims
            @inlinable public func min<T>(_ x: T, _ y: T) -> T where T : Swift.Comparable {
              return y < x ? y : x
            }
            public protocol Collection<Element> : Swift.Sequence {
              associatedtype Index : Swift.Comparable where Self.Index == Self.Indices.Element
              var count: Swift.Int { get }
              func index(_ i: Self.Index, offsetBy distance: Swift.Int) -> Self.Index
            }
            extension Swift.Collection {
              @inlinable public func randomElement<T>(using generator: inout T) -> Self.Element? where T : Swift.RandomNumberGenerator {
                let text = "}\(count) { \("nested }") " + """
                  }
                  """
                /* } /* } */ */
                return nil
              }
              @available(*, deprecated)
              public static func == (lhs: Self, rhs: Self) -> Swift.Bool { true }
            }
            @frozen public struct Array<Element> {
              public var count: Swift.Int {
                get { _buffer.count }
              }
              @frozen public struct Iterator {
                public mutating func next() -> Element?
              }
            }
            extension Swift.Array : Swift.RandomAccessCollection, Swift.MutableCollection {
              public subscript(index: Swift.Int) -> Element { get set }
              public init(@_nonEphemeral mutating other: Swift.UnsafePointer<Element>)
              @inlinable public init(repeating repeatedValue: Element, count: Swift.Int = 0) {
                self.init()
              }
            }
            @frozen public enum Optional<Wrapped> : ~Swift.Copyable {
              case none
              case some(Wrapped)
            }
            public typealias Codable = Swift.Decodable & Swift.Encodable
            """#
        var library = StandardLibrary()
        SwiftInterfaceReader(moduleNames: ["Swift"]).read(interface, into: &library)

        let kinds = library.kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.rawValue)" }
        expectLines(
            kinds.joined(separator: "\n"),
            """
            Array struct
            Array.Iterator struct
            Codable typealias
            Collection protocol
            Collection.Index associatedType
            Optional enum
            """)
        let supertypes = library.supertypes.sorted { $0.key < $1.key }.map {
            "\($0.key): \($0.value.joined(separator: ", "))"
        }
        expectLines(
            supertypes.joined(separator: "\n"),
            """
            Array: RandomAccessCollection, MutableCollection
            Collection: Sequence
            Collection.Index: Comparable
            """)
        let members = library.members.sorted { $0.key < $1.key }.flatMap { type, byName in
            byName.sorted { $0.key < $1.key }.flatMap { name, members in
                members.map { member in
                    "\(type).\(name) \(member.kind.rawValue)\(member.isStatic ? " static" : "")"
                        + (member.labels.map { "(\($0.joined(separator: ":")))" } ?? "")
                        + (member.typeName.map { " -> \($0)" } ?? "")
                }
            }
        }
        expectLines(
            members.joined(separator: "\n"),
            """
            .min function(_:_) -> T
            Array.count variable -> Int
            Array.init initializer(mutating)
            Array.init initializer(repeating:count)
            Array.subscript subscript(_) -> Element
            Array.Iterator.next function() -> Element?
            Collection.== function static(lhs:rhs) -> Bool
            Collection.count variable -> Int
            Collection.index function(_:offsetBy) -> Self.Index
            Collection.randomElement function(using) -> Self.Element?
            Optional.none enumCase static
            Optional.some enumCase static(_)
            """)
        #expect(library.aliases["Codable"] == "Decodable & Encodable")
    }

    @Test func whatWasReadIsCachedUntilTheInterfacesOrCleaveChange() throws {
        let folder = try TemporaryFolder()
        let interfaces = ModuleInterfaces.standardLibraryInterfaces()
        let cache = StandardLibraryCache(interfaces: interfaces, environment: ["XDG_CACHE_HOME": folder.path])
        #expect(cache.load() == nil)
        let library = try #require(StandardLibrary.read(interfaces))
        cache.store(library)
        #expect(cache.load() == library)
        #expect(
            StandardLibraryCache(interfaces: Array(interfaces.prefix(1)), environment: ["XDG_CACHE_HOME": folder.path])
                .load() == nil)
    }

    @Test func theToolchainsStandardLibraryIsReadFromItsInterface() throws {
        let library = StandardLibrary.current
        #expect(!ModuleInterfaces.standardLibraryInterfaces().isEmpty)
        #expect(library.kinds["FloatingPoint"] == .protocol)
        #expect(library.members["FloatingPoint"]?["isFinite"] != nil)
        #expect(library.supertypes["BinaryFloatingPoint"]?.contains("FloatingPoint") == true)
        #expect(library.members["Sequence"]?["map"] != nil)
        #expect(library.kinds["Task"] != nil)
    }

    /// A member of a value typed by a standard protocol (a constrained generic parameter, `some`,
    /// `any`, a constrained associated type) is the protocol's when it declares one, unless the
    /// monolith's extension of that protocol does.
    @Test func membersOfValuesOfStandardProtocolsAreTheStandardLibrarysFirst() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Gauge {
                var isFinite: Bool
                var utf16: [UInt16]
                var startIndex: Int
                func squareRoot() -> Gauge { self }
            }
            protocol Real: FloatingPoint {}
            extension FloatingPoint { var halved: Self { self / 2 } }
            extension StringProtocol { var startIndex: Int { 0 } }
            """,
            "B.swift": """
            func measure<T: Real>(_ x: T, _ y: some BinaryFloatingPoint, _ s: any StringProtocol) {
                _ = x.1️⃣isFinite
                _ = y.2️⃣squareRoot()
                _ = s.3️⃣utf16
                _ = x.4️⃣halved
                _ = s.5️⃣startIndex
            }
            extension Sequence where Element: StringProtocol {
                func sizes() { for text in self { _ = text.6️⃣utf16 } }
            }
            """,
        ])

        expectLines(
            fixture.references { $0.location.file == "B.swift" && $0.kind != .typeUse && $0.kind != .conformance },
            """
            B.swift:4️⃣ memberAccess exact s:measure(_:_:_:) -> s:FloatingPoint.halved
            B.swift:5️⃣ memberAccess exact s:measure(_:_:_:) -> s:StringProtocol.startIndex
            """)
    }

    /// swift-nio writes integers through `withUnsafeBytes(of: &v) { self.setBytes($0, at: i) }`: the
    /// closure's parameter is an `UnsafeRawBufferPointer`, which picks the overload.
    @Test func closuresPassedToStandardFunctionsHaveTheParameterTypesTheInterfaceGives() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Buffer {
                mutating func setBytes<Bytes: Sequence>(_ bytes: Bytes, at index: Int) where Bytes.Element == UInt8 {}
                mutating func setBytes(_ bytes: UnsafeRawBufferPointer, at index: Int) {}
                mutating func setBytes(_ bytes: UnsafeMutableRawBufferPointer, at index: Int) {}
            }
            """,
            "B.swift": """
            extension Buffer {
                mutating func put(_ value: Int, at offset: Int, _ words: [UInt8]) {
                    var copy = value
                    Swift.withUnsafeBytes(of: &copy) { self.1️⃣setBytes($0, at: offset) }
                    withUnsafeMutableBytes(of: &copy) { pointer in self.2️⃣setBytes(pointer, at: offset) }
                    words.withUnsafeBytes { self.3️⃣setBytes($0, at: offset) }
                }
            }
            """,
        ])

        expectLines(
            fixture.references { $0.name == "setBytes" },
            """
            B.swift:1️⃣ call exact s:Buffer.put(_:at:_:) -> s:Buffer.setBytes(_:at:)#2
            B.swift:2️⃣ call exact s:Buffer.put(_:at:_:) -> s:Buffer.setBytes(_:at:)#3
            B.swift:3️⃣ call exact s:Buffer.put(_:at:_:) -> s:Buffer.setBytes(_:at:)#2
            """)
    }

    /// `books.first(withID:)` is the monolith's: the standard `first` is a property, which a call
    /// with labels cannot mean. `state == .none` with no evident type is `Optional.none`.
    @Test func aStandardPropertyIsNoCallAndAnUntypedNoneIsOptionals() {
        let fixture = IndexFixture([
            "A.swift": """
            extension Sequence { func first(withID id: Int) -> Element? { nil } }
            enum ReadResult { case none, some }
            enum ForceErrno { case none, always }
            """,
            "B.swift": """
            func find(_ books: [Int], _ state: Unknown) -> Int? {
                if state.phase == .1️⃣none { return nil }
                return books.2️⃣first(withID: 1)
            }
            """,
        ])

        expectLines(
            fixture.references { ["first", "none"].contains($0.name) },
            """
            B.swift:2️⃣ call exact s:find(_:_:) -> s:Sequence.first(withID:)
            """)
    }

    /// swift-numerics: `Float16(.cos(Float(x)))` in `extension Float16` calls `Float.cos`, which
    /// the argument's type picks (not Float16's own); `other.magnitude.shifted(rightBy: 1,
    /// rounding: .down)` on a `BinaryInteger` reaches the monolith's `extension BinaryInteger`
    /// through the standard associated type `Magnitude`, and `.down` is the parameter's.
    @Test func standardTypesInitializersAndAssociatedTypesReachTheMonolithsExtensions() {
        let fixture = IndexFixture([
            "A.swift": """
            enum RoundingRule { case down, up }
            extension Float { static func cos(_ x: Float) -> Float { x } }
            extension Float16 { static func cos(_ x: Float16) -> Float16 { Float16(.1️⃣cos(Float(x))) } }
            extension BinaryInteger {
                func shifted(rightBy count: Int, rounding rule: RoundingRule) -> Self { self }
                func divided(by other: Self) -> Self { other.magnitude.2️⃣shifted(rightBy: 1, rounding: .3️⃣down) as! Self }
            }
            """
        ])

        expectLines(
            fixture.references { $0.sourceID != nil && ["cos", "shifted", "down"].contains($0.name) },
            """
            A.swift:1️⃣ call inferred s:Float16.cos(_:) -> s:Float.cos(_:)
            A.swift:2️⃣ call inferred s:BinaryInteger.divided(by:) -> s:BinaryInteger.shifted(rightBy:rounding:)
            A.swift:3️⃣ memberAccess exact s:BinaryInteger.divided(by:) -> s:RoundingRule.down
            """)
    }

    /// swift-nio: `interestedEvent.contains(.reset)` on an `OptionSet` (whose `Element` is itself
    /// by default), and `ReadResult` of a superclass named in its subclass.
    @Test func optionSetsElementsAreThemselvesAndSubclassesSeeTheirSuperclassesNestedTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            struct SelectorEventSet: OptionSet {
                let rawValue: UInt8
                static let reset = SelectorEventSet(rawValue: 1)
            }
            class BaseChannel { enum ReadResult { case none, some } }
            """,
            "B.swift": """
            final class StreamChannel: BaseChannel {
                var interested: SelectorEventSet = []
                func read() -> 1️⃣ReadResult {
                    _ = interested.contains(.2️⃣reset)
                    return .none
                }
            }
            """,
        ])

        expectLines(
            fixture.references { $0.location.file == "B.swift" && ["ReadResult", "reset"].contains($0.name) },
            """
            B.swift:1️⃣ typeUse exact s:StreamChannel.read() -> s:BaseChannel.ReadResult
            B.swift:2️⃣ memberAccess exact s:StreamChannel.read() -> s:SelectorEventSet.reset
            """)
    }

    /// swift-collections: `Self(mutating: ._dangling())` in `extension UnsafeMutablePointer` takes
    /// the standard `init(mutating: UnsafePointer<Pointee>)`'s argument; `Header.Element` with
    /// `Header: ~Copyable` in a where clause is still the type's constraint's.
    @Test func standardInitializersAndSuppressedConformances() {
        let fixture = IndexFixture([
            "A.swift": """
            extension UnsafePointer where Pointee: ~Copyable { static func _dangling() -> Self { fatalError() } }
            extension UnsafeMutablePointer where Pointee: ~Copyable {
                static func _dangling() -> Self { Self(mutating: .1️⃣_dangling()) }
            }
            protocol TrailingElements { associatedtype Element }
            struct TrailingArray<H: TrailingElements> {}
            extension TrailingArray where H: ~Copyable, H.2️⃣Element: BitwiseCopyable {}
            """
        ])

        expectLines(
            fixture.references { ["_dangling", "Element"].contains($0.name) },
            """
            A.swift:1️⃣ call exact s:UnsafeMutablePointer._dangling() -> s:UnsafePointer._dangling()
            A.swift:2️⃣ typeUse exact e:TrailingArray@A.swift -> s:TrailingElements.Element
            """)
    }
    /// swift-atomics: `Bool(won)` with `won` from `Builtin.cmpxchg_…(…)` calls the monolith's
    /// `extension Bool { init(_ builtin: Builtin.Int1) }`, not a standard initializer.
    @Test func aValueOfTheBuiltinModuleFillsTheMonolithsOverloadThatTakesOne() {
        let fixture = IndexFixture([
            "A.swift": """
            extension Bool { init(_ builtin: Builtin.Int1) { fatalError() } }
            func exchange(_ pointer: Builtin.RawPointer, _ expected: Builtin.Int8, _ desired: Builtin.Int8) -> (Bool, Bool) {
                let (_, won) = Builtin.cmpxchg_seqcst_seqcst_Int8(pointer, expected, desired)
                return (1️⃣Bool(won), 2️⃣Bool(true))
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "Bool" },
            """
            A.swift:1️⃣ initializerCall exact s:exchange(_:_:_:) -> s:Bool.init(_:)
            """)
    }
}

/// swift-atomics: members of extensions of a generic type that fix its generic argument
/// (`where Pointee == _AtomicInt8Storage`) are those of receivers with that argument only.
struct SameTypeConstrainedExtensionTests {
    /// In `extension Tree where Element == Book`, a `Tree` written without arguments (`self`,
    /// `children: [Tree]`) is a `Tree<Book>`: its `element` is a `Book`, and with
    /// `Element == Command.Type`, a metatype whose static members are the protocol's.
    @Test func inAnExtensionThatFixesAParameterTheTypeWithoutArgumentsIsBound() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Book { var title: String }
            struct Movie { var title: String }
            protocol Command { static var configuration: Configuration { get } }
            struct Configuration { var aliases: [String] = [] }
            extension Command { static var commandName: String { "" } }
            struct Help: Command { static var configuration = Configuration(); static var commandName: String { "" } }
            final class Tree<Element> { var element: Element; var children: [Tree] = []; init(_ e: Element) { element = e } }
            extension Tree where Element == Book {
                func title() -> String { element.1️⃣title }
                func titles() -> [String] { children.map { $0.element.2️⃣title } }
            }
            extension Tree where Element == Command.Type {
                func child(named name: String) -> Tree? {
                    children.first { $0.element.3️⃣commandName == name || $0.element.4️⃣configuration.aliases.contains(name) }
                }
            }
            extension Tree { func any() -> Element { element } }
            """
        ])

        expectLines(
            fixture.references { ["title", "commandName", "configuration"].contains($0.name) },
            """
            A.swift:1️⃣ memberAccess exact s:Tree.title() -> s:Book.title
            A.swift:2️⃣ memberAccess exact s:Tree.titles() -> s:Book.title
            A.swift:3️⃣ memberAccess exact s:Tree.child(named:) -> s:Command.commandName
            A.swift:4️⃣ memberAccess exact s:Tree.child(named:) -> s:Command.configuration
            """)
    }

    @Test func aReceiversGenericArgumentPicksTheExtensionThatFixesIt() {
        let fixture = IndexFixture([
            "A.swift": """
            struct _Int8Storage { var _value: Int8 }
            struct _Int16Storage { var _value: Int16 }
            extension UnsafeMutablePointer where Pointee == _Int8Storage { func _load() -> _Int8Storage { pointee } }
            extension UnsafeMutablePointer where Pointee == _Int16Storage { func _load() -> _Int16Storage { pointee } }
            struct Int8Representation { typealias _Storage = _Int8Storage }
            struct Int16Representation { typealias _Storage = _Int16Storage }
            extension UnsafeMutablePointer where Pointee == Int8Representation {
                var _extract: UnsafeMutablePointer<Pointee._Storage> { fatalError() }
            }
            extension UnsafeMutablePointer where Pointee == Int16Representation {
                var _extract: UnsafeMutablePointer<Pointee._Storage> { fatalError() }
            }
            """,
            "B.swift": """
            func load(_ pointer: UnsafeMutablePointer<_Int8Storage>) { _ = pointer.1️⃣_load() }
            func load(at pointer: UnsafeMutablePointer<Int16Representation>) { _ = pointer.2️⃣_extract.3️⃣_load() }
            """,
        ])

        expectLines(
            fixture.references { $0.location.file == "B.swift" && ["_load", "_extract"].contains($0.name) },
            """
            B.swift:1️⃣ call exact s:load(_:) -> s:UnsafeMutablePointer._load()
            B.swift:2️⃣ memberAccess exact s:load(at:) -> s:UnsafeMutablePointer._extract#2
            B.swift:3️⃣ call exact s:load(at:) -> s:UnsafeMutablePointer._load()#2
            """)
    }

    /// `_AtomicIntStorage` is `_AtomicInt64Storage` under `#if _pointerBitWidth(_64)` and
    /// `_AtomicInt32Storage` under `_32`: the 64-bit one, as on nearly every platform.
    @Test func anAliasWithPointerWidthAlternativesIsThe64BitOne() {
        let fixture = IndexFixture([
            "A.swift": """
            struct _Int32Storage { var _value: Int32 }
            struct _Int64Storage { var _value: Int64 }
            #if _pointerBitWidth(_64)
            typealias _IntStorage = _Int64Storage
            #elseif _pointerBitWidth(_32)
            typealias _IntStorage = _Int32Storage
            #endif
            func load(_ storage: _IntStorage) -> Int64 { storage.1️⃣_value }
            """
        ])

        expectLines(
            fixture.references { $0.name == "_value" },
            """
            A.swift:1️⃣ memberAccess exact s:load(_:) -> s:_Int64Storage._value
            """)
    }
}
