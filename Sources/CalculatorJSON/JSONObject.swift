/// An object's members, read by name.
public struct JSONObject {
  let members: [(name: String, value: JSONValue)]
  /// The object's place in its document.
  public let codingPath: JSONCodingPath

  /// The member names, in the order written.
  public var names: [String] { members.map { $0.name } }

  /// Member `name`.
  /// - Throws: `DecodingError.keyNotFound` when there is none.
  public func value(_ name: String) throws(DecodingError) -> JSONCursor {
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
