import Foundation
import TestSupport
import Testing

/// `cleave propose` on the Linux-buildable sample: the proposal is a plan `cleave apply` performs,
/// and the split builds and passes the sample's own tests. `cleave apply --step` extracts one
/// module of a plan at a time, in the order the steps give. Slow: it builds the split package.
@Suite(.serialized, .slow)
struct ProposeCommandTests {
    @Test func theSampleSplitAsProposedBuildsAndPassesItsOwnTests() throws {
        let sample = try ScratchCopy(of: "Bookshelf")
        defer { sample.remove() }
        let out = sample.url.deletingLastPathComponent().appendingPathComponent("\(sample.url.lastPathComponent)-split")
        defer { try? FileManager.default.removeItem(at: out) }

        let refused = try CleaveProcess.run(["propose", sample.url.path, "--quiet"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("cleave.json exists; pass --force to overwrite it"))
        let proposed = try CleaveProcess.run(["propose", sample.url.path, "--force", "--quiet"])
        #expect(proposed.status == 0, "\(proposed.stderr)")
        #expect(proposed.stderr.contains("granularity  modules  app keeps  largest (lines)  public  crossing  chain"))
        let plan = try String(contentsOf: sample.url.appendingPathComponent("cleave.json"), encoding: .utf8)
        #expect(plan.contains("written by `cleave propose`"))
        #expect(plan.contains("{ \"name\": \"Networking\", \"layer\": \"Core\", \"files\": [\"Core/Networking\"] }"))
        #expect(try CleaveProcess.run(["check", sample.url.path, "--quiet"]).status == 0, "no finding of error level")

        let steps = try CleaveProcess.run(["propose", sample.url.path, "--format", "steps", "--output", "-", "--quiet"])
        #expect(steps.stdout.contains("## Step 1: extract "))
        #expect(steps.stdout.contains("`cleave apply --step 1 --verify \"swift build\"`"))

        let applied = try CleaveProcess.run([
            "apply", sample.url.path, "--out", out.path, "--verify", "swift build", "--quiet",
        ])
        #expect(applied.status == 0, "\(applied.stdout)\n\(applied.stderr)")
        #expect(applied.stdout.contains("`swift build` succeeded"))
        let tested = try CleaveProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "test"], in: out)
        #expect(tested.status == 0, "\(tested.stdout.suffix(3000))")
        #expect(tested.stdout.contains("Executed 96 tests, with 0 failures"))
    }

    @Test func stepsApplyOneModuleAtATimeInTheirOrder() throws {
        let sample = try ScratchCopy(of: "Bookshelf")
        defer { sample.remove() }
        try sample.commitAll("the monolith")

        let early = try CleaveProcess.run(["apply", sample.url.path, "--step", "2", "--quiet"])
        #expect(early.status == 2)
        #expect(
            early.stderr.contains(
                "step 2 comes after step 1, which extracts Extensions: apply the steps in order (`cleave apply --step 1`)"
            ))
        let outOfRange = try CleaveProcess.run(["apply", sample.url.path, "--step", "13", "--quiet"])
        #expect(outOfRange.status == 2)
        #expect(outOfRange.stderr.contains("--step takes a step from 1 to 12"))

        let first = try CleaveProcess.run(["apply", sample.url.path, "--step", "1", "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("step 1 of 12: extract Extensions"))
        let manifest = try String(contentsOf: sample.url.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            manifest.contains(
                ".target(\n            name: \"Extensions\",\n            path: \"Sources/Extensions\"\n        ),"))
        #expect(!manifest.contains("name: \"Models\""), "only the step's module is cut out")
        try sample.commitAll("step 1")

        let again = try CleaveProcess.run(["apply", sample.url.path, "--step", "1", "--quiet"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("step 1 is applied already"))
        let second = try CleaveProcess.run([
            "apply", sample.url.path, "--step", "2", "--verify", "swift build", "--quiet",
        ])
        #expect(second.status == 0, "\(second.stdout)\n\(second.stderr)")
        #expect(second.stderr.contains("step 2 of 12: extract Persistence"))
        #expect(second.stdout.contains("`swift build` succeeded"))
    }
}

/// On a terminal, propose says what it weighs while it works (issue 15: 20,000 files showed
/// nothing for minutes). `script` gives cleave a terminal; `--quiet` and a pipe show nothing.
struct ProposeProgressTests {
    @Test func proposeSaysWhichGranularitiesItWeighsOnATerminal() throws {
        let sample = try ScratchCopy(of: "Bookshelf")
        defer { sample.remove() }
        let command = [CleaveProcess.executable.path, "propose", sample.url.path, "--output", "/dev/null", "--force"]
            .map { "'\($0)'" }.joined(separator: " ")
        let terminal = try CleaveProcess.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"])
        #expect(terminal.status == 0, "\(terminal.stdout)")
        // The three are weighed side by side.
        #expect(terminal.stdout.contains("proposing the coarse, default, fine splits over"), "\(terminal.stdout)")
        let piped = try CleaveProcess.run(["propose", sample.url.path, "--output", "/dev/null", "--force"])
        #expect(!piped.stderr.contains("proposing the"))
    }
}
