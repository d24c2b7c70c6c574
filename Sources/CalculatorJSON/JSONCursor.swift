/// A JSON value and where it sits in a document, for mapping it to a type: each read
/// either answers or throws the `DecodingError` Foundation's `JSONDecoder` would, with
/// the same coding path, so messages built from those errors read the same whichever
/// way a value was decoded.
public struct JSONCursor {
  /// The value here.
  public let value: JSONValue
  /// The keys and indices leading here.
  public let codingPath: JSONCodingPath

  /// A cursor on `value` at `codingPath`.
  public init(_ value: JSONValue, codingPath: JSONCodingPath = []) {
    self.value = value
    self.codingPath = codingPath
  }

  /// Whether the value is `null`.
  public var isNull: Bool {
    if case .null = value { true } else { false }
  }

  /// The members of an object.
  public func object() throws(DecodingError) -> JSONObject {
    guard case .object(let members) = value else { throw mismatch(.object) }
    return JSONObject(members: members, codingPath: codingPath)
  }

  /// The elements of an array, each with its index in its path.
  public func elements() throws(DecodingError) -> [JSONCursor] {
    guard case .array(let elements) = value else { throw mismatch(.array) }
    return elements.enumerated().map {
      JSONCursor($1, codingPath: codingPath + [JSONKey(index: $0)])
    }
  }

  /// A string.
  public func string() throws(DecodingError) -> String {
    guard case .string(let string) = value else { throw mismatch(.string) }
    return string
  }

  /// An array of strings.
  public func strings() throws(DecodingError) -> [String] {
    try elements().map { element throws(DecodingError) in try element.string() }
  }

  /// A boolean.
  public func bool() throws(DecodingError) -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(.bool) }
    return bool
  }

  /// A number that a `Double` holds (one beyond its range is an error).
  public func double() throws(DecodingError) -> Double {
    guard case .number(let literal) = value else { throw mismatch(.double) }
    guard let number = Double(literal), number.isFinite else {
      throw corrupted("Number \(literal) is not representable in Swift.")
    }
    return number
  }

  /// A number's literal as written (`0.1`, `9999999999999999`, `1e400`), for readers
  /// that keep every digit.
  public func numberLiteral() throws(DecodingError) -> String {
    guard case .number(let literal) = value else { throw mismatch(.double) }
    return literal
  }

  /// A string that is one of `T`'s raw values.
  /// - Parameters:
  ///   - type: The type to read.
  ///   - name: The type's name in the error's message (`AngleUnit`): Embedded Swift
  ///     cannot print a type.
  /// - Returns: The value whose raw value the string is.
  /// - Throws: `DecodingError` when the value is not a string or not a raw value of `T`.
  public func rawValue<T: RawRepresentable<String>>(_ type: T.Type, named name: String)
    throws(DecodingError) -> T
  {
    let string = try string()
    guard let value = T(rawValue: string) else {
      throw corrupted("Cannot initialize \(name) from invalid String value \(string)")
    }
    return value
  }

  /// The error for a value that is well-formed JSON but not acceptable here.
  public func corrupted(_ message: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
  }

  private func mismatch(_ expected: ExpectedType) -> DecodingError {
    guard !isNull else {
      return .valueNotFound(
        expected.type,
        .init(
          codingPath: codingPath,
          debugDescription: "Cannot get value of type \(expected.name) -- found null value instead"
        ))
    }
    return .typeMismatch(
      expected.type,
      .init(
        codingPath: codingPath,
        debugDescription: "Expected to decode \(expected.name) but found \(value.kind) instead."))
  }
}
