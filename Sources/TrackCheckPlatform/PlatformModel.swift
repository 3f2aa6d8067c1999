import TrackCheckModel

/// Derives, from a case's platform, device, app state, payloads and steps,
/// the exact callbacks the OS delivers to the app's code.
public enum PlatformModel {
  /// The callbacks of `testCase`, step by step, for the documents' app (the
  /// wiring protocol v1 assumes): what `explain` shows and the suites are checked against.
  public static func derive(_ testCase: TrackingCase) throws(PlatformModelError) -> Derivation {
    var player = PlatformPlayer(testCase, wiring: .documents)
    for index in testCase.steps.indices {
      _ = try player.begin(step: index)
      while !player.continueStep().isEmpty {}
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
  private enum Model {
    case android(AndroidModel)
    case ios(IOSModel)
  }

  private var model: Model
  private let testCase: TrackingCase

  /// A player for `testCase` and an app wired as `wiring` says.
  public init(_ testCase: TrackingCase, wiring: AppWiring) {
    self.testCase = testCase
    switch testCase.platform {
    case .android: model = .android(AndroidModel(testCase, wiring: wiring))
    case .ios: model = .ios(IOSModel(testCase, wiring: wiring))
    }
  }

  /// Begins step `index`: its first callbacks.
  public mutating func begin(step index: Int) throws(PlatformModelError) -> [PlatformCallback] {
    let step = testCase.steps[index]
    switch model {
    case .android(var android):
      let callbacks = try android.begin(step)
      model = .android(android)
      return callbacks
    case .ios(var ios):
      let callbacks = try ios.begin(step)
      model = .ios(ios)
      return callbacks
    }
  }

  /// Takes in what the app did in answer to `callback`.
  public mutating func absorb(_ facts: AppFacts, answering callback: PlatformCallback) {
    switch model {
    case .android(var android):
      android.absorb(facts, answering: callback)
      model = .android(android)
    case .ios(var ios):
      ios.absorb(facts)
      model = .ios(ios)
    }
  }

  /// The current step's further callbacks, after the app answered the ones before; empty when the step is done.
  public mutating func continueStep() -> [PlatformCallback] {
    switch model {
    case .android(var android):
      let callbacks = android.continueStep()
      model = .android(android)
      return callbacks
    case .ios(var ios):
      let callbacks = ios.continueStep()
      model = .ios(ios)
      return callbacks
    }
  }

  /// Everything derived so far.
  public var derivation: Derivation {
    switch model {
    case .android(let android): android.derivation
    case .ios(let ios): ios.derivation
    }
  }
}
