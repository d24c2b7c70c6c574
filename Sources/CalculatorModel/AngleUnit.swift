/// The unit trigonometric functions take and inverse ones answer in.
public enum AngleUnit: String, CaseIterable, Sendable {
  /// Radians: `cos(π)` is −1.
  case radians = "rad"
  /// Degrees: `cos(60)` is 0.5.
  case degrees = "deg"
}

#if !hasFeature(Embedded)
extension AngleUnit: Codable {}
#endif
