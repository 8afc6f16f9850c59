import Testing

@testable import Analyzer

/// Types reached through generic parameters, typealiases and the associated types of protocols,
/// as swift-crypto's group and hash-to-curve code and swift-nio's async writer name them.
struct AssociatedTypeTests {
    static let groups = """
        protocol GroupScalar { static var random: Self { get }; static func * (left: Self, right: Self) -> Self }
        protocol GroupElement {
            associatedtype Scalar: GroupScalar
            static var generator: Self { get }
            static func * (left: Scalar, right: Self) -> Self
        }
        protocol Group { associatedtype Element: GroupElement; typealias Scalar = Element.Scalar }
        protocol HashToGroup { associatedtype G: Group }
        struct OpenSSLScalar: GroupScalar {
            static var random: OpenSSLScalar { OpenSSLScalar() }
            static func * (left: OpenSSLScalar, right: OpenSSLScalar) -> OpenSSLScalar { left }
            var rawRepresentation: [UInt8] { [] }
        }
        struct OpenSSLPoint: GroupElement {
            typealias Scalar = OpenSSLScalar
            static var generator: OpenSSLPoint { OpenSSLPoint() }
            static func * (left: OpenSSLScalar, right: OpenSSLPoint) -> OpenSSLPoint { right }
        }
        struct OpenSSLGroup: Group { typealias Element = OpenSSLPoint }
        struct OpenSSLHashToCurve<C>: HashToGroup { typealias G = OpenSSLGroup }
        """

    /// `H2G.G.Scalar` with `H2G: HashToGroup`: `G` is the protocol's associated type, `Scalar`
    /// the typealias its `Group` declares, and a value of it has `GroupScalar`'s members.
    @Test func aGenericParametersPathGoesThroughItsConstraintsAssociatedTypes() {
        let fixture = IndexFixture([
            "A.swift": Self.groups,
            "B.swift": """
            enum ARC {}
            extension ARC {
                struct Credential<H2G: HashToGroup> {
                    typealias Group = H2G.G
                    let m1: Group.1️⃣Scalar
                    func make() -> Group.Scalar { Group.Scalar.2️⃣random }
                    func uses(_ other: 3️⃣H2G) -> H2G.4️⃣G.Element { H2G.G.Element.5️⃣generator }
                }
            }
            """,
        ])

        expectLines(
            fixture.references {
                ["Scalar", "random", "H2G", "G", "generator"].contains($0.name) && $0.location.file == "B.swift"
            },
            """
            B.swift:4:31 typeUse exact s:ARC.Credential.Group -> s:HashToGroup.G
            B.swift:1️⃣ typeUse exact s:ARC.Credential.m1 -> s:Group.Scalar
            B.swift:6:30 typeUse exact s:ARC.Credential.make() -> s:Group.Scalar
            B.swift:6:45 typeUse exact s:ARC.Credential.make() -> s:Group.Scalar
            B.swift:2️⃣ memberAccess exact s:ARC.Credential.make() -> s:GroupScalar.random
            B.swift:4️⃣ typeUse exact s:ARC.Credential.uses(_:) -> s:HashToGroup.G
            B.swift:7:56 typeUse exact s:ARC.Credential.uses(_:) -> s:HashToGroup.G
            B.swift:5️⃣ memberAccess exact s:ARC.Credential.uses(_:) -> s:GroupElement.generator
            """)
    }

    /// swift-crypto: `typealias HashToCurveImpl = CoreCryptoHashToCurve` on Apple's platforms,
    /// `= OpenSSLHashToCurve` elsewhere, and `P256._ARCV1.H2G.G` through another module's `P256`.
    @Test func aTypealiasWithIfAlternativesStandsForTheOneTheMonolithDeclares() {
        let fixture = IndexFixture([
            "A.swift": Self.groups,
            "B.swift": """
            #if canImport(Darwin)
            typealias HashToCurveImpl = CoreCryptoHashToCurve
            #else
            typealias HashToCurveImpl = OpenSSLHashToCurve
            #endif
            extension P256 {
                enum _ARCV1 { typealias H2G = HashToCurveImpl<P256> }
            }
            func use(_ scalar: P256._ARCV1.H2G.G.Scalar) {
                _ = scalar.1️⃣rawRepresentation
                _ = P256._ARCV1.H2G.G.Element.2️⃣generator
            }
            """,
        ])

        expectLines(
            fixture.references { ["rawRepresentation", "generator"].contains($0.name) },
            """
            B.swift:1️⃣ memberAccess exact s:use(_:) -> s:OpenSSLScalar.rawRepresentation
            B.swift:2️⃣ memberAccess exact s:use(_:) -> s:OpenSSLPoint.generator
            """)
    }

    /// An operator is looked up in both operands' types: `scalar * point` is `GroupElement`'s.
    @Test func anOperatorIsTheOneOfEitherOperandsTypeThatBothOperandsFit() {
        let fixture = IndexFixture([
            "A.swift": Self.groups,
            "B.swift": """
            func scale(_ scalar: OpenSSLScalar, _ point: OpenSSLPoint, _ other: OpenSSLScalar) {
                _ = scalar 1️⃣* point
                _ = scalar 2️⃣* other
            }
            """,
        ])

        expectLines(
            fixture.references { $0.name == "*" && $0.location.file == "B.swift" },
            """
            B.swift:1️⃣ operatorUse exact s:scale(_:_:_:) -> s:OpenSSLPoint.*(left:right:)
            B.swift:2️⃣ operatorUse exact s:scale(_:_:_:) -> s:OpenSSLScalar.*(left:right:)
            """)
    }

    /// swift-nio: `typealias Sink = Writer.Sink` with `typealias Writer = NIOAsyncWriter<A, B>`,
    /// and `Option.Value` with `Option: ChannelOption`.
    @Test func membersTypesOfGenericAliasesAndOfConstrainedParameters() {
        let fixture = IndexFixture([
            "A.swift": """
            struct NIOAsyncWriter<Element, Delegate> {
                struct Sink { func finish() {} }
                func finish() {}
            }
            protocol ChannelOption { associatedtype Value }
            """,
            "B.swift": """
            final class Handler<Element> {
                typealias Writer = NIOAsyncWriter<
                    Element,
                    Int
                >
                typealias Sink = Writer.Sink
                var sink: Sink?
                func close() { sink?.1️⃣finish() }
                func set<Option: ChannelOption>(_ option: Option, value: Option.2️⃣Value) {}
            }
            """,
        ])

        expectLines(
            fixture.references { ["finish", "Value"].contains($0.name) },
            """
            B.swift:1️⃣ call exact s:Handler.close() -> s:NIOAsyncWriter.Sink.finish()
            B.swift:2️⃣ typeUse exact s:Handler.set(_:value:) -> s:ChannelOption.Value
            """)
    }
}
