// swift-tools-version:6.1
import PackageDescription

// casement-port: rewrites an iOS project's UIKit sources into the forms Casement compiles on Linux.
// A package of its own so the root package (and every app built on it) never compiles swift-syntax.
let package = Package(
    name: "CasementPort",
    products: [
        .executable(name: "casement-port", targets: ["casement-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // The rewrites and the report, free of any file system: the tests drive it with strings.
        .target(name: "CasementPortKit", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "casement-port", dependencies: [
            "CasementPortKit",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "CasementPortTests", dependencies: ["CasementPortKit"]),
    ],
    swiftLanguageModes: [.v6]
)
