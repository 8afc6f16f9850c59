import Analyzer

/// One thing wrong with a plan: where (the plan file's line, when it can be found), what, and what to do.
public struct PlanProblem: Hashable, Sendable, CustomStringConvertible {
    public var line: Int?
    /// Where a syntax error is on its line.
    public var column: Int?
    public var message: String
    public var fix: String

    public init(line: Int?, column: Int? = nil, message: String, fix: String) {
        self.line = line
        self.column = column
        self.message = message
        self.fix = fix
    }

    /// `12:`, `12:5:`, or nothing.
    private var position: String {
        guard let line else { return "" }
        return "\(line):" + (column.map { "\($0):" } ?? "")
    }

    public var description: String { "\(position.isEmpty ? "" : position + " ")\(message); \(fix)" }

    /// `cleave.json:12:5: message; fix`, or `cleave.json: message; fix` without a line.
    public func described(in path: String) -> String {
        "\(path):\(position) \(message); \(fix)"
    }
}

/// A plan that cannot be used as it is: every problem found, each with its fix.
public struct PlanError: UserFacingError, Hashable, Sendable {
    public var path: String
    public var problems: [PlanProblem]

    public init(path: String, problems: [PlanProblem]) {
        self.path = path
        self.problems = problems
    }

    public var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return "\(path): \(count):\n" + problems.map { "  " + $0.described(in: path) }.joined(separator: "\n")
    }
}
