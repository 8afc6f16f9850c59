import Foundation
import TestSupport
import Testing

/// `cleave init`, `plan`, `check` and `explain` as a user runs them on the samples.
@Suite(.serialized, .slow)
struct PlanCommandTests {
    @Test func checkExitsOneOnTheCyclesOfTheIOSSampleAndZeroOnTheCleanOne() throws {
        let wallet = try ScratchCopy(of: "WalletApp")
        defer { wallet.remove() }
        let failing = try CleaveProcess.run(["check", wallet.url.path, "--quiet"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("error: CoreData ↔ CoreDomain ↔ CorePresentation depend on each other [cycle]"))
        // Its CoreData module takes the SDK framework's name too.
        #expect(failing.stdout.contains("error: module CoreData takes the name of an SDK framework (CoreData)"))
        #expect(failing.stdout.hasSuffix("5 errors, 43 warnings\n"))

        let bookshelf = try ScratchCopy(of: "Bookshelf")
        defer { bookshelf.remove() }
        let passing = try CleaveProcess.run(["check", bookshelf.url.path, "--quiet"])
        #expect(passing.status == 0, "\(passing.stderr)")
        #expect(passing.stdout == "0 errors, 0 warnings\n")
    }

    /// CI turned on in three commands on a sample with findings today: write the baseline,
    /// (commit it), check against it. Moving code changes nothing; a new violation fails.
    @Test func aBaselineAcceptsTodaysFindingsAndANewViolationFails() throws {
        let wallet = try ScratchCopy(of: "WalletApp")
        defer { wallet.remove() }
        let baseline = wallet.url.appendingPathComponent("cleave-baseline.json").path
        #expect(try CleaveProcess.run(["check", wallet.url.path, "--quiet"]).status == 1)
        let written = try CleaveProcess.run(["check", wallet.url.path, "--write-baseline", baseline, "--quiet"])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr.contains("a baseline of 50 findings"))
        let clean = try CleaveProcess.run(["check", wallet.url.path, "--baseline", baseline, "--quiet"])
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout == "0 errors, 0 warnings new; 50 in the baseline\n")

        // Lines moved down in a file with findings: the same findings.
        let dashboard = wallet.url.appendingPathComponent("Features/Dashboard/DashboardViewController.swift")
        try ("\n\n\n" + String(contentsOf: dashboard, encoding: .utf8)).write(
            to: dashboard, atomically: true, encoding: .utf8)
        #expect(try CleaveProcess.run(["check", wallet.url.path, "--baseline", baseline, "--quiet"]).status == 0)

        // Shared (Foundation) now uses a feature: new errors, and only those are reported.
        let formatters = wallet.url.appendingPathComponent("Shared/Formatters.swift")
        let lines = try String(contentsOf: formatters, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).count
        let handle = try FileHandle(forWritingTo: formatters)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("func openDashboard() -> DashboardViewController? { nil }\n".utf8))
        try handle.close()
        let failing = try CleaveProcess.run(["check", wallet.url.path, "--baseline", baseline, "--quiet"])
        #expect(failing.status == 1)
        #expect(
            failing.stdout.contains(
                "Shared/Formatters.swift:\(lines):25: error: Shared (Foundation) depends on Dashboard (Features)"),
            "\(failing.stdout)")
        #expect(!failing.stdout.contains("[bundle-main-lookup]"))
        let annotations = try CleaveProcess.run([
            "check", wallet.url.path, "--baseline", baseline, "--format", "github", "--quiet",
        ])
        #expect(annotations.status == 1)
        #expect(
            annotations.stdout.contains(
                "::error file=Shared/Formatters.swift,line=\(lines),col=25,title=cleave layer-violation::"),
            "\(annotations.stdout)")

        // Warnings fail with --strict; --min-severity leaves out what is below.
        let strict = try CleaveProcess.run([
            "check", wallet.url.path, "--strict", "--min-severity", "warning", "--quiet",
        ])
        #expect(strict.status == 1)
        #expect(!strict.stdout.contains("note:") && strict.stdout.contains("warning:"))
        let unknown = try CleaveProcess.run(["check", wallet.url.path, "--format", "dot", "--quiet"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--format takes text, md, json, sarif or github, not 'dot'"))
        let missing = try CleaveProcess.run([
            "check", wallet.url.path, "--baseline", wallet.url.appendingPathComponent("none.json").path, "--quiet",
        ])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no baseline there; write one with --write-baseline"))
    }

    @Test func planWritesEveryFormatAndExplainGivesTheReferences() throws {
        let wallet = try ScratchCopy(of: "WalletApp")
        defer { wallet.remove() }
        let sarif = wallet.url.appendingPathComponent("findings.sarif")
        let written = try CleaveProcess.run([
            "plan", wallet.url.path, "--format", "sarif", "--output", sarif.path, "--quiet",
        ])
        #expect(written.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any]
        #expect(document?["version"] as? String == "2.1.0")

        let json = try CleaveProcess.run(["plan", wallet.url.path, "--format", "json", "--quiet"])
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(report?["schemaVersion"] as? Int == 2)
        #expect(report?["plan"] as? String == "cleave.json")
        // No report, in any format, carries a path of this machine.
        for format in ["text", "md", "json", "sarif", "dot", "mermaid", "html", "svg"] {
            let output = try CleaveProcess.run(["plan", wallet.url.path, "--format", format, "--quiet"])
            #expect(output.status == 0, "\(format): \(output.stderr)")
            #expect(!output.stdout.contains(wallet.url.path), "\(format)")
        }

        // The path is positional for explain too; --path is its alias.
        let positional = try CleaveProcess.run(["explain", "CoreData", "CoreDomain", wallet.url.path, "--quiet"])
        #expect(positional.stdout.hasPrefix("CoreData depends on CoreDomain through 6 references"))

        let explained = try CleaveProcess.run([
            "explain", "CoreData", "CoreDomain", "--path", wallet.url.path, "--quiet",
        ])
        #expect(explained.status == 0)
        #expect(explained.stdout.hasPrefix("CoreData depends on CoreDomain through 6 references"))
        #expect(
            explained.stdout.contains("CoreData/BaseDatasource.swift:9:23  typeUse  exact  from BaseDatasource.useCase")
        )
        #expect(explained.stdout.contains("CoreDomain depends on CoreData too"))

        let file = try CleaveProcess.run([
            "explain", "CoreData/BaseDatasource.swift", "--path", wallet.url.path, "--quiet",
        ])
        #expect(file.stdout.hasPrefix("CoreData/BaseDatasource.swift is in CoreData (Core)."))

        let unknown = try CleaveProcess.run(["explain", "CoreDta", "Shared", "--path", wallet.url.path, "--quiet"])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.contains("no module named 'CoreDta'") && unknown.stderr.contains("did you mean 'CoreData'?"))
    }

    @Test func aWrongPlanExitsTwoNamingEachLineAndChangesNothing() throws {
        let wallet = try ScratchCopy(of: "WalletApp")
        defer { wallet.remove() }
        let plan = wallet.url.appendingPathComponent("cleave.json")
        let broken = try String(contentsOf: plan, encoding: .utf8)
            .replacingOccurrences(of: "\"files\": [\"Shared\"]", with: "\"files\": [\"Shard\"]")
        try broken.write(to: plan, atomically: true, encoding: .utf8)
        let result = try CleaveProcess.run(["plan", wallet.url.path, "--quiet"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cleave.json:29: 'Shard' in module 'Shared' matches no source file"))
        #expect(try String(contentsOf: plan, encoding: .utf8) == broken)
    }

    /// Without a plan, `plan`, `check`, `explain` and `apply` say so before indexing anything: no
    /// `.cleave/` is written, and no time goes to an index first.
    @Test func noPlanExitsTwoBeforeAnythingIsIndexed() throws {
        let bookshelf = try ScratchCopy(of: "Bookshelf")
        defer { bookshelf.remove() }
        try FileManager.default.removeItem(at: bookshelf.url.appendingPathComponent("cleave.json"))
        for command in [["plan"], ["check"], ["explain", "Library", "Store"], ["apply", "--dry-run"]] {
            let result = try CleaveProcess.run(command + [bookshelf.url.path, "--quiet"])
            #expect(result.status == 2, "\(command)")
            #expect(
                result.stderr.contains(
                    "cleave.json: no plan file here; write one with `cleave init`, or pass --plan <file>"),
                "\(command): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: bookshelf.url.appendingPathComponent(".cleave").path))
        }
    }

    @Test func initWritesAPlanThatPlanAcceptsAndNeverOverwritesOne() throws {
        let bookshelf = try ScratchCopy(of: "Bookshelf")
        defer { bookshelf.remove() }
        let plan = bookshelf.url.appendingPathComponent("cleave.json")
        let original = try String(contentsOf: plan, encoding: .utf8)
        let refused = try CleaveProcess.run(["init", bookshelf.url.path, "--quiet"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("exists; pass --force"))
        #expect(try String(contentsOf: plan, encoding: .utf8) == original)

        let table = bookshelf.url.appendingPathComponent("modules.csv")
        try "path,module,layer\nFeatures/Search,Search,Features\nFoundation,Foundation,Foundation\n".write(
            to: table, atomically: true, encoding: .utf8)
        let fromTable = try CleaveProcess.run([
            "init", bookshelf.url.path, "--from-csv", table.path, "--force", "--quiet",
        ])
        #expect(fromTable.status == 0, "\(fromTable.stderr)")
        let planned = try CleaveProcess.run(["plan", bookshelf.url.path, "--quiet"])
        #expect(planned.status == 0)
        #expect(planned.stdout.contains("modules    3 (the app and 2 cut out)"))
    }
}
