#!/usr/bin/env bash
# Times N digits of π (default 1,000 and 10,000) from the exact engine,
# compiled with -O on its own (Sources/ExactArithmetic), with a main that prints the time of
# `ConstructiveReal.pi.rounded(toSignificantDigits: N)` (Chudnovsky by binary splitting, then
# rounding in integers; one run, a fresh node each time) and the last digits, and beside it
# the time of π at the same precision by Machin's formula (the O(n²) reference, without
# rounding), with the ratio. Figures go in docs/exact-numbers.md.
#
#   scripts/bench-pi.sh [DIGITS...]
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/main.swift" <<'SWIFT'
#if canImport(Glibc)
  import Glibc
#endif

for argument in CommandLine.arguments.dropFirst() {
  guard let count = Int(argument) else { continue }
  var start = timespec()
  var end = timespec()
  clock_gettime(CLOCK_MONOTONIC, &start)
  let digits = try ConstructiveReal.pi.rounded(toSignificantDigits: count)
  clock_gettime(CLOCK_MONOTONIC, &end)
  let seconds = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
  let text = digits?.text ?? "?"
  // The precision rounded(toSignificantDigits:) asks first.
  let bits = count * 10 / 3 + 32
  clock_gettime(CLOCK_MONOTONIC, &start)
  let machin = ConstructiveReal.machinPi(bits: bits)
  clock_gettime(CLOCK_MONOTONIC, &end)
  let reference = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
  let ratio = (reference / seconds * 10).rounded() / 10
  print(
    "pi to \(count) digits: \(seconds) s, ends …\(text.suffix(12));",
    "Machin's pi alone at \(bits) bits: \(reference) s (\(ratio)×) [\(machin.bitWidth) bits]")
}
SWIFT
sources=$(ls Sources/ExactArithmetic/*.swift)
swiftc -O -module-name PiBench $sources \
  "$work/main.swift" -o "$work/pi" 2>&1 \
  | grep -v warning || true
if [ $# -eq 0 ]; then set -- 1000 10000; fi
"$work/pi" "$@"
