import TrackCheckModel

/// One OS callback the platform model derives, as the implementation receives it.
public struct PlatformCallback: Sendable, Hashable {
  /// The callback's name (`userNotificationCenter(_:didReceive:withCompletionHandler:)`).
  public var name: CallbackName
  /// Its arguments, as JSON.
  public var arguments: JSONObject
  /// The rule that says the OS calls it.
  public var rule: PlatformRuleID

  /// Creates a callback.
  public init(_ name: CallbackName, _ arguments: JSONObject, rule: PlatformRuleID) {
    self.name = name
    self.arguments = arguments
    self.rule = rule
  }
}

/// What one step of a case derives: the callbacks, or why there are none.
public struct StepDerivation: Sendable, Hashable {
  /// The step.
  public var step: Step
  /// The callbacks, in order.
  public var callbacks: [PlatformCallback]
  /// Rules that explain callbacks that did not happen (for `explain`).
  public var notes: [PlatformRuleID]
}

/// The callbacks of a whole case, step by step.
public struct Derivation: Sendable, Hashable {
  /// One entry per step, in order.
  public var steps: [StepDerivation]

  /// A derivation of `steps`.
  public init(steps: [StepDerivation]) {
    self.steps = steps
  }

  /// Every callback in order.
  public var callbacks: [PlatformCallback] { steps.flatMap(\.callbacks) }

  /// The step (its index) each callback belongs to, by callback index.
  public var stepOfCallback: [Int] {
    steps.enumerated().flatMap { index, step in Array(repeating: index, count: step.callbacks.count) }
  }
}

/// A step the platform model cannot play (it is a suite error).
public struct PlatformModelError: Error, Sendable {
  /// What is wrong.
  public var message: String
  /// How to fix it.
  public var hint: String?
  /// The step at fault.
  public var step: Step?
}
