import Foundation

// A case's app runs in processes: the one that was running when the case began, and a new one after each
// `Process.killed` (a system kill, a force-quit) and at the next case. What the app kept in memory must not
// outlive its process. The kit's own state (`UIApplication.shared`, `UNUserNotificationCenter.current()`,
// the SDK's set-up, the recorder) is made anew for each. What the app keeps elsewhere (its statics and
// globals, the observers it added to Foundation's `NotificationCenter.default`, which lives as long as
// the adapter) is reset by the hooks the adapter registers with `TrackCheck.onNewProcess(_:)`.

extension TrackCheck {
  @MainActor static var newProcessHooks: [@MainActor () -> Void] = []

  /// Registers `reset`, run each time the app's process starts anew: at each case's beginning and after
  /// `Process.killed`, after the kit made its own state anew and before the app is created. Reset there
  /// what your app keeps in statics or globals, and remove the observers it added to Foundation's
  /// `NotificationCenter.default`, so that nothing outlives the process that set it, as on a device:
  ///
  /// ```swift
  /// TrackCheck.onNewProcess {
  ///   PushTracking.seen = []
  ///   for observer in AppDelegate.observers { NotificationCenter.default.removeObserver(observer) }
  ///   AppDelegate.observers = []
  /// }
  /// ```
  @MainActor
  public static func onNewProcess(_ reset: @escaping @MainActor () -> Void) {
    newProcessHooks.append(reset)
  }

  @MainActor static func runNewProcessHooks() {
    for hook in newProcessHooks { hook() }
  }
}
