#if !hasFeature(Embedded)
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
#endif
