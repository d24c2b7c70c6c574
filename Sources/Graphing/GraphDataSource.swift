/// What a graph draws: y for x, `nil` where the function is undefined.
///
/// The graph knows nothing about where the values come from ("views should not own
/// their data"); a calculator formula, a closure or a table can all answer.
public protocol GraphDataSource {
  /// The y at `x`, or `nil` where there is none (a pole, a hole, outside the domain).
  func y(at x: Double) -> Double?

  /// The y at each x, in order (`nil` where undefined). The default asks ``y(at:)``
  /// for each x; a source that can evaluate a whole batch at once should override it.
  func ys(at xs: [Double]) -> [Double?]
}

extension GraphDataSource {
  /// Asks ``y(at:)`` for each x.
  public func ys(at xs: [Double]) -> [Double?] {
    xs.map { y(at: $0) }
  }
}

/// A data source made from a closure.
public struct FunctionDataSource: GraphDataSource {
  private let function: @Sendable (Double) -> Double?

  /// A source that answers `function(x)`; a non-finite answer counts as undefined.
  public init(_ function: @escaping @Sendable (Double) -> Double?) {
    self.function = function
  }

  /// `function(x)`, or `nil` when it is `nil`, NaN or infinite.
  public func y(at x: Double) -> Double? {
    function(x).flatMap { $0.isFinite ? $0 : nil }
  }
}
