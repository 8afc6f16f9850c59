import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// Measures what the toolchain's SwiftParser alone does on a set of files — the floor under
/// Cleave's cold index time. Usage: parser-throughput [--threads N] <file>…  (or a folder)
let arguments = Array(CommandLine.arguments.dropFirst())
let threads = arguments.firstIndex(of: "--threads").map { Int(arguments[$0 + 1]) ?? 1 } ?? 1
let inputs = arguments.enumerated().filter { index, argument in
    argument != "--threads" && (index == 0 || arguments[index - 1] != "--threads")
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

let sources = inputs.flatMap(swiftFiles(under:)).map { try! String(contentsOfFile: $0, encoding: .utf8) }
let lines = sources.reduce(0) { $0 + $1.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
let start = DispatchTime.now()
DispatchQueue.concurrentPerform(iterations: threads) { worker in
    for index in stride(from: worker, to: sources.count, by: threads) {
        _ = Parser.parse(source: sources[index])
    }
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
print(
    String(
        format: "%d files, %d lines, %d thread(s): %.2f s, %.0f lines/s", sources.count, lines, threads, seconds,
        Double(lines) / seconds))
