/// A module's `inverts` is work planned before it is cut out: each use it still makes of the
/// module named is a warning with the references behind it and the ways out, and a name it no
/// longer uses (the inversion done, or a name that never applied) says it can go.
struct PlannedInversionCheck: PlanCheck {
    static let witnessesShown = 3

    func findings(in context: PlanContext) -> [Finding] {
        let planned = context.plannedInversions.map { inversion in
            let dependency = inversion.dependency
            let references = dependency.witnesses.count
            return Finding(
                code: "planned-inversion", severity: .warning,
                message:
                    "\(dependency.from) still uses \(dependency.to) (\(references) reference\(references == 1 ? "" : "s")): "
                    + "an inversion the plan counts on; `cleave apply` cuts \(dependency.from) out once it is done",
                location: dependency.witnesses.first?.location,
                notes: dependency.witnesses.prefix(Self.witnessesShown).map(context.describe)
                    + inversion.waysOut.map { "way out (\($0.edits) edit\($0.edits == 1 ? "" : "s")): \($0.summary)" },
                modules: [dependency.from, dependency.to])
        }
        let remaining = Set(context.plannedInversions.map { "\($0.dependency.from)→\($0.dependency.to)" })
        let done = context.plan.modules.flatMap { module in
            module.inverts.filter { !remaining.contains("\(module.name)→\($0)") }.map { inverted in
                Finding(
                    code: "inversion-done", severity: .note,
                    message: "\(module.name) no longer uses \(inverted): remove \"\(inverted)\" from its \"inverts\"",
                    location: nil, notes: [], modules: [module.name])
            }
        }
        return planned + done
    }
}
