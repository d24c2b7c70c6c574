import CalculatorModel

extension APILimits {
  /// The most definitions one request may give: a worksheet's rows.
  public static let definitions = Worksheet.maximumRows

  /// The set of a request's `definitions` member (none when it is absent).
  /// - Throws: ``RequestError`` for too many, one too long, or a set that is not valid,
  ///   naming the definition at fault.
  static func definitions(_ texts: [String]?) throws(RequestError) -> Definitions {
    guard let texts else { return Definitions() }
    guard texts.count <= definitions else {
      throw RequestError("at most \(definitions) definitions")
    }
    for (index, text) in texts.enumerated() {
      try checkLength(of: text, "definitions[\(index)]")
    }
    do {
      return try Definitions(parsing: texts)
    } catch {
      throw RequestError("definitions[\(error.index)]: \(error.error)")
    }
  }
}
