import Analyzer
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// Measures what the toolchain's SwiftParser alone does on a set of files — the floor under
/// Cleave's cold index time — or, with --front-end, what Cleave's Swift front end does (parse,
/// fold operators, collect the facts), which is the part of a cold index that runs per file.
/// Usage: parser-throughput [--threads N] [--front-end] <file>…  (or a folder)
let arguments = Array(CommandLine.arguments.dropFirst())
let threads = arguments.firstIndex(of: "--threads").map { Int(arguments[$0 + 1]) ?? 1 } ?? 1
let frontEnd = arguments.contains("--front-end")
let inputs = arguments.enumerated().filter { index, argument in
    !["--threads", "--front-end"].contains(argument) && (index == 0 || arguments[index - 1] != "--threads")
}.map(\.element)

func swiftFiles(under path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        return [path]
    }
    let enumerator = FileManager.default.enumerator(atPath: path)
    var files: [String] = []
    while let next = enumerator?.nextObject() as? String {
        if next.hasSuffix(".swift") { files.append(path + "/" + next) }
    }
    return files.sorted()
}

let paths = inputs.flatMap(swiftFiles(under:))
let sources = paths.map { try! String(contentsOfFile: $0, encoding: .utf8) }
let lines = sources.reduce(0) { $0 + $1.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
let start = DispatchTime.now()
DispatchQueue.concurrentPerform(iterations: threads) { worker in
    for index in stride(from: worker, to: sources.count, by: threads) {
        if frontEnd {
            let file = SourceFile(
                path: paths[index], language: .swift, contentHash: "", lines: 0, bytes: sources[index].utf8.count)
            _ = SwiftFrontEnd().facts(for: file, source: sources[index])
        } else {
            _ = Parser.parse(source: sources[index])
        }
    }
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
print(
    String(format: "%d files, %d lines, %d thread(s)", sources.count, lines, threads)
        + (frontEnd ? ", Cleave's front end" : "")
        + String(format: ": %.2f s, %.0f lines/s", seconds, Double(lines) / seconds))
