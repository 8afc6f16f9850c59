import Foundation

/// What a command built and needs no more, left for the process's exit to reclaim instead of
/// freed piece by piece, as compilers do (clang's `-disable-free`): once `cleave plan` had written
/// its report, freeing the warm index of a 600k-line app, string by string, took a tenth of a
/// second, and after an edit `cleave index` spent as long freeing the heads it read and the symbol
/// table it resolved against. Only the executable turns it on, for a command that ends once it
/// has answered; a test that runs commands in its own process frees everything as usual.
public enum LeftForExit {
    private static let kept = Kept()

    public static func turnOn() { kept.turnOn() }

    public static func keep(_ values: Any...) { kept.keep(values) }

    private final class Kept: @unchecked Sendable {
        private let lock = NSLock()
        private var isOn = false
        private var values: [Any] = []

        func turnOn() { lock.withLock { isOn = true } }

        func keep(_ more: [Any]) { lock.withLock { if isOn { values += more } } }
    }
}
