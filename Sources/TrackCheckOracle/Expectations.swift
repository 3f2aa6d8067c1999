import TrackCheckModel
import TrackCheckPlatform

extension Oracle {
  /// The calls `testCase` owes when it was played to an app that reports its
  /// own wiring (protocol 2 and later), whose callbacks were `played`.
  ///
  /// Where the app delivered what the documents' app delivers (`documents`,
  /// the case's model) the case's own expectations hold. Elsewhere each step
  /// owes what the oracle requires of the callbacks that app really delivered
  /// (an app without a notification-centre delegate is told of a tap through
  /// the legacy callback, a notification the app replaced owes no click),
  /// except at a step where the app's own wiring kept the user's action from
  /// its code (``PlatformRule/isAppWiring``): there the step owes what
  /// the documents' app owes, so that the missing calls are findings blamed on
  /// the wiring requirement rather than silently owed by nobody.
  ///
  /// - Parameters:
  ///   - testCase: The case, with its hand-written expectations.
  ///   - played: The callbacks the app was sent, step by step.
  ///   - documents: The case's model: the documents' app.
  ///   - delegate: Whether the app has a notification-centre delegate (iOS).
  ///   - profile: The profile whose event table says what the played callbacks owe.
  public static func expectations(
    for testCase: TrackingCase, played: Derivation, documents: Derivation, delegate: Bool = true, profile: Profile
  ) -> [ExpectedCall] {
    if sameDeliveries(played, documents) { return testCase.expectedCalls }
    var scenario = testCase
    scenario.device.notificationDelegate = delegate
    let judged = judge(scenario, derivation: played, profile: profile).calls
    var result: [ExpectedCall] = []
    for (index, step) in played.steps.enumerated() {
      if step.notes.contains(where: PlatformRule.appWiring.contains) {
        result += testCase.expectedCalls.filter { $0.step == index }
        continue
      }
      // A response the documents' app's delegate got and this app's did not (it has no delegate) is another story,
      // blamed by the profile's rule for it (Journey Optimizer: the delegate's wiring), not by the case's own.
      let responseLost =
        index < documents.steps.count && documents.steps[index].callbacks.contains { $0.name == CallbackName.didReceive }
        && !played.steps[index].callbacks.contains { $0.name == CallbackName.didReceive }
      for var call in judged where call.step == index {
        // The case's own requirement for the same call, when it has one: one behaviour, one blame.
        if !responseLost,
          let written = testCase.expectedCalls.first(where: {
            $0.step == index && $0.action == call.action && $0.deliveryId == call.deliveryId && $0.broadlogId == call.broadlogId
          })
        {
          call.requirement = written.requirement
        }
        result.append(call)
      }
    }
    return result
  }

  /// Whether two derivations deliver the same callbacks at every step, the
  /// process's start and end aside (only an app that reports its wiring is told of them).
  static func sameDeliveries(_ played: Derivation, _ documents: Derivation) -> Bool {
    guard played.steps.count == documents.steps.count else { return false }
    for (a, b) in zip(played.steps, documents.steps) {
      let left = a.callbacks.filter { !processCallbacks.contains($0.name) }
      guard left.count == b.callbacks.count else { return false }
      for (x, y) in zip(left, b.callbacks) where x.name != y.name || x.arguments != y.arguments { return false }
    }
    return true
  }

  private static let processCallbacks: Set<CallbackName> = [CallbackName.applicationOnCreate, CallbackName.processKilled]
}
