import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// A test or suite that builds packages, compiles fixtures or runs `cleave` over the samples:
    /// `make check` skips it (it sets `CLEAVE_SKIP_SLOW`), `make test` runs it.
    public static var slow: Self {
        .disabled(if: ProcessInfo.processInfo.environment["CLEAVE_SKIP_SLOW"] != nil, "slow: make check skips it")
    }
}
