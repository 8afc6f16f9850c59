import AccessFixer

/// What `apply --verify` and `fix-access` print after their builds: each fix, then the build's
/// result, and what is left for a human when it still fails.
enum VerificationText {
    static func text(
        _ outcome: BuildVerifier.Outcome, command: String, eachFix: (String) -> String, success: String
    ) -> String {
        var lines = outcome.fixed.map(eachFix)
        if outcome.succeeded {
            lines.append(success)
        } else {
            lines.append(
                "`\(command)` still fails after \(outcome.rounds) round\(outcome.rounds == 1 ? "" : "s"); left for a human:"
            )
            lines += outcome.remaining.prefix(20).map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
