/// An operation on two vectors, lane by lane, as a type: a kernel specialized for it
/// has the arithmetic inline in its loop.
protocol Lanewise {
  static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector
}

enum Sum: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    a + b
  }
}

enum Difference: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    a - b
  }
}

enum Product: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    a * b
  }
}

enum Quotient: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    a / b
  }
}

/// `a² · b`, the square a product as `x²` computes it.
enum SquareTimes: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    a * a * b
  }
}

/// `a³ · b`, the cube as `x³` computes it.
enum CubeTimes: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    a * a * a * b
  }
}

/// √a (b is ignored).
///
/// `squareRoot()` calls the C library's `sqrt` below zero (for `errno`), lane by lane;
/// the root of |a| needs no such call and is the processor's square root, two lanes at
/// a time. a's sign is put back (√−0 is −0), and below zero the root is NaN.
enum SquareRoot: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _: Kernel.Vector) -> Kernel.Vector {
    var root = Kernel.Vector()
    for lane in root.indices {
      root[lane] = Double(signOf: a[lane], magnitudeOf: a[lane].magnitude.squareRoot())
    }
    return root.replacing(with: .nan, where: a .< 0)
  }
}

/// `^` lane by lane (the compiler fuses no power with an exponent other than 2 or 3;
/// this keeps every case right).
enum Power: Lanewise {
  static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    var result = Kernel.Vector()
    for lane in result.indices {
      result[lane] = BinaryOperator.raise(a[lane], to: b[lane])
    }
    return result
  }
}

/// `F` with its operands swapped: `e − v` where `F` is `v − e`.
enum Swapped<F: Lanewise>: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    F.apply(b, a)
  }
}
