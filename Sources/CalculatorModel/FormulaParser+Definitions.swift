// Defined names in typed text: a value's use expanded where it is read, a function's
// call expanded with its parameters bound to the arguments' nodes.

extension FormulaParser {
  /// Handles a defined name where an operand is expected: a value is expanded at once,
  /// a function's call once its `)` is read.
  mutating func acceptDefined(_ name: String, at offset: Int) throws(ParseError) -> Bool {
    guard let template = definitions[name], !template.parameters.isEmpty else {
      operands.append(try expand(DefinedName(name: name, arguments: []), at: offset))
      return false
    }
    guard let afterParenthesis = openingParenthesisEnd() else {
      throw .functionWithoutArguments(name, column: column(at: offset))
    }
    position = afterParenthesis
    pending.append(.call(name, firstArgument: operands.count, offset: offset))
    return true
  }

  /// Appends the nodes of `use`'s definition with its parameters bound to the arguments'
  /// nodes, and the node that writes it, unless this text already has that expansion.
  mutating func expand(_ use: DefinedName, at offset: Int) throws(ParseError) -> Int {
    if let index = expansions[use.key] {
      return index
    }
    guard let template = definitions[use.name] else {
      throw .expectedOperand(column: column(at: offset))
    }
    guard template.parameters.count == use.arguments.count else {
      throw .wrongArgumentCount(
        use.name, expected: template.parameters.count, given: use.arguments.count,
        column: column(at: offset))
    }
    guard expandedNodes + template.body.graph.count <= Definitions.maximumExpansion else {
      throw .expansionTooLarge(
        use.name, limit: Definitions.maximumExpansion, column: column(at: offset))
    }
    let body = template.body
    expandedNodes += body.graph.count
    var moved: [Int] = []
    moved.reserveCapacity(body.graph.count)
    for node in body.graph.nodes {
      let copy: FormulaNode
      switch node {
      case .variable(let name):
        if let parameter = template.parameters.firstIndex(of: name) {
          moved.append(use.arguments[parameter])
          continue
        }
        copy = node
      case .unary(let function, let operand): copy = .unary(function, moved[operand])
      case .binary(let op, let left, let right): copy = .binary(op, moved[left], moved[right])
      case .defined(var written, let value):
        written.arguments = written.arguments.map { moved[$0] }
        copy = .defined(written, moved[value])
      case .number, .constant, .missing: copy = node
      }
      moved.append(builder.append(copy))
    }
    let index = builder.append(.defined(use, moved[body.root]))
    expansions[use.key] = index
    return index
  }
}
