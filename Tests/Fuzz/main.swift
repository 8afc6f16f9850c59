import Analyzer
import Foundation
import Splitter

/// `cleave-fuzz`: mutates valid inputs of Cleave's four readers (plans, Xcode project files,
/// package manifests, Swift sources) and runs each reader on them, in process. A crash ends the
/// process (`scripts/fuzz.sh` then finds the input with `--trace`); an input slower than 1 s per
/// 10 KB (1 s at least) is saved and makes the exit status 1. Every input follows from the seed and
/// its number, so any of them can be run again alone.
///
/// USAGE: cleave-fuzz [--seed N] [--first N] [--count N] [--corpus <repo>] [--save <folder>] [--trace] [--no-time-limit]
let options = FuzzOptions(CommandLine.arguments.dropFirst())
let exitStatus = DeepStack.run { FuzzRun(options: options).run() }
exit(exitStatus)
