#if !hasFeature(Embedded)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#endif

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
  /// What each call counts besides its limbs: the allocations of a short operation.
  private static let operationsPerCall: Int64 = 16

  #if hasFeature(Embedded)
  /// The counter: WebAssembly runs one thread.
  nonisolated(unsafe) private static var count: Int64 = 0

  /// The limb operations counted on this thread so far (it only grows).
  public static var limbOperations: Int64 { count }

  /// Counts `operations` limb operations and one call.
  static func add(_ operations: Int) {
    count &+= Int64(operations) &+ operationsPerCall
  }
  #else
  /// The limb operations counted on this thread so far (it only grows).
  public static var limbOperations: Int64 { counter?.pointee ?? 0 }

  /// Counts `operations` limb operations and one call.
  static func add(_ operations: Int) {
    counter?.pointee &+= Int64(operations) &+ operationsPerCall
  }

  /// The key of each thread's counter, freed with its thread.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, free)
    return key
  }()

  /// This thread's counter, made at its first use (`nil` only if memory runs out).
  private static var counter: UnsafeMutablePointer<Int64>? {
    if let pointer = pthread_getspecific(key) {
      return pointer.assumingMemoryBound(to: Int64.self)
    }
    guard let memory = malloc(MemoryLayout<Int64>.size) else { return nil }
    let pointer = memory.bindMemory(to: Int64.self, capacity: 1)
    pointer.initialize(to: 0)
    pthread_setspecific(key, memory)
    return pointer
  }
  #endif
}
