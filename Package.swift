// swift-tools-version:6.0
import Foundation
import PackageDescription

let environment = ProcessInfo.processInfo.environment

/// The Swift toolchain's `usr` folder. SwiftSyntax comes prebuilt with it (`lib/swift/host`),
/// because SwiftPM cannot fetch the swift-syntax package on the machines Cleave is built on, and
/// so do libIndexStore and its header. The toolchain is `CLEAVE_TOOLCHAIN` if set, else the one
/// whose `swiftc` is first on PATH (symlinks resolved), else, on macOS, where `/usr/bin/swiftc`
/// only hands over to Xcode, the selected Xcode's default toolchain.
let toolchainUsr: String = {
    var candidates = environment["CLEAVE_TOOLCHAIN"].map { [URL(fileURLWithPath: $0)] } ?? []
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
        candidates.append(swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent())
    }
    #if os(macOS)
        let developer = environment["DEVELOPER_DIR"] ?? "/Applications/Xcode.app/Contents/Developer"
        candidates.append(
            URL(fileURLWithPath: developer).appendingPathComponent("Toolchains/XcodeDefault.xctoolchain/usr"))
    #endif
    let found = candidates.first {
        FileManager.default.fileExists(atPath: $0.appendingPathComponent("lib/swift/host/SwiftSyntax.swiftmodule").path)
    }
    guard let found else {
        fatalError(
            "Cleave needs a Swift toolchain with SwiftSyntax in usr/lib/swift/host; none found from swiftc on PATH (set CLEAVE_TOOLCHAIN=<toolchain>/usr)"
        )
    }
    return found.path
}()
let toolchainHostLibraries = toolchainUsr + "/lib/swift/host"

#if os(macOS)
    let indexStoreLibrary = "libIndexStore.dylib"
    /// Where the built executable finds the libraries a release archive carries beside it.
    let bundledLibraries = "@executable_path/../lib/cleave"
#else
    let indexStoreLibrary = "libIndexStore.so"
    let bundledLibraries = "$ORIGIN/../lib/cleave"
#endif

/// libclang with its C headers: `CLEAVE_LLVM=<prefix>` if set, else Debian's `libclang-dev` in
/// `/usr/lib/llvm-<version>` (the newest wins), else, on macOS, Homebrew's `llvm`.
let llvmPrefix: String = {
    if let given = environment["CLEAVE_LLVM"] { return given }
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
        .filter { $0.hasPrefix("llvm-") }
        .compactMap { Int($0.dropFirst("llvm-".count)) }
    var candidates = versions.sorted(by: >).map { "/usr/lib/llvm-\($0)" }
    #if os(macOS)
        candidates += ["/opt/homebrew/opt/llvm", "/usr/local/opt/llvm"]
    #endif
    guard
        let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0 + "/include/clang-c/Index.h") })
    else {
        fatalError(
            "Cleave needs libclang and its headers: run `make setup` (Debian's libclang-dev; on macOS `brew install llvm`), or set CLEAVE_LLVM=<prefix>"
        )
    }
    return found
}()

let syntaxLibraries = [
    "SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftParserDiagnostics", "SwiftBasicFormat",
    "SwiftOperators", "SwiftIDEUtils", "SwiftIfConfig",
]

let swiftSettings: [SwiftSetting] = [
    .unsafeFlags([
        "-I", toolchainHostLibraries, "-Xcc", "-I\(llvmPrefix)/include", "-Xcc", "-I\(toolchainUsr)/local/include",
    ])
]
let linkerSettings: [LinkerSetting] = [
    .unsafeFlags(
        ["-L", toolchainHostLibraries, "-Xlinker", "-rpath", "-Xlinker", toolchainHostLibraries]
            + syntaxLibraries.map { "-l\($0)" }
            + ["-L", "\(llvmPrefix)/lib", "-lclang", "-Xlinker", "-rpath", "-Xlinker", "\(llvmPrefix)/lib"]
            // By full path: the toolchain's lib folder also holds a libclang that must not win over llvmPrefix's.
            + [
                "-Xlinker", "\(toolchainUsr)/lib/\(indexStoreLibrary)", "-Xlinker", "-rpath", "-Xlinker",
                "\(toolchainUsr)/lib",
            ]
            + ["-Xlinker", "-rpath", "-Xlinker", bundledLibraries]
    ),
    .linkedLibrary("sqlite3"),
]

let package = Package(
    name: "Cleave",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "cleave", targets: ["cleave"]),
        .executable(name: "parser-throughput", targets: ["parser-throughput"]),
        .executable(name: "collapse-package", targets: ["collapse-package"]),
        .library(name: "Analyzer", targets: ["Analyzer"]),
        .library(name: "Splitter", targets: ["Splitter"]),
        .library(name: "AccessFixer", targets: ["AccessFixer"]),
    ],
    targets: [
        .systemLibrary(name: "CClang", path: "Sources/CClang", providers: [.apt(["libclang-dev"])]),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CIndexStore", path: "Sources/CIndexStore"),
        .target(
            name: "Analyzer", dependencies: ["CClang", "CSQLite", "CIndexStore"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .target(
            name: "Splitter", dependencies: ["Analyzer"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .target(
            name: "AccessFixer", dependencies: ["Splitter"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .executableTarget(
            name: "cleave", dependencies: ["AccessFixer", "Splitter", "Analyzer"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .executableTarget(
            name: "parser-throughput", dependencies: ["Analyzer"], path: "Benchmarks/ParserThroughput",
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .executableTarget(
            name: "collapse-package", dependencies: ["Analyzer"], path: "Benchmarks/CollapsePackage",
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .executableTarget(
            // Runs the readers on mutated inputs: scripts/fuzz.sh, and a short round in `make test`.
            name: "cleave-fuzz", dependencies: ["Analyzer", "Splitter"], path: "Tests/Fuzz", exclude: ["Seeds"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        // What the test targets share: golden files, scratch folders.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            // Fixtures/ holds hand-written Xcode projects, read from the source tree by path.
            name: "AnalyzerTests", dependencies: ["Analyzer", "TestSupport"], exclude: ["Fixtures"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .testTarget(
            // Golden/ holds the expected reports, read from the source tree by path.
            name: "SplitterTests", dependencies: ["Splitter", "TestSupport"], exclude: ["Golden", "Fixtures"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .testTarget(
            // Golden/ holds the expected access of the sample's split.
            name: "AccessFixerTests", dependencies: ["AccessFixer", "TestSupport"], exclude: ["Golden"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .testTarget(
            // The command line's parts (arguments, help, exit codes), tested without a process.
            name: "CommandLineTests", dependencies: ["cleave"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .testTarget(
            name: "EndToEndTests", dependencies: ["Analyzer", "TestSupport"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
    ]
)
