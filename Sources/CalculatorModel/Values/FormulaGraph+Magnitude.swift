import ExactArithmetic

extension FormulaGraph {
  /// About log₂ of the magnitude of node `index`'s value, for a node whose `Double`
  /// overflowed or underflowed.
  ///
  /// It is found in floating point from its operands' `Double`s or, where those overflowed
  /// too, from their own estimates in `sizes`, so that no real is evaluated to bound it.
  /// Cancellation makes it high (sinh(1000) − cosh(1000) is about 2^1,444 here, 2^−1,443
  /// in fact): it bounds the work and starts the rounding, which refines from there; it is
  /// never taken for the value.
  func log2MagnitudeEstimate(
    of index: Int, sizes: [Int: Double], value: (Int) -> NodeValue
  ) -> Double {
    func size(_ operand: Int) -> Double {
      if let size = sizes[operand] { return size }
      let operandValue = value(operand)
      let magnitude = operandValue.value.magnitude
      if magnitude.isFinite, magnitude != 0 { return ConstructiveReal.log2Magnitude(of: magnitude) }
      // Beyond the `Double`'s range: an exact value knows its size; 0 may be an underflow.
      if let size = operandValue.exact?.log2Magnitude { return size }
      return magnitude == 0 ? -1_075 : .infinity
    }
    let log2e = 1.4426950408889634
    switch nodes[index] {
    case .unary(let function, let operand):
      let x = valueEstimate(of: operand, sizes: sizes, value: value)
      switch function {
      case .exponential: return x * log2e
      case .powerOfTen: return x * 3.321928094887362
      case .hyperbolicSine, .hyperbolicCosine: return x.magnitude * log2e
      case .square: return 2 * size(operand)
      case .cube: return 3 * size(operand)
      case .reciprocal: return -size(operand)
      case .squareRoot: return size(operand) / 2
      case .naturalLogarithm, .commonLogarithm:
        return ConstructiveReal.log2Magnitude(of: max(size(operand).magnitude, 1))
      case .percent: return size(operand) - 6.64
      case .factorial: return ConstructiveReal.log2FactorialEstimate(x)
      // Bounded functions: |sin x|, |cos x| ≤ 1, |tanh x| < 1, |tan⁻¹ x| < π/2, each about
      // x for a tiny x but cos; tan x of a huge x is any size, about 1 at a guess.
      case .sine, .tangent, .hyperbolicTangent: return min(size(operand), 0)
      case .arctangent: return min(size(operand), 1)
      case .cosine: return 0
      default: return size(operand)
      }
    case .binary(let op, let left, let right):
      switch op {
      case .add, .subtract:
        // A percent share, a ± b%, adds a × b%.
        let added = isPercentShare(index) ? size(left) + size(right) : size(right)
        return max(size(left), added) + 1
      case .multiply: return size(left) + size(right)
      case .divide: return size(left) - size(right)
      case .power: return valueEstimate(of: right, sizes: sizes, value: value) * size(left)
      }
    case .number(let literal):
      return literal.scientific?.log2Magnitude ?? size(index)
    case .constant, .variable, .missing:
      return size(index)
    case .defined(_, let value):
      return size(value)
    }
  }

  /// Node `index`'s value in floating point: its `Double` or, where that overflowed or
  /// underflowed and `sizes` holds an estimate, 2^size with the `Double`'s sign
  /// (log(sinh(1000)) is about 434, its `Double` ∞).
  func valueEstimate(of index: Int, sizes: [Int: Double], value: (Int) -> NodeValue) -> Double {
    let double = value(index).value
    guard let size = sizes[index] else { return double }
    return Double(
      sign: double < 0 ? .minus : .plus, exponent: Int(size.rounded()), significand: 1)
  }
}
