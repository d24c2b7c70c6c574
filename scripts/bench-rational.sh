#!/usr/bin/env bash
# Times the exact engine's big-number arithmetic with -O, each figure beside a
# reference so that a ratio can be read from one run (the fastest of 7 samples, each
# repeating the operation for at least 5 ms: on a machine shared with other work the
# fastest is the least disturbed; a median moved by 2× between runs there):
#   - multiplication of two n-limb integers: `LimbArithmetic.multiply` (Karatsuba from
#     `karatsubaThreshold` limbs) beside `schoolbookMultiply`;
#   - gcd of two n-bit integers: Lehmer's (`greatestCommonDivisor`) beside Euclid's
#     (`euclideanGreatestCommonDivisor`, one long division per step);
#   - one `a + b`, `a * b`, `a / b` on random rationals whose numerator and denominator have
#     n bits, beside the same products without the reduction (the gcd's share is the rest);
#   - 1000! as 1,000 rational products beside the same products of integers, and
#     (2/3)^10000 by `Rational.power` beside the two integer powers.
# Sources/ExactArithmetic is compiled on its own. Figures go in docs/exact-numbers.md.
#
#   scripts/bench-rational.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/main.swift" <<'SWIFT'
#if canImport(Glibc)
  import Glibc
#endif

/// SplitMix64, seeded: the same operands every run.
struct Generator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

var generator = Generator(state: 16)
/// Keeps results alive.
var sink = 0

/// A random magnitude of exactly `bits` bits.
func randomLimbs(bits: Int) -> [UInt32] {
  var limbs = (0..<(bits + 31) / 32).map { _ in UInt32(truncatingIfNeeded: generator.next()) }
  let top = bits % 32 == 0 ? 32 : bits % 32
  limbs[limbs.count - 1] = limbs[limbs.count - 1] >> UInt32(32 - top) | 1 << UInt32(top - 1)
  return limbs
}

/// A random integer of exactly `bits` bits.
func randomInteger(bits: Int) -> BigInteger {
  BigInteger(limbs: randomLimbs(bits: bits), isNegative: false)
}

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Seconds per call of `body`: the fastest of 7 samples of at least 5 ms each.
func measure(_ body: () -> Int) -> Double {
  var repetitions = 1
  while true {
    let start = now()
    for _ in 0..<repetitions { sink &+= body() }
    if now() - start >= 0.005 { break }
    repetitions *= 2
  }
  var samples: [Double] = []
  for _ in 0..<7 {
    let start = now()
    for _ in 0..<repetitions { sink &+= body() }
    samples.append((now() - start) / Double(repetitions))
  }
  return samples.min() ?? 0
}

func format(_ seconds: Double) -> String {
  let (value, unit) =
    seconds >= 1 ? (seconds, "s") : seconds >= 1e-3 ? (seconds * 1e3, "ms")
    : seconds >= 1e-6 ? (seconds * 1e6, "µs") : (seconds * 1e9, "ns")
  let rounded = (value * 100).rounded() / 100
  return "\(rounded) \(unit)"
}

func ratio(_ a: Double, _ b: Double) -> String {
  let value = (a / b * 100).rounded() / 100
  return "\(value)×"
}

func pad(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

print("multiply n-limb × n-limb (Karatsuba from \(LimbArithmetic.karatsubaThreshold) limbs)")
print("   limbs    multiply  schoolbook  ratio")
for limbs in [16, 32, 40, 48, 64, 96, 128, 256, 512, 1024, 2048] {
  let a = randomLimbs(bits: 32 * limbs)
  let b = randomLimbs(bits: 32 * limbs)
  precondition(LimbArithmetic.multiply(a, b) == LimbArithmetic.schoolbookMultiply(a, b))
  let fast = measure { LimbArithmetic.multiply(a, b).count }
  let slow = measure { LimbArithmetic.schoolbookMultiply(a, b).count }
  print(pad("\(limbs)", 8), pad(format(fast), 11), pad(format(slow), 11), pad(ratio(slow, fast), 6))
}

print("\ngcd of two n-bit integers")
print("    bits      Lehmer      Euclid  ratio")
for bits in [1_000, 4_000, 8_000, 16_000, 32_000, 64_000] {
  let a = randomLimbs(bits: bits)
  let b = randomLimbs(bits: bits - 7)
  precondition(
    LimbArithmetic.greatestCommonDivisor(a, b)
      == LimbArithmetic.euclideanGreatestCommonDivisor(a, b))
  let fast = measure { LimbArithmetic.greatestCommonDivisor(a, b).count }
  let slow = measure { LimbArithmetic.euclideanGreatestCommonDivisor(a, b).count }
  print(pad("\(bits)", 8), pad(format(fast), 11), pad(format(slow), 11), pad(ratio(slow, fast), 6))
}

print("\none operation on rationals with n-bit numerator and denominator")
print("(products: the same integer products without reduction; ✗: throws resultTooLarge)")
print("    bits       a + b    products       a × b    products       a ÷ b")
for bits in [1_000, 4_000, 8_000, 16_000, 32_000] {
  guard
    let a = try? Rational(randomInteger(bits: bits), randomInteger(bits: bits)),
    let b = try? Rational(randomInteger(bits: bits), randomInteger(bits: bits))
  else { continue }
  let sumFits = (try? a + b) != nil
  let productFits = (try? a * b) != nil
  let sum = measure { ((try? a + b)?.numerator.bitWidth) ?? 1 }
  let sumProducts = measure {
    (a.numerator * b.denominator + b.numerator * a.denominator).bitWidth
      + (a.denominator * b.denominator).bitWidth
  }
  let product = measure { ((try? a * b)?.numerator.bitWidth) ?? 1 }
  let productProducts = measure {
    (a.numerator * b.numerator).bitWidth + (a.denominator * b.denominator).bitWidth
  }
  let quotient = measure { ((try? a / b)?.numerator.bitWidth) ?? 1 }
  print(
    pad("\(bits)", 8), pad(format(sum) + (sumFits ? "" : " ✗"), 11),
    pad(format(sumProducts), 11), pad(format(product) + (productFits ? "" : " ✗"), 11),
    pad(format(productProducts), 11), pad(format(quotient) + (productFits ? "" : " ✗"), 11))
}

let reference = measure {
  var x = Int64(generator.next() >> 40)
  x = x &+ 12_345
  return Int(truncatingIfNeeded: x &* 678)
}
print("reference: one Int64 + and × (with a random draw): \(format(reference))")

print("\nfactorial and power")
let factorialRational = measure {
  var value = Rational.one
  for k in 1...1_000 { value = (try? value * Rational(k)) ?? .zero }
  return value.numerator.bitWidth
}
let factorialInteger = measure {
  var value = BigInteger.one
  for k in 1...1_000 { value = value * BigInteger(k) }
  return value.bitWidth
}
print(
  "1000! as 1,000 Rational products: \(format(factorialRational)); as BigInteger products:",
  "\(format(factorialInteger)) (\(ratio(factorialRational, factorialInteger)))")
let twoThirds = (try? Rational(BigInteger(2), BigInteger(3))) ?? .one
let power = measure { ((try? twoThirds.power(10_000))?.denominator.bitWidth) ?? 0 }
let integerPowers = measure { BigInteger(2).power(10_000).bitWidth + BigInteger(3).power(10_000).bitWidth }
print(
  "(2/3)^10000 by Rational.power: \(format(power)); the two BigInteger powers:",
  "\(format(integerPowers)) (\(ratio(power, integerPowers)))")
print("(sink \(sink & 1))")
SWIFT
sources=$(ls Sources/ExactArithmetic/*.swift)
swiftc -O -module-name RationalBench $sources \
  "$work/main.swift" -o "$work/bench" 2>&1 \
  | grep -v warning || true
"$work/bench"
