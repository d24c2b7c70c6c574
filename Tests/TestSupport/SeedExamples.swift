/// One row of the seed examples: keys pressed on a fresh keypad, and the
/// label and display they leave.
public struct SeedExample: CustomStringConvertible, Sendable {
  /// The keys, as the command line reads them (`"7 + 9 ="`).
  public var keys: String
  /// The label afterwards (the description and ` ...` or ` =`).
  public var label: String
  /// The display afterwards.
  public var display: String
  /// The keys, to name the test case.
  public var description: String { keys }
}

/// The seed examples, shared by every front end's tests.
public enum SeedExamples {
  /// Algebraic mode.
  public static let algebraic: [SeedExample] = [
    SeedExample(keys: "7 +", label: "7 + ...", display: "7"),
    SeedExample(keys: "7 + 9", label: "7 + ...", display: "9"),
    SeedExample(keys: "7 + 9 =", label: "7 + 9 =", display: "16"),
    SeedExample(keys: "7 + 9 = √", label: "√(7 + 9) =", display: "4"),
    SeedExample(keys: "7 + 9 √", label: "7 + √(9) ...", display: "3"),
    SeedExample(keys: "7 + 9 √ =", label: "7 + √(9) =", display: "10"),
    SeedExample(keys: "7 + 9 = + 6 + 3 =", label: "7 + 9 + 6 + 3 =", display: "25"),
    SeedExample(keys: "7 + 9 = √ 6 + 3 =", label: "6 + 3 =", display: "9"),
    SeedExample(keys: "5 + 6 = 7 3", label: "5 + 6 =", display: "73"),
    SeedExample(keys: "7 + =", label: "7 + 7 =", display: "14"),
    SeedExample(keys: "4 × π =", label: "4 × π =", display: "12.5663706143592"),
    SeedExample(keys: "4 + 5 × 3 =", label: "(4 + 5) × 3 =", display: "27"),
    SeedExample(keys: "7 + × 3 =", label: "7 × 3 =", display: "21"),
    SeedExample(keys: "9 + M = √", label: "√(9 + M) =", display: "3"),
    SeedExample(keys: "9 + M = √ 7 →M", label: "√(9 + M) =", display: "4"),
    SeedExample(keys: "9 + M = √ 7 →M + 14 =", label: "√(9 + M) + 14 =", display: "18"),
    SeedExample(keys: "M cos π →M undo", label: "cos(M) =", display: "-1"),
  ]

  /// RPN mode (the label is the description and ` =`).
  public static let rpn: [SeedExample] = [
    SeedExample(keys: "10 cos", label: "cos(10) =", display: "-0.839071529076452"),
    SeedExample(keys: "3 ↲ 5 −", label: "3 − 5 =", display: "-2"),
    SeedExample(keys: "23.5 ↲", label: "23.5 =", display: "23.5"),
    SeedExample(keys: "π", label: "π =", display: "3.14159265358979"),
    SeedExample(keys: "10 √ 3 +", label: "√(10) + 3 =", display: "6.16227766016838"),
    SeedExample(keys: "3 ↲ 5 + √", label: "√(3 + 5) =", display: "2.82842712474619"),
    SeedExample(keys: "3 ↲ 5 ↲ 4 + +", label: "3 + 5 + 4 =", display: "12"),
    SeedExample(keys: "3 ↲ 5 √ + √ 6 ÷", label: "√(3 + √(5)) ÷ 6 =", display: "0.381374268545123"),
    SeedExample(keys: "3 ↲ +", label: "? + 3 =", display: ""),
    SeedExample(keys: "3 ↲ 5 + √ π cos", label: "√(3 + 5), cos(π) =", display: "-1"),
    SeedExample(keys: "3 ↲ 5 ↲ 4 + ×", label: "3 × (5 + 4) =", display: "27"),
    SeedExample(keys: "7 M + √", label: "√(7 + M) =", display: ""),
    SeedExample(keys: "7 M + √ 9 →M", label: "√(7 + M) =", display: "4"),
    SeedExample(keys: "7 M + √ 9 →M 14 +", label: "√(7 + M) + 14 =", display: "18"),
    SeedExample(keys: "π ↲ 3 × +", label: "π + π × 3 =", display: "12.5663706143592"),
  ]
}
