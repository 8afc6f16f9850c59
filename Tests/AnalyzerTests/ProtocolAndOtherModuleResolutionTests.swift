import Testing

@testable import Analyzer

/// Resolution through protocols, constrained extensions and values of other modules' types, each
/// case the smallest form of a disagreement with the compiler's index on a real package
/// (swift-numerics, swift-algorithms, swift-atomics, Yams, swift-protobuf, swift-nio, swift-certificates,
/// swift-crypto).
struct ProtocolAndOtherModuleResolutionTests {
    /// swift-numerics: `x/2` and `1/self` in `extension Real` name `AlgebraicField`'s requirement,
    /// which `Real` inherits beside `FloatingPoint`'s, not the default its extension gives. (`1 + z`
    /// on a concrete `Complex` is, to the compiler, the standard library's generic operator.)
    @Test func anOperatorOnSelfOfAProtocolIsTheMonolithsRequirement() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol AlgebraicField: SignedNumeric { static func /(a: Self, b: Self) -> Self }
            extension AlgebraicField { static func /(a: Self, b: Self) -> Self { a } }
            protocol Real: FloatingPoint, AlgebraicField {}
            extension Real {
                static func half(_ x: Self) -> Self { x 1️⃣/ 2 }
                var reciprocal: Self { 1 2️⃣/ self }
            }
            struct Complex { static func +(z: Complex, w: Complex) -> Complex { z } }
            func successor(_ z: Complex) -> Complex { 1 + z }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .operatorUse },
            """
            A.swift:1️⃣ operatorUse exact s:Real.half(_:) -> s:AlgebraicField./(a:b:)
            A.swift:2️⃣ operatorUse exact s:Real.reciprocal -> s:AlgebraicField./(a:b:)
            """)
    }

    /// sourcekit-lsp: `extension Foundation.Process` names the type with its module, and
    /// `process?.terminateIfRunning(after:)` on a `Process?` calls what it adds. Beside the
    /// monolith's own `Stream`, `extension Foundation.Stream` extends the other type, not it.
    @Test func anExtendedTypeNamedWithItsModuleIsTheTypeItNames() {
        let fixture = IndexFixture([
            "A.swift": """
            import Foundation
            extension Foundation.Process {
                func terminateIfRunning(after seconds: Double) async throws {}
            }
            extension Foundation.Stream { func drain() {} }
            extension Swift.Result { var failed: Bool { false } }
            """,
            "B.swift": """
            import Foundation
            struct Stream { func drain() {} }
            final class Adapter {
                var process: Process?
                func stop() async throws { try await process?.1️⃣terminateIfRunning(after: 1) }
                func empty(_ stream: Stream) { stream.2️⃣drain() }
                func check(_ result: Result<Int, any Error>) -> Bool { result.3️⃣failed }
            }
            """,
        ])

        expectLines(
            fixture.references { ["terminateIfRunning", "drain", "failed"].contains($0.name) },
            """
            B.swift:1️⃣ call exact s:Adapter.stop() -> s:Foundation.Process.terminateIfRunning(after:)
            B.swift:2️⃣ call exact s:Adapter.empty(_:) -> s:Stream.drain()
            B.swift:3️⃣ memberAccess exact s:Adapter.check(_:) -> s:Swift.Result.failed
            """)
    }

    /// sourcekit-lsp: `computed = .success(resolved)` is `Result`'s case; the `var success` its
    /// `extension Swift.Result` adds is an instance member, which no implicit member names.
    @Test func anImplicitMemberIsNoInstanceMemberAnExtensionAdds() {
        let fixture = IndexFixture([
            "A.swift": """
            extension Swift.Result {
                var success: Success? { if case .success(let value) = self { value } else { nil } }
            }
            """,
            "B.swift": """
            func compute() -> Result<Int, any Error> {
                let computed: Result<Int, any Error> = .success(1)
                _ = computed.1️⃣success
                return computed
            }
            """,
        ])

        expectLines(
            fixture.references { $0.name == "success" && $0.location.file == "B.swift" },
            """
            B.swift:1️⃣ memberAccess exact s:compute() -> s:Swift.Result.success
            """)
    }

    /// swift-numerics: `Float16(.sqrt(x))` calls `Float`'s `sqrt`, which the default of
    /// `extension Real` implements for `Float` once `extension Float: Real` adopts it.
    @Test func anImplicitMemberPassedToAnotherModulesTypeCanBeADefaultItAdopted() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol ElementaryFunctions { static func sqrt(_ x: Self) -> Self }
            protocol Real: FloatingPoint, ElementaryFunctions {}
            extension Real { static func sqrt(_ x: Self) -> Self { x.squareRoot() } }
            extension Float: Real {}
            func hypot(_ x: Float) -> Float16 { Float16(.1️⃣sqrt(x)) }
            """
        ])

        expectLines(
            fixture.references { $0.name == "sqrt" },
            """
            A.swift:1️⃣ call inferred s:hypot(_:) -> s:Real.sqrt(_:)
            """)
    }

    /// swift-algorithms: in a plain `extension MutableCollection`, `rotate(subrange:toStartAt:)` is
    /// not the overload of `extension MutableCollection where Self: BidirectionalCollection`; where
    /// `Self` is a `RandomAccessCollection`, that overload is the more specific one.
    @Test func aMemberOfAConstrainedExtensionIsOnlyWhereItsConstraintsHold() {
        let fixture = IndexFixture([
            "Rotate.swift": """
            extension MutableCollection where Self: BidirectionalCollection {
                mutating func rotate(subrange: Range<Index>, toStartAt start: Index) -> Index { start }
            }
            extension MutableCollection {
                mutating func rotate(subrange: Range<Index>, toStartAt start: Index) -> Index { start }
            }
            """,
            "Partition.swift": """
            extension MutableCollection {
                mutating func partition(_ range: Range<Index>) -> Index { 1️⃣rotate(subrange: range, toStartAt: range.lowerBound) }
            }
            extension MutableCollection where Self: RandomAccessCollection {
                mutating func partitionFast(_ range: Range<Index>) -> Index { 2️⃣rotate(subrange: range, toStartAt: range.lowerBound) }
            }
            """,
        ])

        expectLines(
            fixture.references { $0.name == "rotate" },
            """
            Partition.swift:1️⃣ call exact s:MutableCollection.partition(_:) -> s:MutableCollection.rotate(subrange:toStartAt:)#2
            Partition.swift:2️⃣ call exact s:MutableCollection.partitionFast(_:) -> s:MutableCollection.rotate(subrange:toStartAt:)
            """)
    }

    /// swift-atomics: in `extension UnsafeAtomic where Value: AtomicInteger`, `_Storage` (the
    /// associated type `AtomicRepresentation`) is further constrained by `AtomicInteger`'s where
    /// clause, which syntax does not follow: the refinements of its protocol may declare the member.
    @Test func aMemberOnAnAssociatedTypeMayBeOneOfARefinementOfItsConstraint() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol AtomicStorage { static func atomicLoad() -> Self }
            protocol AtomicIntegerStorage: AtomicStorage { static func atomicWrappingIncrement() -> Self }
            protocol AtomicValue { associatedtype AtomicRepresentation: AtomicStorage }
            protocol AtomicInteger: AtomicValue where AtomicRepresentation: AtomicIntegerStorage {}
            struct UnsafeAtomic<Value: AtomicValue> { typealias _Storage = Value.AtomicRepresentation }
            extension UnsafeAtomic where Value: AtomicInteger {
                func increment() { _ = _Storage.1️⃣atomicWrappingIncrement() }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "atomicWrappingIncrement" },
            """
            A.swift:1️⃣ call inferred s:UnsafeAtomic.increment() -> s:AtomicIntegerStorage.atomicWrappingIncrement()
            """)
    }

    /// Yams: `var event = yaml_event_t()` holds a C type's value, whose `data` is no property of
    /// the monolith's `Emitter`; swift-protobuf: `try! Defaults(…)` is a `Defaults`.
    @Test func storedPropertiesMadeElsewhereAreOfOtherModulesTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            import CYaml
            final class Emitter { var data = Data(); var minimumEdition = 0 }
            private final class Event {
                var event = yaml_event_t()
                static let defaults = try! FeatureSetDefaults(serializedBytes: [])
                var anchor: Any { event.data.alias }
                var range: Int { Self.defaults.minimumEdition }
            }
            """
        ])

        #expect(fixture.references { ["data", "minimumEdition"].contains($0.name) }.isEmpty)
    }

    /// swift-algorithms: `….interspersed(with: x)` on a receiver whose type is lost returns what the
    /// monolith's one `interspersed(with:)` returns.
    @Test func theResultOfAMethodOnlyTheMonolithDeclaresIsItsDeclaredType() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Interspersed { func flattened() -> Int { 0 } }
            struct Other { func flattened() -> Int { 0 } }
            extension Sequence { func interspersed(with separator: Element) -> Interspersed { Interspersed() } }
            func join() -> Int { makeValues().interspersed(with: 0).1️⃣flattened() }
            """
        ])

        expectLines(
            fixture.references { $0.name == "flattened" },
            """
            A.swift:1️⃣ call exact s:join() -> s:Interspersed.flattened()
            """)
    }

    /// swift-protobuf: `for (camelCased, values) in candidates` with `candidates: [String:
    /// [EnumValueDescriptor]]` binds `values` to the dictionary's values.
    @Test func aTuplePatternOfAForLoopBindsTheElementsParts() {
        let fixture = IndexFixture([
            "A.swift": """
            struct EnumValue { var number: Int }
            struct Field { var number: Int }
            func check(_ candidates: [String: [EnumValue]]) {
                for (name, values) in candidates { _ = values.first!.1️⃣number; _ = name }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "number" },
            """
            A.swift:1️⃣ memberAccess exact s:check(_:) -> s:EnumValue.number
            """)
    }

    /// swift-nio: `PriorityQueue<Task>()` of another module keeps its argument, so `peek()` and
    /// `pop()` give a `Task`; and `data.write(webSocketErrorCode:)` on another module's value is
    /// the monolith's extension of that type, which alone takes those labels.
    @Test func elementsOfOtherModulesQueuesAndLabelledCallsOnTheirValues() {
        let fixture = IndexFixture([
            "A.swift": """
            import NIOCore
            final class Task { var readyTime = 0; func fail() {} }
            final class Job { var readyTime = 0; func fail() {} }
            extension ByteBuffer { mutating func write(webSocketErrorCode code: Int) {} }
            final class Loop {
                private var scheduled = PriorityQueue<Task>()
                func run(_ context: ChannelHandlerContext) {
                    while let next = self.scheduled.peek() { _ = next.1️⃣readyTime }
                    while let task = self.scheduled.pop() { task.2️⃣fail() }
                    var data = context.channel.allocator.buffer(capacity: 2)
                    data.3️⃣write(webSocketErrorCode: 1)
                }
            }
            """
        ])

        expectLines(
            fixture.references { ["readyTime", "fail", "write"].contains($0.name) },
            """
            A.swift:1️⃣ memberAccess exact s:Loop.run(_:) -> s:Task.readyTime
            A.swift:2️⃣ call exact s:Loop.run(_:) -> s:Task.fail()
            A.swift:3️⃣ call inferred s:Loop.run(_:) -> s:ByteBuffer.write(webSocketErrorCode:)
            """)
    }

    /// swift-nio: `amount >= 0 ? .max : .min` of unknown type is a standard number's, not one of
    /// the monolith's `_UInt24.max` and `_UInt56.max`; and `_Capacity(count)` with `typealias _Capacity = UInt32` is
    /// UInt32's own initializer unless the argument is evidently the monolith's `_UInt24`.
    @Test func standardNumbersOwnStaticMembersAndInitializersAreNotGuessedToBeTheMonoliths() {
        let fixture = IndexFixture([
            "A.swift": """
            struct _UInt24 { static var max: _UInt24 { _UInt24() }; static var min: _UInt24 { _UInt24() } }
            struct _UInt56 { static var max: _UInt56 { _UInt56() }; static var min: _UInt56 { _UInt56() } }
            extension UInt32 { init(_ value: _UInt24) { self = 0 } }
            struct Buffer {
                typealias _Capacity = UInt32
                func clamp(_ amount: Int64) -> Int64 { amount >= 0 ? .max : .min }
                func capacity(_ count: Int) -> UInt32 { _Capacity(count) }
                func capacity(_ small: _UInt24) -> UInt32 { 1️⃣_Capacity(small) }
            }
            """
        ])

        expectLines(
            fixture.references {
                ["max", "min", "init"].contains($0.name) || ($0.name == "_Capacity" && $0.kind == .initializerCall)
            },
            """
            A.swift:1️⃣ initializerCall exact s:Buffer.capacity(_:)#2 -> s:UInt32.init(_:)
            """)
    }

    /// swift-collections' _RopeModule: the standard library's `@unsafe Sequence` conformance of
    /// `UnsafeBufferPointer` is a `Sequence` conformance; `Index` in `extension String` is the
    /// `String.Index` the monolith extends, and so is `String.Index(…)` written in a type with its
    /// own `Index`; an optional value has the members of the monolith's `extension Optional`.
    @Test func extendedStandardTypesAreFoundThroughUnsafeConformancesNestingAndOptionals() {
        let fixture = IndexFixture([
            "Utilities.swift": """
            extension Optional { mutating func _take() -> Self { let value = self; self = nil; return value } }
            extension String.Index {
                var _isKnownScalarAligned: Bool { true }
                init(_utf8Offset: Int) { self = "".startIndex }
            }
            protocol _RopeItem {}
            extension Sequence where Element: _RopeItem { func _sum() -> Int { 0 } }
            """,
            "Big.swift": """
            struct Chunk: _RopeItem {}
            struct Big {
                var _prefix: Chunk?
                struct Index { init(_utf8Offset: Int) {} }
                mutating func take(_ start: UnsafeMutablePointer<Chunk>, count: Int) {
                    if let prefix = self._prefix.1️⃣_take() { _ = prefix }
                    _ = UnsafeBufferPointer(start: start, count: count).2️⃣_sum()
                    _ = String.3️⃣Index(_utf8Offset: 1)
                }
            }
            extension String {
                func isAligned(_ i: Index) -> Bool { i.4️⃣_isKnownScalarAligned }
            }
            """,
        ])

        expectLines(
            fixture.references {
                $0.location.file == "Big.swift"
                    && ["_take", "_sum", "Index", "_isKnownScalarAligned"].contains($0.name) && $0.kind != .typeUse
            },
            """
            Big.swift:1️⃣ call exact s:Big.take(_:count:) -> s:Optional._take()
            Big.swift:2️⃣ call exact s:Big.take(_:count:) -> s:Sequence._sum()
            Big.swift:3️⃣ initializerCall exact s:Big.take(_:count:) -> s:String.Index.init(_utf8Offset:)
            Big.swift:4️⃣ memberAccess exact s:String.isAligned(_:) -> s:String.Index._isKnownScalarAligned
            """)
    }

    /// swift-collections' DequeModule: in a subclass of `ManagedBuffer<BufferHeader, Element>`, the
    /// closure of `withUnsafeMutablePointers` gets a pointer to a `BufferHeader`.
    @Test func aStandardSuperclassesMethodTakesTheArgumentsTheSubclassGivesIt() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Slot { var position: Int }
            struct Other { var position: Int; var capacity: Int }
            struct BufferHeader { var capacity: Int; var startSlot: Slot }
            final class DequeBuffer<Element>: ManagedBuffer<BufferHeader, Element> {
                deinit {
                    self.withUnsafeMutablePointers { header, elements in
                        _ = header.pointee.startSlot.1️⃣position + header.pointee.2️⃣capacity
                    }
                }
            }
            """
        ])

        expectLines(
            fixture.references { ["position", "capacity"].contains($0.name) },
            """
            A.swift:1️⃣ memberAccess exact s:DequeBuffer.deinit -> s:Slot.position
            A.swift:2️⃣ memberAccess exact s:DequeBuffer.deinit -> s:BufferHeader.capacity
            """)
    }

    /// swift-collections' ContainersPreview: `index: Index` in `extension Span` is an `Int`, by the
    /// standard library's `typealias Index = Int`, with the members of `extension Strideable`.
    @Test func aStandardTypesMemberTypealiasNamesWhatItAliases() {
        let fixture = IndexFixture([
            "A.swift": """
            extension Strideable {
                func _clampedDown(towards boundary: Self, maxDistance: Stride) -> Self { self }
            }
            extension Span {
                func boundary(before index: Index) -> Int { index.1️⃣_clampedDown(towards: 0, maxDistance: 1) }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "_clampedDown" },
            """
            A.swift:1️⃣ call exact s:Span.boundary(before:) -> s:Strideable._clampedDown(towards:maxDistance:)
            """)
    }

    /// swift-nio's NIOHTTP1: `case .head(var request)` of unknown type is `HTTPPart.head(_:)`, not
    /// the payload-less `NextExpectedMessageType.head`.
    @Test func aCasePatternWithAPayloadMatchesOnlyCasesWithOne() {
        let fixture = IndexFixture([
            "A.swift": """
            enum HTTPPart { case head(Int); case end }
            enum NextExpectedMessageType { case head; case bodyOrEnd }
            func write(_ data: Any) {
                switch unwrap(data) {
                case .1️⃣head(var request): request += 1
                default: break
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "head" },
            """
            A.swift:1️⃣ call inferred s:write(_:) -> s:HTTPPart.head(_:)
            """)
    }

    /// swift-nio's NIOHTTP1: `c_should_keep_alive() == 0 ? .close : .keepAlive` as a getter's body
    /// is of the getter's type, both branches; an assignment's ternary keeps its own rule.
    @Test func theBranchesOfAReturnedTernaryHaveTheResultType() {
        let fixture = IndexFixture([
            "A.swift": """
            enum KeepAliveState { case keepAlive; case close }
            enum ConnectionValue { case keepAlive; case close }
            struct Parser {
                var keepAliveState: KeepAliveState { c_should_keep_alive() == 0 ? .1️⃣close : .2️⃣keepAlive }
                func state(_ x: Int) -> KeepAliveState { return x > 0 ? .3️⃣keepAlive : .4️⃣close }
            }
            """
        ])

        expectLines(
            fixture.references { ["keepAlive", "close"].contains($0.name) },
            """
            A.swift:1️⃣ memberAccess exact s:Parser.keepAliveState -> s:KeepAliveState.close
            A.swift:2️⃣ memberAccess exact s:Parser.keepAliveState -> s:KeepAliveState.keepAlive
            A.swift:3️⃣ memberAccess exact s:Parser.state(_:) -> s:KeepAliveState.keepAlive
            A.swift:4️⃣ memberAccess exact s:Parser.state(_:) -> s:KeepAliveState.close
            """)
    }

    /// swift-numerics: `Relaxed.multiplyAdd(.cos(x), .cosMinusOne(x))` with `<T: AlgebraicField>`:
    /// the implicit member of a generic parameter's type is a static member of one of the monolith's
    /// protocols (here `Real`'s, which the parameter's constraint does not name); `.cos` fills a
    /// standard parameter and is nothing of the monolith.
    @Test func anImplicitMemberPassedToAGenericParameterIsAProtocolsStaticMember() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol AlgebraicField: SignedNumeric {}
            protocol Real: FloatingPoint, AlgebraicField {}
            extension Real { static func cosMinusOne(_ x: Self) -> Self { x } }
            struct Complex { static func cosMinusOne(_ x: Complex) -> Complex { x } }
            enum Relaxed { static func multiplyAdd<T: AlgebraicField>(_ a: T, _ b: T) -> T { a } }
            struct Plane<RealType: Real> {
                func f(_ y: RealType) -> RealType { Relaxed.multiplyAdd(.cos(y), .1️⃣cosMinusOne(y)) }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "cosMinusOne" },
            """
            A.swift:1️⃣ call inferred s:Plane.f(_:) -> s:Real.cosMinusOne(_:)
            """)
    }

    /// swift-crypto: `RFC5480AlgorithmIdentifier(asn1Encoded: node)` with an initializer of a
    /// protocol extension names the type too; and `let pad = I2OSP(value: 0)` holds what the
    /// function named like a type returns, a `Data`, whose `+` is the monolith's.
    @Test func protocolInitializersNameTheirTypeAndFunctionsNamedLikeTypesReturnTheirResult() {
        let fixture = IndexFixture([
            "A.swift": """
            import Foundation
            protocol DERParseable { init(derEncoded bytes: [UInt8]) }
            extension DERParseable { init(asn1Encoded bytes: [UInt8]) { self.init(derEncoded: bytes) } }
            struct AlgorithmIdentifier: DERParseable { init(derEncoded bytes: [UInt8]) {} }
            extension Data { static func + (lhs: Data, rhs: Data) -> Data { lhs } }
            func I2OSP(value: Int) -> Data { Data() }
            func encode(_ bytes: [UInt8], _ suffix: Data) -> Data {
                _ = 1️⃣AlgorithmIdentifier(asn1Encoded: bytes)
                let pad = I2OSP(value: 0)
                return pad 2️⃣+ suffix
            }
            """
        ])

        expectLines(
            fixture.references { ["AlgorithmIdentifier", "+"].contains($0.name) && $0.kind != .conformance },
            """
            A.swift:1️⃣ initializerCall exact s:encode(_:_:) -> s:AlgorithmIdentifier
            A.swift:1️⃣ initializerCall exact s:encode(_:_:) -> s:DERParseable.init(asn1Encoded:)
            A.swift:2️⃣ operatorUse exact s:encode(_:_:) -> s:Data.+(lhs:rhs:)
            """)
    }

    /// swift-crypto: an extension is written at file scope, so in `extension P256.Signing.ECDSASignature`
    /// the name `ECDSASignature` is the top-level class, not the extended struct `P256.Signing`
    /// declares; and `toArray().hexString` on an array is the monolith's `extension DataProtocol`,
    /// a Foundation protocol the standard library's interfaces do not say arrays conform to.
    @Test func extensionsSeeTheTopLevelAndStandardValuesTheMonolithsExtensionsOfOtherModulesProtocols() {
        let fixture = IndexFixture([
            "A.swift": """
            import Foundation
            class ECDSASignature { init(rawRepresentation: Int) {} }
            enum P256 { enum Signing { struct ECDSASignature { var rawRepresentation: Int } } }
            extension P256.Signing.ECDSASignature {
                var der: ECDSASignature { 1️⃣ECDSASignature(rawRepresentation: self.rawRepresentation) }
            }
            extension DataProtocol { var hexString: String { "" } }
            struct Digest {
                func toArray() -> [UInt8] { [] }
                var description: String { toArray().2️⃣hexString }
            }
            """
        ])

        expectLines(
            fixture.references {
                ($0.name == "ECDSASignature" && $0.kind == .initializerCall) || $0.name == "hexString"
            },
            """
            A.swift:1️⃣ initializerCall exact s:P256.Signing.ECDSASignature.der -> s:ECDSASignature.init(rawRepresentation:)
            A.swift:2️⃣ memberAccess inferred s:Digest.description -> s:DataProtocol.hexString
            """)
    }

    /// swift-nio's NIOPosix: `self.socket` of `BaseSocketChannel<SocketType>` is a `Socket` in a
    /// `SocketChannel: BaseStreamSocketChannel<Socket>`; in the generic class itself, a member its
    /// constraint `BaseSocketProtocol` lacks is a refining protocol's (`shutdown(how:)`), else a
    /// conforming type's (`withUnsafeHandle(_:)`); and an override of one overload of
    /// `connectSocket(to:)` overrides the one with its parameter types.
    @Test func genericSuperclassesRefiningProtocolsAndOverloadedOverrides() {
        let fixture = IndexFixture([
            "A.swift": """
            struct SocketAddress {}
            struct VsockAddress {}
            protocol BaseSocketProtocol { func close() }
            protocol SocketProtocol: BaseSocketProtocol { func shutdown(how: Int) }
            class BaseSocket: BaseSocketProtocol { func close() {}; func withUnsafeHandle(_ body: (Int) -> Void) {} }
            final class Socket: BaseSocket, SocketProtocol { func shutdown(how: Int) {}; func connect(to address: SocketAddress) {} }
            class BaseSocketChannel<SocketType: BaseSocketProtocol> {
                let socket: SocketType
                init(socket: SocketType) { self.socket = socket }
                func close() { self.socket.1️⃣shutdown(how: 0); self.socket.2️⃣withUnsafeHandle { _ in } }
                func connectSocket(to address: SocketAddress) {}
                func connectSocket(to address: VsockAddress) {}
            }
            class BaseStreamSocketChannel<Socket: SocketProtocol>: BaseSocketChannel<Socket> {}
            final class SocketChannel: BaseStreamSocketChannel<Socket> {
                override func 3️⃣connectSocket(to address: VsockAddress) { self.socket.4️⃣connect(to: SocketAddress()) }
            }
            """
        ])

        expectLines(
            fixture.references { ["shutdown", "withUnsafeHandle", "connectSocket", "connect"].contains($0.name) },
            """
            A.swift:1️⃣ call inferred s:BaseSocketChannel.close() -> s:SocketProtocol.shutdown(how:)
            A.swift:2️⃣ call inferred s:BaseSocketChannel.close() -> s:BaseSocket.withUnsafeHandle(_:)
            A.swift:3️⃣ override exact s:SocketChannel.connectSocket(to:) -> s:BaseSocketChannel.connectSocket(to:)#2
            A.swift:4️⃣ call exact s:SocketChannel.connectSocket(to:) -> s:Socket.connect(to:)
            """)
    }

    /// swift-certificates: `case (.p256(let l), .p256(let r))` in `switch (lhs, rhs)` binds payloads
    /// of the tuple's elements; `GeneralName(derEncoded: &nodes)` is no call of the type's own
    /// `init(derEncoded: Node)` (no `inout`), so only the type is named; and `get()` on a
    /// `Result<Name, Error>` is not the monolith's `extension Result where Failure == Never`'s.
    @Test func tuplePayloadsInoutInitializersAndSameTypeRequirementsThatDoNotHold() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Node {}
            struct Key { var rawRepresentation: Int }
            struct Signature { var rawRepresentation: Int }
            enum Backing {
                case p256(Key)
                static func == (lhs: Backing, rhs: Backing) -> Bool {
                    switch (lhs, rhs) {
                    case (.p256(let l), .p256(let r)): return l.1️⃣rawRepresentation == r.2️⃣rawRepresentation
                    }
                }
            }
            enum GeneralName { case dns; init(derEncoded node: Node) { self = .dns } }
            extension Result where Failure == Never { func get() -> Success { fatalError() } }
            func parse(_ nodes: inout [Node], _ results: [Result<Int, Error>]) throws {
                _ = try 3️⃣GeneralName(derEncoded: &nodes)
                for result in results { _ = try result.4️⃣get() }
            }
            """
        ])

        expectLines(
            fixture.references {
                ["rawRepresentation", "get"].contains($0.name)
                    || ($0.name == "GeneralName" && $0.kind == .initializerCall)
            },
            """
            A.swift:1️⃣ memberAccess exact s:Backing.==(lhs:rhs:) -> s:Key.rawRepresentation
            A.swift:2️⃣ memberAccess exact s:Backing.==(lhs:rhs:) -> s:Key.rawRepresentation
            A.swift:3️⃣ initializerCall exact s:parse(_:_:) -> s:GeneralName
            """)
    }

    /// swift-certificates: `Crypto.P256.Signing.PrivateKey`, qualified by the module it is imported
    /// from, is the type the monolith's `extension P256.Signing.PrivateKey` extends.
    @Test func aTypeQualifiedByAnImportedModuleIsTheTypeItsExtensionsExtend() {
        let fixture = IndexFixture([
            "A.swift": """
            import Crypto
            extension P256.Signing.PrivateKey { func signature(for bytes: [UInt8]) -> [UInt8] { bytes } }
            enum Backing { case p256(Crypto.P256.Signing.PrivateKey) }
            func sign(_ backing: Backing) -> [UInt8] {
                switch backing {
                case .p256(let key): return key.1️⃣signature(for: [])
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "signature" },
            """
            A.swift:1️⃣ call exact s:sign(_:) -> s:P256.Signing.PrivateKey.signature(for:)
            """)
    }

    /// swift-certificates: `diagnosticCallback?(.foundValidCertificateChain(chain))` passes the
    /// implicit member to a value of type `((VerificationDiagnostic) -> Void)?`, a parameter or a
    /// property, so it is `VerificationDiagnostic`'s, not its nested `Storage`'s case of that name.
    @Test func anImplicitMemberPassedToAValueOfFunctionTypeTakesThatFunctionsParameterType() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Diagnostic {
                enum Storage { case found(Int) }
                static func found(_ count: Int) -> Diagnostic { Diagnostic() }
            }
            func verify(diagnosticCallback: ((Diagnostic) -> Void)?) { diagnosticCallback?(.1️⃣found(1)) }
            struct Verifier {
                var onDiagnostic: (Diagnostic) -> Void
                func run() { onDiagnostic(.2️⃣found(2)); self.onDiagnostic(.3️⃣found(3)) }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "found" },
            """
            A.swift:1️⃣ call exact s:verify(diagnosticCallback:) -> s:Diagnostic.found(_:)
            A.swift:2️⃣ call exact s:Verifier.run() -> s:Diagnostic.found(_:)
            A.swift:3️⃣ call exact s:Verifier.run() -> s:Diagnostic.found(_:)
            """)
    }

    /// swift-nio: `self.removeItem(at: path, strategy: .platformDefault)` in a type that implements
    /// only the requirement `removeItem(at:strategy:recursively:)` calls its protocol extension's
    /// `removeItem(at:strategy:)`, whose parameter types the implicit member's.
    @Test func anArgumentOfAProtocolExtensionsOverloadTakesThatOverloadsParameterType() {
        let fixture = IndexFixture([
            "A.swift": """
            enum RemovalStrategy { case sequential; static var platformDefault: Self { .sequential } }
            enum CopyStrategy { case serial; static var platformDefault: Self { .serial } }
            protocol FileSystemProtocol {
                func removeItem(at path: String, strategy: RemovalStrategy, recursively: Bool) -> Int
            }
            extension FileSystemProtocol {
                func removeItem(at path: String, strategy: RemovalStrategy) -> Int { 0 }
                func copyItem(at path: String, strategy: CopyStrategy) {}
            }
            struct FileSystem: FileSystemProtocol {
                func removeItem(at path: String, strategy: RemovalStrategy, recursively: Bool) -> Int { 0 }
                func move(_ path: String) -> Int { self.removeItem(at: path, strategy: .1️⃣platformDefault) }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "platformDefault" },
            """
            A.swift:1️⃣ memberAccess exact s:FileSystem.move(_:) -> s:RemovalStrategy.platformDefault
            """)
    }

    /// swift-crypto: `H2G.G.Scalar(bytes: b)`, where `Scalar` is the typealias `Element.Scalar` of the
    /// protocol `G`'s type conforms to, calls the initializer of the type the alias stands for there,
    /// and uses the alias.
    @Test func anInitializerCalledThroughAProtocolsTypealiasIsTheAliasedTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol GroupElement { associatedtype Scalar }
            protocol Group {
                associatedtype Element: GroupElement
                typealias Scalar = Element.Scalar
            }
            protocol HashToGroup { associatedtype G: Group }
            struct GroupScalar<C> { init(bytes: [UInt8]) {} }
            struct CurvePoint<C>: GroupElement { typealias Scalar = GroupScalar<C> }
            struct CurveGroup<C>: Group { typealias Element = CurvePoint<C> }
            struct HashToCurve<C>: HashToGroup { typealias G = CurveGroup<C> }
            enum P256 {}
            enum ARC {
                typealias H2G = HashToCurve<P256>
                static func scalar() { _ = H2G.G.1️⃣Scalar(bytes: []) }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "Scalar" && $0.sourceID == "s:ARC.scalar()" },
            """
            A.swift:1️⃣ initializerCall exact s:ARC.scalar() -> s:GroupScalar.init(bytes:)
            A.swift:1️⃣ typeUse exact s:ARC.scalar() -> s:Group.Scalar
            """)
    }

    /// swift-collections: `expectEqual(a, b)` beside overloads for `(T?, T?)` and for tuples is the
    /// plain `(T, T)` one unless an argument is evidently optional (or a tuple), as values seldom are.
    @Test func anOverloadForOptionalsOrTuplesIsTakenOnlyWhereTheArgumentsShowIt() {
        let fixture = IndexFixture([
            "A.swift": """
            func expectEqual<T: Equatable>(_ left: T, _ right: T) {}
            func expectEqual<K: Equatable, V: Equatable>(_ left: (key: K, value: V), _ right: (key: K, value: V)) {}
            func expectEqual<T: Equatable>(_ left: T?, _ right: T?) {}
            func check<C: Collection>(_ collection: C, count: Int) {
                1️⃣expectEqual(collection.startIndex, collection.endIndex)
                2️⃣expectEqual(count, 0)
                let missing: Int? = nil
                3️⃣expectEqual(missing, nil)
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "expectEqual" && $0.kind == .call },
            """
            A.swift:1️⃣ call exact s:check(_:count:) -> s:expectEqual(_:_:)
            A.swift:2️⃣ call exact s:check(_:count:) -> s:expectEqual(_:_:)
            A.swift:3️⃣ call exact s:check(_:count:) -> s:expectEqual(_:_:)#3
            """)
    }

    /// swift-algorithms' `JoinedBy…`: `.interspersed(with: .right(separator))`, with a base and a
    /// separator of a generic type constrained to `constraint`.
    private static func interspersedEither(over constraint: String) -> IndexFixture {
        IndexFixture([
            "A.swift": """
            enum EitherSequence<Left: Sequence, Right: Sequence> { case left(Left); case right(Right) }
            enum Either<Left, Right> { case left(Left); case right(Right) }
            extension Sequence {
                func interspersed(with separator: Element) -> [Element] { [] }
            }
            struct JoinedBy\(constraint)<Base: \(constraint), Separator: \(constraint)> where Base.Element: \(constraint) {
                init(base: Base, separator: Separator) {
                    _ = base.lazy.map(EitherSequence.left).interspersed(with: .1️⃣right(separator))
                }
            }
            """
        ])
    }

    /// swift-algorithms: `.interspersed(with: .right(separator))` fills a parameter of type
    /// `Element`, which a sequence of the monolith's values has: the monolith's enum cases are
    /// what an implicit member there names, not only other modules' types'.
    @Test func anImplicitMemberFillingAnElementParameterCanBeTheMonolithsCase() {
        let fixture = Self.interspersedEither(over: "Sequence")

        expectLines(
            fixture.references { $0.location.line == 8 },
            """
            A.swift:8:27 typeUse exact s:JoinedBySequence.init(base:separator:) -> s:EitherSequence
            A.swift:8:42 memberAccess exact s:JoinedBySequence.init(base:separator:) -> s:EitherSequence.left(_:)
            A.swift:8:48 call exact s:JoinedBySequence.init(base:separator:) -> s:Sequence.interspersed(with:)
            A.swift:1️⃣ call inferred s:JoinedBySequence.init(base:separator:) -> s:EitherSequence.right(_:)
            """)
    }

    /// swift-collections: `expectNotNil(first) { first in … }` calls the overload with a `handler`
    /// parameter: a trailing closure cannot fill `line: UInt`, a standard type that is no function.
    @Test func aTrailingClosureFillsNoParameterOfAStandardValueType() {
        let fixture = IndexFixture([
            "A.swift": """
            func expectNotNil<T>(_ value: T?, _ message: @autoclosure () -> String = "", line: UInt = #line) {}
            func expectNotNil<T>(_ value: T?, _ message: @autoclosure () -> String = "", line: UInt = #line, _ handler: (T) -> Void = { _ in }) {}
            func check(_ found: Int?) {
                1️⃣expectNotNil(found) { value in print(value) }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "expectNotNil" },
            """
            A.swift:1️⃣ call exact s:check(_:) -> s:expectNotNil(_:_:line:_:)
            """)
    }

    /// swift-collections: `checkEquatable(instances, oracle: …)` with `instances` of a generic
    /// parameter's type calls the overload generic over `C: Collection`, not the one taking an
    /// array: a value of a generic parameter is no `[Instance]` (an array is, and that overload is the
    /// closer one).
    @Test func aValueOfAGenericParameterFillsNoArrayParameter() {
        let fixture = IndexFixture([
            "A.swift": """
            func checkEquatable<C: Collection>(_ instances: C, oracle: (C.Index, C.Index) -> Bool) {}
            func checkEquatable<Instance: Equatable>(_ instances: [Instance], oracle: (Int, Int) -> Bool) {}
            func checkHashable<Instances: Collection>(_ instances: Instances, oracle: (Instances.Index, Instances.Index) -> Bool) {
                1️⃣checkEquatable(instances, oracle: oracle)
            }
            func checkAll(_ values: [Int]) {
                2️⃣checkEquatable(values, oracle: { $0 == $1 })
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "checkEquatable" },
            """
            A.swift:1️⃣ call exact s:checkHashable(_:oracle:) -> s:checkEquatable(_:oracle:)
            A.swift:2️⃣ call exact s:checkAll(_:) -> s:checkEquatable(_:oracle:)#2
            """)
    }

    /// swift-collections: `expectEqualElements(a, b)` beside an overload whose where clause makes the
    /// elements `(key: A, value: B)` pairs is the plain one, unless the arguments' elements are
    /// evidently pairs (`S.Element == (key: Key, value: Value)` in the caller's own where clause).
    @Test func anOverloadForSequencesOfPairsIsTakenOnlyWhereTheElementsShowIt() {
        let fixture = IndexFixture([
            "A.swift": """
            func expectEqualElements<S1: Sequence, S2: Sequence>(_ left: S1, _ right: S2) where S1.Element == S2.Element, S1.Element: Equatable {}
            func expectEqualElements<S1: Sequence, S2: Sequence, A: Equatable, B: Equatable>(_ left: S1, _ right: S2)
            where S1.Element == (key: A, value: B), S2.Element == (key: A, value: B) {}
            func check<C: Collection>(_ collection: C, _ expected: [C.Index]) {
                1️⃣expectEqualElements(collection.indices, expected)
            }
            func checkPairs<S: Sequence, Key: Equatable, Value: Equatable>(_ value: S) where S.Element == (key: Key, value: Value) {
                let copy = value
                2️⃣expectEqualElements(copy, Array(value))
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "expectEqualElements" },
            """
            A.swift:1️⃣ call exact s:check(_:_:) -> s:expectEqualElements(_:_:)
            A.swift:2️⃣ call exact s:checkPairs(_:) -> s:expectEqualElements(_:_:)#2
            """)
    }

    /// swift-algorithms: `.interspersed(with: .right(separator))` with a `Collection` separator is
    /// `EitherSequence<Left, Right: Sequence>.right`, not `Either<Left, Right>.right`: a generic
    /// parameter constrained to what the argument conforms to is closer than one that takes anything.
    @Test func aGenericParameterConstrainedToTheArgumentsProtocolIsCloserThanAnUnconstrainedOne() {
        let fixture = Self.interspersedEither(over: "Collection")

        expectLines(
            fixture.references { $0.name == "right" },
            """
            A.swift:1️⃣ call inferred s:JoinedByCollection.init(base:separator:) -> s:EitherSequence.right(_:)
            """)
    }

    /// swift-algorithms: `self.inner = base.lazy.map(…).interspersed(with: …).joined()` with `inner` a
    /// `FlattenCollection` is the package's `extension Collection { func joined() -> FlattenCollection<Self> }`,
    /// which the standard `Sequence.joined()` hides from look-up: the type the result must have
    /// says which. Where it must be a `FlattenSequence`, it is the standard library's.
    @Test func aMemberTheStandardLibraryHidesIsTheOneReturningTheExpectedResult() {
        let fixture = IndexFixture([
            "A.swift": """
            struct FlattenCollection<Base: Collection> {}
            extension Collection where Element: Collection {
                func joined() -> FlattenCollection<Self> { FlattenCollection() }
            }
            struct Wrapper<Base: Sequence> {}
            extension Wrapper: Sequence {}
            extension Wrapper: Collection where Base: Collection {}
            extension Sequence {
                func wrapped() -> Wrapper<Self> { Wrapper() }
            }
            struct JoinedByCollection<Base: Collection> where Base.Element: Collection {
                let inner: FlattenCollection<Wrapper<Base>>
                init(base: Base) { self.inner = base.wrapped().1️⃣joined() }
            }
            struct JoinedBySequence<Base: Sequence> where Base.Element: Sequence {
                let inner: FlattenSequence<Wrapper<Base>>
                init(base: Base) { self.inner = base.wrapped().2️⃣joined() }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "joined" },
            """
            A.swift:1️⃣ call inferred s:JoinedByCollection.init(base:) -> s:Collection.joined()
            """)
    }

    /// DuckDuckGo's `typealias Logger = os.Logger.MaliciousSiteProtection`, beside its extension
    /// of `os.Logger` that declares the struct: once `os.` is dropped, the alias names itself, and
    /// expanding it ended only when the stack overflowed.
    @Test func anAliasThatNamesItselfThroughAnotherModulesTypeIsExpandedAFewTimesAtMost() {
        let fixture = IndexFixture([
            "Logger.swift": """
            import os
            public extension os.Logger {
                struct MaliciousSiteProtection { public static var general = 0 }
            }
            typealias Logger = os.Logger.MaliciousSiteProtection
            """,
            "Use.swift": "func log() -> Int { Logger.1️⃣general }",
        ])

        expectLines(
            fixture.references { $0.name == "general" },
            """
            Use.swift:1️⃣ memberAccess exact s:log() -> s:os.Logger.MaliciousSiteProtection.general
            """)
    }

    /// Aliases that name each other's members expand a few times, then stay as written: before,
    /// the stack overflowed.
    @Test func aliasesThatNameEachOtherEndTheirExpansion() {
        let fixture = IndexFixture([
            "A.swift": """
            typealias A = B.X
            typealias B = A.Y
            func f(_ a: 1️⃣A) {}
            """
        ])

        expectLines(
            fixture.references { $0.name == "A" },
            """
            A.swift:2:15 typeUse exact s:B -> s:A
            A.swift:1️⃣ typeUse exact s:f(_:) -> s:A
            """)
    }

    /// sourcekit-lsp: `.locations(x)` and `case .locations(let x)` name a case of another module's
    /// enum, never the property `locations` an extension of it adds: a property that holds no
    /// closure cannot be called, and a pattern matches no property.
    @Test func aCallOrCasePatternNamesNoPropertyThatHoldsNoClosure() {
        let fixture = IndexFixture([
            "A.swift": """
            import LanguageServerProtocol
            extension LocationsOrLocationLinksResponse {
                var locations: [Location]? {
                    switch self {
                    case .1️⃣locations(let locations): return locations
                    case .locationLinks: return nil
                    }
                }
            }
            func definition(_ found: [Location]) -> LocationsOrLocationLinksResponse { .2️⃣locations(found) }
            func count(_ response: LocationsOrLocationLinksResponse) -> Int { response.3️⃣locations?.count ?? 0 }
            """
        ])

        expectLines(
            fixture.references { $0.name == "locations" },
            """
            A.swift:3️⃣ memberAccess exact s:count(_:) -> s:LocationsOrLocationLinksResponse.locations
            """)
    }

    /// sourcekit-lsp: `TextDocumentIdentifier(uri)` may be the other module's own `init(_:)` as well
    /// as the one an extension adds, which takes another type: by its labels alone, a guess.
    @Test func anInitializerAddedToAnotherModulesTypeIsAGuessByLabelsAlone() {
        let fixture = IndexFixture([
            "A.swift": """
            import Foundation
            import LanguageServerProtocol
            extension TextDocumentIdentifier {
                init(_ url: URL) { self.1️⃣init(DocumentURI(url)) }
            }
            func close(_ uri: DocumentURI) -> TextDocumentIdentifier { 2️⃣TextDocumentIdentifier(uri) }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .initializerCall },
            """
            A.swift:1️⃣ initializerCall inferred s:TextDocumentIdentifier.init(_:) -> s:TextDocumentIdentifier.init(_:)
            A.swift:2️⃣ initializerCall inferred s:close(_:) -> s:TextDocumentIdentifier.init(_:)
            """)
    }

    /// isowords: `UIViewRepresenting<View: UIView>` names a generic parameter `View`, yet
    /// `extension View` elsewhere is SwiftUI's, whose methods end modifier chains of unknown type.
    @Test func anExtendedTypeIsAnotherModulesThoughAGenericParameterSharesItsName() {
        let fixture = IndexFixture([
            "A.swift": """
            import SwiftUI
            extension View { func continuousCornerRadius(_ radius: CGFloat) -> some View { self } }
            struct UIViewRepresenting<View: UIView>: UIViewRepresentable { let view: View }
            struct GameButton: View {
                var body: some View { Text("a").frame(maxWidth: .infinity).1️⃣continuousCornerRadius(12) }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "continuousCornerRadius" },
            """
            A.swift:1️⃣ call inferred s:GameButton.body -> s:View.continuousCornerRadius(_:)
            """)
    }
}
