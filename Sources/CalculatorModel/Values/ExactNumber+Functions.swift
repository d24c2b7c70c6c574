import ExactArithmetic

extension ExactNumber {
  /// `function` of the value with angles in `unit`, when the answer is a rational times a
  /// known factor: special values (sin(π) = 0, cos(60°) = 1/2, ln(e³) = 3,
  /// e^(ln 5) = 5, √8 = 2√2, sin⁻¹(1/2) = π/6) and the exact arithmetic ones.
  ///
  /// - Returns: `nil` where the value is not of that form (sin(1), ln 2 + 1).
  /// - Throws: The mathematical error where the argument is proven outside the
  ///   domain: √ of a negative, ln of a non-positive, 1/0, tan(90°), sin⁻¹(2), (−3)!.
  func applying(
    _ function: UnaryFunction, angle unit: AngleUnit
  ) throws(ArithmeticError) -> ExactNumber? {
    switch function {
    case .negation: return -self
    case .absoluteValue: return ExactNumber(rational.magnitude, factor)
    case .percent: return Rational.bounded(.one, BigInteger(100)).flatMap { self * ExactNumber($0) }
    case .square: return try power(BigInteger(2))
    case .cube: return try power(BigInteger(3))
    case .reciprocal: return try reciprocal()
    case .squareRoot:
      guard signum >= 0 else { throw .squareRootOfNegative }
      return rationalValue.flatMap(Self.squareRoot(of:))
    case .naturalLogarithm:
      guard signum > 0 else { throw .logarithmOfNonPositive }
      return naturalLogarithm()
    case .commonLogarithm:
      guard signum > 0 else { throw .logarithmOfNonPositive }
      return rationalValue.flatMap(Self.commonLogarithm(of:))
    case .exponential: return exponential()
    case .powerOfTen:
      guard let exponent = rationalValue, exponent.isInteger else { return nil }
      return try ExactNumber(Rational(BigInteger(10), .one)).power(exponent.numerator)
    case .sine, .cosine, .tangent:
      return try trigonometric(function, angle: unit)
    case .arcsine, .arccosine, .arctangent:
      return try inverseTrigonometric(function, angle: unit)
    case .hyperbolicSine, .hyperbolicTangent: return isZero ? self : nil
    case .hyperbolicCosine: return isZero ? ExactNumber(.one) : nil
    case .factorial, .floor, .ceiling, .round:
      guard let x = rationalValue, function != .factorial || x.isInteger else { return nil }
      do throws(ArithmeticError) {
        return ExactNumber(try x.applyingWholeNumberFunction(function))
      } catch {
        // n! beyond the rational bound is still a number: floating point answers it.
        guard error == .resultTooLarge else { throw error }
        return nil
      }
    }
  }

  /// `self ^ exponent`, when that is a rational times a factor: whole powers, square roots
  /// of rationals (`8 ^ 0.5`), rational roots (`27 ^ (1/3)`, `(−8) ^ (2/3)`: a negative base
  /// to an odd denominator is the real root), powers of e^q.
  ///
  /// - Throws: ``ArithmeticError/divisionByZero`` for 0 to a negative power.
  func raised(to exponent: ExactNumber) throws(ArithmeticError) -> ExactNumber? {
    guard let y = exponent.rationalValue else { return nil }
    if y.isInteger {
      return try power(y.numerator)
    }
    if isZero {
      guard y.signum > 0 else { throw .divisionByZero }
      return self
    }
    if case .exponential(let q) = factor, rational == .one,
      let product = Self.bounded({ () throws(ArithmeticError) in try q * y }),
      Self.isResolvableExponent(product)
    {
      return ExactNumber(.one, .exponential(product))
    }
    guard let base = rationalValue else { return nil }
    if y.denominator == BigInteger(2), signum > 0, let root = Self.squareRoot(of: base) {
      return try root.power(y.numerator)
    }
    // A rational root ((27/8)^(2/3) = 9/4); a negative base to an odd denominator is the
    // real root ((−8)^(1/3) = −2, (−8)^(2/3) = 4).
    guard signum > 0 || y.oddRootParity != nil,
      let n = y.denominator.int64Value.flatMap({ Int(exactly: $0) }), n <= 1_000,
      let root = base.magnitude.exactRoot(n)
    else { return nil }
    return try ExactNumber(signum < 0 ? -root : root).power(y.numerator)
  }

  /// ln of a positive value: ln 1 = 0, ln(e^q) = q, ln q a factor.
  private func naturalLogarithm() -> ExactNumber? {
    switch factor {
    case .one:
      if rational == .one { return ExactNumber(.zero) }
      if Rational.one < rational { return ExactNumber(.one, .logarithm(rational)) }
      return Rational.bounded(rational.denominator, rational.numerator).map {
        ExactNumber(-.one, .logarithm($0))
      }
    case .exponential(let q): return rational == .one ? ExactNumber(q) : nil
    case .pi, .squareRoot, .logarithm: return nil
    }
  }

  /// e^x: e^0 = 1, e^q a factor, e^(r ln q) = q^r for whole r.
  private func exponential() -> ExactNumber? {
    switch factor {
    case .one:
      if isZero { return ExactNumber(.one) }
      // Beyond it e^q costs more bits than a key press should.
      guard Self.isResolvableExponent(rational) else { return nil }
      return ExactNumber(.one, .exponential(rational))
    case .logarithm(let q):
      guard rational.isInteger else { return nil }
      return try? ExactNumber(q).power(rational.numerator)
    case .pi, .squareRoot, .exponential: return nil
    }
  }

  /// log₁₀ q for a rational q > 0 that is a whole power of ten.
  private static func commonLogarithm(of q: Rational) -> ExactNumber? {
    let (power, isReciprocal) =
      q.denominator == .one ? (q.numerator, false) : (q.denominator, true)
    guard !isReciprocal || q.numerator == .one else { return nil }
    let digits = power.description
    guard digits.utf8.first == UInt8(ascii: "1"),
      digits.utf8.dropFirst().allSatisfy({
        $0 == UInt8(ascii: "0")
      })
    else { return nil }
    let count = digits.utf8.count - 1
    return ExactNumber(Rational(isReciprocal ? -count : count))
  }
}
