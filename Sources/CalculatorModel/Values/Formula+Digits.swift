import ExactArithmetic

/// Why ``Formula/digits(_:)`` gave no digits.
public enum DigitsError: Error, Equatable, Sendable {
  /// The formula uses something the exact engine does not compute yet (its name).
  case notCovered(String)
  /// A mathematical error, proven.
  case calculation(CalculationError)
  /// The value could not be told from zero within the engine's precision bound.
  case undecided
}

extension Formula {
  /// The largest count ``digits(_:)`` accepts.
  public static let maximumDigits = 10_000

  /// The value rounded to `count` significant digits (1…``maximumDigits``, ties to
  /// even), every digit right, written as `%.Ng` writes it; `0` only for a proven zero.
  ///
  /// Covers numbers, π, e, + − × ÷, powers (real exponents of positive bases), √, x², x³,
  /// x⁻¹, eˣ, 10ˣ, ln, log, sin, cos, tan and their inverses, sinh, cosh, tanh, %, abs, x!
  /// (Γ(x + 1) for a non-integer), and floor, ceil, round of rationals
  /// (`docs/exact-numbers.md`); anything else throws ``DigitsError/notCovered(_:)``.
  /// - Parameters:
  ///   - count: The number of significant digits.
  ///   - angle: The unit trigonometric functions take and inverse ones answer in.
  ///   - variables: The variables' values (a variable without one is an error).
  /// - Returns: The digits, as `%.Ng` writes them.
  /// - Throws: ``DigitsError``.
  public func digits(
    _ count: Int, angle: AngleUnit = .radians, variables: [String: StoredNumber] = [:]
  ) throws(DigitsError) -> String {
    let count = min(max(count, 1), Self.maximumDigits)
    // Searches for a size or a sign go a display's bits finer than the digits asked
    // (relative to a tiny value's hint), not to 2^−65,536: 12 s for tan 1 · cos 1 − sin 1.
    return try ConstructiveReal.withSearchLimit(FormulaGraph.displayBits + count * 10 / 3) {
      () throws(DigitsError) -> String in
      let value = try exactValue(angle: angle, variables: variables)
      if let rational = value.rationalValue {
        return rational.rounded(toSignificantDigits: count)?.text ?? "0"
      }
      let digits: RoundedDecimal?
      do throws(ArithmeticError) {
        digits = try value.rounded(toSignificantDigits: count, maximumBits: value.searchLimit)
      } catch {
        throw .calculation(CalculationError(error))
      }
      guard let digits else { throw .undecided }
      return digits.text
    }
  }

  /// The formula as a constructive real: exact values (``ExactNumber``) where the nodes
  /// have them, so sin(π) is 0 and √2² − 2 is 0, constructive reals built over them for the
  /// rest, with trigonometric angles in `angle` and the variables' `variables`.
  func exactValue(
    angle: AngleUnit = .radians, variables: [String: StoredNumber] = [:]
  ) throws(DigitsError) -> ConstructiveReal {
    let values = graph.values(
      upTo: root, in: EvaluationContext(variables: variables, angle: angle))
    return try graph.real(of: root, angle: angle, budget: root + 1) { values[$0] }
  }

  /// `x op y`.
  static func binary(
    _ op: BinaryOperator, _ x: ConstructiveReal, _ y: ConstructiveReal
  ) throws(DigitsError) -> ConstructiveReal {
    if op == .power {
      guard let exponent = y.rationalValue, exponent.denominator == .one else {
        return try realPower(x, y)
      }
      let magnitude = exponent.numerator.magnitude
      guard magnitude.bitWidth <= 31 else {
        return try wholePowerByLogarithm(x, exponent.numerator)
      }
      let n = Int(magnitude.limbs.first ?? 0)
      return try power(x, exponent.numerator.isNegative ? -n : n)
    }
    if let a = x.rationalValue, let b = y.rationalValue {
      do throws(ArithmeticError) {
        switch op {
        case .add: return .rational(try a + b)
        case .subtract: return .rational(try a - b)
        case .multiply: return .rational(try a * b)
        case .divide: return .rational(try a / b)
        case .power: throw .argumentOutOfDomain
        }
      } catch {
        throw .calculation(CalculationError(error))
      }
    }
    // 0 × x is exactly 0; so is 0 ÷ x once a search for x's size (to ``searchLimit``)
    // proves x nonzero: x may be a zero no approximation proves.
    if op == .multiply && (x.rationalValue?.isZero == true || y.rationalValue?.isZero == true) {
      return .rational(.zero)
    }
    if op == .divide, x.rationalValue?.isZero == true, (try? y.lowerBoundExponent()) != nil {
      return .rational(.zero)
    }
    switch op {
    case .add: return .sum(x, y)
    case .subtract: return .sum(x, .negation(y))
    case .multiply: return .product(x, y)
    case .divide:
      if let b = y.rationalValue, b.isZero {
        throw .calculation(.divisionByZero)
      }
      return .product(x, .reciprocal(y))
    case .power: return try realPower(x, y)
    }
  }

  /// x^n, exactly for a rational x, by squaring otherwise: at most 31 squarings and 31
  /// products for |n| < 2^31 (``binary(_:_:_:)`` refuses a larger n), each asking its
  /// operands for a bit or two more; a display bounds x^n's size first (`isCheapPower`).
  static func power(_ x: ConstructiveReal, _ n: Int) throws(DigitsError) -> ConstructiveReal {
    if let value = x.rationalValue {
      do throws(ArithmeticError) {
        return .rational(try value.power(n))
      } catch {
        // Past the rational bound (1.0001^5,000) the squarings below go on as reals.
        guard error == .resultTooLarge else { throw .calculation(CalculationError(error)) }
      }
    }
    if n == 0 {
      return .rational(.one)
    }
    var result: ConstructiveReal?
    var base = x
    var remaining = n.magnitude
    while true {
      if remaining & 1 == 1 {
        result = result.map { .product($0, base) } ?? base
      }
      remaining >>= 1
      if remaining == 0 {
        break
      }
      base = .square(base)
    }
    let positive = result ?? x
    return n < 0 ? .reciprocal(positive) : positive
  }

  /// x^n for a whole |n| ≥ 2^31, too many squarings: ±e^(n ln |x|), the sign x's to an odd n
  /// ((1 + 10^−15)^(10^15) is 2.71828182845904).
  ///
  /// - Throws: ``DigitsError/calculation(_:)``: ``CalculationError/divisionByZero`` for 0 to
  ///   a negative power; what deciding x's sign throws.
  static func wholePowerByLogarithm(
    _ x: ConstructiveReal, _ n: BigInteger
  ) throws(DigitsError) -> ConstructiveReal {
    let sign: Int
    do throws(ArithmeticError) {
      sign = try x.provenSignum()
    } catch {
      throw .calculation(CalculationError(error))
    }
    if sign == 0 {
      guard !n.isNegative else { throw .calculation(.divisionByZero) }
      return .rational(.zero)
    }
    let magnitude: ConstructiveReal = sign < 0 ? .negation(x) : x
    let power: ConstructiveReal = .exponential(
      .product(.rational(Rational(integer: n)), .logarithm(magnitude)))
    return sign < 0 && n.isOdd ? .negation(power) : power
  }
}
