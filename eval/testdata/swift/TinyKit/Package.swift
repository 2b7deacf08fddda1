// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TinyKit",
    products: [
        .library(name: "TinyKit", targets: ["TinyKit"]),
    ],
    targets: [
        .target(name: "TinyKit", dependencies: ["Helpers"]),
        .target(name: "Helpers"),
        .testTarget(name: "TinyKitTests", dependencies: ["TinyKit"]),
    ]
)
