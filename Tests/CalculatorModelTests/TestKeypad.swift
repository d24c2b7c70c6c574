/// A test driver that presses keys written as in the seed examples on a brain.
///
/// Digits and `.` are typed (consecutive number keys join: `7 3` is 73); every other key
/// goes to ``pressOperationKey(_:)``.
protocol TestKeypad {
  init()
  /// The number being typed, if any.
  var typing: String? { get set }
  /// Handles a key that is not part of a number.
  mutating func pressOperationKey(_ key: String)
}

extension TestKeypad {
  init(_ keys: String) {
    self.init()
    press(keys)
  }

  mutating func press(_ keys: String) {
    for key in keys.split(separator: " ") {
      press(key: String(key))
    }
  }

  mutating func press(key: String) {
    if key.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) {
      typing = (typing ?? "") + key
    } else {
      pressOperationKey(key)
    }
  }
}
