/// A coding-path key: an object member's name or an array element's index.
public struct JSONKey: Sendable {
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
}

#if !hasFeature(Embedded)
extension JSONKey: CodingKey {
  /// The key of member `stringValue`.
  public init?(stringValue: String) {
    self.init(stringValue)
  }

  /// The key of element `intValue`.
  public init?(intValue: Int) {
    self.init(index: intValue)
  }
}
#endif
