import Analyzer

/// Files an Xcode app needs in the app itself (the catalog of its icon or accent color, its launch
/// screen, Info.plist, entitlements, Settings bundle) stay there though a module takes their
/// folder: `cleave apply` leaves them where the project's settings point. A plan that names one
/// for a module asks for an app without it.
struct StaysWithAppCheck: PlanCheck {
    func findings(in context: PlanContext) -> [Finding] {
        let assignment = context.assignment
        return assignment.keptInApp.sorted { $0.key < $1.key }.map { path, kept in
            let location = SourceLocation(file: path, line: 1, column: 1)
            if let why = assignment.whyKept(path) {
                return Finding(
                    code: "stays-with-app", severity: .note, message: why, location: location, modules: [kept.module])
            }
            return Finding(
                code: "stays-with-app", severity: .error,
                message: "\(path) cannot move to \(kept.module): \(kept.reason)", location: location,
                notes: [
                    "way out: take it out of \(kept.module)'s \"files\" and \"resources\"; \(assignment.appName) keeps it, and what else in it \(kept.module) needs can go in a file of its own"
                ],
                modules: [kept.module])
        }
    }
}
