import CalculatorJSON

/// What was wrong with an API request's body: every front end that answers
/// the API — the HTTP server, the WebAssembly module — answers it with status 400 and
/// `{"error": message}`.
public struct RequestError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong, in words a client developer can act on.
  public var message: String

  /// An error with `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// The answer's body, `{"error": message}`.
  public var json: JSONValue { .object([("error", .string(message))]) }

  /// The message for a body that does not map to the route's request: what is
  /// missing or wrong, and where (`missing field 'viewport.width'`, `invalid state:
  /// wrong type (at 'state.tape')`).
  public init(decoding error: DecodingError) {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      self.init("the body is not valid JSON")
    case .dataCorrupted(let context):
      self.init(Self.invalid(context.codingPath, context.debugDescription))
    case .keyNotFound(let key, let context):
      let field = Self.path(context.codingPath + [key])
      self.init(
        field.hasPrefix("state.") ? "invalid state: missing '\(field)'" : "missing field '\(field)'"
      )
    case .valueNotFound(_, let context):
      self.init("missing value for '\(Self.path(context.codingPath))'")
    case .typeMismatch(_, let context):
      self.init(Self.invalid(context.codingPath, "wrong type"))
    #if !hasFeature(Embedded)
    @unknown default:
      self.init("the body does not match the API")
    #endif
    }
  }

  /// Reads a request's body with `read`, turning a `DecodingError` into its message.
  /// - Returns: What `read` returns.
  /// - Throws: ``RequestError`` with the message for `read`'s `DecodingError`.
  public static func reading<Request>(_ read: () throws(DecodingError) -> Request)
    throws(RequestError)
    -> Request
  {
    do {
      return try read()
    } catch {
      throw RequestError(decoding: error)
    }
  }

  private static func invalid(_ codingPath: JSONCodingPath, _ detail: String) -> String {
    let location = path(codingPath)
    if location == "state" || location.hasPrefix("state.") {
      return "invalid state: \(detail) (at '\(location)')"
    }
    return "invalid '\(location)': \(detail)"
  }

  private static func path(_ codingPath: JSONCodingPath) -> String {
    codingPath.map { key in key.intValue.map { String($0) } ?? key.stringValue }
      .joined(separator: ".")
  }
}
