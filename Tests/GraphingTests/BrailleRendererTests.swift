import Foundation
import Testing

@testable import Graphing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Braille output is the same geometry as SVG, 2 × 4 dots per character.
@Suite struct BrailleRendererTests {
  static let expectedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Expected")

  static func sine(style: GraphStyle) throws -> [String] {
    let viewport = try #require(Viewport(width: 80, height: 48, scale: 8))
    let curve = GraphSampler(source: FunctionDataSource { sin($0) }, viewport: viewport).sample()
    let renderer = try #require(BrailleRenderer(viewport: viewport))
    return renderer.render(curve, style: style)
  }

  @Test func sineMatchesTheCheckedInPicture() throws {
    let expected = try String(
      contentsOf: Self.expectedFolder.appendingPathComponent("sine-braille.txt"), encoding: .utf8)
    #expect(try Self.sine(style: .line).joined(separator: "\n") + "\n" == expected)
  }

  @Test func everyLineHasTheCellCountAndOnlyBraille() throws {
    let lines = try Self.sine(style: .dots)
    #expect(lines.count == 12)
    for line in lines {
      #expect(line.unicodeScalars.count == 40)
      #expect(line.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) })
    }
  }

  @Test func aViewportThatIsNotWholeCellsIsRefused() throws {
    #expect(BrailleRenderer(viewport: try #require(Viewport(width: 81, height: 48))) == nil)
  }
}
