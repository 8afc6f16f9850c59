/// SplitMix64: a small, fast generator whose whole state is one number, so that input `n` of
/// seed `s` is the same on every machine.
struct Random {
    private var state: UInt64

    init(seed: UInt64, input: Int) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(input)
        _ = next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int {
        bound <= 1 ? 0 : Int(next() % UInt64(bound))
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }
}

/// Damage of the kinds real files and adversaries bring: cut short, bytes flipped, inserted or
/// dropped, pieces of another file spliced in, constructs nested thousands deep, sizes far
/// beyond any real file.
struct Mutator {
    /// What deep nesting is made of: each is repeated up to 20,000 times at one spot.
    static let nestings = [
        "(", "[", "{", "<", "Array<", "#if A\n", ".b", "?.b", ".b!", " + 1", " else if x {}", "\"\\(", "/*", "{ $0",
        "-> ", "@", "\"a\": {", "[\"a\", ", "( ", "children = (", "isa = PBXGroup; ",
    ]
    static let maximumSize = 1 << 20

    func mutate(_ input: [UInt8], other: [UInt8], random: inout Random) -> [UInt8] {
        var bytes = input
        for _ in 0...random.below(3) {
            bytes = mutateOnce(bytes, other: other, random: &random)
        }
        return bytes.count > Self.maximumSize ? Array(bytes.prefix(Self.maximumSize)) : bytes
    }

    private func mutateOnce(_ bytes: [UInt8], other: [UInt8], random: inout Random) -> [UInt8] {
        var bytes = bytes
        let position = random.below(bytes.count + 1)
        switch random.below(8) {
        case 0:
            bytes.removeSubrange(position...)
        case 1:
            for _ in 0...random.below(8) where !bytes.isEmpty {
                bytes[random.below(bytes.count)] ^= UInt8(truncatingIfNeeded: 1 << random.below(8))
            }
        case 2:
            bytes.insert(
                contentsOf: (0...random.below(16)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: position)
        case 3:
            bytes.removeSubrange(position..<min(bytes.count, position + random.below(256)))
        case 4:
            let start = random.below(other.count + 1)
            bytes.insert(contentsOf: other[start..<min(other.count, start + random.below(4096))], at: position)
        case 5:
            // Deep nesting, rarely thousands deep: most inputs stay the size of real files.
            let nesting = Array(random.pick(Self.nestings).utf8)
            let depth = random.below(20) == 0 ? random.pick([1_000, 5_000, 20_000]) : random.pick([10, 50, 300])
            bytes.insert(contentsOf: Array([[UInt8]](repeating: nesting, count: depth).joined()), at: position)
        case 6:
            // Sizes far beyond real files, rarely.
            let times = random.below(20) == 0 ? random.pick([10, 100]) : 2
            bytes = Array([[UInt8]](repeating: bytes, count: times).joined())
        default:
            let start = random.below(bytes.count + 1)
            let piece = Array(bytes[start..<min(bytes.count, start + random.below(512))])
            bytes.insert(contentsOf: piece, at: position)
        }
        return bytes
    }
}
