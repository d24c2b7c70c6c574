/// Where a ``FormulaParser`` puts the nodes it reads, in postfix order: a formula graph
/// (``FormulaGraph``), or their values alone (``FormulaValues``).
protocol FormulaBuilder {
  /// Appends `node`, whose operands are indices appended before; returns its index.
  mutating func append(_ node: FormulaNode) -> Int
  /// Whether node `index` is the constant e (the parser reads `e ^ y` as eˣ).
  func isEulerConstant(_ index: Int) -> Bool
  /// Makes room for `count` more nodes.
  mutating func reserveCapacity(_ count: Int)
}

extension FormulaGraph: FormulaBuilder {
  func isEulerConstant(_ index: Int) -> Bool {
    nodes[index].isEulerConstant
  }
}
