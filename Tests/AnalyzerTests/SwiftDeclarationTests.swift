import Testing

@testable import Analyzer

/// What the Swift front end records about each declaration. Lines read
/// `id kind access [set=…] [@attributes] [modifiers] [<generics>] [: inherited] [type=…] [labels=(…)] [stored=[…]] [#if …]`,
/// where access is `-internal` when none is written and `written→effective` when the compiler changes it.
struct SwiftDeclarationTests {
    @Test func recordsEveryKindOfDeclaration() {
        let fixture = IndexFixture([
            "A.swift": """
            class Shape {
                init(sides: Int) {}
                deinit {}
                func area() -> Double { 0 }
                var name = ""
                subscript(index: Int) -> Int { index }
            }
            struct Size {}
            enum Unit { case metre, foot }
            protocol Drawable { associatedtype Canvas }
            actor Renderer {}
            extension Shape {}
            typealias Sizes = [Size]
            infix operator <~>: Strong
            precedencegroup Strong { higherThan: AdditionPrecedence }
            @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
            """
        ])

        expectLines(
            fixture.declarations(),
            """
            s:Shape class -internal stored=[var name: String = ""]
            s:Shape.init(sides:) initializer -internal labels=(sides)
            s:Shape.deinit deinitializer -internal
            s:Shape.area() function -internal type=Double labels=()
            s:Shape.name variable -internal var type=String
            s:Shape.subscript(_:) subscript -internal type=Int labels=(_)
            s:Size struct -internal stored=[]
            s:Unit enum -internal
            s:Unit.metre enumCase -internal
            s:Unit.foot enumCase -internal
            s:Drawable protocol -internal
            s:Drawable.Canvas associatedType -internal
            s:Renderer actor -internal stored=[]
            e:Shape@A.swift extension -internal type=Shape
            s:Sizes typealias -internal type=[Size]
            s:<~> operator -internal type=infix
            s:Strong precedenceGroup -internal
            s:stringify macro -internal @freestanding <T> type=(_ value: T) -> (T, String)
            """)
    }

    /// Where its name is, as compilers report it: after attributes, modifiers and keywords.
    @Test func recordsWhereEachDeclarationIsNamed() {
        let fixture = IndexFixture([
            "A.swift": """
            /// Docs.
            @MainActor final class 1️⃣Shape {
                let 2️⃣a = 1, 3️⃣b = 2
                public func 4️⃣draw() {}
                5️⃣init() {}
            }
            extension Shape.6️⃣Kind {}
            """
        ])

        expectLines(
            fixture.declarations(locations: true),
            """
            s:Shape class @A.swift:1️⃣ -internal @MainActor final stored=[let a: Int = 1, let b: Int = 2]
            s:Shape.a variable @A.swift:2️⃣ -internal let type=Int
            s:Shape.b variable @A.swift:3️⃣ -internal let type=Int
            s:Shape.draw() function @A.swift:4️⃣ public→internal labels=()
            s:Shape.init() initializer @A.swift:5️⃣ -internal labels=()
            e:Shape.Kind@A.swift extension @A.swift:6️⃣ -internal type=Shape.Kind
            """)
    }

    @Test func enumCasesRecordTheirAssociatedValueLabels() {
        let fixture = IndexFixture([
            "A.swift": """
            public enum Event {
                case started, stopped
                case failed(code: Int, String)
                indirect case nested(Event, reason: String = "")
            }
            """
        ])

        expectLines(
            fixture.declarations(),
            """
            s:Event enum public
            s:Event.started enumCase -public
            s:Event.stopped enumCase -public
            s:Event.failed(code:_:) enumCase -public labels=(code,_)
            s:Event.nested(_:reason:) enumCase -public indirect labels=(_,reason=)
            """)
    }

    @Test func functionsRecordLabelsDefaultsAndResultTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Canvas {
                func draw(_ shape: Shape, at point: Point = .zero, scale: Double = 1) -> Bool { true }
                mutating func clear() {}
                static func make<Pixel: Numeric>(pixels: [Pixel]) -> Self { Canvas() }
                subscript(row r: Int, _ column: Int) -> Pixel { fatalError() }
            }
            """
        ])

        expectLines(
            fixture.declarations { $0.kind != .struct },
            """
            s:Canvas.draw(_:at:scale:) function -internal type=Bool labels=(_,at=,scale=)
            s:Canvas.clear() function -internal mutating labels=()
            s:Canvas.make(pixels:) function -internal static <Pixel> type=Self labels=(pixels)
            s:Canvas.subscript(row:_:) subscript -internal type=Pixel labels=(row,_)
            """)
    }

    // MARK: Access

    @Test func privateAtFileScopeIsFileprivate() {
        let fixture = IndexFixture([
            "A.swift": """
            private struct Cache {
                private var entries = 0
                func clear() {}
            }
            private func reset() {}
            fileprivate let limit = 3
            """
        ])

        expectLines(
            fixture.declarations(),
            """
            s:Cache struct private→fileprivate stored=[private var entries: Int = 0]
            s:Cache.entries variable private var type=Int
            s:Cache.clear() function -fileprivate labels=()
            s:reset() function private→fileprivate labels=()
            s:limit variable fileprivate let type=Int
            """)
    }

    @Test func membersAreCappedByTheirEnclosingType() {
        let fixture = IndexFixture([
            "A.swift": """
            open class Screen {
                open func show() {}
                public func hide() {}
                func layout() {}
                struct Style { public var color = 0 }
            }
            internal struct Row { public func tap() {}; open class Cell {} }
            fileprivate enum Mode { public static let on = 1 }
            """
        ])

        expectLines(
            fixture.declarations { $0.kind != .variable || $0.parentID == "s:Mode" },
            """
            s:Screen class open stored=[]
            s:Screen.show() function open labels=()
            s:Screen.hide() function public labels=()
            s:Screen.layout() function -internal labels=()
            s:Screen.Style struct -internal stored=[var color: Int = 0]
            s:Row struct internal stored=[]
            s:Row.tap() function public→internal labels=()
            s:Row.Cell class open→internal stored=[]
            s:Mode enum fileprivate
            s:Mode.on variable public→fileprivate static let type=Int
            """)
    }

    @Test func publicExtensionMembersArePublic() {
        let fixture = IndexFixture([
            "A.swift": """
            public struct Book {}
            public extension Book {
                func open() {}
                internal func close() {}
                private func mark() {}
            }
            extension Book {
                func read() {}
                public func share() {}
            }
            """
        ])

        expectLines(
            fixture.declarations { $0.parentID != nil },
            """
            s:Book.open() function -public labels=()
            s:Book.close() function internal labels=()
            s:Book.mark() function private labels=()
            s:Book.read() function -internal labels=()
            s:Book.share() function public labels=()
            """)
    }

    @Test func protocolRequirementsAndEnumCasesTakeTheirParentsAccess() {
        let fixture = IndexFixture([
            "A.swift": """
            public protocol Store {
                associatedtype Item
                var count: Int { get }
                func load() -> [Item]
            }
            private protocol Hidden { func peek() }
            public enum Theme { case light, dark }
            open class Box { enum Kind { case small } }
            """
        ])

        expectLines(
            fixture.declarations { [.function, .variable, .associatedType, .enumCase].contains($0.kind) },
            """
            s:Store.Item associatedType -public
            s:Store.count variable -public var type=Int
            s:Store.load() function -public type=[Item] labels=()
            s:Hidden.peek() function -fileprivate labels=()
            s:Theme.light enumCase -public
            s:Theme.dark enumCase -public
            s:Box.Kind.small enumCase -internal
            """)
    }

    @Test func recordsSetterAccessAsWritten() {
        let fixture = IndexFixture([
            "A.swift": """
            public struct Counter {
                public private(set) var value = 0
                private(set) var steps: [Int] = []
                public internal(set) var label: String
            }
            """
        ])

        expectLines(
            fixture.declarations { $0.kind == .variable },
            """
            s:Counter.value variable public set=private var type=Int
            s:Counter.steps variable -internal set=private var type=[Int]
            s:Counter.label variable public set=internal var type=String
            """)
    }

    // MARK: Attributes, inheritance, generics

    @Test func recordsAttributesModifiersInheritanceAndGenericParameters() {
        let fixture = IndexFixture([
            "A.swift": """
            @MainActor @objc(LegacyScreen) open class Screen<Model: Codable, Action>: Base, Presenting where Model: Sendable {
                @objc dynamic var title = ""
                @discardableResult final override func reload() -> Bool { true }
                required convenience init() { fatalError() }
                nonisolated static func make() {}
            }
            @propertyWrapper struct Clamped<Value> { var wrappedValue: Value }
            extension Screen: Equatable, @unchecked Sendable where Model: Equatable {}
            """
        ])

        expectLines(
            fixture.declarations(),
            """
            s:Screen class open @MainActor @objc <Model, Action> : Base, Presenting stored=[var title: String = ""]
            s:Screen.title variable -internal @objc dynamic var type=String
            s:Screen.reload() function -internal @discardableResult final override type=Bool labels=()
            s:Screen.init() initializer -internal required convenience labels=()
            s:Screen.make() function -internal nonisolated static labels=()
            s:Clamped struct -internal @propertyWrapper <Value> stored=[var wrappedValue: Value]
            s:Clamped.wrappedValue variable -internal var type=Value
            e:Screen@A.swift extension -internal : Equatable, @unchecked Sendable type=Screen
            """)
    }

    // MARK: Stored properties

    @Test func storedPropertiesInDeclarationOrderForTheMemberwiseInit() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Profile {
                let id: UUID
                var name = "Anonymous", age: Int
                var initials: String { String(name.prefix(1)) }
                static var count = 0
                var score: Int = 0 { willSet { print(newValue) } }
                var cached: Int { get { 1 } set {} }
                private let secret = Secret()
                lazy var avatar = Avatar.placeholder
            }
            """
        ])

        let profile = fixture.declaration("s:Profile")
        #expect(
            profile?.storedProperties == [
                StoredProperty(name: "id", typeName: "UUID", defaultValue: nil, isLet: true, access: .internal),
                StoredProperty(
                    name: "name", typeName: "String", defaultValue: "\"Anonymous\"", isLet: false, access: .internal),
                StoredProperty(name: "age", typeName: "Int", defaultValue: nil, isLet: false, access: .internal),
                StoredProperty(name: "score", typeName: "Int", defaultValue: "0", isLet: false, access: .internal),
                StoredProperty(
                    name: "secret", typeName: "Secret", defaultValue: "Secret()", isLet: true, access: .private),
                StoredProperty(
                    name: "avatar", typeName: nil, defaultValue: "Avatar.placeholder", isLet: false, access: .internal),
            ])
    }

    @Test func onlyStructsClassesAndActorsHaveStoredProperties() {
        let fixture = IndexFixture([
            "A.swift": """
            struct S {}
            class C { var a = 1 }
            actor A { let b: Int }
            enum E { static let c = 1 }
            protocol P { var d: Int { get } }
            extension S { static var e = 1 }
            """
        ])

        expectLines(
            fixture.declarations { $0.parentID == nil },
            """
            s:S struct -internal stored=[]
            s:C class -internal stored=[var a: Int = 1]
            s:A actor -internal stored=[let b: Int]
            s:E enum -internal
            s:P protocol -internal
            e:S@A.swift extension -internal type=S
            """)
    }

    // MARK: Conditions and imports

    @Test func recordsTheIfConfigConditionsThatEncloseADeclaration() {
        let fixture = IndexFixture([
            "A.swift": """
            #if DEBUG
            func debugMenu() {}
            #elseif os(Linux) || os(Windows)
            func server() {}
            #else
            struct Platform {
                #if canImport(UIKit)
                func haptics() {}
                #endif
            }
            #endif
            func always() {}
            """
        ])

        expectLines(
            fixture.declarations(),
            """
            s:debugMenu() function -internal labels=() #if DEBUG
            s:server() function -internal labels=() #if !(DEBUG) && os(Linux) || os(Windows)
            s:Platform struct -internal stored=[] #if !(DEBUG) && !(os(Linux) || os(Windows))
            s:Platform.haptics() function -internal labels=() #if !(DEBUG) && !(os(Linux) || os(Windows)) | canImport(UIKit)
            s:always() function -internal labels=()
            """)
    }

    @Test func recordsImportsWithTheirAttributesAndConditions() {
        let fixture = IndexFixture([
            "A.swift": """
            import Foundation
            @testable import App
            @_exported public import Core
            import struct Models.Book
            #if canImport(UIKit)
            @preconcurrency import UIKit
            #endif
            """
        ])

        let imports = fixture.index.imports.map { "\($0.location.line) \($0.module) \($0.attributes) \($0.conditions)" }
        expectLines(
            imports.joined(separator: "\n"),
            """
            1 Foundation [] []
            2 App ["testable"] []
            3 Core ["_exported", "public"] []
            4 Models [] []
            6 UIKit ["preconcurrency"] ["canImport(UIKit)"]
            """)
    }

    // MARK: Ids

    @Test func idsAreUniqueAcrossOverloadsIfConfigAlternativesAndFiles() {
        let fixture = IndexFixture([
            "A.swift": """
            func format(_ value: Int) {}
            func format(_ value: Double) {}
            #if DEBUG
            let endpoint = "debug"
            #else
            let endpoint = "release"
            #endif
            private func helper() {}
            """,
            "B.swift": """
            private func helper() {}
            extension Book { func helper() {} }
            """,
        ])

        expectLines(
            fixture.declarations(locations: true),
            """
            s:format(_:) function @A.swift:1:6 -internal labels=(_)
            s:format(_:)#2 function @A.swift:2:6 -internal labels=(_)
            s:endpoint variable @A.swift:4:5 -internal let type=String #if DEBUG
            s:endpoint#2 variable @A.swift:6:5 -internal let type=String #if !(DEBUG)
            s:helper() function @A.swift:8:14 private→fileprivate labels=()
            s:helper()@B.swift function @B.swift:1:14 private→fileprivate labels=()
            e:Book@B.swift extension @B.swift:2:11 -internal type=Book
            s:Book.helper() function @B.swift:2:23 -internal labels=()
            """)
        #expect(fixture.declaration("s:Book.helper()")?.parentID == "e:Book@B.swift")
    }

    @Test func renamedParentsKeepTheirMembers() {
        let fixture = IndexFixture([
            "A.swift": "private struct Row { func tap() {} }",
            "B.swift": "private struct Row { func tap() {} }",
        ])

        let members = fixture.index.declarations.map { "\($0.id) in \($0.parentID ?? "-")" }
        expectLines(
            members.joined(separator: "\n"),
            """
            s:Row in -
            s:Row.tap() in s:Row
            s:Row@B.swift in -
            s:Row.tap()@B.swift in s:Row@B.swift
            """)
    }

    /// What a file's `#if` lines test, at any depth (Simplenote's `#elseif BUILD_APP_STORE` in a
    /// function body), without what a platform, version or import test names.
    @Test func recordsTheConditionsAFilesIfLinesTest() {
        let fixture = IndexFixture([
            "A.swift": """
            #if DEBUG || ALPHA
            import Foundation
            #endif
            func flavour() -> String {
                #if os(iOS) && !targetEnvironment(simulator) && BETA
                return "beta"
                #elseif canImport(UIKit) || swift(>=5.9) || compiler(>=6.0)
                return "kit"
                #else
                return ""
                #endif
            }
            """,
            "B.swift": "struct B {}",
        ])
        #expect(fixture.index.files.map(\.testedConditions) == [["ALPHA", "BETA", "DEBUG"], []])
    }
}
