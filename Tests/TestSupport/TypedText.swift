import Testing

/// Typed text as a test argument, named in the test log by its first 40 characters and
/// its length when it is longer than 60 (a 100,000-character argument printed whole made
/// the log's lines 100 KB long).
public struct TypedText: Sendable, CustomTestStringConvertible, ExpressibleByStringLiteral {
  /// The text itself.
  public let text: String

  /// The argument `text`.
  public init(_ text: String) {
    self.text = text
  }

  /// The argument `text`, written as a literal.
  public init(stringLiteral text: String) {
    self.text = text
  }

  /// The text, or its first 40 characters and its length.
  public var testDescription: String {
    text.count <= 60 ? text : "\(text.prefix(40))… (\(text.count) characters)"
  }
}
