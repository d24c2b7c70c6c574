extension Double {
  /// Whether `self` and `other` agree to within a relative or, near zero, absolute tolerance.
  ///
  /// The difference may be `relativeTolerance` times the larger magnitude, or
  /// `absoluteTolerance`, whichever is more. Equal values (including equal infinities)
  /// always agree; NaN agrees with nothing.
  func isApproximatelyEqual(
    to other: Double, relativeTolerance: Double = 1e-12, absoluteTolerance: Double = 1e-12
  ) -> Bool {
    if self == other {
      return true
    }
    guard isFinite, other.isFinite else { return false }
    let scale = Swift.max(magnitude, other.magnitude)
    return (self - other).magnitude <= Swift.max(absoluteTolerance, relativeTolerance * scale)
  }
}

extension Optional where Wrapped == Double {
  /// Whether both are `nil`, or both are numbers that are approximately equal.
  func isApproximatelyEqual(to other: Double?) -> Bool {
    switch (self, other) {
    case (nil, nil): true
    case (let left?, let right?): left.isApproximatelyEqual(to: right)
    default: false
    }
  }
}
