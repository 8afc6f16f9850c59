import AccessFixer
import Analyzer

/// An apply stopped half way leaves its journal and a half-split tree: a command that reads the
/// tree says so first, since what it shows is neither the monolith nor the split.
enum PendingApply {
    static func warn(about monolith: Monolith, terminal: Terminal) {
        let applier = InPlaceApplier(root: monolith.root)
        guard applier.hasPendingApply else { return }
        terminal.message(
            "warning: an interrupted apply left \(applier.journalFolder.path), so what follows reads a half-split tree; "
                + "run `cleave apply --rollback` to restore it, or `cleave apply --continue` to finish it")
    }
}
