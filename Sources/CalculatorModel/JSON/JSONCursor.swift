/// A JSON value and where it sits in a document, for mapping it to a type: each read
/// either answers or throws the `DecodingError` Foundation's `JSONDecoder` would, with
/// the same coding path, so messages built from those errors read the same whichever
/// way a value was decoded.
public struct JSONCursor {
  /// The value here.
  public let value: JSONValue
  /// The keys and indices leading here.
  public let codingPath: [any CodingKey]

  /// A cursor on `value` at `codingPath`.
  public init(_ value: JSONValue, codingPath: [any CodingKey] = []) {
    self.value = value
    self.codingPath = codingPath
  }

  /// Whether the value is `null`.
  public var isNull: Bool {
    if case .null = value { true } else { false }
  }

  /// The members of an object.
  public func object() throws -> JSONObject {
    guard case .object(let members) = value else { throw mismatch([String: Any].self) }
    return JSONObject(members: members, codingPath: codingPath)
  }

  /// The elements of an array, each with its index in its path.
  public func elements() throws -> [JSONCursor] {
    guard case .array(let elements) = value else { throw mismatch([Any].self) }
    return elements.enumerated().map {
      JSONCursor($1, codingPath: codingPath + [JSONKey(index: $0)])
    }
  }

  /// A string.
  public func string() throws -> String {
    guard case .string(let string) = value else { throw mismatch(String.self) }
    return string
  }

  /// An array of strings.
  public func strings() throws -> [String] {
    try elements().map { try $0.string() }
  }

  /// A boolean.
  public func bool() throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(Bool.self) }
    return bool
  }

  /// A number that a `Double` holds (one beyond its range is an error).
  public func double() throws -> Double {
    guard case .number(let literal) = value else { throw mismatch(Double.self) }
    guard let number = Double(literal), number.isFinite else {
      throw corrupted("Number \(literal) is not representable in Swift.")
    }
    return number
  }

  /// A string that is one of `T`'s raw values.
  public func rawValue<T: RawRepresentable<String>>(_ type: T.Type) throws -> T {
    let string = try string()
    guard let value = T(rawValue: string) else {
      throw corrupted("Cannot initialize \(T.self) from invalid String value \(string)")
    }
    return value
  }

  /// The error for a value that is well-formed JSON but not acceptable here.
  public func corrupted(_ message: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
  }

  private func mismatch(_ type: Any.Type) -> DecodingError {
    guard !isNull else {
      return .valueNotFound(
        type,
        .init(
          codingPath: codingPath,
          debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }
    return .typeMismatch(
      type,
      .init(
        codingPath: codingPath,
        debugDescription: "Expected to decode \(type) but found \(value.kind) instead."))
  }
}

/// An object's members, read by name.
public struct JSONObject {
  let members: [(name: String, value: JSONValue)]
  /// The object's place in its document.
  public let codingPath: [any CodingKey]

  /// The member names, in the order written.
  public var names: [String] { members.map(\.name) }

  /// Member `name`.
  /// - Throws: `DecodingError.keyNotFound` when there is none.
  public func value(_ name: String) throws -> JSONCursor {
    guard let cursor = member(name) else {
      throw DecodingError.keyNotFound(
        JSONKey(name),
        .init(codingPath: codingPath, debugDescription: "No value associated with key \(name)."))
    }
    return cursor
  }

  /// Member `name`, or `nil` when it is missing or `null`.
  public func optional(_ name: String) -> JSONCursor? {
    member(name).flatMap { $0.isNull ? nil : $0 }
  }

  /// The first member called `name`, as Foundation's decoder reads a repeated name.
  private func member(_ name: String) -> JSONCursor? {
    members.first { $0.name == name }.map {
      JSONCursor($0.value, codingPath: codingPath + [JSONKey(name)])
    }
  }
}

/// A coding-path key: an object member's name or an array element's index.
public struct JSONKey: CodingKey {
  /// The member's name, or `Index N` for an element.
  public var stringValue: String
  /// The element's index; `nil` for a member.
  public var intValue: Int?

  /// The key of member `name`.
  public init(_ name: String) {
    stringValue = name
  }

  /// The key of element `index`.
  public init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  /// The key of member `stringValue`.
  public init?(stringValue: String) {
    self.init(stringValue)
  }

  /// The key of element `intValue`.
  public init?(intValue: Int) {
    self.init(index: intValue)
  }
}

extension JSONValue: Codable {
  /// Reads any JSON value through a decoder (Foundation's, say): for types that map
  /// themselves through ``JSONValue`` to conform to `Decodable`.
  public init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: JSONKey.self) {
      self = .object(
        try object.allKeys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
    } else if var array = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !array.isAtEnd {
        elements.append(try array.decode(JSONValue.self))
      }
      self = .array(elements)
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        self = .null
      } else if let bool = try? single.decode(Bool.self) {
        self = .bool(bool)
      } else if let string = try? single.decode(String.self) {
        self = .string(string)  // before numbers: a decoder may read "inf" as a number
      } else {
        let number = try single.decode(Double.self)
        guard number.isFinite else {
          throw DecodingError.dataCorruptedError(
            in: single, debugDescription: "a number must be finite")
        }
        self = .number(number)
      }
    }
  }

  /// Writes the value through an encoder: for types that map themselves through
  /// ``JSONValue`` to conform to `Encodable`.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let bool):
      var single = encoder.singleValueContainer()
      try single.encode(bool)
    case .number(let literal):
      var single = encoder.singleValueContainer()
      try single.encode(Double(literal) ?? .nan)
    case .string(let string):
      var single = encoder.singleValueContainer()
      try single.encode(string)
    case .array(let elements):
      var array = encoder.unkeyedContainer()
      for element in elements {
        try array.encode(element)
      }
    case .object(let members):
      var object = encoder.container(keyedBy: JSONKey.self)
      for member in members {
        try object.encode(member.value, forKey: JSONKey(member.name))
      }
    }
  }
}
