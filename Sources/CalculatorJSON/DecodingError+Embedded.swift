#if hasFeature(Embedded)
/// The keys and indices leading to a value: keys of ours in Embedded Swift, which has
/// no `CodingKey` existentials.
public typealias JSONCodingPath = [JSONKey]

/// Embedded Swift's stand-in for the standard library's `DecodingError` (Codable is
/// not available there): the same cases and context, a type's name for the type.
public enum DecodingError: Error {
  /// Where a decoding error happened, and what it was.
  public struct Context: Sendable {
    /// The keys and indices leading to the value.
    public var codingPath: JSONCodingPath
    /// What was wrong, in Foundation's words.
    public var debugDescription: String

    /// A context at `codingPath`.
    public init(codingPath: JSONCodingPath, debugDescription: String) {
      self.codingPath = codingPath
      self.debugDescription = debugDescription
    }
  }

  /// A value of another type than the one named.
  case typeMismatch(String, Context)
  /// `null` where a value of the named type was expected.
  case valueNotFound(String, Context)
  /// A missing object member.
  case keyNotFound(JSONKey, Context)
  /// A value that is well-formed but not acceptable.
  case dataCorrupted(Context)
}
#else
/// The keys and indices leading to a value, as `DecodingError` holds them.
public typealias JSONCodingPath = [any CodingKey]
#endif
