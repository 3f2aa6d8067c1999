import TrackCheckModel

/// A fact about what an OS delivers to app code, with its source.
///
/// The platform model cites one rule for every callback it derives, and for
/// every step that derives none, so `trackcheck explain` can say why.
public struct PlatformRule: Sendable, Hashable, Identifiable {
  /// A stable id (`IOS-TAP`).
  public var id: PlatformRuleID
  /// The fact in one sentence.
  public var text: String
  /// Where it comes from: an id of docs/SOURCES.md and its section.
  public var source: String
  /// Whether a step noted with it is one where the app's own wiring kept the
  /// user's action from reaching its code: the calls expected there are
  /// `unwired` findings, blamed on the app's wiring rather than its tracker.
  public var isAppWiring = false

  /// The rules whose notes say the app's wiring kept the user's action from its code.
  public static let appWiring: Set<PlatformRuleID> = Set(all.values.filter(\.isAppWiring).map(\.id))
}

extension PlatformRule {
  /// Every rule the model uses, by id.
  public static let all: [PlatformRuleID: PlatformRule] = Dictionary(
    uniqueKeysWithValues: (iosRules + androidRules).map { ($0.id, $0) })

  static let iosRules: [PlatformRule] = [
    .init(
      id: .iosRcvRelaunch,
      text:
        "A content-available push to an app the system terminated (not one the user force-quit) launches it in the background: application(_:didFinishLaunchingWithOptions:) with the notification under launchOptions[.remoteNotification] and state background, then didReceiveRemoteNotification with state background.",
      source:
        "APPLE-DID-RECEIVE-REMOTE ('the system launches your app … does not automatically launch your app if the user has force-quit it'); APPLE-BACKGROUND-UPDATES"
    ),
    .init(
      id: .iosCovered,
      text:
        "When Notification Centre or the app switcher covers the app it resigns active (applicationWillResignActive) and stays in the foreground, inactive; uncovered, it becomes active again (applicationDidBecomeActive).",
      source: "APPLE-UIAPPLICATIONDELEGATE; APPLE-APP-STATES"),
    .init(
      id: .iosRcvCovered,
      text:
        "A push arriving while the app is in the foreground but inactive is still presented through willPresent, and a content-available one also reaches didReceiveRemoteNotification, with the state inactive: one delivery, two callbacks.",
      source: "APPLE-UN-WILLPRESENT (the app 'running in the foreground'); APPLE-DID-RECEIVE-REMOTE; APPLE-APP-STATES"),
    .init(
      id: .iosRotate,
      text: "A rotation or other trait change does not restart an iOS app: no app delegate or notification callback fires.",
      source: "APPLE-UIAPPLICATIONDELEGATE"),
    .init(
      id: .iosRcvFgPresent,
      text: "In the foreground, a notification with an alert, badge or sound is passed to willPresent (the app is active).",
      source:
        "APPLE-UN-WILLPRESENT; FIELD-STUDY-IOS-CALLBACKS §Q&A on foreground presentation"),
    .init(
      id: .iosRcvFgNoDelegate,
      text:
        "In the foreground, an app that sets no notification-centre delegate is never asked through willPresent: the system silences the alert (as if no presentation options were given), so the notification is not shown; a content-available push still reaches didReceiveRemoteNotification with state active.",
      source: "APPLE-UN-WILLPRESENT ('If your delegate doesn't implement this method, the system silences alerts'); APPLE-UN-DELEGATE"),
    .init(
      id: .iosDismissNoDelegate,
      text:
        "A dismissal reaches the app only through its notification-centre delegate's didReceive (with customDismissAction): an app that sets no delegate is not told, and cannot track it.",
      source: "APPLE-UN-DELEGATE; APPLE-UN-DISMISS-ACTION; APPLE-UN-CUSTOM-DISMISS", isAppWiring: true),
    .init(
      id: .iosRcvFgDouble,
      text:
        "In the foreground, a push with content-available also reaches didReceiveRemoteNotification with state active: both callbacks fire for one push.",
      source: "FIELD-STUDY-IOS-CALLBACKS §delivery-rate item 3; KII-IOS-RECEPTION; APPLE-UN-WILLPRESENT"),
    .init(
      id: .iosRcvBg,
      text: "In the background, a push with content-available wakes the app through didReceiveRemoteNotification with state background.",
      source:
        "ACS-PUSH-TRACKING-FR §push-impression-tracking-iOS; APPLE-DID-RECEIVE-REMOTE"
    ),
    .init(
      id: .iosRcvBgAlertOnly,
      text: "In the background, a push without content-available reaches no app code until the user acts on it.",
      source: "FIELD-STUDY-IOS-CALLBACKS §normal-notifications (normal notifications); APPLE-UN-DELEGATE; APPLE-DID-RECEIVE-REMOTE"),
    .init(
      id: .iosRcvBar,
      text: "With Background App Refresh off, a content-available push wakes the app only when notifications are allowed.",
      source: "FIELD-STUDY-IOS-CALLBACKS §Q&A on Background App Refresh (the exception when notifications are allowed)"),
    .init(
      id: .iosRcvPermission,
      text: "With notifications denied nothing is shown, but a content-available push still wakes the app.",
      source:
        "FIELD-STUDY-IOS-CALLBACKS §Q&A on permission (silent push still delivered); APPLE-DID-RECEIVE-REMOTE; APPLE-BACKGROUND-UPDATES"),
    .init(
      id: .iosRcvNotRunning,
      text:
        "An app the user force-quit is not called when a push arrives, nor is a terminated app for a push without content-available; the alert is still shown.",
      source:
        "APPLE-DID-RECEIVE-REMOTE ('does not automatically launch your app if the user has force-quit it'); ACS-PUSH-TRACKING-FR §push-impression-tracking-iOS (CAUTION)"
    ),
    .init(
      id: .iosRcvDefer,
      text:
        "While the system defers background pushes it holds only the newest, delivers it once when the app next comes up, and discards it on force-quit.",
      source: "FIELD-STUDY-IOS-CALLBACKS §delivery-rate item 4; APPLE-BACKGROUND-UPDATES"),
    .init(
      id: .iosTap,
      text:
        "A tap on a notification reaches didReceive with the default action identifier while the app comes to the foreground (state inactive).",
      source: "ACS-PUSH-TRACKING-FR §push-open-tracking-iOS; APPLE-UN-DEFAULT-ACTION"),
    .init(
      id: .iosTapCold,
      text:
        "A tap that launches a terminated or force-quit app runs didFinishLaunching with the notification in its launch options, then didReceive.",
      source:
        "APPLE-UN-DELEGATE (set before the app finishes launching); APPLE-DID-RECEIVE-REMOTE"),
    .init(
      id: .iosTapRedeliver,
      text:
        "An app that sets no UNUserNotificationCenter delegate learns of a tap from the legacy didReceiveRemoteNotification with state inactive (for a content-available notification the system calls it again), and didReceive is never called.",
      source:
        "APPLE-UN-DELEGATE ('you must set the value of this property before your app finishes launching'); APPLE-DID-RECEIVE-REMOTE; SO-23168345 (older wording: 'the system calls this method again')"
    ),
    .init(
      id: .iosAction,
      text: "An action button reaches didReceive with its identifier; only an action with the foreground option brings the app up.",
      source: "APPLE-UN-ACTION-FOREGROUND (.foreground); AEPSDK-MESSAGING-IOS"),
    .init(
      id: .iosDismiss,
      text:
        "An explicit dismissal reaches didReceive with UNNotificationDismissActionIdentifier only for a category registered with customDismissAction.",
      source: "ACS-PUSH-TRACKING-FR §push-click-tracking-iOS; APPLE-UN-DISMISS-ACTION"),
    .init(
      id: .iosDismissUnregistered,
      text:
        "A dismissal of a notification of the documents' DEFAULT category, which the app did not register with customDismissAction, calls nothing: the app's wiring loses a dismissal the documents track.",
      source: "APPLE-UN-DISMISS-ACTION; APPLE-UN-CUSTOM-DISMISS", isAppWiring: true),
    .init(
      id: .iosBanner,
      text: "A banner flicked away or ignored calls nothing; the notification stays in the notification centre.",
      source: "APPLE-UN-DISMISS-ACTION ('flicking away a notification banner doesn't trigger this action')"),
    .init(
      id: .iosNotShown,
      text: "A notification that was never shown, or is no longer shown, cannot be tapped or dismissed.",
      source: "FIELD-STUDY-IOS-CALLBACKS §Q&A on permission"),
    .init(
      id: .iosLifecycle,
      text: "Leaving the app, coming back to it, or launching it from its icon calls only the app lifecycle callbacks.",
      source: "APPLE-UIAPPLICATIONDELEGATE; ACS-PUSH-TRACKING-FR §push-open-tracking-iOS (an app not opened by a push tracks nothing)"),
    .init(
      id: .iosLateDelegate,
      text:
        "An app that sets its notification-centre delegate only after launch finished is not told of the response that launched it: didFinishLaunching carries the notification in its launch options, and no didReceive follows.",
      source:
        "APPLE-UN-DELEGATE ('You must assign your delegate object to the UNUserNotificationCenter object before your app finishes launching')",
      isAppWiring: true),
    .init(
      id: .iosActionNoDelegate,
      text:
        "An action button's response reaches the app only through its notification-centre delegate's didReceive: an app that sets none is not told.",
      source: "APPLE-UN-DELEGATE; APPLE-UN-ACTION-FOREGROUND", isAppWiring: true),
    .init(
      id: .iosDismissOtherCategory,
      text:
        "A dismissal of a notification whose category (not the documents' DEFAULT) the app did not register with customDismissAction calls nothing: the app chose not to be told, and no hit is owed.",
      source:
        "APPLE-UN-DISMISS-ACTION ('The system delivers this action only if your app configured the notification's category object with the customDismissAction option'); ACS-PUSH-TRACKING-FR §push-click-tracking-iOS"
    ),
    .init(
      id: .iosActionUnregistered,
      text:
        "The app registered no such action for the notification's category: the button the step taps is not on its notification, so nothing happens and no hit is owed (an app may offer other buttons than the case assumes).",
      source: "APPLE-UN-ACTION-FOREGROUND (actions belong to a registered UNNotificationCategory)"),
    .init(
      id: .iosForceQuit,
      text: "Force-quitting or a system kill ends the process without any callback; shown notifications stay.",
      source: "APPLE-WWDC20-10063; APPLE-DID-RECEIVE-REMOTE (force-quit)"),
  ]

  static let androidRules: [PlatformRule] =
    [
      .init(
        id: .andRcv,
        text:
          "FCM delivers a data message to onMessageReceived in the foreground, in the background, and after the process died (the service is started).",
        source:
          "FIREBASE-FCM-RECEIVE-ANDROID (data messages); ACS-PUSH-PAYLOAD-FR §payload-structure-android NOTE (notification messages removed)"
      ),
      .init(
        id: .andRcvDataStrings,
        text: "The values of an FCM data message reach the app as strings (RemoteMessage.getData() is Map<String, String>).",
        source: "FIREBASE-REMOTEMESSAGE (getData()); ACS-PUSH-PAYLOAD-FR §payload-structure-android"),
      .init(
        id: .andRcvStopped,
        text: "A force-stopped app receives nothing until the user launches it again.",
        source: "FIREBASE-QUICKSTART-368; AOSP-STOPPED-STATE"),
      .init(
        id: .andRcvPermission,
        text:
          "With POST_NOTIFICATIONS denied (Android 13+) the data message still reaches onMessageReceived, but the notification is not shown.",
        source:
          "PHUNWARE-ANDROID-13; ANDROID-NOTIFICATION-PERMISSION (Android 13 POST_NOTIFICATIONS; an inference, see Suites/DECISIONS.md)"),
      .init(
        id: .andTapStart,
        text:
          "A tap on a notification whose app has no running activity starts it with the content intent: onCreate (no saved state) then onResume.",
        source: "ANDROID-ACTIVITY-LIFECYCLE; ACS-PUSH-TRACKING-FR §push-open-tracking-android"),
      .init(
        id: .andTapRecreate,
        text:
          "A content intent with FLAG_ACTIVITY_CLEAR_TOP to a running activity of the default launch mode finishes it and creates a new instance with the intent: onCreate (no saved state) then onResume.",
        source: "ANDROID-INTENT (FLAG_ACTIVITY_CLEAR_TOP: 'finished and re-created')"),
      .init(
        id: .andTapNewInstance,
        text:
          "A content intent without FLAG_ACTIVITY_CLEAR_TOP or SINGLE_TOP to an activity of the default launch mode starts a new instance with it, on top: onCreate then onResume.",
        source: "ANDROID-LAUNCH-MODES (standard: 'a new instance … each time'); ANDROID-TASKS-BACK-STACK"),
      .init(
        id: .andTapNewIntent,
        text:
          "A content intent to a singleTop, singleTask or singleInstance activity (or with FLAG_ACTIVITY_SINGLE_TOP) goes to the running instance's onNewIntent; an instance whose process died is first re-created from its saved state with its old intent.",
        source: "ANDROID-ACTIVITY-ONNEWINTENT; ANDROID-INTENT (FLAG_ACTIVITY_CLEAR_TOP, FLAG_ACTIVITY_SINGLE_TOP); ANDROID-LAUNCH-MODES"),
      .init(
        id: .andResumeAfterNewIntent,
        text:
          "onResume follows onNewIntent, and getIntent() still returns the activity's original intent unless the app called setIntent with the new one.",
        source: "ANDROID-ACTIVITY-ONNEWINTENT ('getIntent() still returns the original Intent. You can use setIntent(Intent) to update it')"
      ),
      .init(
        id: .andConfigChange,
        text:
          "A configuration change (rotation, dark mode, language) destroys the activity and creates it again with the same intent and its saved state: onPause, onCreate (savedInstanceState present), onResume.",
        source: "ANDROID-CONFIG-CHANGES; ANDROID-SAVED-STATE"),
      .init(
        id: .andNoContentIntent,
        text: "A notification posted without a content intent does nothing when tapped.",
        source: "ANDROID-NOTIFICATION-CONTENTINTENT", isAppWiring: true),
      .init(
        id: .andNoDeleteIntent,
        text: "A notification posted without a delete intent tells the app nothing when it is swiped away or cleared.",
        source: "ANDROID-NOTIFICATION-DELETEINTENT", isAppWiring: true),
      .init(
        id: .andPendingIntentCancelled,
        text:
          "A PendingIntent cancelled by a later FLAG_CANCEL_CURRENT request, or a FLAG_ONE_SHOT one already sent, sends nothing.",
        source: "ANDROID-PENDINGINTENT (FLAG_CANCEL_CURRENT, FLAG_ONE_SHOT)", isAppWiring: true),
      .init(
        id: .andDismiss,
        text:
          "A swipe or Clear all sends each notification's delete intent to its receiver, one broadcast per notification, with the extras its PendingIntent holds then.",
        source:
          "ACS-PUSH-TRACKING-FR §push-click-tracking-android; ANDROID-NOTIFICATION-DELETEINTENT; ANDROID-PENDINGINTENT (FLAG_UPDATE_CURRENT)"
      ),
      .init(
        id: .andResume,
        text: "Returning to a running activity calls onResume again with the same getIntent(), extras included.",
        source:
          "ANDROID-ACTIVITY-LIFECYCLE (onResume on every return); ANDROID-ACTIVITY-ONNEWINTENT (getIntent() returns the intent the activity holds); SO-4116110; GIST-CODEINBIT (re-delivered intents)"
      ),
      .init(
        id: .andRecents,
        text:
          "Opening from Recents after the process died recreates the activity with the last intent and FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY.",
        source: "ANDROID-INTENT (FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY)"),
      .init(
        id: .andLauncher,
        text:
          "The launcher icon starts the activity with the MAIN/LAUNCHER intent, or brings a running task to the front with its intent unchanged.",
        source:
          "ANDROID-TASKS-BACK-STACK; ACS-PUSH-TRACKING-FR §push-open-tracking-android (an app not opened by a push tracks nothing)"
      ),
      .init(
        id: .andProcessStart,
        text:
          "Before any component of an app whose process is not running, Android starts the process and calls Application.onCreate (told to protocol v2 implementations).",
        source: "ANDROID-PROCESS-LIFECYCLE; ANDROID-APPLICATION-ONCREATE"),
      .init(
        id: .appProcessKilled,
        text:
          "Not an OS callback: the system or the user ended the app's process, which gets no callback, and everything the app kept in memory is gone (told to protocol v2 implementations so that an adapter can drop that state).",
        source: "ANDROID-PROCESS-LIFECYCLE; APPLE-UIAPPLICATIONDELEGATE"),
      .init(
        id: .andLauncherRestore,
        text:
          "The launcher icon, after the system ended the app's process, brings its task back: the top activity is re-created from its saved state with the intent it had (onCreate with savedInstanceState, then onResume).",
        source: "ANDROID-TASKS-BACK-STACK; ANDROID-SAVED-STATE (system-initiated process death)"),
      .init(
        id: .andLifecycle,
        text: "Leaving the app pauses the activity; a system kill ends the process without a callback; notifications stay.",
        source: "ANDROID-ACTIVITY-LIFECYCLE"),
      .init(
        id: .andForceStop,
        text: "Force-stopping ends the process and removes the app's notifications; nothing more reaches the app until it is launched.",
        source: "AOSP-STOPPED-STATE (package stopped state); FIREBASE-QUICKSTART-368"),
      .init(
        id: .andNotShown,
        text: "A notification that was never shown, or is no longer shown, cannot be tapped or dismissed.",
        source: "FIREBASE-FCM-RECEIVE-ANDROID; ANDROID-NOTIFICATION-DELETEINTENT", isAppWiring: true),
    ] + androidComponentRules

  /// The rules of protocol v3's Android: components, tasks, PendingIntent kinds, trampolines, notifications by id and tag.
  static let androidComponentRules: [PlatformRule] = [
    .init(
      id: .andTaskClear,
      text:
        "An intent with FLAG_ACTIVITY_NEW_TASK and FLAG_ACTIVITY_CLEAR_TASK clears the task of the activity's affinity and starts the activity as the root of the emptied task: a fresh instance, onCreate with the intent (Android's 'special activity' gets one on every tap).",
      source:
        "ANDROID-INTENT (FLAG_ACTIVITY_CLEAR_TASK: 'any existing task that would be associated with the activity to be cleared before the activity is started. That is, the activity becomes the new root of an otherwise empty task, and any old activities are finished'); ANDROID-NOTIFICATION-SPECIAL-ACTIVITY"
    ),
    .init(
      id: .andTaskToFront,
      text:
        "An intent from outside an activity (a notification's PendingIntent) starts the activity in a task of its affinity; when that task is running with the same intent at its root, no activity is started: the task is brought to the front as it was (its top activity resumes).",
      source:
        "ANDROID-INTENT (FLAG_ACTIVITY_NEW_TASK: 'if a task is already running for the activity you are now starting, then a new activity will not be started; instead, the current task will simply be brought to the front of the screen with the state it was last in'); ANDROID-TASKS-BACK-STACK"
    ),
    .init(
      id: .andTaskNew,
      text:
        "An activity whose task affinity matches no running task (an empty taskAffinity, singleInstance, or FLAG_ACTIVITY_MULTIPLE_TASK) starts in a new task: a fresh instance, onCreate with the intent.",
      source:
        "ANDROID-ACTIVITY-ELEMENT (taskAffinity: 'an empty string … indicates that the activity has no affinity to any task'); ANDROID-INTENT (FLAG_ACTIVITY_MULTIPLE_TASK); ANDROID-LAUNCH-MODES"
    ),
    .init(
      id: .andSingleTaskNewIntent,
      text:
        "A start of a singleTask or singleInstance activity that has an instance brings its task to the front, finishes the activities above it, and delivers the intent to the instance's onNewIntent.",
      source:
        "ANDROID-LAUNCH-MODES (singleTask: 'If an instance of the activity already exists, the system routes the intent to the existing instance through a call to its onNewIntent() method'); ANDROID-TASKS-BACK-STACK"
    ),
    .init(
      id: .andReorderToFront,
      text: "FLAG_ACTIVITY_REORDER_TO_FRONT brings a running instance of the activity to the top of its task's stack, with onNewIntent.",
      source:
        "ANDROID-INTENT (FLAG_ACTIVITY_REORDER_TO_FRONT: 'the launched activity to be brought to the front of its task's history stack if it is already running')"
    ),
    .init(
      id: .andNoHistory,
      text:
        "An activity declared noHistory, or started with FLAG_ACTIVITY_NO_HISTORY, is finished as soon as the user leaves it: it is not there to return to.",
      source:
        "ANDROID-ACTIVITY-ELEMENT (noHistory: 'the activity should be removed from the activity stack and finished … when the user navigates away from it'); ANDROID-INTENT (FLAG_ACTIVITY_NO_HISTORY)"
    ),
    .init(
      id: .andActivitiesStack,
      text:
        "A getActivities PendingIntent (TaskStackBuilder) starts a back stack: the last intent's activity is on top and the only one created (onCreate with its intent); the activities below are created only when the user goes back.",
      source:
        "ANDROID-PENDINGINTENT (getActivities: the intents 'are started in the same way as they would be by passing them to Context.startActivities'); ANDROID-CONTEXT-STARTACTIVITIES ('generally none of the activities except the last in the array will be created at this point, but rather will be created when the user first visits them'); ANDROID-NOTIFICATION-SPECIAL-ACTIVITY (TaskStackBuilder)"
    ),
    .init(
      id: .andBroadcast,
      text:
        "A broadcast PendingIntent behind a notification's tap or action button reaches the receiver its intent names (or the app's first receiver) in onReceive, with the intent's extras.",
      source: "ANDROID-PENDINGINTENT (getBroadcast: 'Retrieve a PendingIntent that will perform a broadcast')"),
    .init(
      id: .andService,
      text:
        "A getService or getForegroundService PendingIntent starts the service its intent names (or the app's first service): onStartCommand with the intent.",
      source: "ANDROID-PENDINGINTENT (getService: 'Retrieve a PendingIntent that will start a service')"),
    .init(
      id: .andTrampolineBlocked,
      text:
        "An app targeting Android 12 (API 31) or later cannot start an activity from a receiver or service that a notification's tap or action started (a notification trampoline): the start is blocked.",
      source:
        "ANDROID-12-TRAMPOLINES ('Apps can't start activities from services or broadcast receivers that are used as notification trampolines')"
    ),
    .init(
      id: .andTrampolineStart,
      text:
        "Below target SDK 31, an activity started from a receiver or service that a notification's PendingIntent started is started as the intent's flags say (a trampoline), in the same user action.",
      source: "ANDROID-12-TRAMPOLINES (the restriction applies to apps targeting Android 12); ANDROID-INTENT (FLAG_ACTIVITY_NEW_TASK)"),
    .init(
      id: .andActivityStart,
      text:
        "An activity that calls startActivity starts the activity in its own task (or in the task FLAG_ACTIVITY_NEW_TASK selects, as for every activity a singleInstance activity starts: it is alone in its task), as the launch mode and the flags say; one that calls finish() is removed, and the activity below it resumes.",
      source: "ANDROID-TASKS-BACK-STACK; ANDROID-ACTIVITY-LIFECYCLE"),
    .init(
      id: .andConfigHandled,
      text:
        "A rotation of an activity whose configChanges list orientation with screenSize does not re-create it: onConfigurationChanged is called with the new configuration, and no onPause, onCreate or onResume.",
      source:
        "ANDROID-CONFIG-CHANGES ('if you want to prevent runtime restarts due to orientation change … you must include the \"screenSize\" value in addition to the \"orientation\" value'); ANDROID-ACTIVITY-ELEMENT (configChanges)"
    ),
    .init(
      id: .andAction,
      text:
        "An action button of a notification sends its own PendingIntent, whatever its kind; it does not by itself remove the notification.",
      source: "ANDROID-NOTIFICATION-ACTIONS ('add action buttons … each a PendingIntent'); ANDROID-PENDINGINTENT"),
    .init(
      id: .andReplacedByApp,
      text:
        "The app replaced the push's notification (notify with the same id and tag for another push): the user never saw it any more, so acting on it reaches nothing and owes nothing; not a wiring fault.",
      source:
        "ANDROID-NOTIFICATION-MANAGER (notify: 'If a notification with the same id has already been posted by your application and has not yet been canceled, it will be replaced by the updated information')"
    ),
    .init(
      id: .andCancelledByApp,
      text:
        "The app cancelled the push's notification (cancel or cancelAll): it is gone without a delete intent, so acting on it reaches nothing and owes nothing; not a wiring fault.",
      source: "ANDROID-NOTIFICATION-MANAGER (cancel, cancelAll); ANDROID-NOTIFICATION-DELETEINTENT (only when the user dismisses it)"),
    .init(
      id: .appStepImpossible,
      text:
        "The app is not where the case's step needs it, because of what its wiring did earlier (no activity on screen, none to return to, not in the foreground): the step is played from the state the app is really in, and derives nothing.",
      source: "ANDROID-TASKS-BACK-STACK; ANDROID-ACTIVITY-LIFECYCLE; APPLE-APP-STATES"),
    .init(
      id: .andNoAction,
      text: "The notification's action button has no PendingIntent: tapping it reaches no code.",
      source: "ANDROID-NOTIFICATION-ACTIONS", isAppWiring: true),
    .init(
      id: .andActionNotOffered,
      text:
        "The notification the app posted offers no such action button: the user cannot tap it, so nothing happens and no hit is owed (an app may offer other buttons than the case assumes).",
      source: "ANDROID-NOTIFICATION-ACTIONS"),
    .init(
      id: .andNoSuchComponent,
      text: "The intent names a component the app's manifest does not declare: Android starts nothing.",
      source: "ANDROID-INTENT (setComponent); ANDROID-ACTIVITY-ELEMENT", isAppWiring: true),
    .init(
      id: .andOtherApp,
      text:
        "The intent is an implicit ACTION_VIEW of a web address: Android resolves it to the browser or the app that handles the link, not to this app. A notification's tap then runs none of the app's code; an activity that starts it goes to the background (onPause).",
      source:
        "ANDROID-INTENT-RESOLUTION ('the system … finds the appropriate component to start by comparing the contents of the intent to the intent filters declared in the manifest file of other apps'); ANDROID-INTENT (ACTION_VIEW)",
      isAppWiring: true),
    .init(
      id: .andIntentOtherPush,
      text:
        "The user acted on one push, but the intent that reached the app carried another push's ids (a PendingIntent shared by notifications, its extras replaced by FLAG_UPDATE_CURRENT): this push reached no code.",
      source:
        "ANDROID-PENDINGINTENT ('If you truly need multiple distinct PendingIntent objects active at the same time … you will need to ensure there is something that is different about them'; FLAG_UPDATE_CURRENT)",
      isAppWiring: true),
    .init(
      id: .andIntentNoPush,
      text:
        "The user acted on a push, but the intent its notification sent did not carry the push's ids (the app built it without the push's data, or a layer between dropped them): no code that was reached could know the push.",
      source: "ANDROID-PENDINGINTENT; ANDROID-INTENT (extras)", isAppWiring: true),
    .init(
      id: .andIntentTaskToFront,
      text:
        "The user tapped the notification, but its intent (FLAG_ACTIVITY_NEW_TASK without FLAG_ACTIVITY_CLEAR_TOP or FLAG_ACTIVITY_CLEAR_TASK, for the activity at the root of the app's running task) only brought that task to the front as it was: Android created no activity and called no onNewIntent, so getIntent() still returns the intent that started the task and the push reached no code.",
      source:
        "ANDROID-INTENT (FLAG_ACTIVITY_NEW_TASK: 'if a task is already running for the activity you are now starting, then a new activity will not be started; instead, the current task will simply be brought to the front of the screen with the state it was last in'); ANDROID-TASKS-BACK-STACK",
      isAppWiring: true),
    .init(
      id: .andLostTrampoline,
      text:
        "The user tapped a notification whose receiver or service was to start the activity (a trampoline), and Android 12 blocked that start for an app targeting API 31 or later: the app never opened, so the tap's open is lost whatever the receiver did.",
      source: "ANDROID-12-TRAMPOLINES ('your app cannot call startActivity() inside of a service or broadcast receiver')",
      isAppWiring: true),
  ]
}

/// The id of a rule of the platform model: the one list, so a callback or a
/// note can only cite a rule that exists (the table, ``PlatformRule/all``,
/// has an entry for each; a test holds it to that).
public enum PlatformRuleID: String, Sendable, Hashable, CaseIterable {
  case iosRcvRelaunch = "IOS-RCV-RELAUNCH"
  case iosCovered = "IOS-COVERED"
  case iosRcvCovered = "IOS-RCV-COVERED"
  case iosRotate = "IOS-ROTATE"
  case iosRcvFgPresent = "IOS-RCV-FG-PRESENT"
  case iosRcvFgNoDelegate = "IOS-RCV-FG-NO-DELEGATE"
  case iosDismissNoDelegate = "IOS-DISMISS-NO-DELEGATE"
  case iosRcvFgDouble = "IOS-RCV-FG-DOUBLE"
  case iosRcvBg = "IOS-RCV-BG"
  case iosRcvBgAlertOnly = "IOS-RCV-BG-ALERT-ONLY"
  case iosRcvBar = "IOS-RCV-BAR"
  case iosRcvPermission = "IOS-RCV-PERMISSION"
  case iosRcvNotRunning = "IOS-RCV-NOT-RUNNING"
  case iosRcvDefer = "IOS-RCV-DEFER"
  case iosTap = "IOS-TAP"
  case iosTapCold = "IOS-TAP-COLD"
  case iosTapRedeliver = "IOS-TAP-REDELIVER"
  case iosAction = "IOS-ACTION"
  case iosDismiss = "IOS-DISMISS"
  case iosDismissUnregistered = "IOS-DISMISS-UNREGISTERED"
  case iosBanner = "IOS-BANNER"
  case iosNotShown = "IOS-NOT-SHOWN"
  case iosLifecycle = "IOS-LIFECYCLE"
  case iosForceQuit = "IOS-FORCE-QUIT"
  case iosLateDelegate = "IOS-LATE-DELEGATE"
  case iosActionNoDelegate = "IOS-ACTION-NO-DELEGATE"
  case iosActionUnregistered = "IOS-ACTION-UNREGISTERED"
  case iosDismissOtherCategory = "IOS-DISMISS-OTHER-CATEGORY"
  case andRcv = "AND-RCV"
  case andRcvDataStrings = "AND-RCV-DATA-STRINGS"
  case andRcvStopped = "AND-RCV-STOPPED"
  case andRcvPermission = "AND-RCV-PERMISSION"
  case andTapStart = "AND-TAP-START"
  case andTapRecreate = "AND-TAP-RECREATE"
  case andTapNewInstance = "AND-TAP-NEW-INSTANCE"
  case andTapNewIntent = "AND-TAP-NEW-INTENT"
  case andResumeAfterNewIntent = "AND-RESUME-AFTER-NEW-INTENT"
  case andConfigChange = "AND-CONFIG-CHANGE"
  case andNoContentIntent = "AND-NO-CONTENT-INTENT"
  case andNoDeleteIntent = "AND-NO-DELETE-INTENT"
  case andPendingIntentCancelled = "AND-PENDING-INTENT-CANCELLED"
  case andDismiss = "AND-DISMISS"
  case andResume = "AND-RESUME"
  case andRecents = "AND-RECENTS"
  case andLauncher = "AND-LAUNCHER"
  case andProcessStart = "AND-PROCESS-START"
  case appProcessKilled = "APP-PROCESS-KILLED"
  case andLauncherRestore = "AND-LAUNCHER-RESTORE"
  case andLifecycle = "AND-LIFECYCLE"
  case andForceStop = "AND-FORCE-STOP"
  case andNotShown = "AND-NOT-SHOWN"
  case andTaskClear = "AND-TASK-CLEAR"
  case andTaskToFront = "AND-TASK-TO-FRONT"
  case andTaskNew = "AND-TASK-NEW"
  case andSingleTaskNewIntent = "AND-SINGLE-TASK-NEW-INTENT"
  case andReorderToFront = "AND-REORDER-TO-FRONT"
  case andNoHistory = "AND-NO-HISTORY"
  case andActivitiesStack = "AND-ACTIVITIES-STACK"
  case andBroadcast = "AND-BROADCAST"
  case andService = "AND-SERVICE"
  case andTrampolineBlocked = "AND-TRAMPOLINE-BLOCKED"
  case andTrampolineStart = "AND-TRAMPOLINE-START"
  case andActivityStart = "AND-ACTIVITY-START"
  case andConfigHandled = "AND-CONFIG-HANDLED"
  case andAction = "AND-ACTION"
  case andReplacedByApp = "AND-REPLACED-BY-APP"
  case andCancelledByApp = "AND-CANCELLED-BY-APP"
  case appStepImpossible = "APP-STEP-IMPOSSIBLE"
  case andNoAction = "AND-NO-ACTION"
  case andActionNotOffered = "AND-ACTION-NOT-OFFERED"
  case andNoSuchComponent = "AND-NO-SUCH-COMPONENT"
  case andOtherApp = "AND-OTHER-APP"
  case andIntentOtherPush = "AND-INTENT-OTHER-PUSH"
  case andIntentNoPush = "AND-INTENT-NO-PUSH"
  case andIntentTaskToFront = "AND-INTENT-TASK-TO-FRONT"
  case andLostTrampoline = "AND-LOST-TRAMPOLINE"
}
