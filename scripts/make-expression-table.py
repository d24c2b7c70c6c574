#!/usr/bin/env python3
"""Writes Tests/CalculatorModelTests/ExpressionTable.txt: 10,000 random expressions
in the typed syntax with the display they should have: the correctly rounded 15 significant
digits of the exact value as `%.15g` writes them (every digit of a whole number below 10^20),
or `error` where the value does not exist
(division by zero, a square root or logarithm out of its domain, sin⁻¹/cos⁻¹ beyond ±1, a
negative base to a fractional power).

Each expression is evaluated with mpmath twice, at 80 and at 240 digits, and is written only
when mpmath decides it reliably:
- a rational subexpression (numbers, + − × ÷, integer powers, n!, abs) is also kept exactly
  as a Fraction, so a zero or a division by zero is decided exactly, not approximately;
- an irrational value must agree between the two precisions to 45 digits (this drops
  cancellations such as sin(pi) or (x + 1e-300) − x, whose digits are noise at 80 digits);
- an irrational argument within 1e-40 of a domain boundary (0 for ÷, sqrt, ln, log and a
  negative base; ±1 for asin, acos; a zero of cos for tan) drops the expression;
- a 15-digit rounding within 1e-40 (relative) of a tie drops it;
- every intermediate and the result stay within 1e-4000 … 1e4000 in magnitude.

Seeded, so running it again writes the same file:  python3 scripts/make-expression-table.py
"""
import math
import random
from fractions import Fraction

import mpmath
from mpmath import mpf

OUTPUT = "Tests/CalculatorModelTests/ExpressionTable.txt"
SEED = 16_2026
WANTED = 10_000
PRECISIONS = (80, 240)
AGREEMENT = mpf(10) ** -45
BOUNDARY = mpf(10) ** -40
TIE_FRACTION = Fraction(1, 10 ** 40)
LARGEST_EXPONENT = 4000


def digits(value, count):
    """The nonzero value rounded to `count` significant digits, half to even, as `%.{count}g`
    writes it. Not mpmath.nstr (scripts/make-real-references.py's way): nstr rounds twice,
    first to a few more digits, so sinh(1e-3) = 0.001000000166666675000000198… came out
    …667, not …668."""
    sign = "-" if value < 0 else ""
    scaled, exponent = scaled_mantissa(abs(value), count)
    whole, exponent = half_to_even(scaled, exponent, count)
    return g_text(sign, whole, exponent, count)


def half_to_even(scaled, exponent, count):
    """The whole number nearest the exact Fraction `scaled` (ties to even) and its
    exponent, carried when it rounds up to 10^count."""
    whole = math.floor(scaled)
    rest = scaled - whole
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and whole % 2 == 1):
        whole += 1
        if whole == 10 ** count:
            whole //= 10
            exponent += 1
    return whole, exponent


def g_text(sign, whole, exponent, count):
    """The text `%.{count}g` writes for sign × whole × 10^(exponent − count + 1), where
    `whole` has `count` digits."""
    mantissa = str(whole)
    if -4 <= exponent < count:
        if exponent >= 0:
            text = mantissa[:exponent + 1] + "." + mantissa[exponent + 1:]
        else:
            text = "0." + "0" * (-exponent - 1) + mantissa
        text = text.rstrip("0").rstrip(".") if "." in text else text
    else:
        fraction = mantissa[1:].rstrip("0")
        text = mantissa[0] + ("." + fraction if fraction else "")
        text += "e" + ("-" if exponent < 0 else "+") + str(abs(exponent)).rjust(2, "0")
    return sign + text


def fraction_of(value):
    """The mpf's binary value as an exact Fraction."""
    mantissa, exponent = value.man_exp
    return Fraction(int(mantissa)) * Fraction(2) ** int(exponent)


def scaled_mantissa(magnitude, count):
    """(m, e) with magnitude = m × 10^(e − count + 1) and 10^(count−1) ≤ m < 10^count, m an
    exact Fraction (a Fraction's value, or the mpf's binary value, so no rounding can make the
    search oscillate)."""
    exact = magnitude if isinstance(magnitude, Fraction) else fraction_of(magnitude)
    exponent = int(mpmath.floor(mpmath.log10(mpf(exact.numerator) / exact.denominator)))
    while True:
        scaled = exact * Fraction(10) ** (count - 1 - exponent)
        if scaled < 10 ** (count - 1):
            exponent -= 1
        elif scaled >= 10 ** count:
            exponent += 1
        else:
            return scaled, exponent


class Skip(Exception):
    """mpmath cannot decide this expression reliably."""


class Undefined(Exception):
    """The expression has no real value (the calculator shows an error)."""


# MARK: - Expressions

SMALL_INTEGERS = [str(n) for n in range(0, 13)]
DECIMALS = ["0.1", "0.2", "0.5", "2.5", "1.1", "1.5", "0.75", "3.14", "12.5", "1e-3", "2e3",
            "0.001", "7.25", "100", "1000", "1e6"]
EXTREMES = ["1e200", "1e-300", "3e150", "1e-200", "5e-250", "1e300", "2e-100", "1e100"]
INTEGER_EXPONENTS = ["2", "3", "-1", "-2", "0", "4", "5", "10", "-3"]
FRACTIONAL_EXPONENTS = ["0.5", "1.5", "2.5", "0.25", "-0.5", "0.75", "-1.5"]
FUNCTIONS = ["sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh",
             "ln", "log", "exp", "abs"]


def leaf(rng):
    roll = rng.random()
    if roll < 0.40:
        return ("num", rng.choice(SMALL_INTEGERS))
    if roll < 0.68:
        return ("num", rng.choice(DECIMALS))
    if roll < 0.78:
        return ("pi",)
    if roll < 0.86:
        return ("e",)
    if roll < 0.93:
        return ("fact", rng.choice([0, 1, 2, 3, 4, 5, 6, 7, 10, 12, 15, 20, 25, 50, 100, 170, 171,
                                    300]))
    return ("num", rng.choice(EXTREMES))


def tree(rng, depth):
    """A random expression whose deepest operation is `depth` levels down."""
    if depth == 0:
        return leaf(rng)
    roll = rng.random()
    if roll < 0.45:
        op = rng.choice("+-*/")
        deep = tree(rng, depth - 1)
        other = tree(rng, rng.randrange(depth))
        return ("bin", op, deep, other) if rng.random() < 0.5 else ("bin", op, other, deep)
    if roll < 0.60:
        exponents = INTEGER_EXPONENTS if rng.random() < 0.6 else FRACTIONAL_EXPONENTS
        return ("pow", tree(rng, depth - 1), rng.choice(exponents))
    if roll < 0.65:
        return ("neg", tree(rng, depth - 1))
    return ("fn", rng.choice(FUNCTIONS), tree(rng, depth - 1))


def text(node, top=False):
    kind = node[0]
    if kind == "num":
        return node[1]
    if kind == "pi":
        return "pi"
    if kind == "e":
        return "e"
    if kind == "fact":
        return "%d!" % node[1]
    if kind == "neg":
        return "(-%s)" % text(node[1])
    if kind == "fn":
        return "%s(%s)" % (node[1], text(node[2], top=True))
    if kind == "pow":
        exponent = node[2]
        exponent = "(%s)" % exponent if exponent.startswith("-") else exponent
        return "%s^%s" % (parenthesized(node[1]), exponent)
    body = "%s%s%s" % (text(node[2]), node[1], text(node[3]))
    return body if top else "(%s)" % body


def parenthesized(node):
    """A base for ^: a bare number, name or function call, else in parentheses."""
    if node[0] in ("num", "pi", "e", "fn"):
        return text(node)
    if node[0] in ("bin", "neg"):
        return text(node)  # already in parentheses
    return "(%s)" % text(node)


# MARK: - Evaluation

def check_magnitude(value):
    if value != 0:
        exponent = mpmath.log10(abs(value))
        if not -LARGEST_EXPONENT <= exponent <= LARGEST_EXPONENT:
            raise Skip()


def near(value, exact, boundary):
    """Whether an argument is within 1e-40 of a boundary without being on it exactly."""
    if exact is not None:
        return False
    return abs(value - boundary) < BOUNDARY


def is_zero(value, exact):
    if exact is not None:
        return exact == 0
    if near(value, exact, 0):
        raise Skip()
    return False


def evaluate(node):
    """(value, exact Fraction or None) at the current mpmath precision."""
    kind = node[0]
    if kind == "num":
        exact = Fraction(node[1])
        return mpf(exact.numerator) / exact.denominator, exact
    if kind == "pi":
        return +mpmath.pi, None
    if kind == "e":
        return +mpmath.e, None
    if kind == "fact":
        exact = Fraction(math.factorial(node[1]))
        value = mpf(exact.numerator)
        check_magnitude(value)
        return value, exact
    if kind == "neg":
        value, exact = evaluate(node[1])
        return -value, (-exact if exact is not None else None)
    if kind == "bin":
        return binary(node[1], evaluate(node[2]), evaluate(node[3]))
    if kind == "pow":
        return power(evaluate(node[1]), Fraction(node[2]))
    return function(node[1], evaluate(node[2]))


def binary(op, left, right):
    (a, x), (b, y) = left, right
    both = x is not None and y is not None
    if op == "+":
        value, exact = a + b, (x + y if both else None)
    elif op == "-":
        value, exact = a - b, (x - y if both else None)
    elif op == "*":
        value, exact = a * b, (x * y if both else None)
    else:
        if is_zero(b, y):
            raise Undefined()
        value, exact = a / b, (x / y if both else None)
    if exact is not None:
        value = mpf(exact.numerator) / exact.denominator
    check_magnitude(value)
    return value, exact


def power(base, exponent):
    b, x = base
    if is_zero(b, x):
        if exponent < 0:
            raise Undefined()
        if exponent == 0:
            raise Skip()  # 0^0: no value from mpmath to compare with
        return mpf(0), (Fraction(0) if x is not None else None)
    if exponent.denominator != 1:
        if b < 0:
            raise Undefined()
        value = b ** (mpf(exponent.numerator) / exponent.denominator)
        check_magnitude(value)
        root = exact_root(x, exponent.denominator) if x is not None else None
        if root is not None:
            exact = root ** exponent.numerator
            return mpf(exact.numerator) / exact.denominator, exact
        return value, None
    if abs(mpmath.log10(abs(b)) * int(exponent)) > LARGEST_EXPONENT:
        raise Skip()
    if x is not None:
        exact = x ** int(exponent)
        return mpf(exact.numerator) / exact.denominator, exact
    return b ** int(exponent), None


def exact_root(x, n):
    """The positive n-th root of the positive Fraction x when it is rational, else None."""
    def whole_root(value):
        root = round(value ** (1 / n)) if value < 2 ** 1000 else None
        if root is None:
            return None
        for candidate in (root - 1, root, root + 1):
            if candidate >= 0 and candidate ** n == value:
                return candidate
        return None

    top, bottom = whole_root(x.numerator), whole_root(x.denominator)
    return Fraction(top, bottom) if top is not None and bottom is not None else None


def function(name, argument):
    a, x = argument
    if name == "abs":
        return abs(a), (abs(x) if x is not None else None)
    if name == "sqrt":
        if is_zero(a, x):
            return mpf(0), (Fraction(0) if x is not None else None)
        if a < 0:
            raise Undefined()
        value = mpmath.sqrt(a)
    elif name in ("ln", "log"):
        if is_zero(a, x) or a < 0:
            raise Undefined()
        value = mpmath.ln(a) if name == "ln" else mpmath.log10(a)
    elif name in ("asin", "acos"):
        if near(a, x, 1) or near(a, x, -1):
            raise Skip()
        if abs(a) > 1:
            raise Undefined()
        value = mpmath.asin(a) if name == "asin" else mpmath.acos(a)
    elif name in ("exp", "sinh", "cosh"):
        if abs(a) > 9000:
            raise Skip()
        value = {"exp": mpmath.exp, "sinh": mpmath.sinh, "cosh": mpmath.cosh}[name](a)
    elif name == "tan":
        if abs(mpmath.cos(a)) < BOUNDARY:
            raise Skip()
        value = mpmath.tan(a)
    else:
        value = {"sin": mpmath.sin, "cos": mpmath.cos, "atan": mpmath.atan,
                 "tanh": mpmath.tanh}[name](a)
    check_magnitude(value)
    return value, None


def expected(node):
    """The table's text for an expression: its display, or `error`; Skip if undecided."""
    outcomes = []
    for precision in PRECISIONS:
        with mpmath.workdps(precision):
            try:
                outcomes.append(evaluate(node))
            except Undefined:
                outcomes.append(None)
    if any(outcome is None for outcome in outcomes):
        if all(outcome is None for outcome in outcomes):
            return "error"
        raise Skip()
    with mpmath.workdps(PRECISIONS[-1]):
        (rough, _), (value, exact) = outcomes
        if exact is not None:
            if exact == 0:
                return "0"
            # A whole number of up to 20 digits shows every digit.
            if exact.denominator == 1 and abs(exact.numerator) < 10 ** 20:
                return str(exact.numerator)
        else:
            if value == 0 or abs(rough - value) > AGREEMENT * abs(value):
                raise Skip()
        scaled, _ = scaled_mantissa(abs(value), 15)
        if abs(scaled - math.floor(scaled) - Fraction(1, 2)) < TIE_FRACTION * scaled:
            raise Skip()
        return digits(value, 15)


def main():
    rng = random.Random(SEED)
    seen = set()
    lines = []
    while len(lines) < WANTED:
        node = tree(rng, rng.randint(1, 4))
        expression = text(node, top=True)
        if expression in seen:
            continue
        seen.add(expression)
        try:
            lines.append("%s\t%s\n" % (expression, expected(node)))
        except Skip:
            pass
    with open(OUTPUT, "w") as out:
        out.writelines(lines)
    errors = sum(line.endswith("\terror\n") for line in lines)
    print("%d lines (%d errors) from %d candidates" % (len(lines), errors, len(seen)))


if __name__ == "__main__":
    main()
