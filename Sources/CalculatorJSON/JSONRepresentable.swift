/// A type that writes itself as JSON by hand: the one codec both builds use (Embedded
/// Swift has no `Codable`).
///
/// Natively, a conforming type that also declares `Encodable` encodes through
/// ``json``, so Foundation's encoders write the same text.
public protocol JSONRepresentable {
  /// The value as JSON.
  var json: JSONValue { get }
}

/// A type that reads itself from JSON by hand, validating as it goes.
///
/// Natively, a conforming type that also declares `Decodable` decodes through
/// ``init(json:)``, so Foundation's decoders accept and refuse the same documents.
public protocol JSONReadable {
  /// Reads a value.
  /// - Throws: `DecodingError` naming what is wrong, and where.
  init(json: JSONCursor) throws(DecodingError)
}

#if !hasFeature(Embedded)
extension JSONRepresentable where Self: Encodable {
  /// Encodes ``json``.
  public func encode(to encoder: any Encoder) throws {
    try json.encode(to: encoder)
  }
}

extension JSONReadable where Self: Decodable {
  /// Decodes through ``init(json:)``, with the decoder's coding path.
  public init(from decoder: any Decoder) throws {
    try self.init(json: JSONCursor(JSONValue(from: decoder), codingPath: decoder.codingPath))
  }
}
#endif
