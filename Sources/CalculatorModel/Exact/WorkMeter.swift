/// The big-number work done so far on the current thread, in limb operations: each limb
/// product, quotient limb, and limb added, subtracted or shifted by ``LimbArithmetic``, and
/// ``operationsPerCall`` more for each call.
///
/// A key's budget counts node values, but one node's value can be a long computation (a
/// display of Γ(38.58) as a constructive real takes milliseconds in one node); this
/// counter lets the budget see that work too. It counts per thread, so that requests
/// served at the same time on other threads do not count here: read it before and after
/// work that does not suspend, and take the difference.
public enum WorkMeter {
  /// What each call counts besides its limbs: the allocations and reference counting of a
  /// short operation.
  ///
  /// With 64, a display's chain of small numbers (32 nested atan) costs
  /// about 1 ns a unit in a release build, as a Karatsuba product of 20,000 bits does
  /// (0.75 ns); with 16, 3.5 ns.
  private static let operationsPerCall: Int64 = 64

  /// The count, per thread.
  private static let count = ThreadLocalInteger(initial: 0)

  /// The limb operations counted on this thread so far (it only grows).
  public static var limbOperations: Int64 { count.value }

  /// Counts `operations` limb operations and one call.
  static func add(_ operations: Int) {
    count.value &+= Int64(operations) &+ operationsPerCall
  }
}
