import TrackCheckModel

/// The names of the callbacks the model delivers, as sent over the protocol.
public enum CallbackName {
  /// iOS `application(_:didFinishLaunchingWithOptions:)`.
  public static let didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
  /// iOS `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
  public static let didReceiveRemoteNotification = "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
  /// iOS `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
  public static let willPresent = "userNotificationCenter(_:willPresent:withCompletionHandler:)"
  /// iOS `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
  public static let didReceive = "userNotificationCenter(_:didReceive:withCompletionHandler:)"
  /// iOS `applicationWillEnterForeground(_:)`.
  public static let willEnterForeground = "applicationWillEnterForeground(_:)"
  /// iOS `applicationDidBecomeActive(_:)`.
  public static let didBecomeActive = "applicationDidBecomeActive(_:)"
  /// iOS `applicationWillResignActive(_:)`.
  public static let willResignActive = "applicationWillResignActive(_:)"
  /// iOS `applicationDidEnterBackground(_:)`.
  public static let didEnterBackground = "applicationDidEnterBackground(_:)"

  /// Android `FirebaseMessagingService.onMessageReceived(RemoteMessage)`.
  public static let onMessageReceived = "FirebaseMessagingService.onMessageReceived"
  /// Android: the receiver behind the notification's delete intent.
  public static let onDismissReceived = "NotificationDismissedReceiver.onReceive"
  /// Android `Activity.onCreate(Bundle)`.
  public static let onCreate = "Activity.onCreate"
  /// Android `Activity.onNewIntent(Intent)`.
  public static let onNewIntent = "Activity.onNewIntent"
  /// Android `Activity.onResume()`.
  public static let onResume = "Activity.onResume"
  /// Android `Activity.onPause()`.
  public static let onPause = "Activity.onPause"
  /// Android `Activity.onConfigurationChanged(Configuration)`: a change the activity handles itself (protocol v3 only).
  public static let onConfigurationChanged = "Activity.onConfigurationChanged"
  /// Android `BroadcastReceiver.onReceive(Context, Intent)`: a notification's broadcast PendingIntent (protocol v3 only).
  public static let broadcastReceive = "BroadcastReceiver.onReceive"
  /// Android `Service.onStartCommand(Intent, int, int)`: a notification's service PendingIntent (protocol v3 only).
  public static let serviceStart = "Service.onStartCommand"

  /// Android `Application.onCreate()`: a new app process starts (protocol v2 only).
  public static let applicationOnCreate = "Application.onCreate"
  /// Not an OS callback: the app's process ended, and with it everything it
  /// kept in memory (protocol v2 only; the system calls nothing).
  public static let processKilled = "Process.killed"

  /// Every callback the model delivers, iOS's then Android's (the action identifiers are arguments, not callbacks):
  /// what a blame pattern's `callback` words are checked against.
  public static let all = [
    didFinishLaunching, didReceiveRemoteNotification, willPresent, didReceive, willEnterForeground, didBecomeActive,
    willResignActive, didEnterBackground, onMessageReceived, onDismissReceived, onCreate, onNewIntent, onResume, onPause,
    onConfigurationChanged, broadcastReceive, serviceStart, applicationOnCreate, processKilled,
  ]

  /// iOS `UNNotificationDefaultActionIdentifier`.
  public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
  /// iOS `UNNotificationDismissActionIdentifier`.
  public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
}
