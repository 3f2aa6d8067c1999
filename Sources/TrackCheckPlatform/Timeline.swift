import TrackCheckModel

/// Where a case's callbacks and calls fall on its timeline.
public struct Timeline: Sendable, Hashable {
  /// The steps as written (`tap default`), in order.
  public var steps: [String]
  /// The step (index into ``steps``) of each callback, by callback index.
  public var stepOfCallback: [Int]
  /// The callbacks' names, by index.
  public var callbackNames: [String]

  /// A timeline.
  public init(steps: [String], stepOfCallback: [Int], callbackNames: [String]) {
    self.steps = steps
    self.stepOfCallback = stepOfCallback
    self.callbackNames = callbackNames
  }

  /// The timeline of `steps` played as `derivation`.
  public init(steps: [Step], derivation: Derivation) {
    self.init(summaries: steps.map(\.summary), derivation: derivation)
  }

  /// The timeline of steps already summarised (another timeline's ``steps``) played as `derivation`.
  public init(summaries: [String], derivation: Derivation) {
    // One pass, without flattening the callbacks (their arguments) into an array first.
    var stepOfCallback: [Int] = []
    var callbackNames: [String] = []
    for (index, step) in derivation.steps.enumerated() {
      for callback in step.callbacks {
        stepOfCallback.append(index)
        callbackNames.append(callback.name.rawValue)
      }
    }
    self.init(steps: summaries, stepOfCallback: stepOfCallback, callbackNames: callbackNames)
  }

  /// A case without steps: every call in one place, as before timelines.
  public static let flat = Timeline(steps: [], stepOfCallback: [], callbackNames: [])

  /// The step a call answered; `nil` for a call reported at the end of the case (or without a timeline).
  public func step(of call: ActualCall) -> Int? {
    guard let index = call.callbackIndex, index < stepOfCallback.count else { return nil }
    return stepOfCallback[index]
  }

  /// `step 2 (tap default)`, or `the end of the case`.
  public func describe(_ step: Int?) -> String {
    guard let step, step < steps.count else { return "the end of the case" }
    return "step \(step + 1) (\(steps[step]))"
  }
}
