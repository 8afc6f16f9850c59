// swift-tools-version:5.9
import PackageDescription

// Bookshelf is deliberately a monolith: every layer of the app lives in a
// single `Bookshelf` target. Cleave uses it as a sample to split by folder.
let package = Package(
    name: "Bookshelf",
    defaultLocalization: "en",
    products: [
        .library(name: "Bookshelf", targets: ["Bookshelf"]),
    ],
    targets: [
        .target(
            name: "Bookshelf",
            path: "Sources/Bookshelf",
            resources: [
                .process("Features/Search/Resources"),
                .process("Features/Library/Resources"),
                .process("Features/Settings/Resources"),
                .copy("Features/Reader/Resources/sample_chapters.json"),
                .process("Foundation/DesignSystem/Resources"),
            ]
        ),
        .testTarget(
            name: "BookshelfTests",
            dependencies: ["Bookshelf"],
            path: "Tests/BookshelfTests"
        ),
    ]
)
