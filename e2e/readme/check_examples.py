#!/usr/bin/env python3
"""Runs the README's examples as written against a built `calculator` binary.

    python3 e2e/readme/check_examples.py path/to/calculator

Two kinds of example are checked:
- console blocks: each `$ command` line runs in bash with `calculator` on the PATH, and
  what it prints (standard output, then standard error) must be the lines after it, up to
  the next `$` line (a command with no lines after it must succeed);
- sentences: "`calculator …` prints `X`" (or shows, gives): the output must contain X.

Exit status 1, with each difference printed, when an example does not run as written.
"""
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def run(command, path):
    """Runs `command` in the folder `path` (files an example writes stay there), with the
    `calculator` there on the PATH."""
    result = subprocess.run(
        ["bash", "-c", command], capture_output=True, text=True, timeout=60, cwd=path,
        env={**os.environ, "PATH": f"{path}:{os.environ['PATH']}"})
    return result.returncode, result.stdout + result.stderr


def console_examples(text):
    """(command, expected lines or None) for each `$` line of the console blocks."""
    examples = []
    for block in re.findall(r"```console\n(.*?)```", text, re.S):
        command, expected = None, []
        for line in block.splitlines():
            if line.startswith("$ "):
                if command is not None:
                    examples.append((command, expected or None))
                command, expected = line[2:], []
            elif command is not None:
                expected.append(line)
        if command is not None:
            examples.append((command, expected or None))
    return examples


def sentence_examples(text):
    """(command, expected text) for "`calculator …` prints `X`" outside code blocks."""
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    prose = re.sub(r"\s*\n\s*", " ", prose)
    pattern = r"`(calculator [^`]+)` (?:prints|shows|gives)(?: the \w+)? `([^`]+)`"
    return re.findall(pattern, prose)


def main():
    binary = Path(sys.argv[1]).resolve()
    text = README.read_text()
    failures = 0
    checked = 0
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "calculator").symlink_to(binary)
        for command, expected in console_examples(text):
            checked += 1
            status, output = run(command, folder)
            if expected is None:
                ok = status == 0
            else:
                ok = output.splitlines() == expected
            if not ok:
                failures += 1
                print(f"FAIL $ {command}\n  expected: {expected}\n  got ({status}): {output!r}")
        for command, expected in sentence_examples(text):
            checked += 1
            status, output = run(command, folder)
            if expected not in output:
                failures += 1
                print(f"FAIL `{command}` should print {expected!r}\n  got ({status}): {output!r}")
    print(f"README examples: {checked - failures} passed, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
