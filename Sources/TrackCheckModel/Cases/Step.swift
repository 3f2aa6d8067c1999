/// One thing that happens to the device or the user does, in a case's order.
public struct Step: Sendable, Hashable {
  /// What happens.
  public enum Kind: Sendable, Hashable {
    /// A push arrives.
    case receive(notification: String)
    /// The user taps the notification's body.
    case tap(notification: String)
    /// The user taps an action button of the notification (iOS).
    case tapAction(notification: String, action: String)
    /// The user explicitly dismisses the notification ("Clear", or a swipe on Android).
    case dismiss(notification: String)
    /// The user clears every notification of the app at once (Android "Clear all").
    case clearAll
    /// The user flicks a banner away or ignores it (iOS): it stays in the notification centre.
    case swipeBanner(notification: String)
    /// The user leaves the app (Home).
    case leaveApp
    /// The user comes back to the running app.
    case returnToApp
    /// The user opens the app from the recent-apps screen.
    case openFromRecents
    /// The user opens the app from its launcher icon.
    case launchFromIcon
    /// A configuration change (rotation, dark mode, a language change) while the app is on screen.
    case rotate
    /// iOS: Notification Centre or the app switcher covers the app: it stays in the foreground, inactive.
    case coverApp
    /// The user force-quits (iOS) or force-stops (Android) the app.
    case forceQuit
    /// The system ends the app's process.
    case systemKill
  }

  /// What happens.
  public var kind: Kind
  /// Where the step is written.
  public var location: SourceLocation

  /// Creates a step.
  public init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The step's keyword in a suite (`tap`, `clearAll`), as blame patterns name it.
  public var keyword: StepKeyword {
    switch kind {
    case .receive: .receive
    case .tap: .tap
    case .tapAction: .tapAction
    case .dismiss: .dismiss
    case .clearAll: .clearAll
    case .swipeBanner: .swipeBanner
    case .leaveApp: .leaveApp
    case .returnToApp: .returnToApp
    case .openFromRecents: .openFromRecents
    case .launchFromIcon: .launchFromIcon
    case .rotate: .rotate
    case .coverApp: .coverApp
    case .forceQuit: .forceQuit
    case .systemKill: .systemKill
    }
  }

  /// The step as written in a suite, for messages and `explain`.
  public var summary: String {
    switch kind {
    case .receive(let name): "receive \(name)"
    case .tap(let name): "tap \(name)"
    case .tapAction(let name, let action): "tap action \(action) of \(name)"
    case .dismiss(let name): "dismiss \(name)"
    case .clearAll: "clear all"
    case .swipeBanner(let name): "swipe banner of \(name)"
    case .leaveApp: "leave the app"
    case .returnToApp: "return to the app"
    case .openFromRecents: "open the app from Recents"
    case .launchFromIcon: "launch the app from its icon"
    case .rotate: "rotate the device (the configuration changes)"
    case .coverApp: "Notification Centre covers the app (inactive)"
    case .forceQuit: "force-quit the app"
    case .systemKill: "the system ends the app"
    }
  }
}

/// The keyword of each kind of step, as suites write it (`tap`, `clearAll`)
/// and blame patterns name it: the one list, so an unknown word is an error
/// wherever it is read, never a default.
public enum StepKeyword: String, Sendable, Hashable, CaseIterable {
  case receive, tap, tapAction, dismiss, clearAll, swipeBanner, leaveApp, returnToApp, openFromRecents, launchFromIcon, rotate,
    coverApp, forceQuit, systemKill

  /// The step of this kind that takes no argument; `nil` for those that take one.
  public var plainKind: Step.Kind? {
    switch self {
    case .clearAll: .clearAll
    case .leaveApp: .leaveApp
    case .returnToApp: .returnToApp
    case .openFromRecents: .openFromRecents
    case .launchFromIcon: .launchFromIcon
    case .rotate: .rotate
    case .coverApp: .coverApp
    case .forceQuit: .forceQuit
    case .systemKill: .systemKill
    case .receive, .tap, .tapAction, .dismiss, .swipeBanner: nil
    }
  }
}
