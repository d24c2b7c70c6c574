/// A terminal's size in character cells.
public struct ScreenSize: Equatable, Sendable {
  /// Columns across.
  public var columns: Int
  /// Rows down.
  public var rows: Int

  /// A size; negative counts are taken as zero.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// The size a terminal is assumed to have when it cannot be asked.
  public static let standard = ScreenSize(columns: 80, rows: 24)
}
