import ExactArithmetic

extension FormulaGraph {
  /// Whether `function` of a real of about `x` (its `Double`, or its estimate where that
  /// overflowed) costs about what the
  /// display's digits cost: eˣ and its kin of a result within 2^±16,384 (see
  /// ``isCheapSize(_:)``), x! of |x| ≤ 4,001 (see ``maximumCheapFactorial``), the others of
  /// any x (ln of 300!, whose Double is ∞, is cheap; sin, cos, tan are judged by
  /// ``isCheapNode(_:sizes:value:)``).
  private static func isCheap(_ function: UnaryFunction, of x: Double) -> Bool {
    switch function {
    case .exponential: isCheapSize(x)
    case .powerOfTen: isCheapSize(x * 2.302585092994046)
    case .hyperbolicSine, .hyperbolicCosine: isCheapSize(x.magnitude)
    case .factorial: x.magnitude <= maximumCheapFactorial
    default: true
    }
  }

  /// Whether a power e^size is cheap as a real: within 2^±``maximumExponent``, the sizes a
  /// display's estimates reach (e^x is range-reduced by multiples of ln 2: its work follows
  /// the bits asked relative to its size).
  ///
  /// Its approximations cost by the bits asked relative to its size, and what is above it
  /// asks relative bits (atan and tanh of a huge value look at its leading bits, 1/x of a
  /// tiny one searches from its hint); a cancellation that would need more is stopped by
  /// the display's work bound (``displayWork``). The same bound for eˣ and e^x, 10ˣ and
  /// 10^x, so that a description parses back to what its keys showed.
  private static func isCheapSize(_ size: Double) -> Bool {
    size.magnitude < maximumCheapSize
  }

  /// The bound on |size| of a cheap power e^size (``isCheapSize(_:)``): ``maximumExponent``
  /// times ln 2, about 2,302,585.
  private static let maximumCheapSize = Double(maximumExponent) * 0.6931471805599453

  /// Whether x^y is cheap as a real, for |x| = 2^`log2Base`: y · ln x within
  /// ``isCheapSize(_:)``'s bounds; for a whole y (squarings), above 2^−16,384 only
  /// (tan(9)^97,156 is 2^−111,000, which ln above it would need 111,000 bits to tell from
  /// zero), the size of a large one bounded before it is built
  /// (``log2MagnitudeEstimate(of:sizes:value:)``).
  private static func isCheapPower(
    log2Base: Double, _ exponent: Double, isWhole: Bool
  ) -> Bool {
    let size = exponent * log2Base * 0.6931471805599453
    if isWhole {
      return !(size < -maximumCheapSize)
    }
    return isCheapSize(size)
  }

  /// The bound on log₂ |x| below which a display computes sin, cos, tan of x as a real,
  /// unless x's digits are cheap (``ExactNumber/hasCheapDigits``): reducing x by quarter
  /// turns needs π, and x, to as many bits as x has above its point.
  ///
  /// Measured in a release build (`calculator eval` of 30 lines): sin(ln 3 × 2^1,000)
  /// 1.5 ms a display, sin(3.7!^220) 18 ms; sin(ln 3 × 2^4,000) 26 ms, sin(3.7!^3,000) 34 s.
  static let maximumTrigonometricOperandExponent = 1_000.0

  /// The bound on |x| up to which a display computes x! of a non-integer as a real: Γ's own
  /// (``ConstructiveReal/maximumFactorialArgument``).
  ///
  /// Measured in a release build (`calculator eval` of 1,000 lines): 0.3–0.7 ms a display
  /// for a rational x (0.5!, 10.25!, 100.5!, (−170.9)!), 1.7–2.7 ms for √2!, π!, (−π)!.
  /// Beyond 171.6 the `Double` overflows and below −171 it underflows: the size then comes
  /// from Stirling's formula (``log2FactorialEstimate(_:)``), so the digits are still asked
  /// for relative to the value.
  static let maximumCheapFactorial = Double(ConstructiveReal.maximumFactorialArgument) + 1

  /// Whether node `index` is cheap to build as a real (see ``isCheap(_:of:)``), its
  /// operands' sizes read from their `Double`s or, where those overflowed or underflowed,
  /// from `sizes` (log₂ estimates); x! only of an exact operand: Γ asks its operand for a
  /// few more bits at each precision, so x! of x! of … would cost a power of their depth.
  func isCheapNode(_ index: Int, sizes: [Int: Double], value: (Int) -> NodeValue) -> Bool {
    func estimate(_ operand: Int) -> Double {
      valueEstimate(of: operand, sizes: sizes, value: value)
    }
    /// log₂ |x| of an operand, beyond the `Double`'s range too (300!, sinh(2000)).
    func log2Magnitude(_ operand: Int) -> Double {
      sizes[operand] ?? value(operand).exact?.log2Magnitude
        ?? ConstructiveReal.log2Magnitude(of: value(operand).value)
    }
    return switch nodes[index] {
    case .unary(.factorial, let operand):
      value(operand).exact != nil && Self.isCheap(.factorial, of: estimate(operand))
    case .unary(_, let operand) where isTrigonometric(index):
      value(operand).exact?.hasCheapDigits == true
        || log2Magnitude(operand) < Self.maximumTrigonometricOperandExponent
    case .unary(let function, let operand):
      Self.isCheap(function, of: estimate(operand))
    case .binary(let op, let left, let right):
      op != .power || value(left).exact?.isZero == true
        || Self.isCheapPower(
          log2Base: log2Magnitude(left), estimate(right),
          isWhole: value(right).exact?.rationalValue?.isInteger == true)
    case .number, .constant, .variable, .missing, .defined: true
    }
  }

  /// Whether node `index` is sin, cos or tan, whose operand's size bounds their cost.
  func isTrigonometric(_ index: Int) -> Bool {
    switch nodes[index] {
    case .unary(.sine, _), .unary(.cosine, _), .unary(.tangent, _): true
    default: false
    }
  }
}
