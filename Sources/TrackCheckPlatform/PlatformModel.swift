import TrackCheckModel

/// Derives, from a case's platform, device, app state, payloads and steps,
/// the exact callbacks the OS delivers to the app's code.
public enum PlatformModel {
  /// The callbacks of `testCase`, step by step, for the documents' app (the
  /// wiring protocol v1 assumes): what `explain` shows and the suites are checked against.
  public static func derive(_ testCase: TrackingCase) throws(PlatformModelError) -> Derivation {
    try play(PlatformPlayer(testCase, wiring: .documents, budget: .unlimited))
  }

  /// The derivation of an app that answers nothing and does nothing: `player` played to the end.
  public static func play(_ player: PlatformPlayer) throws(PlatformModelError) -> Derivation {
    var player = player
    do throws(PlayError) {
      for index in player.stepIndices {
        _ = try player.begin(step: index)
        while try !player.continueStep().isEmpty {}
      }
    } catch {
      switch error {
      case .model(let error): throw error
      // Unreachable with an unlimited budget; said as a model error all the same.
      case .budget(let exceeded): throw PlatformModelError(message: exceeded.message)
      }
    }
    return player.derivation
  }

  /// The fields of a case that its derivation depends on (the models read
  /// nothing else of it): two cases with equal inputs have the same callbacks,
  /// whatever their ids, titles and expectations.
  public struct Inputs: Hashable, Sendable {
    let platform: Platform
    let device: DeviceSettings
    let categories: [NotificationCategory]
    let initialState: AppState
    let notifications: [TrackCheckModel.Notification]
    let steps: [Step]

    /// The inputs of `testCase`.
    public init(_ testCase: TrackingCase) {
      platform = testCase.platform
      device = testCase.device
      categories = testCase.categories
      initialState = testCase.initialState
      notifications = testCase.notifications
      steps = testCase.steps
    }
  }
}

/// Plays a case step by step against the app's answers: the model derives a
/// step's callbacks, the app answers them (and, with reported wiring, says
/// what its code did: the notifications it posted, `setIntent`, the
/// categories it registered), and the model derives what follows from that.
public struct PlatformPlayer {
  // One of the two is set; the other stays nil. Mutating through the optional
  // keeps the model's state uniquely referenced (no copy per answer).
  private var android: AndroidModel?
  private var ios: IOSModel?
  private let testCase: TrackingCase
  private let budget: AppBudget
  /// What the case has used of its budget so far.
  public private(set) var usage = AppBudget.Usage()

  /// A player for `testCase` and an app wired as `wiring` says, within `budget`.
  public init(_ testCase: TrackingCase, wiring: AppWiring, budget: AppBudget) {
    self.testCase = testCase
    self.budget = budget
    switch testCase.platform {
    case .android: android = AndroidModel(testCase, wiring: wiring)
    case .ios: ios = IOSModel(testCase, wiring: wiring)
    }
  }

  /// A player for `testCase` and an app wired as `wiring` says, within the default budget.
  public init(_ testCase: TrackingCase, wiring: AppWiring) {
    self.init(testCase, wiring: wiring, budget: AppBudget())
  }

  /// Begins step `index`: its first callbacks.
  public mutating func begin(step index: Int) throws(PlayError) -> [PlatformCallback] {
    let step = testCase.steps[index]
    usage.reset(.requestsPerStep)
    let callbacks: [PlatformCallback]
    do throws(PlatformModelError) {
      if let derived = try android?.begin(step) {
        callbacks = derived
      } else {
        callbacks = try ios?.begin(step) ?? []
      }
    } catch {
      throw .model(error)
    }
    return try charged(callbacks)
  }

  /// Takes in what the app did in answer to `callback`: an error when it goes over the case's budget.
  public mutating func absorb(_ facts: AppFacts, answering callback: PlatformCallback) throws(PlayError) {
    do throws(AppBudget.Exceeded) {
      try facts.charge(to: &usage, against: budget)
    } catch {
      throw .budget(error)
    }
    android?.absorb(facts, answering: callback)
    ios?.absorb(facts)
  }

  /// The current step's further callbacks, after the app answered the ones before; empty when the step is done.
  public mutating func continueStep() throws(PlayError) -> [PlatformCallback] {
    try charged(android?.continueStep() ?? ios?.continueStep() ?? [])
  }

  /// Charges `callbacks` to the step's count of callbacks.
  private mutating func charged(_ callbacks: [PlatformCallback]) throws(PlayError) -> [PlatformCallback] {
    do throws(AppBudget.Exceeded) {
      try usage.charge(.requestsPerStep, callbacks.count, against: budget)
    } catch {
      throw .budget(error)
    }
    return callbacks
  }

  /// The indices of the case's steps, in order.
  public var stepIndices: Range<Int> { testCase.steps.indices }

  /// Everything derived so far.
  public var derivation: Derivation {
    android?.derivation ?? ios?.derivation ?? Derivation(steps: [])
  }
}
