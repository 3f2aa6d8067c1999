// The parity tracker on the Swift kit (Tests/Fixtures/parity/README.md): the same logic in every kit.
//
//   parity-swift-adapter [--platform android|ios] [--reports calls,hits]
import Foundation
import TrackCheckKit

/// Where the app's SDK sends its requests (`MobileCore.updateConfigurationWith(configDict:)`, at launch).
let configuration: [String: Any] = [
  "campaign.server": "parity.campaign.example.com", "campaignclassic.trackingServer": "parity.tracking.example.com",
  "edge.domain": "parity.edge.example.com", "edge.configId": "parity-datastream", "messaging.eventDataset": "parity-dataset",
]

/// Which product sent the push: Journey Optimizer (`_xdm`), Campaign Classic (`_dId` and a decimal or UUID `_mId`), else
/// Campaign Standard.
enum Kind {
  case journey, classic, standard

  init(_ keys: [String: Any]) {
    if keys["_xdm"] != nil {
      self = .journey
    } else if keys["_dId"] != nil, let messageID = keys["_mId"] as? String,
      (!messageID.isEmpty && messageID.allSatisfy { ("0"..."9").contains($0) }) || Self.isUUID(messageID)
    {
      self = .classic
    } else {
      self = .standard
    }
  }

  /// 8-4-4-4-12 hex digits, either case.
  static func isUUID(_ text: String) -> Bool {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
  }
}

@MainActor func track(_ extras: [String: Any], _ actions: String...) {
  guard let deliveryID = extras["_dId"] as? String, let broadlogID = extras["_mId"] as? String else { return }
  for action in actions { MobileCore.collectMessageInfo(["deliveryId": deliveryID, "broadlogId": broadlogID, "action": action]) }
}

func classicIDs(_ keys: [String: Any]) -> [AnyHashable: Any] { ["_mId": keys["_mId"] ?? "", "_dId": keys["_dId"] ?? ""] }

func keys(_ userInfo: [AnyHashable: Any]) -> [String: Any] {
  userInfo.reduce(into: [:]) { keys, entry in if let key = entry.key as? String { keys[key] = entry.value } }
}

// MARK: - Android

/// What the app keeps in memory: pushes whose notification is posted later, at the next callback.
@MainActor enum AppMemory {
  static var waiting: [RemoteMessage] = []
  static var posted = 0

  static func postWaiting(_ context: Context) {
    let now = waiting
    waiting = []
    for message in now {
      let data = message.data
      posted += 1
      let number = posted
      let flags: PendingIntent.Flags = [.updateCurrent, .immutable]
      // Journey Optimizer's pushes: the Swift kit has no Android Messaging (addPushTrackingDetails), so the tap carries the data alone.
      let tap = Intent(component: "TapReceiver", extras: data)
      let dismiss = Intent(component: "NotificationDismissedReceiver", extras: data)
      let stack = [Intent(component: "MainActivity"), Intent(component: "MainActivity", flags: .singleTop, extras: data)]
      let notification = AndroidNotification(
        contentIntent: .broadcast(requestCode: number, intent: tap, flags: flags),
        deleteIntent: .broadcast(requestCode: number, intent: dismiss, flags: flags),
        actions: [.init(title: "Open", intent: .activities(requestCode: number, intents: stack, flags: .immutable))])
      context.notificationManager.notify(id: number, tag: "campaign", notification: notification)
    }
  }
}

/// Configures the SDK when the process starts.
final class ParityApplication: Application {
  override func onCreate() { MobileCore.updateConfigurationWith(configDict: configuration) }
}

final class PushService: FirebaseMessagingService {
  override func onMessageReceived(_ message: RemoteMessage) {
    AppMemory.postWaiting(self)
    switch Kind(message.data) {
    case .journey: break  // Messaging.trackPushReceived: not in the Swift kit's Android stand-ins
    case .classic: CampaignClassic.trackNotificationReceive(withUserInfo: classicIDs(message.data))
    case .standard: track(message.data, "7")
    }
    AppMemory.waiting.append(message)
  }
}

/// A trampoline: the notification's tap reaches it, and it opens the activity with the push's extras, one of
/// its own added and one rewritten (the push is still the same push: its ids are unchanged).
final class TapReceiver: BroadcastReceiver {
  override func onReceive(context: Context, intent: Intent) {
    AppMemory.postWaiting(context)
    var open = Intent(component: "MainActivity", flags: [.newTask, .clearTop], extras: intent.extras)
    open.extras["tap"] = "true"
    if let title = intent.extras["title"] as? String { open.extras["title"] = "dispatched: " + title }
    context.startActivity(open)
  }
}

final class NotificationDismissedReceiver: BroadcastReceiver {
  override func onReceive(context: Context, intent: Intent) {
    AppMemory.postWaiting(context)
    if case .standard = Kind(intent.extras) { track(intent.extras, "2") }
  }
}

final class SyncService: Service {
  override func onStartCommand(intent: Intent, flags: Int, startId: Int) -> Int {
    notificationManager.cancelAll()
    return 2
  }
}

/// Tracks the intent that opened it (onCreate, onNewIntent) and consumes it in onResume.
final class MainActivity: Activity {
  override func onCreate(savedInstanceState: [String: Any]?) {
    if savedInstanceState == nil { handle(intent) }
  }
  override func onNewIntent(_ intent: Intent) { handle(intent) }
  override func onResume() {
    if intent.extras["_dId"] != nil { setIntent(Intent()) }
  }
  override func onPause() { AppMemory.postWaiting(self) }

  private func handle(_ intent: Intent) {
    guard !intent.flags.contains(.launchedFromHistory) else { return }
    switch Kind(intent.extras) {
    case .journey: break  // Messaging.handleNotificationResponse(intent, …): not in the Swift kit's Android stand-ins
    case .classic: CampaignClassic.trackNotificationClick(withUserInfo: classicIDs(intent.extras))
    case .standard: track(intent.extras, "2", "1")
    }
  }
}

// MARK: - iOS

/// Sets its notification-centre delegate and registers its categories at launch; configures the SDK there too.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let notificationDelegate = NotificationDelegate()

  static let categories: Set<UNNotificationCategory> = [
    UNNotificationCategory(
      identifier: "DEFAULT",
      actions: [
        UNNotificationAction(identifier: "REPLY", title: "Reply", options: []),
        UNNotificationAction(identifier: "VIEW", title: "View", options: .foreground),
      ], intentIdentifiers: [], options: .customDismissAction),
    UNNotificationCategory(
      identifier: "OFFER",
      actions: [
        UNNotificationAction(identifier: "OPEN_OFFER", title: "Open", options: [.foreground, .authenticationRequired]),
        UNNotificationAction(identifier: "DELETE", title: "Delete", options: .destructive),
      ], intentIdentifiers: []),
  ]

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    let center = UNUserNotificationCenter.current()
    center.delegate = notificationDelegate
    center.setNotificationCategories(Self.categories)
    MobileCore.updateConfigurationWith(configDict: configuration)
    return true
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    if application.applicationState == .background { notificationDelegate.receive(userInfo) }
    completionHandler(.noData)
  }

  func applicationDidBecomeActive(_ application: UIApplication) { notificationDelegate.becameActive() }

  func applicationDidEnterBackground(_ application: UIApplication) { notificationDelegate.opening = [] }
}

/// Impressions from willPresent and background pushes (once per push), clicks from responses, opens once the app is active.
@MainActor
final class NotificationDelegate: NSObject, @preconcurrency UNUserNotificationCenterDelegate {
  /// The pushes whose receive was tracked in this process.
  var received: Set<String> = []
  /// Pushes tapped while the app was not active: their open is tracked once it is.
  var opening: [[String: Any]] = []

  func receive(_ userInfo: [AnyHashable: Any]) {
    let push = keys(userInfo)
    guard let deliveryID = push["_dId"], let broadlogID = push["_mId"] else { return }
    let key = "\(deliveryID)/\(broadlogID)"
    guard !received.contains(key), (push["aps"] as? [String: Any])?["alert"] != nil else { return }
    received.insert(key)
    switch Kind(push) {
    case .classic: CampaignClassic.trackNotificationReceive(withUserInfo: userInfo)
    case .standard: track(push, "7")
    case .journey: break
    }
  }

  func becameActive() {
    let now = opening
    opening = []
    for push in now { track(push, "1") }
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    receive(notification.request.content.userInfo)
    completionHandler([.banner, .list, .sound])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    defer { completionHandler() }
    let content = response.notification.request.content
    let push = keys(content.userInfo)
    let kind = Kind(push)
    if case .journey = kind {
      Messaging.handleNotificationResponse(response)
      return
    }
    let category = AppDelegate.categories.first { $0.identifier == content.categoryIdentifier }
    let opened =
      response.actionIdentifier == UNNotificationDefaultActionIdentifier
      || category?.actions.first { $0.identifier == response.actionIdentifier }?.options.contains(.foreground) == true
    if case .classic = kind {
      if opened { CampaignClassic.trackNotificationClick(withUserInfo: content.userInfo) }
      return
    }
    track(push, "2")
    guard opened else { return }
    if UIApplication.shared.applicationState == .active {
      track(push, "1")
    } else {
      opening.append(push)
    }
  }
}

let arguments = CommandLine.arguments
let platform = arguments.firstIndex(of: "--platform").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } ?? "android"
let apis: [TrackingAPI] = [
  .collectMessageInfo, .trackAction, .trackNotificationReceive, .trackNotificationClick, .handleNotificationResponse,
]

exit(
  MainActor.assumeIsolated {
    if platform == "ios" {
      return TrackCheck.serve(name: "parity-swift", version: "1", apis: apis, reports: Evidence.commandLine()) { _ in AppDelegate() }
    }
    return TrackCheck.serve(name: "parity-swift", version: "1", apis: apis + [.trackPushReceived], reports: Evidence.commandLine()) { _ in
      AppMemory.waiting = []
      AppMemory.posted = 0
      return AndroidApp()
        .targetSdk(31)
        .application(ParityApplication.self)
        .messagingService(PushService.self)
        .receiver(NotificationDismissedReceiver.self)
        .receiver(TapReceiver.self)
        .service(SyncService.self)
        .activity(MainActivity.self, launchMode: .singleTop, launcher: true, configChanges: ["orientation", "screenSize"])
    }
  })
