import MuslMath

/// An angle in degrees reduced exactly: a multiple of 90° and an offset in
/// [−45°, 45°], whose sine and cosine give the sine, cosine and tangent of the angle
/// with every digit of the offset kept.
///
/// The remainder (C's `fmod`) is exact, and so is subtracting the nearest multiple of 90° from the
/// remainder, so `cos(1e22)°` is cos(280°) (10²² ≡ 280 mod 360), `sin(−1.4)°` is
/// −sin(1.4°) with no detour through 358.6°, and `sin(180.0000001)`° is −sin(δ) with
/// δ the exact offset. 0, ±½ and ±1 are exact where the angle is a multiple of 30°
/// or 45° that gives them.
struct Degrees {
  /// The quarter turn the angle is nearest to, 0 to 3.
  private let quadrant: Int
  /// The angle minus that quarter turn, in [−45°, 45°].
  private let offset: Double

  /// Reduces `angle` (degrees); NaN and ±∞ stay NaN.
  init(_ angle: Double) {
    guard angle.isFinite else {
      (quadrant, offset) = (0, .nan)
      return
    }
    // Exact, in (−360, 360), with the sign of angle.
    let turn = angle.truncatingRemainder(dividingBy: 360)
    let quarters = (turn / 90).rounded()  // −4 … 4
    offset = turn - quarters * 90  // exact: both are multiples of turn's last bit
    // quarters is a small whole number, so the conversion is safe.
    quadrant = ((Int(quarters) % 4) + 4) % 4
  }

  /// sin of the offset, exact at 0 and ±30°.
  private var offsetSine: Double {
    switch offset {
    case 0: offset  // keeps the sign of −0
    case 30: 0.5
    case -30: -0.5
    default: musl_sin(offset * .pi / 180)
    }
  }

  /// cos of the offset, exact at 0.
  private var offsetCosine: Double {
    offset == 0 ? 1 : musl_cos(offset * .pi / 180)
  }

  /// The sine of the angle.
  var sine: Double {
    switch quadrant {
    case 0: offsetSine
    case 1: offsetCosine
    case 2: -offsetSine
    default: -offsetCosine
    }
  }

  /// The cosine of the angle.
  var cosine: Double {
    switch quadrant {
    case 0: offsetCosine
    case 1: -offsetSine
    case 2: -offsetCosine
    default: offsetSine
    }
  }

  /// The tangent of the angle: 0 at multiples of 180°, ±1 at odd multiples of 45°,
  /// NaN at odd multiples of 90° (where it is undefined).
  var tangent: Double {
    let offsetTangent: Double =
      switch offset {
      case 45: 1
      case -45: -1
      default: musl_tan(offset * .pi / 180)
      }
    guard quadrant % 2 == 1 else { return offsetTangent + 0 }
    return offset == 0 ? .nan : -1 / offsetTangent
  }
}
