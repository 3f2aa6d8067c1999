#if Collector
  import NIOCore
  import NIOPosix
  import Testing

  /// The collector and its tests wait on SwiftNIO futures from Swift tasks (`EventLoopFuture.get()`).
  /// Under ThreadSanitizer such a wait can be reported as a race on the waiting task's frame, which the
  /// concurrency runtime orders out of the sanitizer's sight (`.ci/tsan-suppressions`). This test waits
  /// thousands of times, so the report comes in most sanitized runs, not in one of many as it does from
  /// the collector's own few waits: an entry that stops matching fails the run soon after, where the
  /// change that broke it is still near.
  @Suite("Waiting on SwiftNIO futures from tasks")
  struct FutureWaitTests {
    @Test func manyTasksWaitOnFuturesFulfilledOnTheEventLoops() async throws {
      let group = MultiThreadedEventLoopGroup(numberOfThreads: 2)
      let waits = 2_000
      let sums = try await withThrowingTaskGroup(of: Int.self) { tasks in
        for task in 0..<8 {
          tasks.addTask {
            var sum = 0
            for wait in 0..<waits {
              sum += try await group.next().submit { wait + task }.get()
            }
            return sum
          }
        }
        return try await tasks.reduce(into: [Int]()) { $0.append($1) }
      }
      try await group.shutdownGracefully()
      #expect(sums.sorted() == (0..<8).map { task in (0..<waits).reduce(0, +) + task * waits })
    }
  }
#endif
