/// The work done so far on the current thread, in units of about a nanosecond each, and the
/// bound on it that every front end sets for a request, a key, a paste or a frame.
///
/// A unit is one limb operation of ``LimbArithmetic`` (each limb product, quotient limb,
/// and limb added, subtracted or shifted), with ``operationsPerCall`` more for each call;
/// a formula node's value counts ``unitsPerNodeValue`` besides, and a graph's samples count
/// what their front end charges with ``add(units:)``. The count is per thread, so that
/// requests served at the same time on other threads do not count here: read it before
/// and after work that does not suspend, and take the difference.
///
/// ``withBudget(_:_:)`` bounds the work of its body: past the bound, node values and
/// approximations throw ``ArithmeticError/tooMuchWork`` (checked before each node value,
/// each factor of a factorial, each approximation and each series term), so whatever the
/// input the work stops within about one node's cost of the bound.
public enum WorkMeter {
  /// What each call counts besides its limbs: the allocations and reference counting of a
  /// short operation.
  ///
  /// With 64, a display's chain of small numbers (32 nested atan) costs
  /// about 1 ns a unit in a release build, as a Karatsuba product of 20,000 bits does
  /// (0.75 ns); with 16, 3.5 ns.
  private static let operationsPerCall: Int64 = 64

  /// What one formula node's value counts: about its cost in a release build (0.5 to 1 µs
  /// a node for the sums of a long typed expression), its big-number work counted besides.
  public static let unitsPerNodeValue: Int64 = 500

  /// The count, per thread.
  @usableFromInline static let count = ThreadLocalInteger(initial: 0)

  /// The count past which ``check()`` throws, per thread: ``Int64/max`` outside
  /// ``withBudget(_:_:)``.
  @usableFromInline static let deadline = ThreadLocalInteger(initial: .max)

  /// The units counted on this thread so far (it only grows).
  @inlinable public static var units: Int64 { count.value }

  /// The units this thread may still do within the bound ``withBudget(_:_:)`` set.
  public static var remaining: Int64 { max(0, deadline.value &- count.value) }

  /// Whether this thread's work is past the bound ``withBudget(_:_:)`` set.
  @inlinable public static var isExhausted: Bool { count.value > deadline.value }

  /// Counts `operations` limb operations and one call.
  static func add(_ operations: Int) {
    count.value &+= Int64(operations) &+ operationsPerCall
  }

  /// Counts `units` units of work done outside the exact engine (a graph's samples).
  @inlinable public static func add(units: Int64) {
    count.value &+= max(0, units)
  }

  /// Throws ``ArithmeticError/tooMuchWork`` once this thread's work is past the bound
  /// ``withBudget(_:_:)`` set.
  @inlinable public static func check() throws(ArithmeticError) {
    if isExhausted {
      throw .tooMuchWork
    }
  }

  /// `body`'s result with the work on this thread bounded to `units` more units (or less,
  /// when an enclosing budget has less left): past it, what the engine computes throws
  /// ``ArithmeticError/tooMuchWork``.
  @inlinable public static func withBudget<Result, Failure: Error>(
    _ units: Int64, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let previous = deadline.value
    deadline.value = min(previous, count.value &+ units)
    defer { deadline.value = previous }
    return try body()
  }
}
