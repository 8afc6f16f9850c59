import Testing

@testable import AccessFixer
@testable import Analyzer

/// Each edit on a small input, applied, against the text it must give; every byte it does not
/// mean to change stays.
struct EditTests {
    /// The file with `level` given to the declaration named at `marker` (`1️⃣`, just before the name).
    private func raising(_ level: AccessRequirements.Level, _ marked: String) -> String {
        let (text, location) = Self.locate(marked)
        let file = DeclarationSyntaxIndex(path: "A.swift", text: text)
        let edit = RaiseAccessLevel.edit(level, at: location, in: file)
        return SourceEdit.apply(edit.map { [$0] } ?? [], to: text)
    }

    private static func locate(_ marked: String) -> (String, Analyzer.SourceLocation) {
        var line = 1
        var column = 1
        var text = ""
        var location = Analyzer.SourceLocation(file: "A.swift", line: 0, column: 0)
        for character in marked {
            if character == "1️⃣" {
                location = Analyzer.SourceLocation(file: "A.swift", line: line, column: column)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += String(character).utf8.count
            }
        }
        return (text, location)
    }

    @Test func accessGoesAfterAttributesAndCommentsAndBeforeOtherModifiers() {
        #expect(
            raising(.public, "/// A book.\n@MainActor\nfinal class 1️⃣Book {}\n")
                == "/// A book.\n@MainActor\npublic final class Book {}\n")
        #expect(
            raising(.public, "struct S {\n    private(set) var 1️⃣count = 0\n}")
                == "struct S {\n    public private(set) var count = 0\n}")
        #expect(raising(.open, "class C {\n    internal func 1️⃣run() {}\n}") == "class C {\n    open func run() {}\n}")
        #expect(
            raising(.public, "class D: C {\n    override func 1️⃣run() {}\n}")
                == "class D: C {\n    public override func run() {}\n}")
        #expect(
            raising(.public, "extension Int { static func 1️⃣+ (a: Int, b: Book) -> Int { a } }")
                == "extension Int { public static func + (a: Int, b: Book) -> Int { a } }")
        #expect(raising(.public, "public struct 1️⃣Done {}") == "public struct Done {}")
    }

    @Test func usableFromInlineGoesAfterAttributesAndBeforeModifiers() {
        let (text, location) = Self.locate(
            "struct S {\n    @discardableResult\n    mutating func 1️⃣grow() -> Int { 0 }\n}")
        let file = DeclarationSyntaxIndex(path: "A.swift", text: text)
        #expect(
            SourceEdit.apply(MarkUsableFromInline.edit(at: location, in: file).map { [$0] } ?? [], to: text)
                == "struct S {\n    @discardableResult\n    @usableFromInline mutating func grow() -> Int { 0 }\n}")
    }

    /// `App.Token` in a type and in an expression names the module `Token` moves to; a name the
    /// split does not move, and `App` that is not a qualifier, stay.
    @Test func moduleQualifiersFollowTheirDeclaration() {
        let text = "let token: App.Token = App.Token.make()\nlet kept: App.Kept? = nil\nlet app = App()\n"
        let file = DeclarationSyntaxIndex(path: "A.swift", text: text)
        let edits = RequalifyModuleName.edits(in: file, app: "App") { _, name in name == "Token" ? "Core" : "App" }
        #expect(
            SourceEdit.apply(edits, to: text)
                == "let token: Core.Token = Core.Token.make()\nlet kept: App.Kept? = nil\nlet app = App()\n")
    }

    @Test func importsGoAfterTheLastImportOrBeforeTheFirstDeclaration() {
        let imported = DeclarationSyntaxIndex(
            path: "A.swift", text: "// Header\nimport Foundation\nimport Models\n\nlet x = 1\n")
        #expect(
            SourceEdit.apply([AddImports.edit(adding: ["Models", "Base"], in: imported)!], to: imported.text)
                == "// Header\nimport Foundation\nimport Models\nimport Base\n\nlet x = 1\n")
        let bare = DeclarationSyntaxIndex(path: "A.swift", text: "// Header\n\nlet x = 1\n")
        #expect(
            SourceEdit.apply([AddImports.edit(adding: ["Models"], in: bare, testable: true)!], to: bare.text)
                == "// Header\n\n@testable import Models\n\nlet x = 1\n")
        #expect(AddImports.edit(adding: ["Models"], in: imported) == nil)
    }

    /// swift-system's Probe.swift imports the monolith inside `#if canImport(Glibc)`.
    @Test func theMonolithsImportIsReplacedInsideIfBlocksToo() {
        let file = DeclarationSyntaxIndex(
            path: "T.swift",
            text: """
                #if canImport(Glibc)
                  import Glibc
                  @testable import Mono
                #endif
                @testable import Mono

                """)
        #expect(
            SourceEdit.apply(AddImports.replacing("Mono", with: ["A", "B"], in: file), to: file.text) == """
                #if canImport(Glibc)
                  import Glibc
                  @testable import A
                  @testable import B
                #endif
                @testable import A
                @testable import B

                """)
    }

    @Test func aPublicInitKeepsTheMemberwiseLabelsOrderAndDefaults() throws {
        let text = """
            enum Outer {
                struct Progress {
                    let id: String
                    let kind = "page"
                    var page: Int
                    var finishedAt: Date? = nil
                    var count = 0
                }
            }
            """
        let fixture = try #require(
            SwiftFrontEnd().facts(
                for: SourceFile(path: "A.swift", language: .swift, contentHash: "", lines: 9, bytes: text.utf8.count),
                source: text
            ).declarations.first { $0.name == "Progress" })
        let file = DeclarationSyntaxIndex(path: "A.swift", text: text)
        let edit = try SynthesizePublicInit.edit(for: fixture, in: file).get()
        #expect(
            SourceEdit.apply([edit], to: text) == """
                enum Outer {
                    struct Progress {
                        let id: String
                        let kind = "page"
                        var page: Int
                        var finishedAt: Date? = nil
                        var count = 0

                        public init(id: String, page: Int, finishedAt: Date? = nil, count: Int = 0) {
                            self.id = id
                            self.page = page
                            self.finishedAt = finishedAt
                            self.count = count
                        }
                    }
                }
                """)
    }

    /// Ice Cubes' and NetNewsWire's SwiftUI views: what a wrapper sets (`@Environment`,
    /// `@FocusState`) and a value whose type is not written (Pocket Casts' `var gesture =
    /// DragGesture()…`) are no parameters, unless a call passes them; a `@Binding` is set from
    /// its wrapper.
    @Test func aPublicInitLeavesOutWhatAWrapperOrAnUnwrittenValueSets() throws {
        let text = """
            struct ReportView {
                @Environment(\\.dismiss) private var dismiss
                @Environment(Theme.self) var theme
                @FocusState private var focused: Bool
                @Binding var isPresented: Bool
                var gesture = DragGesture().onChanged { _ in }
                let status: String
            }
            """
        let declaration = try #require(
            SwiftFrontEnd().facts(
                for: SourceFile(path: "A.swift", language: .swift, contentHash: "", lines: 8, bytes: text.utf8.count),
                source: text
            ).declarations.first { $0.name == "ReportView" })
        let file = DeclarationSyntaxIndex(path: "A.swift", text: text)
        let edit = try SynthesizePublicInit.edit(for: declaration, in: file).get()
        #expect(
            SourceEdit.apply([edit], to: text).contains(
                """
                    public init(isPresented: Binding<Bool>, status: String) {
                        self._isPresented = isPresented
                        self.status = status
                    }
                """), "\(SourceEdit.apply([edit], to: text))")
        #expect(
            throws: SynthesizePublicInit.InitProblem(type: "ReportView", reason: "the type of `gesture` is not written")
        ) {
            try SynthesizePublicInit.edit(for: declaration, in: file, namedByCalls: ["gesture"]).get()
        }
    }

    @Test func theManifestGainsATargetAndAProductPerModuleAndKeepsTheRest() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                products: [
                    .library(name: "Shop", targets: ["Shop"]),
                ],
                targets: [
                    .target(
                        name: "Shop",
                        path: "Sources/Shop",
                        resources: [.process("Cart/Resources"), .copy("Data/seed.json")],
                        swiftSettings: [.define("BETA")]
                    ),
                    .testTarget(name: "ShopTests", dependencies: ["Shop"]),
                ]
            )
            """
        let editor = ManifestEditor(text: manifest)
        let rules = editor.resourceRules(ofTarget: "Shop")
        #expect(rules.map(\.path) == ["Cart/Resources", "Data/seed.json"])
        let edited = editor.edited(
            app: "Shop", change: .kept(resources: [rules[1]], dependencies: ["Cart"], exclude: nil),
            modules: [.init(name: "Cart", dependencies: [], resources: [rules[0]])])
        #expect(
            edited == """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Shop",
                    products: [
                        .library(name: "Shop", targets: ["Shop"]),
                        .library(name: "Cart", type: .static, targets: ["Cart"]),
                    ],
                    targets: [
                        .target(
                            name: "Cart",
                            path: "Sources/Cart",
                            resources: [.process("Cart/Resources")],
                            swiftSettings: [.define("BETA")]
                        ),
                        .target(
                            name: "Shop",
                            dependencies: ["Cart"],
                            path: "Sources/Shop",
                            resources: [.copy("Data/seed.json")],
                            swiftSettings: [.define("BETA")]
                        ),
                        .testTarget(name: "ShopTests", dependencies: ["Shop", "Cart"]),
                    ]
                )
                """)
    }

    /// A plan that takes every file of the target: the target and its product leave the
    /// manifest, and what depended on it depends on the modules that took its files. Settings,
    /// linker settings included, and excluded files go with each module.
    @Test func anEmptiedTargetLeavesTheManifestAndItsDependentsUseTheModules() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                products: [.library(name: "Shop", targets: ["Shop"])],
                targets: [
                    .target(name: "CShims"),
                    .target(name: "Shop", dependencies: ["CShims"], exclude: ["Cart/README.md"], linkerSettings: [.linkedLibrary("m")]),
                    .testTarget(name: "CartTests", dependencies: ["Shop"]),
                    .testTarget(name: "OtherTests", dependencies: ["Shop", "CShims"]),
                ]
            )
            """
        let edited = ManifestEditor(text: manifest).edited(
            app: "Shop", change: .emptied(replacements: ["CartTests": ["Cart"], "OtherTests": []]),
            modules: [
                .init(
                    name: "Cart", dependencies: ["Core"], resources: [], otherDependencies: ["\"CShims\""],
                    exclude: ["Cart/README.md"]),
                .init(name: "Core", dependencies: [], resources: []),
            ])
        #expect(
            edited == """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Shop",
                    products: [
                        .library(name: "Cart", type: .static, targets: ["Cart"]),
                        .library(name: "Core", type: .static, targets: ["Core"]),
                    ],
                    targets: [
                        .target(name: "CShims"),
                        .target(name: "Cart", dependencies: ["Core", "CShims"], path: "Sources/Cart", exclude: ["Cart/README.md"], linkerSettings: [.linkedLibrary("m")]),
                        .target(name: "Core", path: "Sources/Core", linkerSettings: [.linkedLibrary("m")]),
                        .testTarget(name: "CartTests", dependencies: ["Cart"]),
                        .testTarget(name: "OtherTests", dependencies: ["CShims"]),
                    ]
                )
                """)
    }
}
