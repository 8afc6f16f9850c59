import Foundation

/// One round: inputs `first ..< first + count` of one seed, each a mutation of a corpus file,
/// given to its reader and timed.
struct FuzzRun {
    /// An input may take 1 s per 10 KB, and 1 s at least.
    static func timeBound(bytes: Int) -> Double { max(1, Double(bytes) / 10_240) }

    let options: FuzzOptions

    func run() -> Int32 {
        let corpus = Corpus(repository: URL(fileURLWithPath: options.corpus))
        guard Reader.allCases.allSatisfy({ !corpus.seeds(for: $0).isEmpty }) else {
            FuzzOptions.usage(
                "\(options.corpus): no seeds for every reader (run from the repository, or pass --corpus)")
        }
        let runner: ReaderRunner
        do { runner = try ReaderRunner() } catch { FuzzOptions.usage("cannot make a scratch folder: \(error)") }
        defer { runner.removeScratch() }
        // Loading the standard library's declarations is once per process, not per input.
        for reader in Reader.allCases { runner.run(reader, on: corpus.seeds(for: reader)[0]) }
        var slow: [String] = []
        var worst = (secondsPer10KB: 0.0, description: "")
        var bytesRead = 0
        var secondsByReader: [Reader: Double] = [:]
        let started = Date()
        for number in options.first..<options.first + options.count {
            var random = Random(seed: options.seed, input: number)
            let reader = Reader.allCases[number % Reader.allCases.count]
            let seeds = corpus.seeds(for: reader)
            let input = Mutator().mutate(random.pick(seeds), other: random.pick(seeds), random: &random)
            if options.trace {
                FileHandle.standardOutput.write(Data("input \(number) \(reader.rawValue) \(input.count) B\n".utf8))
                save(input, name: "\(options.seed)-\(number).\(reader.rawValue)")
            }
            let start = DispatchTime.now().uptimeNanoseconds
            runner.run(reader, on: input)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            bytesRead += input.count
            secondsByReader[reader, default: 0] += seconds
            let described =
                "input \(number) of seed \(options.seed) (\(reader.rawValue), \(input.count) B): \(String(format: "%.3f", seconds)) s"
            let rate = seconds / Self.timeBound(bytes: input.count)
            if rate > worst.secondsPer10KB { worst = (rate, described) }
            if rate > 1 {
                slow.append(described)
                save(input, name: "slow-\(options.seed)-\(number).\(reader.rawValue)")
            }
        }
        let elapsed = Date().timeIntervalSince(started)
        print(
            """
            cleave-fuzz: \(options.count) inputs (seed \(options.seed), \(options.first)..<\(options.first + options.count)), \
            \(bytesRead / 1024) KB, \(String(format: "%.1f", elapsed)) s, \(String(format: "%.2f", elapsed * 1000 / Double(max(1, options.count)))) ms per input
            time by reader: \(Reader.allCases.map { "\($0.rawValue) \(String(format: "%.1f", secondsByReader[$0] ?? 0)) s" }.joined(separator: ", "))
            slowest per 10 KB: \(worst.description)
            slow inputs (over 1 s per 10 KB): \(slow.isEmpty ? "none" : "\n  " + slow.joined(separator: "\n  "))
            """)
        return slow.isEmpty || !options.enforcesTimeBound ? 0 : 1
    }

    private func save(_ input: [UInt8], name: String) {
        let folder = URL(fileURLWithPath: options.save)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(input).write(to: folder.appendingPathComponent(name))
    }
}

/// The repository's own valid inputs: the samples' plans, projects, manifests and sources, the
/// test fixtures' projects, and `Tests/Fuzz/Seeds` for the shapes the samples lack.
struct Corpus {
    private let seedsByReader: [Reader: [[UInt8]]]

    init(repository: URL) {
        var found: [Reader: [[UInt8]]] = [:]
        for folder in ["Samples", "Tests/AnalyzerTests/Fixtures", "Tests/Fuzz/Seeds"] {
            let root = repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let path as String in walker where !path.contains(".build/") && !path.contains(".cleave/") {
                guard let reader = Reader.allCases.first(where: { $0.isSeed(path) }),
                    let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
                else { continue }
                found[reader, default: []].append(Array(data))
            }
        }
        seedsByReader = found
    }

    func seeds(for reader: Reader) -> [[UInt8]] {
        seedsByReader[reader] ?? []
    }
}
