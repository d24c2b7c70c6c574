#!/usr/bin/env python3
"""Times `calculator keys` on a million random keys and on two million, in both modes.

The keys build one program that is never cleared (no C), with Deg/Rad toggles, →M
stores, M, x, ↲ chains (`↲ +`), undo and redo among digits and every operation, so a
key whose cost grows with the program shows as a ratio above 2 between the two sizes
(such streams once took minutes). Each binary given is timed on the same keys,
so figures from one run compare directly:

    Benchmarks/key-streams.py .build/release/calculator [OLD_BINARY ...]

A run longer than --timeout seconds (default 120) is stopped and shown as such.

With --program N it times instead the mean cost of a key pressed in a program of N keys
(the target: under 1 ms at 3,000): the same stream cut at N keys and at 2N keys, each run
--runs times; the difference of the medians, divided by N, is the cost of each of the
keys N+1 to 2N, start-up and the first N keys taken out.
"""
import statistics
import argparse
import random
import subprocess
import sys
import tempfile
import time

OPERATIONS = (
    "+ − × ÷ xʸ √ sin cos tan sin⁻¹ cos⁻¹ tan⁻¹ sinh cosh tanh ln log eˣ 10ˣ "
    "x² x³ x⁻¹ ± x! % abs floor ceil round π e"
).split()


# What a random key is, by weight out of 100: a function of the generator giving its words.
KINDS = [
    (32, lambda g: [str(g.randrange(10))]),
    (3, lambda g: ["."]),
    (27, lambda g: [g.choice(OPERATIONS)]),
    (5, lambda g: ["="]),
    (4, lambda g: ["↲"]),
    (5, lambda g: ["undo"]),
    (3, lambda g: ["redo"]),
    (4, lambda g: ["→M"]),
    (4, lambda g: ["M"]),
    (3, lambda g: ["x"]),
    (4, lambda g: [g.choice(["deg", "rad"])]),
    (6, lambda g: ["↲", g.choice(["+", "×", "−", "÷"])]),
]


def keys(mode, count, seed):
    """`count` random keys (plus the mode key), as `calculator keys` reads them; the keys
    of a smaller `count` and the same seed are the first of these."""
    generator = random.Random(seed)
    weights = [weight for weight, _ in KINDS]
    makers = [maker for _, maker in KINDS]
    words = [mode]
    while len(words) < count + 1:
        words += generator.choices(makers, weights)[0](generator)
    return " ".join(words[: count + 1])


def key_press(options):
    """Prints the mean cost of a key pressed in a program of `options.program` keys."""
    n = options.program
    print(f"{'binary':<40} {'mode':<10} {'program':>8} {'µs per key':>11}")
    for mode in ("algebraic", "rpn"):
        program, longer = (keys(mode, count, 16) for count in (n, 2 * n))
        for binary in options.binaries:
            medians = []
            for text in (program, longer):
                runs = [timed(binary, text, options.timeout) for _ in range(options.runs)]
                medians.append(None if None in runs else statistics.median(runs))
            shown = f">{options.timeout:.0f} s"
            if None not in medians:
                shown = f"{(medians[1] - medians[0]) / n * 1e6:11.1f}"
            print(f"{binary:<40} {mode:<10} {n:>8,} {shown:>11}")
            sys.stdout.flush()


def timed(binary, text, timeout):
    """Wall seconds of `binary keys` reading `text`, or None past the timeout."""
    with tempfile.TemporaryFile() as source:
        source.write(text.encode())
        source.seek(0)
        started = time.monotonic()
        try:
            subprocess.run(
                [binary, "keys"], stdin=source, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL, timeout=timeout, check=True)
        except subprocess.TimeoutExpired:
            return None
        return time.monotonic() - started


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--keys", type=int, default=1_000_000)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--program", type=int, help="time a key in a program of this many keys")
    parser.add_argument("--runs", type=int, default=7, help="runs of each stream for --program")
    options = parser.parse_args()
    if options.program:
        key_press(options)
        return
    print(f"{'binary':<40} {'mode':<10} {'keys':>9} {'seconds':>9} {'2n ÷ n':>7}")
    for mode in ("algebraic", "rpn"):
        streams = [keys(mode, n, 12) for n in (options.keys, 2 * options.keys)]
        for binary in options.binaries:
            seconds = [timed(binary, text, options.timeout) for text in streams]
            for n, value in zip((options.keys, 2 * options.keys), seconds):
                shown = f"{value:9.2f}" if value is not None else f">{options.timeout:7.0f} "
                ratio = ""
                if n == 2 * options.keys and None not in seconds:
                    ratio = f"{seconds[1] / seconds[0]:6.2f}×"
                print(f"{binary:<40} {mode:<10} {n:>9,} {shown} {ratio:>7}")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
