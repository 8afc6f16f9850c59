/// The language a file of the monolith is written in, as far as the front ends care.
public enum Language: String, Codable, CaseIterable, Sendable {
    case swift
    case objcHeader
    case objcImplementation
    case resource
}

/// A file of the monolith, path relative to the analysed root.
public struct SourceFile: Codable, Hashable, Sendable {
    public var path: String
    public var language: Language
    /// FNV-1a 64 of the content, hex: the cache key of the file's facts.
    public var contentHash: String
    public var lines: Int
    public var bytes: Int
    /// The compilation conditions its `#if` lines test (`DEBUG`, `ALPHA`), sorted; not the
    /// platform, version or import tests (`os(iOS)`, `canImport(UIKit)`).
    public var testedConditions: [String]

    public init(
        path: String, language: Language, contentHash: String, lines: Int, bytes: Int, testedConditions: [String] = []
    ) {
        self.path = path
        self.language = language
        self.contentHash = contentHash
        self.lines = lines
        self.bytes = bytes
        self.testedConditions = testedConditions
    }
}

/// An `import` statement.
public struct Import: Codable, Hashable, Sendable {
    public var module: String
    public var location: SourceLocation
    /// `testable`, `_exported`, `_implementationOnly`, `preconcurrency`, and access modifiers on the import.
    public var attributes: [String]
    public var conditions: [String]

    public init(module: String, location: SourceLocation, attributes: [String] = [], conditions: [String] = []) {
        self.module = module
        self.location = location
        self.attributes = attributes
        self.conditions = conditions
    }
}

/// Something a front end wants the user to know about a file: it did not parse cleanly, was skipped, …
public struct Diagnostic: Codable, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Codable, Sendable { case warning, error }

    public var severity: Severity
    public var file: String
    public var line: Int?
    public var message: String

    public init(severity: Severity, file: String, line: Int? = nil, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(severity.rawValue): \(message)"
    }
}
