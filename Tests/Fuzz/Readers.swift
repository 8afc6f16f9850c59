import Analyzer
import Foundation
import Splitter

/// The four readers of what users hand Cleave, each run as the commands run it (the Swift reader
/// is the front end: parse and collect, not resolve). A thrown error is the reader doing its job:
/// only a crash or a slow answer is a finding.
enum Reader: String, CaseIterable {
    case plan, project, manifest, swift

    /// The corpus files this reader's inputs start from, relative to the repository.
    func isSeed(_ path: String) -> Bool {
        switch self {
        case .plan: path.hasSuffix("cleave.json") || path.hasSuffix(".plan.json")
        case .project: path.hasSuffix(".pbxproj")
        case .manifest: path.hasSuffix("Package.swift")
        case .swift: path.hasSuffix(".swift") && !path.hasSuffix("Package.swift")
        }
    }
}

/// Runs the readers in a scratch folder of its own (the project and manifest readers read from disk).
struct ReaderRunner {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cleave-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("Package/Sources/App"), withIntermediateDirectories: true)
        try Data("struct App {}\n".utf8).write(to: scratch.appendingPathComponent("Package/Sources/App/App.swift"))
    }

    func removeScratch() {
        try? FileManager.default.removeItem(at: scratch)
    }

    func run(_ reader: Reader, on bytes: [UInt8]) {
        switch reader {
        case .plan:
            _ = try? PlanLoader().load(text: String(decoding: bytes, as: UTF8.self), path: "cleave.json")
        case .project:
            let project = scratch.appendingPathComponent("App.xcodeproj")
            try? Data(bytes).write(to: project.appendingPathComponent("project.pbxproj"))
            _ = try? XcodeProject(at: project)
        case .manifest:
            let package = scratch.appendingPathComponent("Package")
            try? Data(bytes).write(to: package.appendingPathComponent("Package.swift"))
            _ = try? MonolithDiscovery().discover(at: package.path)
        case .swift:
            let source = String(decoding: bytes, as: UTF8.self)
            let file = SourceFile(path: "A.swift", language: .swift, contentHash: "", lines: 0, bytes: bytes.count)
            _ = SwiftFrontEnd().facts(for: file, source: source)
        }
    }
}
