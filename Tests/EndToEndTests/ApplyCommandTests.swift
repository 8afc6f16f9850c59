import Foundation
import TestSupport
import Testing

/// `cleave apply` on the Linux-buildable sample: the split builds, its own tests pass against it
/// (the resource tests among them, so the resources are found at run time), and the original is
/// never touched. Slow: it builds the split package.
@Suite(.serialized, .slow)
struct ApplyCommandTests {
    @Test func theSampleSplitWithItsPlanBuildsAndPassesItsOwnTests() throws {
        let sample = try ScratchCopy(of: "Bookshelf")
        defer { sample.remove() }
        let before = try snapshot(sample.url)
        let out = sample.url.deletingLastPathComponent().appendingPathComponent("\(sample.url.lastPathComponent)-split")
        defer { try? FileManager.default.removeItem(at: out) }

        let applied = try CleaveProcess.run([
            "apply", sample.url.path, "--out", out.path, "--verify", "swift build", "--quiet",
        ])
        #expect(applied.status == 0, "\(applied.stdout)\n\(applied.stderr)")
        #expect(applied.stdout.contains("83 files and folders move"))
        #expect(applied.stdout.contains("298 declarations become public, 11 open; 12 public inits written out"))
        #expect(applied.stdout.contains("`swift build` succeeded"))
        // The guesses it relied on are listed once each, though an ambiguous one has two targets.
        let guesses = applied.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("  Sources/") }
        #expect(!guesses.isEmpty && Set(guesses).count == guesses.count, "\(guesses)")
        let modules = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("Sources").path)
            .sorted()
        #expect(
            modules == [
                "Analytics", "Base", "Bookshelf", "DesignSystem", "Extensions", "Library", "Models", "Networking",
                "Persistence",
                "Reader", "Routing", "Search", "Settings",
            ])

        let tested = try CleaveProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "test"], in: out)
        #expect(tested.status == 0, "\(tested.stdout.suffix(3000))")
        #expect(tested.stdout.contains("Executed 96 tests, with 0 failures"))
        #expect(try snapshot(sample.url) == before, "the original is never touched")

        let again = try CleaveProcess.run(["apply", sample.url.path, "--out", out.path, "--quiet"])
        #expect(again.status == 2)
        #expect(again.stderr.contains("exists; pass an --out folder that does not exist yet"))

        // Break it as a hand split would, and let fix-access mend it from the build's diagnostics.
        let progress = out.appendingPathComponent("Sources/Models/Foundation/Models/ReadingProgress.swift")
        try String(contentsOf: progress, encoding: .utf8).replacingOccurrences(
            of: "public struct ReadingProgress", with: "struct ReadingProgress"
        )
        .write(to: progress, atomically: true, encoding: .utf8)
        let session = out.appendingPathComponent("Sources/Reader/Features/Reader/ReaderSession.swift")
        try String(contentsOf: session, encoding: .utf8).replacingOccurrences(of: "import Models\n", with: "")
            .write(to: session, atomically: true, encoding: .utf8)
        let fixed = try CleaveProcess.run(["fix-access", out.path, "--force", "--quiet"])
        #expect(fixed.status == 0, "\(fixed.stdout)")
        #expect(fixed.stdout.contains("fixed Sources/Models/Foundation/Models/ReadingProgress.swift:4: public"))
        #expect(fixed.stdout.contains("fixed Sources/Reader/Features/Reader/ReaderSession.swift: import Models"))
        #expect(fixed.stdout.contains("`swift build` succeeds"))
    }

    @Test func aPlanWithErrorsAFolderInsideOrOneThatIsNoPackageIsRefusedAndNothingIsWritten() throws {
        let sample = try ScratchCopy(of: "Bookshelf")
        defer { sample.remove() }
        let inside = sample.url.appendingPathComponent("split")
        let nested = try CleaveProcess.run(["apply", sample.url.path, "--out", inside.path, "--quiet"])
        #expect(nested.status == 2)
        #expect(nested.stderr.contains("pass an --out folder outside the package"))
        #expect(!FileManager.default.fileExists(atPath: inside.path))

        let plan = sample.url.appendingPathComponent("cleave.json")
        let broken = try String(contentsOf: plan, encoding: .utf8).replacingOccurrences(
            of: "\"name\": \"Models\", \"layer\": \"Foundation\"", with: "\"name\": \"Models\", \"layer\": \"Features\""
        )
        try broken.write(to: plan, atomically: true, encoding: .utf8)
        let out = sample.url.deletingLastPathComponent().appendingPathComponent(
            "\(sample.url.lastPathComponent)-refused")
        let refused = try CleaveProcess.run(["apply", sample.url.path, "--out", out.path, "--quiet"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("a split with them would not build"))
        #expect(refused.stderr.contains("[layer-violation]"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// Tests follow the code they test: a test file (with the helpers it uses) that uses one module
    /// and what that module depends on moves to that module's test target; one that uses the app stays.
    /// A resource two modules look up goes to the nearest module both depend on, and the other reads
    /// it through that module's accessor. A package the app depends on goes to the module that imports it.
    @Test func testsFollowTheirModuleAndASharedResourceGoesWhereBothUsersSeeIt() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = scratch.appendingPathComponent("Shop")
        let files = [
            "../Currencies/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Currencies",
                products: [.library(name: "Currencies", targets: ["Currencies"])],
                targets: [.target(name: "Currencies")]
            )
            """,
            "../Currencies/Sources/Currencies/Currency.swift": """
            public let euro = "EUR"
            """,
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [.package(path: "../Currencies")],
                targets: [
                    .target(
                        name: "Shop", dependencies: [.product(name: "Currencies", package: "Currencies")], path: "Sources/Shop",
                        resources: [.process("Resources")]),
                    .testTarget(name: "ShopTests", dependencies: ["Shop"], path: "Tests/ShopTests"),
                ]
            )
            """,
            "cleave.json": """
            { "version": 1, "app": "Shop", "modules": [
                { "name": "Models", "layer": "Foundation", "files": ["Models"] },
                { "name": "Checkout", "layer": "Features", "files": ["Checkout"] },
            ] }
            """,
            "Sources/Shop/Models/Money.swift": """
            import Currencies
            import Foundation

            struct Money: Equatable {
                var cents: Int
                var currency: String = euro
                func adding(_ other: Money) -> Money { Money(cents: cents + other.cents) }
                static var rates: URL? { Bundle.module.url(forResource: "rates", withExtension: "json") }
            }
            """,
            "Sources/Shop/Checkout/Cart.swift": """
            import Foundation

            struct Cart {
                var items: [Money] = []
                var total: Money { items.reduce(Money(cents: 0)) { $0.adding($1) } }
                static var rates: URL? { Bundle.module.url(forResource: "rates", withExtension: "json") }
            }
            """,
            "Sources/Shop/ShopApp.swift": """
            enum ShopApp {
                static func demoCart() -> Cart { Cart(items: [Money(cents: 100)]) }
            }
            """,
            "Sources/Shop/Resources/rates.json": #"{ "EUR": 1 }"#,
            "Tests/ShopTests/MoneyTests.swift": """
            import XCTest
            @testable import Shop

            final class MoneyTests: XCTestCase {
                func testAdding() { XCTAssertEqual(Money(cents: 1).adding(Money(cents: 2)), Money(cents: 3)) }
                func testRates() { XCTAssertNotNil(Money.rates) }
            }
            """,
            "Tests/ShopTests/Checkout/CartFixtures.swift": """
            @testable import Shop

            func makeCart(_ cents: Int...) -> Cart { Cart(items: cents.map { Money(cents: $0) }) }
            """,
            "Tests/ShopTests/Checkout/CartTests.swift": """
            import XCTest
            @testable import Shop

            final class CartTests: XCTestCase {
                func testTotal() { XCTAssertEqual(makeCart(1, 2).total, Money(cents: 3)) }
                func testRates() { XCTAssertNotNil(Cart.rates) }
            }
            """,
            "Tests/ShopTests/ShopAppTests.swift": """
            import XCTest
            @testable import Shop

            final class ShopAppTests: XCTestCase {
                func testDemoCart() { XCTAssertEqual(ShopApp.demoCart().total.cents, 100) }
            }
            """,
        ]
        for (path, text) in files {
            let file = package.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
        }

        let applied = try CleaveProcess.run(["apply", package.path, "--force", "--quiet"])
        #expect(applied.status == 0, "\(applied.stderr)")
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            manifest.contains(
                #".testTarget(name: "CheckoutTests", dependencies: ["Checkout", "Models"], path: "Tests/CheckoutTests")"#
            ))
        #expect(
            manifest.contains(#".testTarget(name: "ModelsTests", dependencies: ["Models"], path: "Tests/ModelsTests")"#)
        )
        let cartTests = try String(
            contentsOf: package.appendingPathComponent("Tests/CheckoutTests/Checkout/CartTests.swift"), encoding: .utf8)
        #expect(cartTests.contains("@testable import Checkout\n@testable import Models\n"))
        #expect(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Tests/CheckoutTests/Checkout/CartFixtures.swift").path))
        #expect(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Tests/ModelsTests/MoneyTests.swift").path))
        #expect(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Tests/ShopTests/ShopAppTests.swift").path))
        // In the layout of the app's target beside it: one argument per line.
        #expect(
            manifest.contains(
                #"        .target(\#n            name: "Models",\#n            dependencies: [.product(name: "Currencies", package: "Currencies")],\#n"#
                    + #"            path: "Sources/Models",\#n            resources: [.process("Resources")]\#n        ),"#
            ))
        let cart = try String(
            contentsOf: package.appendingPathComponent("Sources/Checkout/Checkout/Cart.swift"), encoding: .utf8)
        #expect(cart.contains("ModelsResources.bundle.url(forResource: \"rates\", withExtension: \"json\")"))
        #expect(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Sources/Models/ModelsResources.swift").path))

        let tested = try CleaveProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "test"], in: package)
        #expect(tested.status == 0, "\(tested.stdout.suffix(3000))\n\(tested.stderr.suffix(3000))")
        #expect(tested.stdout.contains("Executed 5 tests, with 0 failures"))
    }

    /// The iOS sample is no package: its modules go to a new local package beside it, in place,
    /// with the same journal; a rollback removes the package again.
    @Test func anXcodeAppSplitsIntoALocalPackageBesideItAndRollsBack() throws {
        let wallet = try ScratchCopy(of: "WalletApp")
        defer { wallet.remove() }
        try wallet.commitAll("the app")
        let original = try snapshot(wallet.url)
        let arguments = [
            "apply", wallet.url.path, "--plan", wallet.url.appendingPathComponent("cleave-split.json").path, "--quiet",
        ]

        let stopped = try CleaveProcess.run(arguments, environment: ["CLEAVE_FAULT_AFTER_STEPS": "60"])
        #expect(stopped.status == 2)
        #expect(try CleaveProcess.run(["apply", wallet.url.path, "--rollback", "--quiet"]).status == 0)
        #expect(try snapshot(wallet.url) == original, "byte for byte")

        let applied = try CleaveProcess.run(arguments)
        #expect(applied.status == 0, "\(applied.stderr)")
        // The sample is an app target of an Xcode project: its project links the new package itself.
        #expect(!applied.stdout.contains("add the local package"))
        let project = try String(
            contentsOf: wallet.url.appendingPathComponent("WalletApp.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(project.contains("relativePath = Packages/WalletAppModules;"))
        #expect(!project.contains("/* Money.swift in Sources */"), "what moved leaves the target")
        let reread = try CleaveProcess.run(["index", wallet.url.path, "--no-cache"])
        #expect(reread.status == 0 && !reread.stdout.contains("not on disk"), "\(reread.stdout)")
        let package = wallet.url.appendingPathComponent("Packages/WalletAppModules")
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path))
        #expect(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Sources/Legacy/include/LegacyCrypto.h").path))
        #expect(!FileManager.default.fileExists(atPath: wallet.url.appendingPathComponent("Shared").path))
        let again = try CleaveProcess.run(arguments)
        #expect(again.stdout.contains("the plan is applied already"))
    }

    /// In place: a dirty tree is refused; an apply stopped half way (as a kill would) leaves a
    /// journal that blocks the next apply and rolls back to the original bytes; a complete apply
    /// leaves no journal, and applying the same plan again changes nothing.
    @Test func inPlaceApplyIsJournaledRolledBackAndIdempotent() throws {
        let sample = try ScratchCopy(of: "Bookshelf")
        defer { sample.remove() }
        try sample.commitAll("the monolith")
        let original = try snapshot(sample.url)
        let manifest = sample.url.appendingPathComponent("Package.swift")

        try (String(contentsOf: manifest, encoding: .utf8) + "// edited\n").write(
            to: manifest, atomically: true, encoding: .utf8)
        let dirty = try CleaveProcess.run(["apply", sample.url.path, "--quiet"])
        #expect(dirty.status == 2)
        #expect(dirty.stderr.contains("uncommitted change"))
        try sample.git(["checkout", "-q", "Package.swift"])

        let author = sample.url.appendingPathComponent("Sources/Bookshelf/Foundation/Models/Author.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: author.path)
        let readOnly = try CleaveProcess.run(["apply", sample.url.path, "--quiet"])
        #expect(readOnly.status == 2)
        #expect(
            readOnly.stderr.contains("Sources/Bookshelf/Foundation/Models/Author.swift is read-only; make it writable"))
        #expect(try snapshot(sample.url) == original)
        #expect(
            !FileManager.default.fileExists(atPath: sample.url.appendingPathComponent(".cleave/apply-journal").path))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: author.path)
        // The folders the split creates (Sources/Models…) are checked too, before the first write.
        let sources = sample.url.appendingPathComponent("Sources")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sources.path)
        let readOnlyFolder = try CleaveProcess.run(["apply", sample.url.path, "--quiet"])
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sources.path)
        #expect(readOnlyFolder.status == 2)
        #expect(
            readOnlyFolder.stderr.contains("error: Sources is read-only; make it writable"), "\(readOnlyFolder.stderr)")
        #expect(try snapshot(sample.url) == original)

        let preview = try CleaveProcess.run(["apply", sample.url.path, "--dry-run", "--quiet"])
        #expect(preview.status == 0)
        #expect(
            preview.stdout.contains(
                "move Sources/Bookshelf/Foundation/Models/Author.swift → Sources/Models/Foundation/Models/Author.swift")
        )
        #expect(
            preview.stdout.contains(
                "--- a/Sources/Bookshelf/Foundation/Models/Author.swift\n+++ b/Sources/Models/Foundation/Models/Author.swift\n@@ "
            ))
        #expect(preview.stdout.contains("\n-struct Author"))
        #expect(preview.stdout.contains("\n+public struct Author"))
        #expect(try snapshot(sample.url) == original, "a dry run writes nothing")

        let stopped = try CleaveProcess.run(
            ["apply", sample.url.path, "--quiet"], environment: ["CLEAVE_FAULT_AFTER_STEPS": "40"])
        #expect(stopped.status == 2)
        #expect(try snapshot(sample.url) != original)
        let blocked = try CleaveProcess.run(["apply", sample.url.path, "--quiet"])
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("run `cleave apply --rollback`"))
        // The manifest named instead of its folder stands for the folder: its journal is found.
        let rolledBack = try CleaveProcess.run([
            "apply", sample.url.appendingPathComponent("Package.swift").path, "--rollback", "--quiet",
        ])
        #expect(rolledBack.status == 0)
        #expect(try snapshot(sample.url) == original, "byte for byte")

        let applied = try CleaveProcess.run(["apply", sample.url.path, "--quiet"])
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: sample.url.appendingPathComponent(".cleave/apply-journal").path))
        let split = try snapshot(sample.url)
        let again = try CleaveProcess.run(["apply", sample.url.path, "--quiet"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("the plan is applied already"))
        #expect(try snapshot(sample.url) == split)
    }

    /// What the tree's owner set stays after an apply in place: a file's mode (600) and its CRLF
    /// line endings. An apply stopped half way leaves no temporary file among the sources, a
    /// command that reads the tree then says it is half split, and the folder, moved elsewhere,
    /// rolls back where it is now: nothing is written where it was.
    @Test func anApplyKeepsModesAndLineEndingsAndRollsBackWhereTheFolderIsNow() throws {
        let sample = try ScratchCopy(of: "Bookshelf")
        let moved = sample.url.deletingLastPathComponent().appendingPathComponent(
            sample.url.lastPathComponent + "-moved")
        defer {
            sample.remove()
            try? FileManager.default.removeItem(at: moved)
        }
        let author = sample.url.appendingPathComponent("Sources/Bookshelf/Foundation/Models/Author.swift")
        let text = try String(contentsOf: author, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: author)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: author.path)
        try sample.commitAll("the monolith")
        let original = try snapshot(sample.url)

        let stopped = try CleaveProcess.run(
            ["apply", sample.url.path, "--quiet"], environment: ["CLEAVE_FAULT_AFTER_STEPS": "40"])
        #expect(stopped.status == 2)
        #expect(
            !(try snapshot(sample.url)).keys.contains { ($0 as NSString).lastPathComponent.hasPrefix(".dat") },
            "no temporary file beside the sources")
        // What reads the half-split tree says so first.
        let checked = try CleaveProcess.run(["check", sample.url.path, "--quiet"])
        #expect(checked.stderr.contains("warning: an interrupted apply left"), "\(checked.stderr)")
        try FileManager.default.moveItem(at: sample.url, to: moved)
        let rolledBack = try CleaveProcess.run(["apply", moved.path, "--rollback", "--quiet"])
        #expect(rolledBack.status == 0, "\(rolledBack.stderr)")
        #expect(try snapshot(moved) == original, "byte for byte, where the folder is now")
        #expect(!FileManager.default.fileExists(atPath: sample.url.path), "nothing written where it was")
        try FileManager.default.moveItem(at: moved, to: sample.url)

        let applied = try CleaveProcess.run(["apply", sample.url.path, "--quiet"])
        #expect(applied.status == 0, "\(applied.stderr)")
        let split = sample.url.appendingPathComponent("Sources/Models/Foundation/Models/Author.swift")
        let edited = try String(contentsOf: split, encoding: .utf8)
        #expect(edited.contains("public struct Author"))
        #expect(!edited.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line still ends in CRLF")
        #expect((try FileManager.default.attributesOfItem(atPath: split.path))[.posixPermissions] as? Int == 0o600)
    }

    /// An apply in place needs git to say the tree is clean: a folder that is no repository, or
    /// one git cannot read, is refused (unless --force), and nothing is written. `--out` never
    /// removes a folder it did not make.
    @Test func anApplyInPlaceNeedsGitToSayTheTreeIsCleanAndOutKeepsWhatItDidNotMake() throws {
        let sample = try ScratchCopy(of: "Bookshelf")
        let out = sample.url.deletingLastPathComponent().appendingPathComponent("cleave-out-\(UUID().uuidString)")
        let partial = out.deletingLastPathComponent().appendingPathComponent(".\(out.lastPathComponent).partial")
        defer {
            sample.remove()
            try? FileManager.default.removeItem(at: partial)
            try? FileManager.default.removeItem(at: out)
        }
        let original = try snapshot(sample.url)

        let noRepository = try CleaveProcess.run(["apply", sample.url.path, "--quiet"])
        #expect(noRepository.status == 2)
        #expect(noRepository.stderr.contains("is not in a git repository"), "\(noRepository.stderr)")
        try Data("garbage\n".utf8).write(to: sample.url.appendingPathComponent(".git"))
        let unreadable = try CleaveProcess.run(["apply", sample.url.path, "--quiet"])
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.contains("git cannot tell whether"), "\(unreadable.stderr)")
        #expect(try snapshot(sample.url) == original)

        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: partial.appendingPathComponent("notes.txt"))
        let refused = try CleaveProcess.run(["apply", sample.url.path, "--out", out.path, "--quiet"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(".partial exists"), "\(refused.stderr)")
        #expect(FileManager.default.fileExists(atPath: partial.appendingPathComponent("notes.txt").path))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
