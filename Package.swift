// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Calculator",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "CalculatorJSON", targets: ["CalculatorJSON"]),
    .library(name: "ExactArithmetic", targets: ["ExactArithmetic"]),
    .library(name: "CalculatorModel", targets: ["CalculatorModel"]),
    .library(name: "CalculatorController", targets: ["CalculatorController"]),
    .library(name: "Graphing", targets: ["Graphing"]),
    .executable(name: "calculator", targets: ["calculator"]),
  ],
  dependencies: [
    .package(
      url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
  ],
  targets: [
    .target(name: "CalculatorJSON"),
    // musl's sin, cos, exp… vendored, so that every build computes the same bits
    // (Sources/MuslMath/README.md).
    .target(
      name: "MuslMath", exclude: ["README.md", "COPYRIGHT"],
      cSettings: [.headerSearchPath("internal")]),
    // The exact engine: big integers, rationals, constructive reals (docs/exact-numbers.md).
    .target(name: "ExactArithmetic", dependencies: ["MuslMath"]),
    .target(
      name: "CalculatorModel", dependencies: ["CalculatorJSON", "ExactArithmetic", "MuslMath"]),
    .target(
      name: "CalculatorController",
      dependencies: ["CalculatorJSON", "CalculatorModel", "ExactArithmetic", "Graphing"]),
    .target(name: "Graphing", dependencies: ["MuslMath"]),
    .target(
      name: "CalculatorTerminal",
      dependencies: ["CalculatorController", "CalculatorModel", "Graphing"]),
    .target(
      name: "CalculatorServer",
      dependencies: [
        "CalculatorJSON",
        "CalculatorModel",
        "CalculatorController",
        "Graphing",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ],
      resources: [.copy("Public")]
    ),
    .executableTarget(
      name: "calculator",
      dependencies: [
        "CalculatorJSON",
        "CalculatorModel",
        "CalculatorController",
        "Graphing",
        "CalculatorServer",
        "CalculatorTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "TestSupport", dependencies: ["CalculatorController", "CalculatorModel"],
      path: "Tests/TestSupport"),
    .testTarget(name: "CalculatorJSONTests", dependencies: ["CalculatorJSON", "TestSupport"]),
    .testTarget(name: "MuslMathTests", dependencies: ["MuslMath"], exclude: ["references.txt"]),
    .testTarget(
      name: "ExactArithmeticTests", dependencies: ["ExactArithmetic", "MuslMath", "TestSupport"]),
    .testTarget(
      name: "CalculatorModelTests",
      dependencies: ["CalculatorModel", "ExactArithmetic", "MuslMath", "TestSupport"],
      exclude: ["ExpressionTable.txt", "EverydayTable.txt", "ExactFormTable.txt"]),
    .testTarget(
      name: "CalculatorControllerTests",
      dependencies: [
        "CalculatorController", "CalculatorJSON", "CalculatorModel", "ExactArithmetic", "Graphing",
        "TestSupport",
      ]
    ),
    .testTarget(
      name: "GraphingTests", dependencies: ["Graphing", "TestSupport"], exclude: ["Expected"]),
    .testTarget(
      name: "CalculatorTerminalTests",
      dependencies: ["CalculatorTerminal", "CalculatorController", "CalculatorModel", "Graphing"]
    ),
    .testTarget(name: "CalculatorCLITests", dependencies: ["calculator", "TestSupport"]),
    .testTarget(
      name: "CalculatorServerTests",
      dependencies: [
        "CalculatorServer",
        "CalculatorController",
        "CalculatorModel",
        "TestSupport",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]
    ),
  ]
)
