#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A value behind a mutex: the only way to it is ``withLock(_:)``. Every piece
/// of state the project shares between threads lives in one of these.
///
/// It has the shape of the standard library's `Mutex`, and is built on
/// `pthread_mutex_t` because ThreadSanitizer follows that lock: `Mutex` on
/// Linux parks contended threads with futexes that ThreadSanitizer cannot see,
/// so it reports races inside correctly locked code, and the project's tests
/// run under ThreadSanitizer. This type is the one place the project vouches
/// for thread safety by hand: the value is reachable only with the lock held,
/// and values go in and come out as `sending`, so no reference escapes the lock
/// unchecked.
public final class Locked<Value: ~Copyable>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  /// A lock holding `value`.
  public init(_ value: consuming sending Value) {
    self.value = value
    mutex = UnsafeMutablePointer.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the value, the lock held.
  public func withLock<Result: ~Copyable, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
