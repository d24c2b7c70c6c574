/// The coordinates of a curve under a pointer or cursor.
public struct Trace: Equatable, Sendable {
  /// The graph x under the pointer.
  public let x: Double
  /// The curve's y there, or `nil` where it is undefined (a pole, a hole).
  public let y: Double?

  /// Traces `source` at a horizontal view position of `viewport`.
  public init(of source: some GraphDataSource, atViewX viewX: Double, in viewport: Viewport) {
    x = viewport.graphX(atViewX: viewX)
    y = source.y(at: x).flatMap { $0.isFinite ? $0 : nil }
  }

  /// Traces `source` at a graph x.
  public init(of source: some GraphDataSource, atX x: Double) {
    self.x = x
    y = source.y(at: x).flatMap { $0.isFinite ? $0 : nil }
  }

  /// `x = 2, y = undefined` or `x = 3, y = 5`, numbers shortest and round-tripping.
  public var description: String {
    "x = \(Self.text(x)), y = \(y.map(Self.text) ?? "undefined")"
  }

  private static func text(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : "\(value)"
  }
}
