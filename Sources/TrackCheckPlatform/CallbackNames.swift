import TrackCheckModel

/// The callbacks the model delivers, each by its name as sent over the protocol: a name is one of these or
/// no callback at all, so a misspelt one does not compile.
public enum CallbackName: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// iOS `application(_:didFinishLaunchingWithOptions:)`.
  case didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
  /// iOS `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
  case didReceiveRemoteNotification = "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
  /// iOS `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
  case willPresent = "userNotificationCenter(_:willPresent:withCompletionHandler:)"
  /// iOS `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
  case didReceive = "userNotificationCenter(_:didReceive:withCompletionHandler:)"
  /// iOS `applicationWillEnterForeground(_:)`.
  case willEnterForeground = "applicationWillEnterForeground(_:)"
  /// iOS `applicationDidBecomeActive(_:)`.
  case didBecomeActive = "applicationDidBecomeActive(_:)"
  /// iOS `applicationWillResignActive(_:)`.
  case willResignActive = "applicationWillResignActive(_:)"
  /// iOS `applicationDidEnterBackground(_:)`.
  case didEnterBackground = "applicationDidEnterBackground(_:)"

  /// Android `FirebaseMessagingService.onMessageReceived(RemoteMessage)`.
  case onMessageReceived = "FirebaseMessagingService.onMessageReceived"
  /// Android: the receiver behind the notification's delete intent.
  case onDismissReceived = "NotificationDismissedReceiver.onReceive"
  /// Android `Activity.onCreate(Bundle)`.
  case onCreate = "Activity.onCreate"
  /// Android `Activity.onNewIntent(Intent)`.
  case onNewIntent = "Activity.onNewIntent"
  /// Android `Activity.onResume()`.
  case onResume = "Activity.onResume"
  /// Android `Activity.onPause()`.
  case onPause = "Activity.onPause"
  /// Android `Activity.onConfigurationChanged(Configuration)`: a change the activity handles itself (protocol v3 only).
  case onConfigurationChanged = "Activity.onConfigurationChanged"
  /// Android `BroadcastReceiver.onReceive(Context, Intent)`: a notification's broadcast PendingIntent (protocol v3 only).
  case broadcastReceive = "BroadcastReceiver.onReceive"
  /// Android `Service.onStartCommand(Intent, int, int)`: a notification's service PendingIntent (protocol v3 only).
  case serviceStart = "Service.onStartCommand"

  /// Android `Application.onCreate()`: a new app process starts (protocol v2 only).
  case applicationOnCreate = "Application.onCreate"
  /// Not an OS callback: the app's process ended, and with it everything it
  /// kept in memory (protocol v2 only; the system calls nothing).
  case processKilled = "Process.killed"

  /// Every callback the model delivers, iOS's then Android's (the action identifiers are arguments, not callbacks):
  /// what a blame pattern's `callback` words are checked against.
  public static let all = allCases

  /// The name as the protocol sends it.
  public var description: String { rawValue }

  /// iOS `UNNotificationDefaultActionIdentifier`.
  public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
  /// iOS `UNNotificationDismissActionIdentifier`.
  public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
}
