import TrackCheckModel

/// A fact about what an OS delivers to app code, with its source.
///
/// The platform model cites one rule for every callback it derives, and for
/// every step that derives none, so `trackcheck explain` can say why.
public struct PlatformRule: Sendable, Hashable, Identifiable {
  /// A stable id (`IOS-TAP`).
  public var id: String
  /// The fact in one sentence.
  public var text: String
  /// Where it comes from: a seed section, platform documentation, or `platform-facts.md`.
  public var source: String
}

extension PlatformRule {
  /// Every rule the model uses, by id.
  public static let all: [String: PlatformRule] = Dictionary(
    uniqueKeysWithValues: (iosRules + androidRules).map { ($0.id, $0) })

  static func named(_ id: String) -> PlatformRule {
    guard let rule = all[id] else { preconditionFailure("platform rule \(id) is not in the table") }
    return rule
  }

  static let iosRules: [PlatformRule] = [
    .init(
      id: "IOS-RCV-FG-PRESENT",
      text: "In the foreground, a notification with an alert, badge or sound is passed to willPresent (the app is active).",
      source:
        "Apple, userNotificationCenter(_:willPresent:withCompletionHandler:); 004_fc8b3a805ee00c49.txt, Q&A on foreground presentation"),
    .init(
      id: "IOS-RCV-FG-DOUBLE",
      text:
        "In the foreground, a push with content-available also reaches didReceiveRemoteNotification with state active: both callbacks fire for one push.",
      source: "004_fc8b3a805ee00c49.txt, 計算送達率 item 3; platform-facts.md §5.1 (Kii), pitfall P1"),
    .init(
      id: "IOS-RCV-BG",
      text: "In the background, a push with content-available wakes the app through didReceiveRemoteNotification with state background.",
      source:
        "000_9198d68a47a1a4c5.txt, push-impression-tracking-iOS; Apple, application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
    ),
    .init(
      id: "IOS-RCV-BG-ALERT-ONLY",
      text: "In the background, a push without content-available reaches no app code until the user acts on it.",
      source: "004_fc8b3a805ee00c49.txt, 一般通知 (normal notifications); platform-facts.md §5.1 table"),
    .init(
      id: "IOS-RCV-BAR",
      text: "With Background App Refresh off, a content-available push wakes the app only when notifications are allowed.",
      source: "004_fc8b3a805ee00c49.txt, Q&A on Background App Refresh (the exception when notifications are allowed)"),
    .init(
      id: "IOS-RCV-PERMISSION",
      text: "With notifications denied nothing is shown, but a content-available push still wakes the app.",
      source: "004_fc8b3a805ee00c49.txt, Q&A on permission (silent push still delivered); platform-facts.md §5.1"),
    .init(
      id: "IOS-RCV-NOT-RUNNING",
      text: "A terminated or force-quit app is not called when a push arrives; the alert is still shown.",
      source:
        "000_9198d68a47a1a4c5.txt, push-impression-tracking-iOS (CAUTION); Apple: the system does not launch an app the user force-quit"),
    .init(
      id: "IOS-RCV-DEFER",
      text:
        "While the system defers background pushes it holds only the newest, delivers it once when the app next comes up, and discards it on force-quit.",
      source: "004_fc8b3a805ee00c49.txt, 計算送達率 item 4; Apple, Pushing background updates to your app"),
    .init(
      id: "IOS-TAP",
      text:
        "A tap on a notification reaches didReceive with the default action identifier while the app comes to the foreground (state inactive).",
      source: "000_9198d68a47a1a4c5.txt, push-open-tracking-iOS; Apple, UNNotificationDefaultActionIdentifier"),
    .init(
      id: "IOS-TAP-COLD",
      text:
        "A tap that launches a terminated or force-quit app runs didFinishLaunching with the notification in its launch options, then didReceive.",
      source: "Apple, UNUserNotificationCenter.delegate (set before the app finishes launching); platform-facts.md §5.1 table"),
    .init(
      id: "IOS-TAP-REDELIVER",
      text:
        "Where the system redelivers on open, a tap on a content-available notification also calls didReceiveRemoteNotification with state inactive.",
      source: "Apple, didReceiveRemoteNotification (older wording: 'the system calls this method again'); platform-facts.md pitfall P2"),
    .init(
      id: "IOS-ACTION",
      text: "An action button reaches didReceive with its identifier; only an action with the foreground option brings the app up.",
      source: "Apple, UNNotificationAction options (.foreground); platform-facts.md §3.5 and pitfall P5"),
    .init(
      id: "IOS-DISMISS",
      text:
        "An explicit dismissal reaches didReceive with UNNotificationDismissActionIdentifier only for a category registered with customDismissAction.",
      source: "000_9198d68a47a1a4c5.txt, push-click-tracking-iOS; Apple, UNNotificationDismissActionIdentifier"),
    .init(
      id: "IOS-DISMISS-UNREGISTERED",
      text: "A dismissal of a notification whose category is not registered with customDismissAction calls nothing.",
      source: "Apple, UNNotificationDismissActionIdentifier; platform-facts.md pitfall P6"),
    .init(
      id: "IOS-BANNER",
      text: "A banner flicked away or ignored calls nothing; the notification stays in the notification centre.",
      source: "Apple, UNNotificationDismissActionIdentifier ('flicking away a notification banner doesn't trigger this action')"),
    .init(
      id: "IOS-NOT-SHOWN",
      text: "A notification that was never shown, or is no longer shown, cannot be tapped or dismissed.",
      source: "004_fc8b3a805ee00c49.txt, Q&A on permission"),
    .init(
      id: "IOS-LIFECYCLE",
      text: "Leaving the app, coming back to it, or launching it from its icon calls only the app lifecycle callbacks.",
      source: "Apple, UIApplicationDelegate; 000_9198d68a47a1a4c5.txt, push-open-tracking-iOS (an app not opened by a push tracks nothing)"),
    .init(
      id: "IOS-FORCE-QUIT",
      text: "Force-quitting or a system kill ends the process without any callback; shown notifications stay.",
      source: "Apple, App Switcher; platform-facts.md §5.1"),
  ]

  static let androidRules: [PlatformRule] = [
    .init(
      id: "AND-RCV",
      text:
        "FCM delivers a data message to onMessageReceived in the foreground, in the background, and after the process died (the service is started).",
      source:
        "Firebase, Receive messages (data messages); 002_18b606b81340d472.txt, payload-structure-android NOTE (notification messages removed)"
    ),
    .init(
      id: "AND-RCV-DATA-STRINGS",
      text: "The values of an FCM data message reach the app as strings (RemoteMessage.getData() is Map<String, String>).",
      source: "Firebase, RemoteMessage.getData(); 002_18b606b81340d472.txt, payload-structure-android"),
    .init(
      id: "AND-RCV-STOPPED",
      text: "A force-stopped app receives nothing until the user launches it again.",
      source: "firebase/quickstart-android#368; platform-facts.md §5.2"),
    .init(
      id: "AND-RCV-PERMISSION",
      text:
        "With POST_NOTIFICATIONS denied (Android 13+) the data message still reaches onMessageReceived, but the notification is not shown.",
      source: "platform-facts.md §5.2 (Android 13 POST_NOTIFICATIONS; inference, see Suites/DECISIONS.md)"),
    .init(
      id: "AND-TAP",
      text:
        "A tap sends the notification's content intent to the activity: onNewIntent then onResume when the activity exists, onCreate then onResume otherwise.",
      source: "000_9198d68a47a1a4c5.txt, push-open-tracking-android; Android, Activity lifecycle"),
    .init(
      id: "AND-DISMISS",
      text: "A swipe or Clear all sends each notification's delete intent to its receiver, one broadcast per notification.",
      source: "000_9198d68a47a1a4c5.txt, push-click-tracking-android; Android, Notification.deleteIntent"),
    .init(
      id: "AND-RESUME",
      text: "Returning to a running activity calls onResume again with the same getIntent(), extras included.",
      source: "platform-facts.md §5.2 (re-delivered intents), pitfall P10"),
    .init(
      id: "AND-RECENTS",
      text:
        "Opening from Recents after the process died recreates the activity with the last intent and FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY.",
      source: "platform-facts.md §5.2 (FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY)"),
    .init(
      id: "AND-LAUNCHER",
      text:
        "The launcher icon starts the activity with the MAIN/LAUNCHER intent, or brings a running task to the front with its intent unchanged.",
      source:
        "Android, Tasks and the back stack; 000_9198d68a47a1a4c5.txt, push-open-tracking-android (an app not opened by a push tracks nothing)"
    ),
    .init(
      id: "AND-LIFECYCLE",
      text: "Leaving the app pauses the activity; a system kill ends the process without a callback; notifications stay.",
      source: "Android, Activity lifecycle"),
    .init(
      id: "AND-FORCE-STOP",
      text: "Force-stopping ends the process and removes the app's notifications; nothing more reaches the app until it is launched.",
      source: "Android, Settings › Force stop (package stopped state); platform-facts.md §5.2"),
    .init(
      id: "AND-NOT-SHOWN",
      text: "A notification that was never shown, or is no longer shown, cannot be tapped or dismissed.",
      source: "platform-facts.md §5.2 table"),
  ]
}
