/// What a read expected, for a `DecodingError`: Foundation's `JSONDecoder` names the
/// Swift type, which Embedded Swift cannot hold as a value (`Any.Type`) or print.
enum ExpectedType {
  case object, array, string, bool, double

  /// The type's name, as Swift prints it.
  var name: String {
    switch self {
    case .object: "Dictionary<String, Any>"
    case .array: "Array<Any>"
    case .string: "String"
    case .bool: "Bool"
    case .double: "Double"
    }
  }

  #if hasFeature(Embedded)
  /// What the Embedded stand-in of `DecodingError` holds: the type's name.
  var type: String { name }
  #else
  /// The type, as `DecodingError` holds it.
  var type: Any.Type {
    switch self {
    case .object: [String: Any].self
    case .array: [Any].self
    case .string: String.self
    case .bool: Bool.self
    case .double: Double.self
    }
  }
  #endif
}
