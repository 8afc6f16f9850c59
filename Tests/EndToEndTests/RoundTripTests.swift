import Foundation
import TestSupport
import Testing

/// The smallest case of what splitting real packages back taught: a package collapsed into one
/// target, split by a plan that takes every file. The split must build and pass the package's
/// tests without `--verify`. Slow: it builds the split package.
@Suite(.slow)
struct RoundTripTests {
    static let files = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Kit",
            products: [.library(name: "Kit", targets: ["Kit"])],
            targets: [
                .target(
                    name: "Kit",
                    exclude: ["Core/README.md"],
                    swiftSettings: [.define("FAST")],
                    linkerSettings: [.linkedLibrary("m")]
                ),
                .testTarget(name: "KitTests", dependencies: ["Kit"]),
            ]
        )
        """,
        "cleave.json": """
        { "version": 1, "app": "Kit", "modules": [
            { "name": "Core", "layer": "Foundation", "files": ["Core"] },
            { "name": "Feature", "layer": "Features", "files": ["Feature"] },
        ] }
        """,
        "Sources/Kit/Core/README.md": "Notes the build excludes.",
        // A standard conformance whose witnesses and nested iterator must be public; an outside
        // type adopting a protocol that becomes public; an inlinable body using internal state.
        "Sources/Kit/Core/Ring.swift": """
        struct Ring: Sequence {
            var items: [Int]
            func makeIterator() -> Iterator { Iterator(items: items) }
            var underestimatedCount: Int { items.count }
            struct Iterator: IteratorProtocol {
                var items: [Int]
                mutating func next() -> Int? { items.isEmpty ? nil : items.removeFirst() }
            }
        }

        protocol Interpolatable { static func lerp(_ a: Self, _ b: Self, _ t: Double) -> Self }

        extension Double: Interpolatable {
            static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
        }

        struct Gauge {
            var storage: [Double]
            @inlinable func total() -> Double { storage.reduce(0, +) + Limits.extra }
        }

        enum Limits { static var extra: Double { 0 } }

        #if FAST
        let mode = "fast"
        #else
        let mode = "slow"
        #endif
        """,
        // `Kit.Limits`, qualified with the monolith's module, names Core's once it moves.
        "Sources/Kit/Feature/Summary.swift": """
        func summary(_ ring: Ring, gauge: Gauge) -> String {
            "\\(mode) \\(ring.reduce(0, +)) \\(Double.lerp(0, 10, 0.5)) \\(gauge.total()) \\(Kit.Limits.extra)"
        }

        func mix<T: Interpolatable>(_ a: T, _ b: T) -> T { T.lerp(a, b, 0.5) }
        """,
        // Tests only Core, and stays: KitTests.swift, which tests Feature, moves to FeatureTests. The
        // qualifiers in both follow `Limits` to Core.
        "Tests/KitTests/LimitsTests.swift": """
        import XCTest
        @testable import Kit

        final class LimitsTests: XCTestCase {
            func testExtra() { XCTAssertEqual(Kit.Limits.extra, 0) }
        }
        """,
        "Tests/KitTests/KitTests.swift": """
        import XCTest
        @testable import Kit

        final class KitTests: XCTestCase {
            func testSummary() { XCTAssertEqual(summary(Ring(items: [1, 2]), gauge: Gauge(storage: [1])), "fast 3 5.0 1.0 0.0") }
            func testMix() { XCTAssertEqual(mix(1.0, 3.0), 2.0) }
            func testLimits() { XCTAssertEqual(Kit.Limits.extra, 0) }
        }
        """,
    ]

    @Test func aPackageCollapsedIntoOneTargetSplitsBackAndPassesItsTestsWithoutVerify() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cleave-roundtrip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = scratch.appendingPathComponent("Kit")
        for (path, text) in Self.files {
            let file = package.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
        }
        let out = scratch.appendingPathComponent("Split")

        let applied = try CleaveProcess.run(["apply", package.path, "--out", out.path, "--quiet"])
        #expect(applied.status == 0, "\(applied.stdout)\n\(applied.stderr)")
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            manifest.components(separatedBy: "name: \"Kit\"").count == 2,
            "the emptied target leaves the manifest; the package keeps its name")
        #expect(!manifest.contains("targets: [\"Kit\"]"), "and so does its product")
        #expect(manifest.contains(".testTarget(name: \"KitTests\", dependencies: [\"Core\"])"))
        #expect(
            manifest.contains(
                ".testTarget(name: \"FeatureTests\", dependencies: [\"Core\", \"Feature\"], path: \"Tests/FeatureTests\")"
            ))
        #expect(manifest.contains("exclude: [\"Core/README.md\"]"))
        #expect(
            manifest.components(separatedBy: "linkerSettings: [.linkedLibrary(\"m\")]").count == 3,
            "each module links what the target did")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Sources/Core/Core/README.md").path))
        let summary = try String(
            contentsOf: out.appendingPathComponent("Sources/Feature/Feature/Summary.swift"), encoding: .utf8)
        #expect(summary.contains("Core.Limits.extra"))
        let moved = try String(
            contentsOf: out.appendingPathComponent("Tests/FeatureTests/KitTests.swift"), encoding: .utf8)
        #expect(moved.contains("@testable import Core\n@testable import Feature\n"))
        #expect(moved.contains("Core.Limits.extra"))
        let staying = try String(
            contentsOf: out.appendingPathComponent("Tests/KitTests/LimitsTests.swift"), encoding: .utf8)
        #expect(staying.contains("@testable import Core\n"))
        #expect(staying.contains("Core.Limits.extra"))

        let built = try CleaveProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build", "--build-tests"], in: out)
        #expect(built.status == 0, "\(built.stdout.suffix(4000))")
        let tested = try CleaveProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "test", "--skip-build"], in: out)
        #expect(tested.status == 0, "\(tested.stdout.suffix(3000))")
        #expect(tested.stdout.contains("Executed 4 tests, with 0 failures"))
    }
}
