import TestSupport
import Testing

@testable import Graphing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Steep curves, huge coefficients and huge views sample and render without trapping
/// (`1e300*x` once crashed the sampler converting an infinite rise to `Int`).
@Suite struct ExtremeCurveTests {
  static let functions: [(name: String, function: @Sendable (Double) -> Double?)] = [
    ("1e300*x", { 1e300 * $0 }),
    ("x*1e308", { $0 * 1e308 }),
    ("tan(1e15*x)", { tan(1e15 * $0) }),
    ("-1e308*x^3", { -1e308 * $0 * $0 * $0 }),
    ("1e308 alternating", { $0.rounded() == $0 ? 1e308 : -1e308 }),
    ("exp(1e3*x)", { exp(1e3 * $0) }),
  ]

  static let viewports: [Viewport] = [
    Viewport(width: 500, height: 300, scale: 50, pixelScale: 2),
    Viewport(width: 800, height: 600, origin: GraphPoint(x: -1e9, y: 1e9), scale: 1e12),
    Viewport(width: 4096, height: 4096, origin: GraphPoint(x: 1e9, y: -1e9), scale: 1e-12),
    Viewport(width: 160, height: 88, scale: 8),
  ].compactMap { $0 }

  @Test(arguments: 0..<6)
  func samplesAndRendersEverywhere(_ index: Int) {
    let (name, function) = Self.functions[index]
    for viewport in Self.viewports {
      let curve = GraphSampler(source: FunctionDataSource(function), viewport: viewport).sample()
      for point in curve.polylines.joined() + curve.dots {
        #expect(point.x.isFinite && point.y.isFinite, "\(name): \(point)")
      }
      let svg = SVGRenderer(viewport: viewport).render(curve, style: .line, title: name)
      #expect(svg.hasSuffix("</svg>\n"), "\(name)")
      _ = SVGRenderer(viewport: viewport).render(curve, style: .dots, title: name)
      if let braille = BrailleRenderer(viewport: viewport) {
        #expect(braille.render(curve, style: .line).count == braille.rows)
      }
    }
  }

  /// Random coefficients from 1e-300 to 1e308 and random powers: no trap, every
  /// drawn point finite (the seed is in the message).
  @Test func randomHugeCoefficients() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    let viewport = Viewport(width: 300, height: 200, scale: 20, pixelScale: 1)
    for _ in 0..<300 {
      let coefficient =
        (generator.next() % 2 == 0 ? 1.0 : -1.0)
        * pow(10, Double(generator.next() % 609) - 300)
      let power = Double(generator.next() % 7)
      let source = FunctionDataSource { coefficient * pow($0, power) }
      guard let viewport else { return }
      let curve = GraphSampler(source: source, viewport: viewport).sample()
      #expect(
        (curve.polylines.joined() + curve.dots).allSatisfy { $0.x.isFinite && $0.y.isFinite },
        "seed \(seed): \(coefficient)·x^\(power)")
    }
  }

  @Test func hugeViewportsAreRefusedNotTrapped() {
    #expect(Viewport(width: 1e300, height: 10) == nil)
    #expect(Viewport(width: 10, height: 10, pixelScale: 1e300) == nil)
  }

  @Test func brailleDotsFarOutsideAreIgnored() throws {
    var canvas = BrailleCanvas(columns: 4, rows: 2)
    canvas.set(GraphPoint(x: 1e300, y: 1))
    canvas.set(GraphPoint(x: 1, y: -1e300))
    canvas.line(from: GraphPoint(x: -1e300, y: 0), to: GraphPoint(x: 1e300, y: 5))
    #expect(canvas.lines.count == 2)
  }
}
