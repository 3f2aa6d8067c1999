import TrackCheckModel

/// An `<activity>` of the app's manifest, as protocol v3 declares it.
public struct AndroidActivity: Sendable, Hashable {
  /// The class name the activity is declared as (`MainActivity`).
  public var name: String
  /// `android:launchMode`.
  public var launchMode: LaunchMode
  /// Whether it is the launcher activity (the `MAIN`/`LAUNCHER` intent filter).
  public var launcher: Bool
  /// `android:configChanges`: the configuration changes it handles itself (`orientation`, `screenSize`, …).
  public var configChanges: [String]
  /// `android:taskAffinity`: `nil` for the app's package affinity, `""` for none (a task of its own).
  public var taskAffinity: String?
  /// `android:noHistory`: it finishes once the user leaves it.
  public var noHistory: Bool
  /// `android:excludeFromRecents`: a task it is the root of is not listed in Recents.
  public var excludeFromRecents: Bool

  /// Creates an activity.
  public init(
    name: String, launchMode: LaunchMode = .standard, launcher: Bool = false, configChanges: [String] = [], taskAffinity: String? = nil,
    noHistory: Bool = false, excludeFromRecents: Bool = false
  ) {
    self.name = name
    self.launchMode = launchMode
    self.launcher = launcher
    self.configChanges = configChanges
    self.taskAffinity = taskAffinity
    self.noHistory = noHistory
    self.excludeFromRecents = excludeFromRecents
  }

  /// Whether a rotation leaves it running (`onConfigurationChanged`) instead of re-creating it: its
  /// `configChanges` list `orientation` with `screenSize`, as Android requires from API 13.
  public var handlesRotation: Bool { configChanges.contains("orientation") && configChanges.contains("screenSize") }

  /// The activity v2 and the documents describe.
  public static let defaultName = "MainActivity"
  /// The receiver of the documents' delete intent.
  public static let dismissReceiver = "NotificationDismissedReceiver"
}
