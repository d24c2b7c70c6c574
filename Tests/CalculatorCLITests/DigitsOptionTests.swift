import Testing

/// The digits option of `calculator eval`.
///
/// Correct digits from the exact engine, zero only when proven, and one clear line for what
/// the engine does not cover yet. The references are mpmath's
/// (scripts/make-real-references.py, as in RealReferenceDigits.swift).
@Suite struct DigitsOptionTests {
  static let pi =
    """
    3.1415926535897932384626433832795028841971693993751058209749445923078164062862089986280348\
    253421170679821480865132823066470938446095505822317253594081284811174502841027019385211055\
    596446229489549303819644288109756659334461284756482337867831652712019091456485669234603486\
    104543266482133936072602491412737245870066063155881748815209209628292540917153643678925903\
    600113305305488204665213841469519415116094330572703657595919530921861173819326117931051185\
    480744623799627495673518857527248912279381830119491298336733624406566430860213949463952247\
    371907021798609437027705392171762931767523846748184676694051320005681271452635608277857713\
    427577896091736371787214684409012249534301465495853710507922796892589235420199561121290219\
    608640344181598136297747713099605187072113499999983729780499510597317328160963185950244594\
    553469083026425223082533446850352619311881710100031378387528865875332083814206171776691473\
    035982534904287554687311595628638823537875937519577818577805321712268066130019278766111959\
    09216420199
    """
  static let e =
    """
    2.7182818284590452353602874713526624977572470936999595749669676277240766303535475945713821\
    785251664274274663919320030599218174135966290435729003342952605956307381323286279434907632\
    338298807531952510190115738341879307021540891499348841675092447614606680822648001684774118\
    537423454424371075390777449920695517027618386062613313845830007520449338265602976067371132\
    007093287091274437470472306969772093101416928368190255151086574637721112523897844250569536\
    967707854499699679468644549059879316368892300987931277361782154249992295763514822082698951\
    936680331825288693984964651058209392398294887933203625094431173012381970684161403970198376\
    793206832823764648042953118023287825098194558153017567173613320698112509961818815930416903\
    515988885193458072738667385894228792284998920868058257492796104841984443634632449684875602\
    336248270419786232090021609902353043699418491463140934317381436405462531520961836908887070\
    167683964243781405927145635490613031072085103837505101157477041718986106873969655212671546\
    88957035035
    """
  static let squareRootOfTwo =
    """
    1.4142135623730950488016887242096980785696718753769480731766797379907324784621070388503875\
    343276415727350138462309122970249248360558507372126441214970999358314132226659275055927557\
    999505011527820605714701095599716059702745345968620147285174186408891986095523292304843087\
    143214508397626036279952514079896872533965463318088296406206152583523950547457502877599617\
    298355752203375318570113543746034084988471603868999706990048150305440277903164542478230684\
    929369186215805784631115966687130130156185689872372352885092648612494977154218334204285686\
    060146824720771435854874155657069677653720226485447015858801620758474922657226002085584466\
    521458398893944370926591800311388246468157082630100594858704003186480342194897278290641045\
    072636881313739855256117322040245091227700226941127573627280495738108967504018369868368450\
    725799364729060762996941380475654823728997180326802474420629269124859052181004459842150591\
    120249441341728531478105803603371077309182869314710171111683916581726889419758716582152128\
    22951848847
    """

  @Test func thousandDigitsOfPiEAndTheSquareRootOfTwo() throws {
    for (expression, digits) in [("pi", Self.pi), ("e", Self.e), ("sqrt(2)", Self.squareRootOfTwo)]
    {
      let outcome = try CommandLineTests.run(["eval", "--digits", "1000", expression])
      #expect(outcome.status == 0)
      #expect(outcome.output == digits + "\n", "\(expression)")
    }
  }

  /// Ten thousand digits, each value's last 20 from mpmath (`mpmath.nstr(v, 10000)`), the
  /// first thousand those of the table above.
  @Test(arguments: [
    ("pi", "20560010165525637568"), ("e", "98704230017946553679"),
    ("sin(1)", "83040463570333626395"), ("ln(2)", "13401856601359655561"),
    ("exp(1/3)", "16182741730711084873"), ("asin(0.3)", "62719123471449990755"),
  ])
  func tenThousandDigits(_ expression: String, _ last: String) throws {
    let outcome = try CommandLineTests.run(["eval", "--digits", "10000", expression])
    #expect(outcome.status == 0, "\(outcome.error)")
    let digits = outcome.output.filter { $0.isNumber }
    #expect(digits.count == 10_000 + (outcome.output.hasPrefix("0.") ? 1 : 0))
    #expect(outcome.output.hasSuffix(last + "\n"), "\(outcome.output.suffix(30))")
    if expression == "pi" {
      #expect(outcome.output.hasPrefix(String(Self.pi.dropLast(2))))
    }
  }

  @Test func zeroIsShownOnlyWhenProvenAndTinyValuesKeepTheirExponent() throws {
    let zero = try CommandLineTests.run(["eval", "--digits", "20", "1.1^2-1.21"])
    #expect(zero.output == "0\n")
    let tiny = try CommandLineTests.run(["eval", "--digits", "15", "exp(-10000)"])
    #expect(tiny.output == "1.13548386531474e-4343\n")
  }

  /// mpmath's digits (scripts/make-real-references.py writes the same values).
  @Test(arguments: [
    ("sin(1)", "0.84147098480789650665250232163"),
    ("cos(1)", "0.540302305868139717400936607443"),
    ("tan(1)", "1.55740772465490223050697480746"),
    ("sin(10^10)", "-0.487506025087510691527794294348"),
    ("asin(1/3)", "0.339836909454121937096392513392"),
    ("acos(-0.5)", "2.09439510239319549230842892219"),
    ("4*atan(1)", "3.14159265358979323846264338328"),
    ("sinh(1)", "1.1752011936438014568823818506"),
    ("tanh(1000)", "1"),
    ("log(2)", "0.301029995663981195213738894724"),
    ("10^0.5", "3.16227766016837933199889354443"),
    ("1.5^-2.5", "0.362887369301211570103301344401"),
    ("abs(-2)%", "0.02"),
    ("25!", "15511210043330985984000000"),
  ])
  func functions(expression: String, digits: String) throws {
    let outcome = try CommandLineTests.run(["eval", "--digits", "30", expression])
    #expect(outcome.status == 0, "\(expression)")
    #expect(outcome.output == digits + "\n", "\(expression)")
  }

  @Test func degreesAndDomainErrors() throws {
    let sine = try CommandLineTests.run(["eval", "--deg", "--digits", "30", "sin(30)"])
    #expect(sine.output == "0.5\n")
    let arcsine = try CommandLineTests.run(["eval", "--deg", "--digits", "30", "asin(1)"])
    #expect(arcsine.output == "90\n")
    for expression in ["asin(1.5)", "acos(-2)", "(-2)^0.5", "(-8)^(1/4)"] {
      let outcome = try CommandLineTests.run(["eval", "--digits", "10", expression])
      #expect(outcome.status == 1, "\(expression)")
      #expect(outcome.error == "calculator: Argument out of domain\n", "\(expression)")
    }
  }

  @Test func whatIsNotCoveredYetIsOneLineAndStatusOne() throws {
    // The exponent is 1, which no approximation proves whole.
    let outcome = try CommandLineTests.run([
      "eval", "--digits", "10", "(-2)^(sin(1)^2 + cos(1)^2)",
    ])
    #expect(outcome.status == 1)
    #expect(outcome.output.isEmpty)
    #expect(
      outcome.error
        == "calculator: --digits does not cover negative numbers to powers not known to be whole yet\n"
    )
    let floor = try CommandLineTests.run(["eval", "--digits", "30", "floor(pi * 1e20)"])
    #expect(floor.output == "314159265358979323846\n")
    let tooMany = try CommandLineTests.run(["eval", "--digits", "10001", "pi"])
    #expect(tooMany.status == 64)
    #expect(tooMany.error == "calculator: --digits takes 1 to 10000 digits\n")
    let divide = try CommandLineTests.run(["eval", "--digits", "10", "1/(2-2)"])
    #expect(divide.error == "calculator: Division by zero\n")
  }

  /// `--digits` takes the variables of `--var`, and without an expression answers each
  /// line of standard input, an error naming its line.
  @Test func digitsTakeVariablesAndLinesOfStandardInput() throws {
    let variable = try CommandLineTests.run([
      "eval", "--var", "r=2", "--digits", "20", "pi*r^2",
    ])
    #expect(variable.output == "12.566370614359172954\n", "\(variable.error)")
    let lines = try CommandLineTests.run(
      ["eval", "--digits", "12", "--var", "a=1/3"], input: "a\nsqrt(2)\nb\n1/0\n")
    #expect(lines.output == "0.333333333333\n1.41421356237\n")
    #expect(
      lines.error == "calculator: line 3: b has no value\ncalculator: line 4: Division by zero\n")
    #expect(lines.status == 1)
  }
}
