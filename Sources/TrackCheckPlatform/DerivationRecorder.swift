import TrackCheckModel

/// Collects what a platform model derives, step by step.
struct DerivationRecorder {
  private var steps: [StepDerivation] = []

  /// Starts recording what `step` derives.
  mutating func begin(_ step: Step) {
    steps.append(StepDerivation(step: step, callbacks: [], notes: []))
  }

  /// Records a callback of the current step.
  mutating func emit(_ name: CallbackName, _ arguments: JSONObject, rule: PlatformRuleID) {
    steps[steps.count - 1].callbacks.append(PlatformCallback(name, arguments, rule: rule))
  }

  /// Records why the current step derives no (further) callback.
  mutating func note(_ rule: PlatformRuleID) {
    steps[steps.count - 1].notes.append(rule)
  }

  /// The callbacks of the current step so far.
  var currentCallbacks: [PlatformCallback] { steps.last?.callbacks ?? [] }

  /// Everything recorded.
  var derivation: Derivation { Derivation(steps: steps) }
}
