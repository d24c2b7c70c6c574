import CalculatorModel

extension Keypad {
  /// The graph key.
  ///
  /// It finishes a typed number, performs a pending `=` (algebraic mode), and returns
  /// the current expression as a function of x, with M's value and the angle unit; `nil` when there is nothing to graph. In formula
  /// mode it graphs the entry (its missing `)` closed) as it is, `nil` when it does not
  /// parse, and an unset M is an error as any other variable.
  ///
  /// The source is compiled from the brain's formula graph (shared nodes once), never
  /// by re-parsing the description. In algebraic mode a variable without a value
  /// counts as 0, as it does on the display.
  /// - Throws: ``CalculationError/undefinedVariable(_:)`` in RPN mode for a variable
  ///   other than x that has no value.
  /// - Complexity: O(steps).
  public mutating func graphSource() throws(CalculationError) -> FormulaGraphSource? {
    if mode == .formula {
      guard case .parsed(let parsed, _) = outcome(of: formula.entry) else { return nil }
      return try FormulaGraphSource(parsed, constants: formulaVariables, angle: angle)
    }
    finishForGraph()
    guard let formula = brain.latestFormula else { return nil }
    return try source(for: formula)
  }

  /// The most curves one graph shows: the expressions nearest the top of the stack.
  public static var maximumCurves: Int { 6 }

  /// The graph key for several curves.
  ///
  /// In RPN mode one source for every complete
  /// expression on the stack, oldest first (each its own colour and legend entry), at
  /// most ``maximumCurves`` (those nearest the top), or the top one when none is
  /// complete; in formula mode the worksheet's curves (``Worksheet/graphSources(limit:)``)
  /// and the entry's, when it is one and not already among them; in algebraic mode the
  /// one of ``graphSource()``. Empty when there is nothing to graph.
  /// - Throws: ``CalculationError/undefinedVariable(_:)`` in RPN mode for a variable
  ///   other than x that has no value, in any expression graphed.
  /// - Complexity: O(steps × expressions on the stack).
  public mutating func graphSources() throws(CalculationError) -> [FormulaGraphSource] {
    if mode == .formula {
      var sources = worksheet.graphSources(limit: Self.maximumCurves)
      do {
        if let entry = try graphSource(), sources.count < Self.maximumCurves,
          !sources.contains(where: { $0.title == entry.title })
        {
          sources.append(entry)
        }
      } catch {
        // An entry that is not a curve yet leaves the rows' curves on their own.
        if sources.isEmpty { throw error }
      }
      return sources
    }
    finishForGraph()
    let formulas = brain.graphedFormulas
    let complete = formulas.filter { $0.isComplete }.suffix(Self.maximumCurves)
    var sources: [FormulaGraphSource] = []
    for formula in complete.isEmpty ? formulas.suffix(1) : complete {
      sources.append(try source(for: formula))
    }
    return sources
  }

  /// Finishes a typed number and, outside RPN mode, performs the pending `=`.
  private mutating func finishForGraph() {
    if mode == .rpn {
      if case .typing = entry {
        press(.enter)
      }
    } else if entry != .result || brain.isPending {
      press(.equals)
    }
  }

  /// Presses a key of the graph screen, or the keypad's Graph key.
  ///
  /// ``GraphKey/open`` graphs the current expression (``graphSources()``) or says in
  /// the next frame why it cannot. Other keys do nothing while the graph is closed.
  public mutating func press(_ key: GraphKey) {
    guard key == .open else {
      if graph.isOpen {
        rebuildCurves()
        graph.press(key)
      }
      return
    }
    do {
      let sources = try graphSources()
      guard !sources.isEmpty else {
        graph.message = "nothing to graph: enter an expression in x first"
        return
      }
      graph.open(sources)
    } catch {
      graph.message = "cannot graph: \(error)"
    }
  }

  /// Applies a pointer's gesture to the open graph (a resize also to a closed one).
  public mutating func apply(_ gesture: GraphGesture) {
    guard graph.isOpen || { if case .resize = gesture { true } else { false } }() else { return }
    rebuildCurves()
    graph.apply(gesture)
  }

  /// The graph's frame, in `format`, with the picture when it changed since the last
  /// frame that drew it (always with `redraw`), and the points of interest found and
  /// marked unless not `findingPoints`.
  public mutating func graphFrame(
    _ format: GraphFrame.Format, redraw: Bool = false, findingPoints: Bool = true
  ) -> GraphFrame {
    rebuildCurves()
    return graph.frame(format, redraw: redraw, findingPoints: findingPoints)
  }

  /// Compiles the open graph's curves again when they were forgotten (a restored
  /// state, a changed formula), from a copy: the keypad itself stays as it is.
  private mutating func rebuildCurves() {
    guard graph.isOpen, graph.curves == nil else { return }
    var copy = self
    copy.graph = GraphSession()
    graph.curves = (try? copy.graphSources()) ?? []
  }

  /// `formula` as a function of x with M's value (and 0 for other variables in
  /// algebraic mode).
  private func source(for formula: Formula) throws(CalculationError) -> FormulaGraphSource {
    var constants = formulaVariables
    if mode == .algebraic {
      for name in formula.variableNames where name != "x" && constants[name] == nil {
        constants[name] = 0
      }
    }
    return try FormulaGraphSource(formula, constants: constants, angle: angle)
  }
}
