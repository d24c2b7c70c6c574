import CalculatorModel

extension Keypad: Codable, Equatable {
  private enum CodingKeys: String, CodingKey {
    case mode, angle, memory, typing, showsZero, program, redo, tape
  }

  /// Restores a saved keypad, validating every part: a malformed state throws
  /// `DecodingError.dataCorrupted` naming what was wrong, never crashes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    mode = try container.decode(CalculatorMode.self, forKey: .mode)
    angle = try container.decode(AngleUnit.self, forKey: .angle)
    memory = try container.decodeIfPresent(Double.self, forKey: .memory)
    if let memory, !memory.isFinite {
      throw DecodingError.dataCorruptedError(
        forKey: .memory, in: container, debugDescription: "memory must be finite")
    }
    let program = try container.decode([BrainStep].self, forKey: .program)
    do throws(InvalidProgram) {
      brain = try mode == .algebraic ? AlgebraicBrain(program: program) : RPNBrain(program: program)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .program, in: container, debugDescription: error.description)
    }
    brain.angleUnit = angle
    if let memory {
      brain.variableValues = ["M": memory]
    }
    if let typing = try container.decodeIfPresent(String.self, forKey: .typing) {
      guard Self.isValidTypedNumber(typing) else {
        throw DecodingError.dataCorruptedError(
          forKey: .typing, in: container, debugDescription: "'\(typing)' is not a typed number")
      }
      entry = .typing(typing)
    } else {
      entry = try container.decode(Bool.self, forKey: .showsZero) ? .zero : .result
    }
    redoStack = try container.decode([RedoEntry].self, forKey: .redo)
    tape = try container.decode([String].self, forKey: .tape)
    guard tape.count <= Self.tapeCapacity else {
      throw DecodingError.dataCorruptedError(
        forKey: .tape, in: container,
        debugDescription: "the tape holds at most \(Self.tapeCapacity) entries")
    }
  }

  /// Saves the keypad: mode, angle, memory, what is being typed, the brain's
  /// program, the redo stack and the tape.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(mode, forKey: .mode)
    try container.encode(angle, forKey: .angle)
    try container.encode(memory, forKey: .memory)
    if case .typing(let text) = entry {
      try container.encode(text, forKey: .typing)
    } else {
      try container.encodeNil(forKey: .typing)
    }
    try container.encode(entry == .zero, forKey: .showsZero)
    try container.encode(brain.program, forKey: .program)
    try container.encode(redoStack, forKey: .redo)
    try container.encode(tape, forKey: .tape)
  }

  /// Two keypads are equal when they would save the same state.
  public static func == (lhs: Keypad, rhs: Keypad) -> Bool {
    lhs.mode == rhs.mode && lhs.angle == rhs.angle && lhs.memory == rhs.memory
      && lhs.entry == rhs.entry && lhs.redoStack == rhs.redoStack && lhs.tape == rhs.tape
      && lhs.brain.program == rhs.brain.program
  }

  /// Whether `text` is something the typing rules can produce: an optional `-`,
  /// digits with at most one point and no leading zero, at most 16 significant
  /// digits and 24 characters.
  static func isValidTypedNumber(_ text: String) -> Bool {
    let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    let leadingZero =
      unsigned.count > 1 && unsigned.first == "0" && unsigned.dropFirst().first != "."
    return !unsigned.isEmpty && !leadingZero && text.count <= maximumTypedLength
      && unsigned.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
      && unsigned.filter { $0 == "." }.count <= 1
      && unsigned.first != "." && Double(String(unsigned)) != nil
      && significantDigits(in: text) <= maximumTypedDigits
  }
}

extension Keypad.RedoEntry: Codable {
  private enum CodingKeys: String, CodingKey {
    case step, showedZero, typing
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let step = try container.decodeIfPresent(BrainStep.self, forKey: .step) {
      self = .step(
        step, showedZero: try container.decodeIfPresent(Bool.self, forKey: .showedZero) ?? false)
      return
    }
    let text = try container.decode(String.self, forKey: .typing)
    guard Keypad.isValidTypedNumber(text) else {
      throw DecodingError.dataCorruptedError(
        forKey: .typing, in: container, debugDescription: "'\(text)' is not a typed number")
    }
    self = .typing(text)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .step(let step, let showedZero):
      try container.encode(step, forKey: .step)
      try container.encode(showedZero, forKey: .showedZero)
    case .typing(let text): try container.encode(text, forKey: .typing)
    }
  }
}
