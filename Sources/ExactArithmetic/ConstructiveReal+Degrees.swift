extension ConstructiveReal {
  /// x degrees in radians, x·π/180.
  ///
  /// - Throws: ``ArithmeticError/resultTooLarge`` when x/180 exceeds the rational bound.
  public static func radians(fromDegrees x: ConstructiveReal) throws(ArithmeticError)
    -> ConstructiveReal
  {
    if let value = x.rationalValue {
      return .product(.rational(try value / Rational(180)), .pi)
    }
    return .product(x, .product(.rational(try Rational(.one, BigInteger(180))), .pi))
  }

  /// x radians in degrees, x·180/π; exactly 0 for 0.
  ///
  /// - Throws: Nothing yet (the builders throw alike; see ``sine(_:)``).
  public static func degrees(fromRadians x: ConstructiveReal) throws(ArithmeticError)
    -> ConstructiveReal
  {
    if let value = x.rationalValue, value.isZero {
      return x
    }
    return .product(x, .product(.rational(Rational(180)), .reciprocal(.pi)))
  }

  /// The sine of x degrees.
  ///
  /// A rational x is first reduced exactly into [0°, 360°)
  /// (sin(10^22)° is sin 280°), and multiples of 30° whose sine is rational give it exactly
  /// (sin 30° = 1/2, sin 180° = 0), as the calculator's displays do.
  ///
  /// - Throws: ``ArithmeticError/resultTooLarge`` beyond the rational bound.
  public static func sine(degrees x: ConstructiveReal) throws(ArithmeticError) -> ConstructiveReal {
    guard let value = x.rationalValue else { return try sine(radians(fromDegrees: x)) }
    let angle = try reducedDegrees(value)
    if let exact = try rationalSine(ofDegrees: angle) {
      return .rational(exact)
    }
    return try sine(radians(fromDegrees: .rational(angle)))
  }

  /// The cosine of x degrees: sin(x + 90°), exact where that is (see ``sine(degrees:)``).
  ///
  /// - Throws: ``ArithmeticError/resultTooLarge`` beyond the rational bound.
  public static func cosine(degrees x: ConstructiveReal) throws(ArithmeticError) -> ConstructiveReal
  {
    guard let value = x.rationalValue else { return try cosine(radians(fromDegrees: x)) }
    let angle = try reducedDegrees(value)
    if let exact = try rationalSine(ofDegrees: reducedDegrees(angle + Rational(90))) {
      return .rational(exact)
    }
    return try cosine(radians(fromDegrees: .rational(angle)))
  }

  /// The tangent of x degrees: exactly 0 at multiples of 180° and ±1 at odd multiples of
  /// 45° for a rational x.
  ///
  /// - Throws: ``ArithmeticError/argumentOutOfDomain`` at odd multiples of 90° (the
  ///   displays' error there); ``ArithmeticError/resultTooLarge`` beyond the rational bound.
  public static func tangent(degrees x: ConstructiveReal) throws(ArithmeticError)
    -> ConstructiveReal
  {
    guard let value = x.rationalValue else { return try tangent(radians(fromDegrees: x)) }
    let angle = try reducedDegrees(value)
    if angle.isInteger, let whole = angle.numerator.int64Value, whole % 45 == 0 {
      switch whole % 180 {
      case 0: return .rational(.zero)
      case 45: return .rational(.one)
      case 90: throw .argumentOutOfDomain
      default: return .rational(-.one)
      }
    }
    return try tangent(radians(fromDegrees: .rational(angle)))
  }

  /// `value` − 360·⌊`value`/360⌋, in [0, 360), exactly.
  private static func reducedDegrees(_ value: Rational) throws(ArithmeticError) -> Rational {
    let turn = value.denominator * BigInteger(360)
    let (quotient, remainder) = value.numerator.quotientAndRemainder(dividingBy: turn)
    // Truncation toward zero: a negative remainder needs one more turn.
    let turns = remainder.isNegative ? quotient - .one : quotient
    return try value - Rational(integer: turns * BigInteger(360))
  }

  /// sin of an angle in [0°, 360°) when it is rational: 0, ±1/2 or ±1 at multiples of 30°
  /// except 60°, 120°, 240°, 300°.
  private static func rationalSine(ofDegrees angle: Rational) throws(ArithmeticError)
    -> Rational?
  {
    guard angle.isInteger, let whole = angle.numerator.int64Value else { return nil }
    switch whole {
    case 0, 180: return .zero
    case 90: return .one
    case 270: return -.one
    case 30, 150: return try Rational(.one, BigInteger(2))
    case 210, 330: return try Rational(BigInteger(-1), BigInteger(2))
    default: return nil
    }
  }
}
