#!/usr/bin/env python3
"""Writes Tests/MuslMathTests/references.txt: arguments of the vendored musl functions
(Sources/MuslMath) and their exact values to 106 bits, from mpmath at 60 digits.

Each line is `function x y reference_hi reference_lo`, the doubles as hexadecimal bit
patterns (y is 0 but for pow); reference_hi + reference_lo is the true value rounded
to about 106 bits, so a test can measure the error of a result in units in the last
place exactly enough. The arguments are drawn with a fixed seed, so the file is the
same on every run:

    python3 -m pip install mpmath   # once
    scripts/musl-math-references.py
"""
import random
import struct
from pathlib import Path

import mpmath

mpmath.mp.dps = 60
PER_FUNCTION = 200
OUTPUT = Path(__file__).resolve().parent.parent / "Tests/MuslMathTests/references.txt"


def bits(value):
    return struct.unpack("<Q", struct.pack("<d", value))[0]


def double_double(exact):
    """The exact value as hi + lo, each a double: about 106 bits."""
    hi = float(exact)
    lo = float(exact - mpmath.mpf(hi))
    return hi, lo


def log_uniform(rng, low_exponent, high_exponent):
    """A positive double whose binary exponent is uniform in the range."""
    return rng.uniform(1, 2) * 2.0 ** rng.randint(low_exponent, high_exponent)


def signed(rng, value):
    return value if rng.random() < 0.5 else -value


FUNCTIONS = {
    "sin": (mpmath.sin, lambda r: r.choice([r.uniform(-10, 10), signed(r, log_uniform(r, -30, 70))])),
    "cos": (mpmath.cos, lambda r: r.choice([r.uniform(-10, 10), signed(r, log_uniform(r, -30, 70))])),
    "tan": (mpmath.tan, lambda r: r.choice([r.uniform(-10, 10), signed(r, log_uniform(r, -30, 70))])),
    "asin": (mpmath.asin, lambda r: r.choice([r.uniform(-1, 1), signed(r, log_uniform(r, -40, -1))])),
    "acos": (mpmath.acos, lambda r: r.choice([r.uniform(-1, 1), signed(r, log_uniform(r, -40, -1))])),
    "atan": (mpmath.atan, lambda r: r.choice([r.uniform(-10, 10), signed(r, log_uniform(r, -40, 60))])),
    "sinh": (mpmath.sinh, lambda r: r.choice([r.uniform(-5, 5), r.uniform(-709, 709), signed(r, log_uniform(r, -40, -1))])),
    "cosh": (mpmath.cosh, lambda r: r.choice([r.uniform(-5, 5), r.uniform(-709, 709)])),
    "tanh": (mpmath.tanh, lambda r: r.choice([r.uniform(-3, 3), r.uniform(-20, 20), signed(r, log_uniform(r, -40, -1))])),
    "exp": (mpmath.exp, lambda r: r.choice([r.uniform(-5, 5), r.uniform(-708, 709)])),
    "log": (mpmath.log, lambda r: r.choice([r.uniform(0.5, 2), log_uniform(r, -1022, 1023)])),
    "log10": (mpmath.log10, lambda r: r.choice([r.uniform(0.5, 2), log_uniform(r, -1022, 1023)])),
}


def pow_argument(rng):
    """x > 0 and y with x^y a normal double."""
    while True:
        x = rng.choice([rng.uniform(0, 10), log_uniform(rng, -60, 60), float(rng.randint(2, 20))])
        y = rng.choice([rng.uniform(-10, 10), float(rng.randint(-40, 40)), rng.uniform(-300, 300)])
        if x == 0:
            continue
        magnitude = abs(y * float(mpmath.log(x, 2)))
        if magnitude < 1000:
            return x, y


def main():
    rng = random.Random(2026)
    lines = []
    for name, (exact, argument) in FUNCTIONS.items():
        for _ in range(PER_FUNCTION):
            x = argument(rng)
            hi, lo = double_double(exact(mpmath.mpf(x)))
            lines.append(f"{name} {bits(x):016x} {0:016x} {bits(hi):016x} {bits(lo):016x}")
    for _ in range(PER_FUNCTION):
        x, y = pow_argument(rng)
        hi, lo = double_double(mpmath.power(mpmath.mpf(x), mpmath.mpf(y)))
        lines.append(f"pow {bits(x):016x} {bits(y):016x} {bits(hi):016x} {bits(lo):016x}")
    OUTPUT.write_text("\n".join(lines) + "\n")
    print(f"{OUTPUT}: {len(lines)} references")


if __name__ == "__main__":
    main()
