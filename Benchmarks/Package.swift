// swift-tools-version: 6.0
import PackageDescription

// The benchmarks live in their own package so that users of
// the main package never build them. Run from the repository root:
//
//     swift run -c release --package-path Benchmarks calculator-benchmarks [--json]
let package = Package(
  name: "CalculatorBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Calculator", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "calculator-benchmarks",
      dependencies: [
        .product(name: "CalculatorModel", package: "Calculator"),
        .product(name: "CalculatorController", package: "Calculator"),
        .product(name: "Graphing", package: "Calculator"),
        "CMuParser",
      ]
    ),
    // muparser (Debian's libmuparser-dev), the C++ reference of the bulk-evaluation figures.
    .systemLibrary(name: "CMuParser", providers: [.apt(["libmuparser-dev"])]),
  ],
  swiftLanguageModes: [.v6]
)
