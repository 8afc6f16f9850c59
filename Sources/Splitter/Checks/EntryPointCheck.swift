import Analyzer

/// The app's entry point moving into a module: the app would have nothing to start from.
struct EntryPointCheck: PlanCheck {
    func findings(in context: PlanContext) -> [Finding] {
        EntryPoints.files(in: context.index).sorted().compactMap { file in
            let module = context.assignment.module(ofFile: file)
            guard module != context.assignment.appName else { return nil }
            return Finding(
                code: "entry-point-moves", severity: .error,
                message:
                    "\(file) is where \(context.assignment.appName) starts, and it would move to \(module): the app would not launch",
                location: SourceLocation(file: file, line: 1, column: 1),
                notes: [
                    "way out: leave \(file) in \(context.assignment.appName) (list it under the app, or narrow \(module)'s files)"
                ],
                modules: [module])
        }
    }
}
