import Foundation

struct FuzzOptions {
    var seed: UInt64 = 1
    var first = 0
    var count = 1_000
    var corpus = FileManager.default.currentDirectoryPath
    var save = ".build/fuzz-findings"
    /// Prints each input's number and reader, and saves the input, before running it: the last
    /// line before a crash names the input that crashed.
    var trace = false
    /// Slow inputs are listed but do not fail the round: for debug builds, which are many times
    /// slower than the release build the bound is for.
    var enforcesTimeBound = true

    init(_ arguments: ArraySlice<String>) {
        var rest = arguments
        while let name = rest.popFirst() {
            if name == "--trace" || name == "--no-time-limit" {
                if name == "--trace" { trace = true } else { enforcesTimeBound = false }
                continue
            }
            guard let value = rest.popFirst() else { Self.usage("\(name) needs a value") }
            let number = Int(value)
            if ["--seed", "--first", "--count"].contains(name), (number ?? -1) < 0 {
                Self.usage("\(name) takes a number")
            }
            switch name {
            case "--seed": seed = UInt64(number!)
            case "--first": first = number!
            case "--count": count = number!
            case "--corpus": corpus = value
            case "--save": save = value
            default: Self.usage("unknown option \(name)")
            }
        }
    }

    static func usage(_ problem: String) -> Never {
        FileHandle.standardError.write(
            Data(
                "cleave-fuzz: \(problem)\nUSAGE: cleave-fuzz [--seed N] [--first N] [--count N] [--corpus <repo>] [--save <folder>] [--trace] [--no-time-limit]\n"
                    .utf8))
        exit(2)
    }
}
