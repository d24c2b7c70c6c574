import MuslMath

extension ExactNumber {
  /// The value as a constructive real (new nodes, each with its own cache), its size
  /// hinted (``log2Magnitude``).
  public var real: ConstructiveReal {
    let real: ConstructiveReal
    switch factor {
    case .one: real = .rational(rational)
    case .pi: real = scaled(.pi)
    case .squareRoot(let n): real = scaled(.squareRoot(.rational(Rational(integer: n))))
    case .exponential(let q): real = scaled(.exponential(.rational(q)))
    case .logarithm(let q): real = scaled(.logarithm(.rational(q)))
    }
    real.magnitudeHint = log2Magnitude
    return real
  }

  /// The rational times the factor's real `base`, the factor's size hinted.
  private func scaled(_ base: ConstructiveReal) -> ConstructiveReal {
    let (significand, exponent) = factorSignificand
    base.magnitudeHint =
      significand == 0 ? nil : Double(exponent) + ConstructiveReal.log2Magnitude(of: significand)
    return rational == .one ? base : .product(.rational(rational), base)
  }

  /// The value rounded to `count` significant digits, ties to even, every digit right.
  ///
  /// - Returns: `nil` for zero.
  /// - Throws: ``ArithmeticError/resultTooLarge`` when the magnitude is beyond what the
  ///   constructive reals resolve (below 2^−65,536, or an exponent of e beyond 2^20).
  public func rounded(toSignificantDigits count: Int) throws(ArithmeticError) -> RoundedDecimal? {
    if factor == .one {
      return rational.rounded(toSignificantDigits: count)
    }
    if let square = squareOfRoot {
      return rootDigits(of: square, count)
    }
    guard let digits = try real.rounded(toSignificantDigits: count) else {
      throw .resultTooLarge
    }
    return digits
  }

  /// ``rounded(toSignificantDigits:)`` and ``doubleValue`` from one constructive real, whose
  /// cache makes the second nearly free (what a display needs on every key).
  ///
  /// - Throws: What ``rounded(toSignificantDigits:)`` throws.
  public func roundedWithDouble(
    toSignificantDigits count: Int
  ) throws(ArithmeticError) -> (digits: RoundedDecimal?, double: Double) {
    if factor == .one {
      return (rational.rounded(toSignificantDigits: count), rational.doubleValue)
    }
    if let square = squareOfRoot {
      let double = rootSign * square.squareRootDoubleValue
      let digits =
        RoundedDecimal(nearest: double, toSignificantDigits: count) ?? rootDigits(of: square, count)
      return (digits, double)
    }
    let real = self.real
    // The `Double` first: its 70 bits serve the 15 digits' 66 from the real's cache.
    let double = (try? real.doubleValue()) ?? nil
    guard let digits = try real.rounded(toSignificantDigits: count) else {
      throw .resultTooLarge
    }
    return (digits, double ?? doubleValue)
  }

  /// The `Double` nearest the value, ties to even: ±∞ beyond the largest `Double`, ±0 below
  /// the smallest (what the seeds' `Double` API returns).
  public var doubleValue: Double {
    if factor == .one {
      return rational.doubleValue
    }
    if let square = squareOfRoot {
      return rootSign * square.squareRootDoubleValue
    }
    let sign: Double = signum < 0 ? -1 : 1
    if case .exponential(let q) = factor, let whole = q.integerPart {
      // e^q alone is beyond the Double range here; the rational cannot bring it back
      // unless it is itself beyond that range, which the general path handles.
      if whole < -800, rational.magnitude.bitWidthEstimate < 100 { return sign * 0 }
      if whole > 800, rational.magnitude.bitWidthEstimate > -100 { return sign * .infinity }
    }
    do {
      return try real.doubleValue() ?? sign * 0
    } catch {
      return sign * .infinity
    }
  }
}

extension ExactNumber {
  /// q²·n for a value q·√n, when it is within ``Rational``'s bound: the value is its root
  /// with q's sign, rounded exactly by ``Rational/squareRootRounded(toSignificantDigits:)``.
  private var squareOfRoot: Rational? {
    guard case .squareRoot(let n) = factor else { return nil }
    return try? rational * rational * Rational(integer: n)
  }

  /// The digits of a value q·√n from q²·n (`square`), with q's sign.
  private func rootDigits(of square: Rational, _ count: Int) -> RoundedDecimal? {
    var digits = square.squareRootRounded(toSignificantDigits: count)
    digits?.isNegative = signum < 0
    return digits
  }

  /// q's sign for a value q·√n, as a factor of its root's `Double`.
  private var rootSign: Double { signum < 0 ? -1 : 1 }

  /// Whether the real's digits cost little at any precision a display asks (to 2^16,384
  /// and beyond the point): a rational's, π's (Chudnovsky, cached), √n's and e^q's; not
  /// ln q's, whose series costs 25 ms a display at 4,000 bits.
  public var hasCheapDigits: Bool {
    switch factor {
    case .one, .pi, .squareRoot, .exponential: true
    case .logarithm: false
    }
  }

  /// About log₂ of the magnitude, beyond the `Double` range too; `nil` for zero.
  public var log2Magnitude: Double? {
    isZero ? nil : approximateNaturalLogarithm * 1.4426950408889634
  }
}

extension ExactNumber {
  /// The value to a few units in the last place, cheaply.
  ///
  /// Musl's functions of the factor's `Double`: what inner nodes carry for floating-point
  /// fallbacks and cost estimates; a result's `Double` is ``doubleValue``, correctly
  /// rounded. The rational and the factor
  /// are each scaled by a power of two first, so a value in range is found even where
  /// they are not (1/√(171!) is 1/171! times √(171!)).
  public var approximateDouble: Double {
    let (scale, scaleExponent) = rational.approximateSignificand
    let (factorValue, factorExponent) = factorSignificand
    return Double(
      sign: .plus, exponent: scaleExponent + factorExponent, significand: scale * factorValue)
  }

  /// ln of the value (positive) to a few units in the last place, from its binary
  /// exponent and significand: finite where the value is beyond the `Double` range.
  public var approximateNaturalLogarithm: Double {
    let (scale, scaleExponent) = rational.approximateSignificand
    let (factorValue, factorExponent) = factorSignificand
    return musl_log((scale * factorValue).magnitude)
      + Double(scaleExponent + factorExponent) * 0.6931471805599453
  }

  /// The factor as d·2^e.
  private var factorSignificand: (significand: Double, exponent: Int) {
    switch factor {
    case .one: return (1, 0)
    case .pi: return (Double.pi, 0)
    case .squareRoot(let n):
      // √(m·2^e) = √(m·2^(e mod 2))·2^⌊e/2⌋, e ≥ 0.
      let (m, e) = Rational(integer: n).approximateSignificand
      return ((e & 1 == 1 ? 2 * m : m).squareRoot(), e >> 1)
    case .exponential(let q):
      let x = q.approximateDouble
      // e^x = 2^(x·log₂ e): beyond the Double range, the whole part is the exponent.
      let power = x * 1.4426950408889634
      guard power.magnitude > 1_000, power.magnitude < 0x1p30 else { return (musl_exp(x), 0) }
      let whole = power.rounded(.down)
      return (musl_exp((power - whole) * 0.6931471805599453), Int(whole))
    case .logarithm(let q):
      let (m, e) = q.approximateSignificand
      return (musl_log(m) + Double(e) * 0.6931471805599453, 0)
    }
  }
}

extension Rational {
  /// The whole part as an `Int` when it fits, truncated toward zero.
  var integerPart: Int? {
    numerator.quotientAndRemainder(dividingBy: denominator).quotient.int64Value.flatMap({
      Int(exactly: $0)
    })
  }

  /// log₂ of the magnitude, within 1.
  var bitWidthEstimate: Int { numerator.bitWidth - denominator.bitWidth }
}
