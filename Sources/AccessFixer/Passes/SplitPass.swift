/// One step of a split. A pass reads the plan, the index and what the passes before it decided
/// (`Split`), and adds its moves, edits and notes; `SplitPlanner.passes` runs them in order.
protocol SplitPass: Sendable {
    func run(on split: inout Split) throws
}
