#if !hasFeature(Embedded)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#endif

/// A 64-bit integer with a value of its own on each thread, `initial` until a thread sets
/// it (one value in the WebAssembly module, which runs one thread).
///
/// Each instance takes a thread-specific key for the life of the process: make them only
/// as `static let`s.
@usableFromInline struct ThreadLocalInteger: @unchecked Sendable {
  private let initial: Int64
  #if hasFeature(Embedded)
  private let storage: UnsafeMutablePointer<Int64>
  #else
  private let key: pthread_key_t
  #endif

  init(initial: Int64) {
    self.initial = initial
    #if hasFeature(Embedded)
    storage = UnsafeMutablePointer<Int64>.allocate(capacity: 1)
    storage.initialize(to: initial)
    #else
    var key = pthread_key_t()
    pthread_key_create(&key, free)
    self.key = key
    #endif
  }

  /// The current thread's value.
  @usableFromInline var value: Int64 {
    get { pointer?.pointee ?? initial }
    nonmutating set { pointer?.pointee = newValue }
  }

  #if hasFeature(Embedded)
  private var pointer: UnsafeMutablePointer<Int64>? { storage }
  #else
  /// This thread's value, made at its first use (`nil` only if memory runs out).
  private var pointer: UnsafeMutablePointer<Int64>? {
    if let pointer = pthread_getspecific(key) {
      return pointer.assumingMemoryBound(to: Int64.self)
    }
    guard let memory = malloc(MemoryLayout<Int64>.size) else { return nil }
    let pointer = memory.bindMemory(to: Int64.self, capacity: 1)
    pointer.initialize(to: initial)
    pthread_setspecific(key, memory)
    return pointer
  }
  #endif
}
