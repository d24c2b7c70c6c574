import ExactArithmetic

extension ExactNumber {
  /// sin, cos or tan of a rational multiple of π (a rational number of degrees in
  /// degrees) where the answer is a rational times a square root: multiples of π/6 and π/4.
  ///
  /// - Throws: ``ArithmeticError/argumentOutOfDomain`` for tan at an odd multiple of π/2.
  func trigonometric(
    _ function: UnaryFunction, angle unit: AngleUnit
  ) throws(ArithmeticError) -> ExactNumber? {
    guard let twelfths = twelfthsOfPi(unit) else { return nil }
    switch function {
    case .sine: return Self.sine(twelfths: twelfths)
    case .cosine: return Self.sine(twelfths: twelfths + 6)
    default:
      return try Self.tangent(twelfths: twelfths)
    }
  }

  /// sin⁻¹, cos⁻¹ or tan⁻¹ of the values those functions take at multiples of π/12 that are
  /// known: the answer a rational multiple of π (a rational number of degrees in degrees).
  ///
  /// - Throws: ``ArithmeticError/argumentOutOfDomain`` for sin⁻¹ and cos⁻¹ of a value
  ///   beyond ±1 (proven: the sign of x − 1 is exact when x is rational).
  func inverseTrigonometric(
    _ function: UnaryFunction, angle unit: AngleUnit
  ) throws(ArithmeticError) -> ExactNumber? {
    if function != .arctangent, let x = rationalValue, Rational.one < x.magnitude {
      throw .argumentOutOfDomain
    }
    // The principal values: −π/2 … π/2 for sin⁻¹ and tan⁻¹.
    let candidates = [-6, -4, -3, -2, 0, 2, 3, 4, 6]
    var twelfths: Int?
    for k in candidates {
      let value =
        function == .arctangent
        ? (try? ExactNumber.tangent(twelfths: k)) ?? nil : Self.sine(twelfths: k)
      if value == self {
        twelfths = k
        break
      }
    }
    guard var k = twelfths else { return nil }
    if function == .arccosine {
      k = 6 - k  // cos⁻¹ x = π/2 − sin⁻¹ x
    }
    let turns = Rational.bounded(BigInteger(k), BigInteger(12)) ?? .zero
    if unit == .degrees {
      return ExactNumber(Rational.bounded(BigInteger(k * 15), .one) ?? .zero)
    }
    return ExactNumber(turns, .pi)
  }

  /// tan(kπ/12) where it is known.
  ///
  /// - Throws: ``ArithmeticError/argumentOutOfDomain`` at an odd multiple of π/2.
  private static func tangent(twelfths k: Int) throws(ArithmeticError) -> ExactNumber? {
    guard let sine = Self.sine(twelfths: k), let cosine = Self.sine(twelfths: k + 6) else {
      return nil
    }
    guard !cosine.isZero else { throw .argumentOutOfDomain }
    guard let inverse = try cosine.reciprocal() else { return nil }
    return sine * inverse
  }

  /// The angle as a whole number of twelfths of π, when it is one: a rational times π in
  /// radians, a rational in degrees (15° is one twelfth), or zero.
  private func twelfthsOfPi(_ unit: AngleUnit) -> Int? {
    let turns: Rational?
    switch (unit, factor) {
    case (_, .one) where isZero: turns = .zero
    case (.radians, .pi):
      turns = Self.bounded { () throws(ArithmeticError) in
        try rational * Rational(12)
      }
    case (.degrees, .one):
      turns = Self.bounded { () throws(ArithmeticError) in
        try rational / Rational(15)
      }
    default: turns = nil
    }
    guard let turns, turns.isInteger else { return nil }
    // Only the residue modulo 24 matters.
    let (_, remainder) = turns.numerator.quotientAndRemainder(dividingBy: BigInteger(24))
    guard let residue = remainder.int64Value else { return nil }
    return Int(residue < 0 ? residue + 24 : residue)
  }

  /// sin(kπ/12) for the k whose sine is a rational times one square root: 0, ±1/2, ±√2/2,
  /// ±√3/2, ±1.
  private static func sine(twelfths k: Int) -> ExactNumber? {
    let residue = ((k % 24) + 24) % 24
    let sign = residue < 12 ? 1 : -1
    let withinHalfTurn = residue % 12
    let fromZero = withinHalfTurn <= 6 ? withinHalfTurn : 12 - withinHalfTurn
    let half = Rational.bounded(BigInteger(sign), BigInteger(2)) ?? .zero
    switch fromZero {
    case 0: return ExactNumber(.zero)
    case 2: return ExactNumber(half)
    case 3: return ExactNumber(half, .squareRoot(BigInteger(2)))
    case 4: return ExactNumber(half, .squareRoot(BigInteger(3)))
    case 6: return ExactNumber(Rational(sign))
    default: return nil
    }
  }
}
