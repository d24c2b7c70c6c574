/// A set of definitions that typed text may use: names for values and functions.
///
/// Order does not matter (a definition may use one given after it); each is validated
/// when the set is made: a cycle, a name defined twice, a call with the wrong number of
/// arguments and an expansion past ``maximumExpansion`` are errors at their column.
/// A use expands its definition in the formula that uses it, through shared nodes, so
/// values stay exact (`a = 1/3`, then `3a` is exactly 1) and graphs compile to the fast
/// evaluator as any formula does.
///
/// ```swift
/// let definitions = try Definitions(["a = 1/3", "f(x) = x^2 + a"])
/// try definitions.formula(parsing: "f(2) × 3").evaluation().result   // 13
/// ```
public struct Definitions: Sendable {
  /// The most definitions in a set.
  public static let maximumCount = 200
  /// The most nodes the uses of definitions may add to one formula (and so to one
  /// definition's own expansion): what bounds a doubling chain or `f(f(f(…)))`.
  public static let maximumExpansion = 20_000

  /// The definitions, in the order given.
  public let entries: [Definition]
  /// Each definition's body, expanded, by name.
  let table: DefinitionTable

  /// No definitions.
  public init() {
    entries = []
    table = DefinitionTable()
  }

  /// The set of `entries`.
  /// - Throws: a ``DefinitionError`` naming the first definition (in the order they are
  ///   expanded, each after those it uses) that is not valid, and why.
  public init(_ entries: [Definition]) throws(DefinitionError) {
    guard entries.count <= Self.maximumCount else {
      throw DefinitionError(
        index: entries.count - 1, error: .tooManyDefinitions(limit: Self.maximumCount))
    }
    var indexOf: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      guard indexOf[entry.name] == nil else {
        throw DefinitionError(
          index: index,
          error: .definedTwice(
            entry.name, column: Definition.column(at: entry.nameStart, in: entry.text)))
      }
      indexOf[entry.name] = index
    }
    let order = try Self.expansionOrder(of: entries, indexOf: indexOf)
    var table = DefinitionTable()
    for index in order {
      let entry = entries[index]
      do throws(ParseError) {
        table.add(try table.template(for: entry), named: entry.name)
      } catch {
        throw DefinitionError(index: index, error: error)
      }
    }
    self.entries = entries
    self.table = table
  }

  /// The set of the definitions typed as `texts`, one each.
  /// - Throws: a ``DefinitionError`` for a text that is not a definition
  ///   (``ParseError/notADefinition``) or not valid.
  public init(parsing texts: [String]) throws(DefinitionError) {
    var entries: [Definition] = []
    for (index, text) in texts.enumerated() {
      do throws(ParseError) {
        guard let entry = try Definition(parsing: text) else { throw .notADefinition }
        entries.append(entry)
      } catch {
        throw DefinitionError(index: index, error: error)
      }
    }
    try self.init(entries)
  }

  /// These definitions with `definition` in place of any of the same name, or added last.
  /// - Throws: a ``DefinitionError`` when the set it makes is not valid.
  public func replacing(with definition: Definition) throws(DefinitionError) -> Definitions {
    var entries = self.entries
    if let index = entries.firstIndex(where: { $0.name == definition.name }) {
      entries[index] = definition
    } else {
      entries.append(definition)
    }
    return try Definitions(entries)
  }

  /// Parses typed text that may use these definitions, as ``Formula/init(parsing:)`` does.
  /// - Throws: a ``ParseError`` naming what was wrong and the column.
  /// - Complexity: O(length of `text` + the nodes its uses expand to, at most
  ///   ``maximumExpansion``).
  public func formula(parsing text: String) throws(ParseError) -> Formula {
    try Formula(parsing: text, definitions: table)
  }

  /// How a definition reads, with its body's description: `a = 1 ÷ 3`,
  /// `f(x) = x ^ 2 + a`; `nil` for a name not defined here.
  public func description(of name: String) -> String? {
    guard let template = table[name] else { return nil }
    let head =
      template.parameters.isEmpty ? name : "\(name)(\(template.parameters.joined(separator: ", ")))"
    return "\(head) = \(template.body.description)"
  }

  /// The parameters of the function `name`; empty for a value, `nil` when not defined.
  public func parameters(of name: String) -> [String]? {
    table[name]?.parameters
  }

  /// The indices of `entries` in an order where each comes after those it uses.
  /// - Throws: ``ParseError/cycle(_:column:)`` at the use that closes a cycle.
  private static func expansionOrder(of entries: [Definition], indexOf: [String: Int])
    throws(DefinitionError) -> [Int]
  {
    var uses: [[(index: Int, offset: Int)]] = []
    var scanner = FormulaParser(building: FormulaValues(context: EvaluationContext()))
    for (index, entry) in entries.enumerated() {
      do throws(ParseError) {
        let names = try scanner.names(in: entry.text, from: entry.bodyStart)
        uses.append(
          names.compactMap { name, offset in
            guard !entry.parameters.contains(name), let used = indexOf[name] else { return nil }
            return (used, offset)
          })
      } catch {
        throw DefinitionError(index: index, error: error)
      }
    }
    // Depth first, with an explicit stack: 0 not seen, 1 on the path, 2 done.
    var state = [UInt8](repeating: 0, count: entries.count)
    var order: [Int] = []
    for start in entries.indices where state[start] == 0 {
      var path: [(index: Int, next: Int)] = [(start, 0)]
      state[start] = 1
      while let (index, next) = path.last {
        guard next < uses[index].count else {
          state[index] = 2
          order.append(index)
          path.removeLast()
          continue
        }
        path[path.count - 1].next += 1
        let used = uses[index][next]
        switch state[used.index] {
        case 0:
          state[used.index] = 1
          path.append((used.index, 0))
        case 1:
          let members = path.drop { $0.index != used.index }.map { $0.index }
          throw cycleError(members, uses: uses, in: entries)
        default: break
        }
      }
    }
    return order
  }
}

/// The error of the cycle of definitions `members` (indices of `entries`, each using the
/// next and the last the first): at the last, which closes it, and at each of the others.
private func cycleError(
  _ members: [Int], uses: [[(index: Int, offset: Int)]], in entries: [Definition]
) -> DefinitionError {
  let names = members.map { entries[$0].name }
  var errors: [(index: Int, error: ParseError)] = []
  for (position, member) in members.enumerated() {
    let next = members[(position + 1) % members.count]
    let offset = uses[member].first { $0.index == next }?.offset ?? entries[member].bodyStart
    let rotated = Array(names[position...] + names[..<position])
    errors.append(
      (member, .cycle(rotated, column: Definition.column(at: offset, in: entries[member].text))))
  }
  let last = errors.removeLast()
  return DefinitionError(index: last.index, error: last.error, alsoAt: errors)
}

/// Why a set of definitions is not valid: which definition (its index in the set) and
/// the error in its text.
public struct DefinitionError: Error, Sendable, CustomStringConvertible {
  /// The index of the definition at fault.
  public let index: Int
  /// What is wrong with it, at its column.
  public let error: ParseError
  /// The other definitions at fault for the same reason (the rest of a cycle), each with
  /// its error.
  public let alsoAt: [(index: Int, error: ParseError)]

  init(index: Int, error: ParseError, alsoAt: [(index: Int, error: ParseError)] = []) {
    self.index = index
    self.error = error
    self.alsoAt = alsoAt
  }

  /// The message: the error's.
  public var description: String { error.description }
}

/// A definition's body, expanded, ready to be copied where it is used.
struct DefinitionTemplate: Sendable {
  /// The function's parameters (variables of the body bound to a call's arguments).
  var parameters: [String]
  /// The body, with the nodes it reaches only.
  var body: Formula
}

/// The definitions a parser expands, by name.
struct DefinitionTable: Sendable {
  /// Each name's index in `templates`.
  private var indices: [String: Int] = [:]
  private var templates: [DefinitionTemplate] = []

  /// The template of `name`, if it is defined here.
  subscript(name: String) -> DefinitionTemplate? {
    indices[name].map { templates[$0] }
  }

  /// Defines `name` as `template`.
  mutating func add(_ template: DefinitionTemplate, named name: String) {
    indices[name] = templates.count
    templates.append(template)
  }

  /// `definition`'s template, its uses of the definitions here expanded (its parameters
  /// hide definitions of the same names).
  func template(for definition: Definition) throws(ParseError) -> DefinitionTemplate {
    var visible = self
    for parameter in definition.parameters {
      visible.indices[parameter] = nil
    }
    var graph = FormulaGraph()
    let root = try FormulaParser<FormulaGraph>.parse(
      definition.text, from: definition.bodyStart, appendingTo: &graph, definitions: visible)
    return DefinitionTemplate(
      parameters: definition.parameters, body: Formula(reachableFrom: root, in: graph))
  }
}
