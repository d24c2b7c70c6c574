/// Where the key table's keys sit on every keypad a front end draws: the page's phone
/// and wide keypads and the terminal's.
///
/// A page slot is `primary|second`, `second` what the phone keypad's 2nd toggle shows in
/// its place (the primary stays when there is none); each side a list `a/b` of key
/// names of which the first that acts in the current mode is drawn; `-` an empty cell;
/// `|` the narrow gap between the wide layout's two blocks. `2nd`, `graph` and `angle`
/// (Deg in radians, Rad in degrees) are the page's own keys; the three mode keys are the
/// switch above the page's display. The key table's ``KeyDefinition/secondFunction`` is
/// read from the phone layout, so a partner has one home.
public enum KeypadLayouts {
  /// A narrow portrait window: five columns, the scientific keys in three rows whose
  /// keys 2nd swaps, every operation within one toggle.
  public static let phone: [String] = [
    "2nd angle undo redo C",
    "sin|sin⁻¹ cos|cos⁻¹ tan|tan⁻¹ ln|eˣ log|10ˣ",
    "√|x³ x²|x⁻¹ xʸ|x! π|e abs|round",
    "sinh|floor cosh|ceil tanh|% left|home right|end",
    "x (/↲ ) backspace/%|delete ÷",
    "7 8 9 M ×",
    "4 5 6 →M −",
    "1 2 3 ± +",
    "graph 0 . ans =",
  ]

  /// Phone landscape, tablet and desktop: every key at once, the scientific block
  /// beside the basic one.
  public static let wide: [String] = [
    "sin cos tan ln log π | undo redo graph C",
    "sin⁻¹ cos⁻¹ tan⁻¹ eˣ 10ˣ e | (/↲ ) % ÷",
    "sinh cosh tanh √ x² xʸ | 7 8 9 ×",
    "abs floor ceil round x³ x⁻¹ | 4 5 6 −",
    "x! x M →M angle ans | 1 2 3 +",
    "home left right end backspace delete | ± 0 . =",
  ]

  /// The page's keys that are not the table's.
  public static let pageKeys: Set<String> = ["2nd", "graph", "angle", "-", "|"]

  /// The terminal's keypad, row by row, by key name: every key of the table, each
  /// drawn in the modes it acts in.
  public static let terminal: [[String]] = [
    ["algebraic", "rpn", "formula", "deg", "rad", "→M", "M", "x"],
    ["sin", "cos", "tan", "7", "8", "9", "÷", "√"],
    ["sin⁻¹", "cos⁻¹", "tan⁻¹", "4", "5", "6", "×", "xʸ"],
    ["sinh", "cosh", "tanh", "1", "2", "3", "−", "x²"],
    ["ln", "log", "eˣ", "0", ".", "=", "+", "↲"],
    ["10ˣ", "x³", "x⁻¹", "(", ")", "±", "x!", "%"],
    ["abs", "floor", "ceil", "round", "π", "e", "undo", "redo"],
    ["C", "left", "right", "home", "end", "backspace", "delete", "ans"],
  ]

  /// The key names a page layout's rows name, primary and second sides, every
  /// candidate, page keys included, in reading order.
  public static func names(in rows: [String]) -> [String] {
    rows.flatMap { row in
      row.split(separator: " ").flatMap { slot in
        slot == "|" ? ["|"] : slot.split(separator: "|").flatMap { $0.split(separator: "/") }
      }
    }.map { String($0) }
  }

  /// The key 2nd puts in the place of the key named `name` on the phone keypad: the
  /// candidate at the same position on the slot's second side.
  static func secondFunction(of name: String) -> String? {
    for row in phone {
      for slot in row.split(separator: " ") {
        let sides = slot.split(separator: "|").map { $0.split(separator: "/") }
        guard sides.count == 2, let index = sides[0].firstIndex(where: { $0 == name }),
          sides[1].indices.contains(index)
        else { continue }
        return String(sides[1][index])
      }
    }
    return nil
  }
}
