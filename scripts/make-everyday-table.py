#!/usr/bin/env python3
"""Writes Tests/CalculatorModelTests/EverydayTable.txt: everyday calculations, each with the
display the calculator must show, from mpmath at 50 digits (exact fractions where the value
is rational): compound interest and other powers near 1, percentages as every pocket
calculator reads them (a + b% = a(1 + b/100), a − b% = a(1 − b/100), a × b% = ab/100),
loan payments, integer products and powers (every digit up to 20), factorials of halves, and
real odd roots of negative numbers.

One line per expression: `expression<TAB>display`. The display is the correctly rounded 15
significant digits as `%.15g` writes them, or every digit of a whole number below 10^20.
Seeded, so running it again writes the same file:  python3 scripts/make-everyday-table.py
"""
import importlib.util
import math
import pathlib
import random
from fractions import Fraction

import mpmath
from mpmath import mpf

# The `%.Ng` writer the expression table uses (its file name is not a module name).
_spec = importlib.util.spec_from_file_location(
    "expression_table", pathlib.Path(__file__).with_name("make-expression-table.py"))
expression_table = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(expression_table)

OUTPUT = "Tests/CalculatorModelTests/EverydayTable.txt"
SEED = 28_2026
mpmath.mp.dps = 50


def display(value):
    """The display of an exact Fraction or an mpf."""
    if isinstance(value, Fraction):
        if value.denominator == 1 and abs(value.numerator) < 10 ** 20:
            return str(value.numerator)
        if value == 0:
            return "0"
        return rounded(value)
    return rounded(value)


def rounded(value, count=15):
    """The nonzero value rounded to `count` significant digits, half to even, as `%.15g`."""
    sign = "-" if value < 0 else ""
    scaled, exponent = expression_table.scaled_mantissa(abs(value), count)
    if not isinstance(value, Fraction):
        # A value known to 50 digits must not sit within 1e-30 of a rounding tie.
        rest = scaled - scaled.numerator // scaled.denominator
        assert abs(rest - Fraction(1, 2)) > Fraction(1, 10 ** 20), value
    whole, exponent = expression_table.half_to_even(scaled, exponent, count)
    return expression_table.g_text(sign, whole, exponent, count)


def decimal(text):
    return Fraction(text)


def power(base, exponent):
    """base^exponent for a Fraction base and a whole exponent: exact while small, else mpmath."""
    if abs(exponent) * max(base.numerator.bit_length(), base.denominator.bit_length()) < 20_000:
        return base ** exponent
    return (mpf(base.numerator) / mpf(base.denominator)) ** exponent


def rate_text(rng):
    whole = rng.choice([0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 18])
    part = rng.choice(["", ".25", ".5", ".75", ".9", ".05"])
    text = f"{whole}{part}"
    return text if text not in ("0", "0.05") else "2.5"


def rows():
    rng = random.Random(SEED)
    out = []

    # Compound interest: principal (1 + rate%/n)^(n·years).
    for _ in range(45):
        principal = rng.choice(["100", "900", "1000", "2500", "10000", "250000", "1"])
        rate = rate_text(rng)
        periods = rng.choice([1, 4, 12, 52, 365, 8760])
        years = rng.choice([1, 2, 5, 10, 18, 25, 30, 40])
        text = f"{principal}(1+{rate}%/{periods})^({periods}×{years})"
        value = decimal(principal) * power(1 + decimal(rate) / 100 / periods, periods * years)
        out.append((text, value))

    # Powers near 1, and their quotients and logarithms.
    for _ in range(30):
        digits = rng.choice([3, 4, 5, 6])
        step = rng.choice([1, 2, 5])
        base = 1 + Fraction(step, 10 ** digits) * rng.choice([1, -1])
        exponent = rng.choice([1000, 5000, 10000, 20000, 50000, 100000, 1000000])
        text = f"{float(base):.{digits}f}".rstrip("0") + f"^{exponent}"
        out.append((text, power(base, exponent)))
    for k in [100, 1000, 10000, 100000]:
        out.append((f"(1+1/{k})^{k}", power(1 + Fraction(1, k), k)))
        out.append((f"(1-1/{k})^{k}", power(1 - Fraction(1, k), k)))
        out.append((f"{k}^{k}/{k + 1}^{k + 1}", (mpf(k) / (k + 1)) ** k / (k + 1)))
    for e in [6, 9, 12, 15]:
        out.append((f"(1+1e-{e})^1e{e}", (1 + mpf(10) ** -e) ** (mpf(10) ** e)))
    for k in [10, 20, 50]:
        out.append(
            (f"ln(1.0001^{k * 1000})", mpf(k * 1000) * mpmath.log(mpf("1.0001")))
        )

    # Loan payments: P·r/(1 − (1 + r)^−n) with r = rate%/12.
    for _ in range(20):
        principal = rng.choice(["1000", "25000", "200000", "350000"])
        rate = rate_text(rng)
        months = rng.choice([12, 36, 60, 180, 360])
        r = decimal(rate) / 100 / 12
        text = f"{principal}×({rate}%/12)/(1−(1+{rate}%/12)^−{months})"
        out.append((text, decimal(principal) * r / (1 - power(1 + r, -months))))

    # Percentages, as pocket calculators read them.
    for _ in range(40):
        a = rng.choice(["50", "100", "250", "19.99", "1200", "80", "7.5", "3600"])
        b = rng.choice(["10", "5", "15", "20", "2.5", "7", "19", "100", "33", "0.5"])
        kind = rng.choice(["+", "−", "×", "÷", "lone"])
        if kind == "+":
            out.append((f"{a} + {b}%", decimal(a) * (1 + decimal(b) / 100)))
        elif kind == "−":
            out.append((f"{a} − {b}%", decimal(a) * (1 - decimal(b) / 100)))
        elif kind == "×":
            out.append((f"{a} × {b}%", decimal(a) * decimal(b) / 100))
        elif kind == "÷":
            out.append((f"{a} ÷ {b}%", decimal(a) / (decimal(b) / 100)))
        else:
            out.append((f"{b}%", decimal(b) / 100))
    for a, b, c in [("100", "10", "10"), ("200", "25", "5"), ("80", "50", "50")]:
        out.append(
            (
                f"{a} + {b}% − {c}%",
                decimal(a) * (1 + decimal(b) / 100) * (1 - decimal(c) / 100),
            )
        )

    # Integer products and powers: every digit up to 20.
    for _ in range(30):
        x = rng.randrange(10 ** rng.randrange(3, 11))
        y = rng.randrange(10 ** rng.randrange(3, 11))
        out.append((f"{x} × {y}", Fraction(x * y)))
    for _ in range(8):
        x, y, z = (rng.randrange(10 ** 6) for _ in range(3))
        out.append((f"{x}*{y}*{z}", Fraction(x * y * z)))
    for base, top in [(2, 70), (3, 45), (7, 25), (10, 21)]:
        for exponent in rng.sample(range(10, top), 3):
            out.append((f"{base}^{exponent}", Fraction(base ** exponent)))
    for n in [15, 19, 20, 21, 22, 25]:
        out.append((f"{n}!", Fraction(math.factorial(n))))

    # Factorials of halves and other non-integers.
    for k in sorted(rng.sample(range(-60, 460), 30)):
        x = Fraction(2 * k + 1, 2)
        text = f"({float(x)})!" if x < 0 else f"{float(x)}!"
        out.append((text, mpmath.gamma(mpf(x.numerator) / 2 + 1)))

    # Real odd roots of negative numbers.
    for _ in range(25):
        a = rng.choice([2, 3, 5, 7, 8, 10, 27, 32, 64, 100, 125, 243, 1000, 0.5, 1.5])
        p, q = rng.choice([(1, 3), (2, 3), (1, 5), (2, 5), (3, 5), (4, 3), (-1, 3), (1, 7)])
        magnitude = mpf(str(a)) ** (mpf(p) / q)
        out.append((f"(−{a})^({p}/{q})", -magnitude if p % 2 else magnitude))
    for text, value in [("(−32)^0.2", Fraction(-2)), ("(−8)^(1/3)", Fraction(-2))]:
        out.append((text, value))
    return out


def main():
    seen = set()
    lines = []
    for text, value in rows():
        if text in seen:
            continue
        seen.add(text)
        lines.append(f"{text}\t{display(value)}")
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    print(f"{len(lines)} rows written to {OUTPUT}")


if __name__ == "__main__":
    main()
