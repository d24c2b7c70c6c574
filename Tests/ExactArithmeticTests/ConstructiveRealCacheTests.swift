import Testing

@testable import ExactArithmetic

/// The caches of ConstructiveReal (docs/exact-numbers.md, item 1): deep and shared
/// expressions cost work polynomial (not 2^depth) in their nodes, counted by `computationCount`, and depth is
/// bounded so that deep input cannot overflow the stack.
@Suite struct ConstructiveRealCacheTests {
  /// The computations of all `nodes`.
  static func work(_ nodes: [ConstructiveReal]) -> Int {
    nodes.reduce(0) { $0 + $1.computationCount }
  }

  @Test func aTwoHundredDeepChainCostsBoundedWork() throws {
    // c(k) = c(k − 1)/2 + √2, every level sharing the one √2: converges to 2√2.
    let root = ConstructiveReal.squareRoot(.rational(Rational(2)))
    let half = ConstructiveReal.rational(try Rational(1) / Rational(2))
    var nodes = [root, half]
    var chain = root
    for _ in 0..<200 {
      let scaled = ConstructiveReal.product(chain, half)
      chain = .sum(scaled, root)
      nodes += [scaled, chain]
    }
    #expect(chain.depth == 402)
    let digits = try #require(try chain.rounded(toSignificantDigits: 30))
    #expect(digits.text == "2.82842712474619009760337744842")
    // Uncached, each product's bound and approximation would double the work per level
    // (2^200); cached, it is at most quadratic in the depth (docs/exact-numbers.md).
    let work = Self.work(nodes)
    #expect(work <= nodes.count * nodes.count / 2, "work \(work) for \(nodes.count) nodes")
  }

  @Test func aDagWithHeavySharingIsNotExponential() throws {
    // d(k) = (d(k − 1) + d(k − 1))·(1/2) = d(k − 1): 2^60 paths from the top to π.
    let half = ConstructiveReal.rational(try Rational(1) / Rational(2))
    var value = ConstructiveReal.pi
    var nodes = [value, half]
    for _ in 0..<60 {
      let twice = ConstructiveReal.sum(value, value)
      value = .product(twice, half)
      nodes += [twice, value]
    }
    let digits = try #require(try value.rounded(toSignificantDigits: 20))
    #expect(digits.text == "3.1415926535897932385")
    // 2^60 paths, each node computed a few times per precision the levels above ask.
    let work = Self.work(nodes)
    #expect(work <= nodes.count * nodes.count / 2, "work \(work) for \(nodes.count) nodes")
  }

  @Test func deepExpressionsAreBoundedNotOverflowed() throws {
    // At the bound, x ↦ 1/(1 + x) (a reciprocal asks for a lower bound, then an
    // approximation) converges to (√5 − 1)/2.
    var value = ConstructiveReal.rational(Rational(2))
    var nodes = [value]
    while value.depth + 2 <= ConstructiveReal.maximumDepth {
      let next = ConstructiveReal.sum(.rational(.one), value)
      value = .reciprocal(next)
      nodes += [next, value]
    }
    #expect(
      try value.rounded(toSignificantDigits: 30)?.text == "0.618033988749894848204586834366")
    let work = Self.work(nodes)
    #expect(work <= nodes.count * nodes.count, "work \(work) for \(nodes.count) nodes")
    var tooDeep = ConstructiveReal.rational(Rational(2))
    for _ in 0..<ConstructiveReal.maximumDepth {
      tooDeep = .negation(tooDeep)
    }
    #expect(throws: ArithmeticError.resultTooLarge) {
      try tooDeep.rounded(toSignificantDigits: 10)
    }
  }
}
