import Testing

/// Typed text as a test argument, named in the test log by its first 40 characters and
/// its length when it is longer than 60 (a 100,000-character argument printed whole made
/// the log's lines 100 KB long).
struct TypedText: Sendable, CustomTestStringConvertible, ExpressibleByStringLiteral {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  init(stringLiteral text: String) {
    self.text = text
  }

  var testDescription: String {
    text.count <= 60 ? text : "\(text.prefix(40))… (\(text.count) characters)"
  }
}
