// The parity tracker on the Swift kit (Tests/Fixtures/parity/README.md): the same logic in every kit.
import Foundation
import TrackCheckKit

@MainActor func track(_ extras: [String: Any], _ actions: String...) {
  guard let deliveryID = extras["_dId"] as? String, let broadlogID = extras["_mId"] as? String else { return }
  for action in actions { MobileCore.collectMessageInfo(["deliveryId": deliveryID, "broadlogId": broadlogID, "action": action]) }
}

/// What the app keeps in memory: pushes whose notification is posted later, at the next callback.
@MainActor enum AppMemory {
  static var waiting: [[String: String]] = []
  static var posted = 0

  static func postWaiting(_ context: Context) {
    let now = waiting
    waiting = []
    for data in now {
      posted += 1
      let number = posted
      let flags: PendingIntent.Flags = [.updateCurrent, .immutable]
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

final class Messaging: FirebaseMessagingService {
  override func onMessageReceived(_ message: RemoteMessage) {
    AppMemory.postWaiting(self)
    track(message.data, "7")
    AppMemory.waiting.append(message.data)
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
    track(intent.extras, "2")
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
    if !intent.flags.contains(.launchedFromHistory) { track(intent.extras, "2", "1") }
  }
}

exit(
  MainActor.assumeIsolated {
    TrackCheck.serve(name: "parity-swift", version: "1", apis: [.collectMessageInfo, .trackAction]) { _ in
      AppMemory.waiting = []
      AppMemory.posted = 0
      return AndroidApp()
        .targetSdk(31)
        .messagingService(Messaging.self)
        .receiver(NotificationDismissedReceiver.self)
        .receiver(TapReceiver.self)
        .service(SyncService.self)
        .activity(MainActivity.self, launchMode: .singleTop, launcher: true, configChanges: ["orientation", "screenSize"])
    }
  })
