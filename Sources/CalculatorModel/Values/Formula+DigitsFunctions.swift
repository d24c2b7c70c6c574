import ExactArithmetic

extension Formula {
  /// `body`'s value, its ``ArithmeticError`` reported as ``DigitsError/calculation(_:)``.
  private static func calculating(
    _ body: () throws(ArithmeticError) -> ConstructiveReal
  ) throws(DigitsError) -> ConstructiveReal {
    do throws(ArithmeticError) {
      return try body()
    } catch {
      throw .calculation(CalculationError(error))
    }
  }

  /// `function` of `x`, with trigonometric angles in `angle`: rational where the answer is
  /// (negation, %, abs, x! of a whole number, floor, ceil, round, integer powers, and the
  /// exact values the builders fold, such as sin 0 or sin 30°), a real otherwise (x! of a
  /// non-integer is Γ(x + 1)).
  ///
  /// - Throws: ``DigitsError/calculation(_:)`` for a domain error proven here (a rational
  ///   argument, x! of a negative integer), and for floor, ceil and round of a real that
  ///   cannot be told from a whole number (or a half) within the search bound.
  static func unary(
    _ function: UnaryFunction, _ x: ConstructiveReal, angle: AngleUnit
  ) throws(DigitsError) -> ConstructiveReal {
    let rational = x.rationalValue
    let degrees = angle == .degrees
    switch function {
    case .negation:
      return rational.map { .rational(-$0) } ?? .negation(x)
    case .squareRoot:
      if let rational, rational.signum < 0 {
        throw .calculation(.squareRootOfNegative)
      }
      return .squareRoot(x)
    case .square: return try power(x, 2)
    case .cube: return try power(x, 3)
    case .reciprocal: return try power(x, -1)
    case .exponential: return .exponential(x)
    case .powerOfTen: return .powerOfTen(x)
    case .naturalLogarithm, .commonLogarithm:
      if let rational {
        guard rational.signum > 0 else { throw .calculation(.logarithmOfNonPositive) }
        if rational == .one {
          return .rational(.zero)
        }
      }
      if function == .naturalLogarithm {
        return .logarithm(x)
      }
      return try calculating { () throws(ArithmeticError) in try .commonLogarithm(x) }
    case .sine, .cosine, .tangent:
      return try calculating { () throws(ArithmeticError) in
        switch (function, degrees) {
        case (.sine, true): try .sine(degrees: x)
        case (.sine, false): try .sine(x)
        case (.cosine, true): try .cosine(degrees: x)
        case (.cosine, false): try .cosine(x)
        case (_, true): try .tangent(degrees: x)
        default: try .tangent(x)
        }
      }
    case .arcsine, .arccosine, .arctangent:
      if let rational, function != .arctangent, Rational.one < rational.magnitude {
        throw .calculation(.argumentOutOfDomain)
      }
      return try calculating { () throws(ArithmeticError) in
        let radians: ConstructiveReal =
          switch function {
          case .arcsine: try .arcsine(x)
          case .arccosine: try .arccosine(x)
          default: try .arctangent(x)
          }
        return degrees ? try .degrees(fromRadians: radians) : radians
      }
    case .hyperbolicSine, .hyperbolicCosine, .hyperbolicTangent:
      return try calculating { () throws(ArithmeticError) in
        switch function {
        case .hyperbolicSine: try .hyperbolicSine(x)
        case .hyperbolicCosine: try .hyperbolicCosine(x)
        default: try .hyperbolicTangent(x)
        }
      }
    case .percent:
      return try calculating { () throws(ArithmeticError) in
        let hundredth = try Rational(.one, BigInteger(100))
        if let rational {
          return .rational(try rational * hundredth)
        }
        return .product(x, .rational(hundredth))
      }
    case .absoluteValue:
      // |x| = √(x²) needs no decision of x's sign.
      return rational.map { .rational($0.magnitude) } ?? .squareRoot(.square(x))
    case .factorial:
      // Exact for a whole rational, Γ(x + 1) as a real otherwise.
      return try calculating { () throws(ArithmeticError) in try .factorial(x) }
    case .floor, .ceiling, .round:
      return try calculating { () throws(ArithmeticError) in
        if let rational {
          return .rational(try rational.applyingWholeNumberFunction(function))
        }
        return .rational(try x.wholeNumber(function))
      }
    }
  }

  /// x^y for a y not known to be a whole number (see ``ConstructiveReal/power(_:_:)``).
  ///
  /// - Throws: ``DigitsError/calculation(_:)`` for the domain errors proven there;
  ///   ``DigitsError/notCovered(_:)`` for a negative x and a real y that may be whole.
  static func realPower(
    _ x: ConstructiveReal, _ y: ConstructiveReal
  ) throws(DigitsError) -> ConstructiveReal {
    let result: ConstructiveReal?
    do throws(ArithmeticError) {
      result = try ConstructiveReal.power(x, y)
    } catch {
      throw .calculation(CalculationError(error))
    }
    guard let result else { throw .notCovered("negative numbers to powers not known to be whole") }
    return result
  }
}
