// swift-tools-version:5.9
// Written for pkgdocs' tests, not swift-numerics' own manifest: the shape
// of manifests that build their products and targets with code (a helper
// function, a map over a list), over swift-numerics' real sources.
import PackageDescription

let modules = ["RealModule", "ComplexModule", "Numerics"]

func library(_ name: String) -> Target {
  .target(name: name, exclude: ["CMakeLists.txt", "README.md"])
}

var targets: [Target] = modules.map(library)
targets.append(.target(name: "_TestSupport", dependencies: ["Numerics"]))

let package = Package(
  name: "swift-numerics",
  products: modules.map { .library(name: $0, targets: [$0]) },
  targets: targets
)
