import Foundation

// An iOS delegate's optional methods, without an Objective-C runtime. iOS asks the delegate whether it responds
// to a method's selector, and Swift imports each completion-handler method twice: with its completion handler
// and as an `async` method, both for the one selector, so an app writes either. The kit declares both forms as
// protocol requirements, with default implementations that tell it which the app wrote: the default
// completion-handler form runs the async form (``DelegateCall/start(_:then:)``), and the default async form
// reports that the app wrote neither (``DelegateCall/notImplemented()``), which iOS sees as a delegate that
// does not respond to the selector.

/// One call the kit makes to a method of the app's delegate, while it is made and its async form runs.
@MainActor
final class DelegateCall {
  /// How long the kit waits for an async form that suspends to return before it answers the callback.
  static let asyncTimeout: TimeInterval = 5

  /// The call the kit is making.
  static var current: DelegateCall?

  /// The call an async form runs for, in the task that runs it.
  @TaskLocal static var running: DelegateCall?

  /// Whether the app wrote the method, in either form.
  private(set) var implemented = true

  /// The async forms started for this call and not returned yet.
  private(set) var unfinished = 0

  /// Makes a call: `body` calls the delegate's completion-handler form, which is the app's own or the kit's
  /// default, running the app's async form. An async form that suspends is waited for up to ``asyncTimeout``, with
  /// `wait` run meanwhile (the main queue, the system's answers), so that what it tracks belongs to this callback.
  @discardableResult
  static func make(waiting wait: () -> Void = {}, _ body: () -> Void) -> DelegateCall {
    let call = DelegateCall()
    let outer = current
    current = call
    defer { current = outer }
    body()
    let deadline = Date(timeIntervalSinceNow: asyncTimeout)
    while call.unfinished > 0 && Date() < deadline {
      wait()
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
    }
    return call
  }

  /// The app did not write the method in either form: the kit's default async form says so (on the main actor, where
  /// the kit calls it).
  nonisolated static func notImplemented() {
    guard MainActorContext.isCurrent else { return }
    MainActor.assumeIsolated { (running ?? current)?.implemented = false }
  }

  /// Runs `asyncForm`, the delegate's async method, as iOS calls it for a completion-handler method the app did not
  /// write, then `completion` with its result (unless the app wrote neither form). It starts at once on the main actor, so that what it does before it
  /// first suspends is done when this returns (`Task.immediate`; before it, a task run by the main queue).
  nonisolated static func start<Result: Sendable>(
    _ asyncForm: @escaping @MainActor () async -> Result, then completion: @escaping @Sendable (Result) -> Void
  ) {
    guard MainActorContext.isCurrent else {
      // Called by the app's own code off the main actor: the task runs when the main queue does.
      Task { @MainActor in completion(await asyncForm()) }
      return
    }
    MainActor.assumeIsolated {
      // Counted now: a task that does not start at once is still waited for.
      let call = running ?? current
      call?.unfinished += 1
      let operation: @MainActor @Sendable () async -> Void = {
        let result = await $running.withValue(call) { await asyncForm() }
        // Neither form: nothing answers, as nothing would on iOS.
        if call?.implemented != false { completion(result) }
        call?.unfinished -= 1
      }
      #if compiler(>=6.2)
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
          Task.immediate { @MainActor in await operation() }
          return
        }
      #endif
      Task { @MainActor in await operation() }
    }
  }
}

/// Whether code that is not isolated runs on the main actor: on the main thread, or in a block of the main queue (which
/// runs on another thread once the main thread called `dispatchMain()`, as a test runner's does).
enum MainActorContext {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  static var isCurrent: Bool { marked && (Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true) }
}
