// swift-tools-version:5.9
// An app whose argument parser is a local checkout beside it (a fork under work).
import PackageDescription

let package = Package(
    name: "tool",
    dependencies: [
        .package(path: "../swift-argument-parser"),
    ],
    targets: [
        .executableTarget(name: "tool", dependencies: [
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
