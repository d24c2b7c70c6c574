/// The arguments of a command that takes an expression or keys, sorted into options and
/// the words, so that an expression may start with `-` (`eval -2^2`, `graph -x^2`,
/// `keys 2 ->M`) and span several arguments (`eval 1 + 1`).
///
/// The argument parser reads `-2^2` as the short options `-2`, `-^`, `-2`, and
/// `-sinh(x)` as a request for help (it holds `-h`); after a `--` it reads every
/// argument as a value. ``arranged(joiningWords:)`` puts the options first and the words
/// after a `--`, joined into one argument where the command joins them: the parser's
/// time grows with the square of the number of values it collects (8,000 took 12 s).
struct ExpressionArguments {
  /// The options and their values, in the order given.
  private(set) var options: [String] = []
  /// The words of the expression, in the order given.
  private(set) var words: [String] = []

  /// Sorts `arguments`, those after the subcommand's name.
  ///
  /// - every argument after a `--` is a word of the expression;
  /// - `-h`, and an argument that starts with `--` and a letter, is an option (the
  ///   parser reports an unknown one), and the argument after one of
  ///   `optionsTakingAValue` is its value, whatever it starts with;
  /// - any other argument, `-2^2` and `-x` included, is a word of the expression.
  init(_ arguments: some Sequence<String>, optionsTakingAValue: Set<String>) {
    var remaining = arguments.makeIterator()
    while let argument = remaining.next() {
      if argument == "--" {
        while let word = remaining.next() {
          words.append(word)
        }
      } else if Self.isOption(argument) {
        options.append(argument)
        if optionsTakingAValue.contains(argument), let value = remaining.next() {
          options.append(value)
        }
      } else {
        words.append(argument)
      }
    }
  }

  /// The options, then `--` and the words when there are any: joined by spaces into one
  /// argument when `joiningWords` (`eval` and `keys`, which join them anyway), else as
  /// given (`graph`, whose expression is one argument).
  func arranged(joiningWords: Bool) -> [String] {
    guard !words.isEmpty else { return options }
    return options + ["--"] + (joiningWords ? [expression] : words)
  }

  /// The expression: its words joined by spaces.
  var expression: String {
    words.joined(separator: " ")
  }

  private static func isOption(_ argument: String) -> Bool {
    guard argument != "-h" else { return true }
    return argument.hasPrefix("--") && argument.dropFirst(2).first?.isLetter == true
  }
}
