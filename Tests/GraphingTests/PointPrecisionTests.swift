import TestSupport
import Testing

@testable import Graphing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Points of interest report only right digits: extrema refined to the last bits of a
/// `Double`, a hole's y as its limit, a root's y exactly 0.
@Suite struct PointPrecisionTests {
  /// The points of `function` from −10 to 10 (unless given), 800 columns.
  static func points(
    _ function: @escaping @Sendable (Double) -> Double?, from lower: Double = -10,
    to upper: Double = 10
  ) -> [PointOfInterest] {
    PointFinderTests.points(function, from: lower, to: upper)
  }

  /// How many `Double`s lie from `a` up to `b` (negative when `b` < `a`); both finite
  /// and of one sign.
  static func ulps(from a: Double, to b: Double) -> Int64 {
    Int64(bitPattern: b.magnitude.bitPattern) - Int64(bitPattern: a.magnitude.bitPattern)
  }

  /// Whether every digit `point` shows of `shown` (its x or y, with `digits` of them)
  /// is right: `shown` is within one unit of its last digit of `truth`.
  static func showsOnlyRightDigits(_ shown: Double, digits: Int, truth: Double) -> Bool {
    let unit = shown == 0 ? 0 : pow(10, floor(log10(Swift.abs(shown))) - Double(digits - 1))
    return Swift.abs(shown - truth) <= max(unit, 4 * truth.ulp)
  }

  /// The point of `kind` nearest `x`.
  static func point(
    _ points: [PointOfInterest], _ kind: PointOfInterest.Kind, near x: Double
  ) -> PointOfInterest? {
    points.filter { $0.kind == kind }.min { Swift.abs($0.x - x) < Swift.abs($1.x - x) }
  }

  /// The maximum of sin²(x) + 3 at π/2 and its minimum at π, to within 2 `Double`s
  /// (the user audit saw 1.57079630854478 and 3.14159263868863).
  @Test func sineSquaredPlusThreeToTheLastBits() throws {
    let found = Self.points { sin($0) * sin($0) + 3 }
    let maximum = try #require(Self.point(found, .maximum, near: .pi / 2), "\(found)")
    let minimum = try #require(Self.point(found, .minimum, near: .pi), "\(found)")
    #expect(Swift.abs(Self.ulps(from: .pi / 2, to: maximum.x)) <= 2, "\(maximum.x)")
    #expect(Swift.abs(Self.ulps(from: .pi, to: minimum.x)) <= 2, "\(minimum.x)")
    #expect(maximum.y == 4)
    #expect(minimum.y == 3)
  }

  /// Extrema with closed forms at round x, exactly there, and at ±π, within 2 `Double`s.
  ///
  /// An asymmetric top is found to 13 or 14 digits, rounded to them: exactly 1.
  @Test(
    arguments: [
      ("x³ − 3x", .maximum, -1.0),
      ("x³ − 3x", .minimum, 1),
      ("x·e^(−x)", .maximum, 1),
      ("cos(x)", .maximum, 0),
      ("cos(x)", .minimum, .pi),
      ("cos(x)", .minimum, -.pi),
      ("−(x − 1)⁴", .maximum, 1),
    ] as [(String, PointOfInterest.Kind, Double)])
  func extremaWithClosedForms(name: String, kind: PointOfInterest.Kind, expected: Double) throws {
    let point = try #require(Self.extremum(name, kind, near: expected))
    if expected == expected.rounded() {
      #expect(point.x == expected, "\(name)")
    } else {
      #expect(Swift.abs(Self.ulps(from: expected, to: point.x)) <= 2, "\(name): \(point.x)")
      #expect(point.xDigits == PointOfInterest.allDigits)
    }
  }

  /// Irrational tops of asymmetric curves (not on the sample grid): 13 or more digits,
  /// every one right.
  @Test(
    arguments: [
      ("x³ − 6x", .maximum, -2.0.squareRoot()),
      ("x³ − 6x", .minimum, 2.0.squareRoot()),
      ("x·e^(−x/√2)", .maximum, 2.0.squareRoot()),
      ("x·e^(−x)", .maximum, 1),
    ] as [(String, PointOfInterest.Kind, Double)])
  func asymmetricTopsKeepTheirRightDigits(
    name: String, kind: PointOfInterest.Kind, expected: Double
  ) throws {
    let point = try #require(Self.extremum(name, kind, near: expected))
    #expect(point.xDigits >= 13, "\(name): \(point)")
    #expect(Self.showsOnlyRightDigits(point.x, digits: point.xDigits, truth: expected))
  }

  static let functions: [String: @Sendable (Double) -> Double?] = [
    "x³ − 3x": { $0 * $0 * $0 - 3 * $0 },
    "x³ − 6x": { $0 * $0 * $0 - 6 * $0 },
    "x·e^(−x)": { $0 * exp(-$0) },
    "x·e^(−x/√2)": { $0 * exp(-$0 / 2.0.squareRoot()) },
    "cos(x)": { cos($0) },
    "−(x − 1)⁴": { -pow($0 - 1, 4) },
    "(10¹⁰ + sin(x)) − 10¹⁰": { (1e10 + sin($0)) - 1e10 },
  ]

  /// The extremum of `kind` nearest `x` of the function `name` over [−10, 10].
  static func extremum(
    _ name: String, _ kind: PointOfInterest.Kind, near x: Double
  ) -> PointOfInterest? {
    guard let function = functions[name] else { return nil }
    return point(points(function), kind, near: x)
  }

  /// Where rounding flattens the top, it is found only as well as the values allow:
  /// (10¹⁰ + sin(x)) − 10¹⁰ moves in steps of 2⁻¹⁹ ≈ 1.9e−6, and its maximum shows as
  /// 1.5708 (6 digits right, the 6th a 0).
  @Test func aTopFlattenedByRoundingShowsFewerDigits() throws {
    let name = "(10¹⁰ + sin(x)) − 10¹⁰"
    let point = try #require(Self.extremum(name, .maximum, near: .pi / 2))
    #expect(point.xDigits == 6)
    #expect(point.x == 1.5708)
    #expect(point.xText == "1.5708")
    #expect(point.y == 1 && point.yDigits == PointOfInterest.allDigits)
    #expect(Self.showsOnlyRightDigits(point.x, digits: point.xDigits, truth: .pi / 2))
  }

  /// sin(x)/x has the limit 1 at 0, whatever the range around it (the audit saw
  /// 0.99999998698 and 0.999999999979).
  @Test(arguments: [(-10.0, 10.0), (-3, 7), (-0.001, 0.002), (-1e-6, 3e-6), (-50, 1), (-0.5, 0.25)])
  func holeOfSineOverXIsOne(lower: Double, upper: Double) throws {
    let found = Self.points({ sin($0) / $0 }, from: lower, to: upper)
    let hole = try #require(found.first { $0.kind == .hole }, "\(found)")
    #expect(hole.x == 0)
    #expect(hole.y == 1)
  }

  @Test(arguments: [(-10.0, 10.0), (-3, 7), (1.999, 2.002), (0, 2.5), (-100, 300)])
  func holeOfALineIsItsValue(lower: Double, upper: Double) throws {
    let found = Self.points({ ($0 * $0 - 4) / ($0 - 2) }, from: lower, to: upper)
    let hole = try #require(found.first { $0.kind == .hole }, "\(found)")
    #expect(hole.x == 2)
    #expect(hole.y == 4)
  }

  /// A root's y is 0, not the rounding error of the function at the refined x; a clean
  /// root's x has all its digits.
  @Test func rootsHaveYZero() throws {
    let functions: [@Sendable (Double) -> Double?] = [
      { sin($0) }, { $0 * $0 - 2 }, { cos($0) }, { exp($0) - 3 }, { $0 * $0 * $0 - 2 * $0 },
    ]
    for function in functions {
      let roots = Self.points(function).filter { $0.kind == .root }
      #expect(!roots.isEmpty)
      #expect(roots.allSatisfy { $0.y == 0 }, "\(roots)")
      #expect(roots.allSatisfy { $0.xDigits == PointOfInterest.allDigits }, "\(roots)")
    }
  }

  /// Roots where rounding blurs the curve keep only their right digits:
  /// (10¹⁰ + sin(x)) − 10¹⁰ is exactly 0 within about 10⁻⁶ of kπ, and
  /// (x − √2)³ multiplied out is lost in its rounding errors within about 10⁻⁵ of √2.
  @Test func blurredRootsShowFewerDigits() throws {
    let flattened = Self.points { (1e10 + sin($0)) - 1e10 }.filter { $0.kind == .root }
    #expect(flattened.count == 7)
    for (root, k) in zip(flattened, -3...3) where k != 0 {
      #expect(root.xDigits <= 7, "\(root)")
      #expect(
        Self.showsOnlyRightDigits(root.x, digits: root.xDigits, truth: Double(k) * .pi), "\(root)")
    }
    let c = 2.0.squareRoot()
    let (b, d, e) = (3 * c, 3 * c * c, c * c * c)
    let cubed = Self.points { $0 * $0 * $0 - b * $0 * $0 + d * $0 - e }.filter { $0.kind == .root }
    let root = try #require(cubed.first, "\(cubed)")
    #expect(cubed.count == 1 && root.xDigits <= 7, "\(cubed)")
    #expect(Self.showsOnlyRightDigits(root.x, digits: root.xDigits, truth: c), "\(root)")
  }

  /// Random parabolas and cubics, some lifted far from 0 so that rounding blurs their
  /// tops: every digit shown of an extremum's x is right (the seed is in the message).
  @Test func randomTopsShowOnlyRightDigits() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    var fullDigits = 0
    for _ in 0..<150 {
      let centre = Double.random(in: -8...8, using: &generator)
      let curvature =
        (Bool.random(using: &generator) ? 1 : -1) * Double.random(in: 0.1...10, using: &generator)
      let skew = Double.random(in: -0.01...0.01, using: &generator)
      let lift = [0, 1, 1e4, 1e8][Int(generator.next() % 4)]
      let found = Self.points {
        let d = $0 - centre
        return curvature * d * d + skew * d * d * d + lift
      }
      let kind: PointOfInterest.Kind = curvature > 0 ? .minimum : .maximum
      guard let point = Self.point(found, kind, near: centre) else {
        Issue.record("seed \(seed): no \(kind) near \(centre)")
        continue
      }
      if point.xDigits == PointOfInterest.allDigits { fullDigits += 1 }
      #expect(
        Self.showsOnlyRightDigits(point.x, digits: point.xDigits, truth: centre),
        "seed \(seed): \(point) for \(curvature)(x − \(centre))² + \(skew)(x − c)³ + \(lift)")
    }
    #expect(fullDigits >= 50, "seed \(seed)")
  }

  /// Random difference quotients (sin(ax) − sin(ac)) ÷ (x − c), whose limit at c is
  /// a·cos(ac): every digit shown of the hole's y is right (the seed is in the message).
  @Test func randomHolesShowOnlyRightDigits() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<150 {
      let c = Double(Int(generator.next() % 17) - 8)
      let a = Double.random(in: 0.1...3, using: &generator)
      let found = Self.points { (sin(a * $0) - sin(a * c)) / ($0 - c) }
      guard let hole = found.first(where: { $0.kind == .hole }), let y = hole.y else {
        Issue.record("seed \(seed): no hole at \(c) for a = \(a): \(found)")
        continue
      }
      #expect(hole.x == c)
      #expect(Swift.abs(y - a * cos(a * c)) <= 1e-9, "seed \(seed): \(hole) for a = \(a)")
      #expect(
        Self.showsOnlyRightDigits(y, digits: hole.yDigits, truth: a * cos(a * c)),
        "seed \(seed): \(hole) for a = \(a), limit \(a * cos(a * c))")
    }
  }
}
