import Testing

@testable import Analyzer

/// Written types the resolver reads as `TypeRef`s where their text used to be taken apart.
struct WrittenTypeResolutionTests {
    /// A backticked type name is the type's name: `` `Type` `` is the struct `Type`.
    @Test func aBacktickedTypeNameIsTheTypesName() {
        let fixture = IndexFixture([
            "A.swift": """
            struct `Type` { var name: String }
            struct Catalog {
                var kind: `Type`
                func label() -> String { kind.1️⃣name }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "name" },
            """
            A.swift:1️⃣ memberAccess exact s:Catalog.label() -> s:Type.name
            """)
    }

    /// A property holding an array of closures is not called: `handlers(for:)` is the method.
    @Test func aPropertyHoldingAnArrayOfClosuresIsNotCalled() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Bus {
                var handlers: [() -> Void] = []
                var onChange: (() -> Void)? = nil
                func handlers(for name: String) -> [() -> Void] { [] }
                func onChange(_ name: String) {}
                func run() {
                    _ = 1️⃣handlers(for: "x")
                    2️⃣onChange?()
                }
            }
            """
        ])

        expectLines(
            fixture.references { ["handlers", "onChange"].contains($0.name) },
            """
            A.swift:1️⃣ call exact s:Bus.run() -> s:Bus.handlers(for:)
            A.swift:2️⃣ memberAccess exact s:Bus.run() -> s:Bus.onChange
            """)
    }
}
