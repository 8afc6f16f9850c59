/// A `cleave` sub-command: its help text is the truth about its interface.
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    static var help: String { get }
    static var flags: Set<String> { get }
    static var options: Set<String> { get }

    /// Returns the exit code: 0 success, 1 findings, 2 a problem the user can fix.
    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32
}
