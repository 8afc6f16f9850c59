// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "App", targets: ["App"])],
    dependencies: [.package(path: "../Currencies"), .package(url: "https://example.com/kit.git", from: "1.2.0")],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "Currencies", package: "Currencies"), "Kit"],
            path: "Sources/App",
            exclude: ["Legacy", "README.md"],
            sources: ["Models", "Features"],
            resources: [.process("Resources"), .copy("Data/seed.json")],
            swiftSettings: [.define("STAGING"), .define("LOGGING", .when(configuration: .debug)), .swiftLanguageMode(.v5)]
        ),
        .executableTarget(name: "Tool", dependencies: ["App"]),
        .testTarget(name: "AppTests", dependencies: ["App"]),
    ],
    swiftLanguageModes: [.v6]
)
