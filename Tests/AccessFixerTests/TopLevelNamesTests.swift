import Foundation
import Testing

@testable import AccessFixer

/// `fix-access` raises the declaration a "cannot find 'X' in scope" names: the type, never an
/// extension of it further down the file (raising that one is a compile error of its own).
struct TopLevelNamesTests {
    @Test func aTypeIsFoundWhereItIsDeclaredNotWhereItIsExtended() throws {
        let sources = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cleave-top-level-\(UUID().uuidString)/Sources")
        defer { try? FileManager.default.removeItem(at: sources.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(
            at: sources.appendingPathComponent("Models"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: sources.appendingPathComponent("Reader"), withIntermediateDirectories: true)
        try """
        struct ReadingProgress {
            var page: Int
        }

        extension ReadingProgress: Comparable {}

        extension Array {}
        func clamp() {}
        """.write(to: sources.appendingPathComponent("Models/ReadingProgress.swift"), atomically: true, encoding: .utf8)
        try "extension ReadingProgress {}\n".write(
            to: sources.appendingPathComponent("Reader/Session.swift"), atomically: true, encoding: .utf8)

        let names = TopLevelNames.byModule(in: sources)
        #expect(names["ReadingProgress"]?.module == "Models")
        #expect(names["ReadingProgress"]?.position.line == 1)
        #expect(names["clamp"]?.module == "Models")
        #expect(names["Array"] == nil)
    }
}
