// swift-tools-version:6.0
import Foundation
import PackageDescription

/// SwiftSyntax comes prebuilt with the toolchain (`<toolchain>/usr/lib/swift/host`), because SwiftPM
/// cannot fetch the swift-syntax package on the machines Cleave is built on. The toolchain is the one
/// whose `swiftc` is first on PATH, symlinks resolved.
let toolchainHostLibraries: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let bin = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
        let host = bin.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
        if FileManager.default.fileExists(atPath: host + "/SwiftSyntax.swiftmodule") { return host }
    }
    fatalError("Cleave needs a Swift toolchain with SwiftSyntax in lib/swift/host; none found from swiftc on PATH")
}()

/// libIndexStore and its header ship with the same toolchain (`<toolchain>/usr/lib`,
/// `<toolchain>/usr/local/include/indexstore`).
let toolchainUsr = URL(fileURLWithPath: toolchainHostLibraries).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

/// libclang from Debian's `libclang-dev` lives in `/usr/lib/llvm-<version>`; the newest one wins.
let llvmPrefix: String = {
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
        .filter { $0.hasPrefix("llvm-") }
        .compactMap { Int($0.dropFirst("llvm-".count)) }
        .filter { FileManager.default.fileExists(atPath: "/usr/lib/llvm-\($0)/include/clang-c/Index.h") }
    return versions.max().map { "/usr/lib/llvm-\($0)" } ?? "/usr/lib/llvm-14"
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
            + ["-Xlinker", "\(toolchainUsr)/lib/libIndexStore.so", "-Xlinker", "-rpath", "-Xlinker", "\(toolchainUsr)/lib"]
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
            name: "parser-throughput", path: "Benchmarks/ParserThroughput",
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .executableTarget(
            name: "collapse-package", dependencies: ["Analyzer"], path: "Benchmarks/CollapsePackage",
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .executableTarget(
            // Runs the readers on mutated inputs: scripts/fuzz.sh, and a short round in `make test`.
            name: "cleave-fuzz", dependencies: ["Analyzer", "Splitter"], path: "Tests/Fuzz", exclude: ["Seeds"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .testTarget(
            // Fixtures/ holds hand-written Xcode projects, read from the source tree by path.
            name: "AnalyzerTests", dependencies: ["Analyzer"], exclude: ["Fixtures"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .testTarget(
            // Golden/ holds the expected reports, read from the source tree by path.
            name: "SplitterTests", dependencies: ["Splitter"], exclude: ["Golden"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .testTarget(
            // Golden/ holds the expected access of the sample's split.
            name: "AccessFixerTests", dependencies: ["AccessFixer"], exclude: ["Golden"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
        .testTarget(
            name: "EndToEndTests", dependencies: ["Analyzer"],
            swiftSettings: swiftSettings, linkerSettings: linkerSettings),
    ]
)
