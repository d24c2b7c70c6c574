import FoundationEssentials

/// The compressed forms a page file may have beside it (`calculator.wasm.br`,
/// `calculator.wasm.gz`), and which of them a request accepts.
enum PrecompressedEncoding: String, CaseIterable {
  /// Brotli: the smaller, preferred.
  case brotli = "br"
  /// gzip, which every browser accepts.
  case gzip

  /// The file name suffix of this form: `.br`, `.gz`.
  var suffix: String {
    switch self {
    case .brotli: ".br"
    case .gzip: ".gz"
    }
  }

  /// The preferred form an `Accept-Encoding` header accepts, or `nil` for the file as
  /// it is.
  ///
  /// `br, gzip` → brotli; `gzip` or `br;q=0, gzip` → gzip; `*` → brotli (unless named
  /// with q=0); `identity`, an empty or missing header → `nil`. Names are
  /// case-insensitive; a q-value that is not a number counts as 1.
  static func preferred(by header: String?) -> PrecompressedEncoding? {
    guard let header else { return nil }
    var weights: [String: Double] = [:]
    for item in header.split(separator: ",") {
      let parts = item.split(separator: ";")
      guard let name = parts.first?.trimmingCharacters(in: .whitespaces).lowercased(), !name.isEmpty
      else {
        continue
      }
      var weight = 1.0
      for parameter in parts.dropFirst() {
        let pair = parameter.split(separator: "=", maxSplits: 1)
        if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "q",
          let q = Double(pair[1].trimmingCharacters(in: .whitespaces))
        {
          weight = q
        }
      }
      weights[name] = weight
    }
    return allCases.first { encoding in
      (weights[encoding.rawValue] ?? weights["*"] ?? 0) > 0
    }
  }
}
