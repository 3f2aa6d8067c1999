import Foundation
import Synchronization

// The UserNotifications surface push-tracking code touches. The centre records
// what the app registers (its delegate, its categories): protocol 2 reports it,
// and trackcheck plays dismissals and action buttons by it.

// swift-format-ignore: AlwaysUseLowerCamelCase
// UserNotifications' own names, so tracker code builds unchanged.
/// The action identifier of a response to a tap on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The action identifier of a dismissal (delivered only for a category with `.customDismissAction`).
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = Self(rawValue: 1 << 0)
  public static let sound = Self(rawValue: 1 << 1)
  public static let alert = Self(rawValue: 1 << 2)
  public static let provisional = Self(rawValue: 1 << 6)
}

/// `UNNotificationPresentationOptions`: how a notification shows while the app is in the foreground.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = Self(rawValue: 1 << 0)
  public static let sound = Self(rawValue: 1 << 1)
  public static let alert = Self(rawValue: 1 << 2)
  public static let list = Self(rawValue: 1 << 3)
  public static let banner = Self(rawValue: 1 << 4)
}

/// `UNNotificationCategoryOptions`.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Deliver dismissals to the delegate (`UNNotificationDismissActionIdentifier`).
  public static let customDismissAction = Self(rawValue: 1 << 0)
  public static let allowInCarPlay = Self(rawValue: 1 << 1)
}

/// `UNNotificationActionOptions`.
public struct UNNotificationActionOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let authenticationRequired = Self(rawValue: 1 << 0)
  public static let destructive = Self(rawValue: 1 << 1)
  /// The action brings the app to the foreground.
  public static let foreground = Self(rawValue: 1 << 2)

  /// The options by their protocol names, in the order the kits report them.
  static let names: [(Self, String)] = [
    (.foreground, "foreground"), (.destructive, "destructive"), (.authenticationRequired, "authenticationRequired"),
  ]

  /// An action's options as the harness describes them: `options`, or v2's `opensApp` (the same as `.foreground`).
  init(reported action: [String: Any]) {
    let listed = action["options"] as? [String] ?? []
    self = Self(Self.names.filter { listed.contains($0.1) }.map(\.0))
    if action["opensApp"] as? Bool == true { insert(.foreground) }
  }
}

/// `UNNotificationAction`: an action button.
public final class UNNotificationAction: NSObject, Sendable {
  public let identifier: String
  public let title: String
  public let options: UNNotificationActionOptions
  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
    self.options = options
  }
}

/// `UNNotificationCategory`: a category the app registers, with its actions and options.
public final class UNNotificationCategory: NSObject, Sendable {
  public let identifier: String
  public let actions: [UNNotificationAction]
  public let intentIdentifiers: [String]
  public let options: UNNotificationCategoryOptions
  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
  }

  /// The category as `version` reports it: 3 adds each action's `options`.
  func reported(_ version: Int) -> [String: Any] {
    [
      "identifier": identifier, "customDismissAction": options.contains(.customDismissAction),
      "actions": actions.map { action -> [String: Any] in
        var value: [String: Any] = ["identifier": action.identifier, "opensApp": action.options.contains(.foreground)]
        if version >= 3 { value["options"] = UNNotificationActionOptions.names.filter { action.options.contains($0.0) }.map(\.1) }
        return value
      },
    ]
  }
}

/// `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined, denied, authorized, provisional, ephemeral
}

/// `UNNotificationSettings`: what the user allowed.
public final class UNNotificationSettings: NSObject, Sendable {
  public let authorizationStatus: UNAuthorizationStatus
  init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }
}

/// `UNNotificationContent`: what the notification carries.
public final class UNNotificationContent: NSObject, Sendable {
  /// The payload as APNs delivers it: `aps` and the custom keys beside it, as `JSONSerialization` reads
  /// them (each read is a fresh copy, so the content can cross threads as the SDK's does).
  public var userInfo: [AnyHashable: Any] {
    let parsed = try? JSONSerialization.jsonObject(with: payload, options: [.fragmentsAllowed])
    return (parsed as? [String: Any] ?? [:]).reduce(into: [:]) { userInfo, entry in userInfo[entry.key] = entry.value }
  }
  public let categoryIdentifier: String
  public let title: String
  public let body: String
  /// The payload's JSON text.
  private let payload: Data
  init(userInfo: [AnyHashable: Any]) {
    payload = Data(JSONValue(userInfo).text.utf8)
    let aps = userInfo["aps"] as? [String: Any] ?? [:]
    categoryIdentifier = aps["category"] as? String ?? ""
    let alert = aps["alert"]
    title = (alert as? [String: Any])?["title"] as? String ?? ""
    body = (alert as? [String: Any])?["body"] as? String ?? alert as? String ?? ""
  }
}

/// `UNNotificationRequest`.
public final class UNNotificationRequest: NSObject, Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  init(identifier: String, content: UNNotificationContent) {
    self.identifier = identifier
    self.content = content
  }
}

/// `UNNotification`: a delivered notification.
public final class UNNotification: NSObject, Sendable {
  public let request: UNNotificationRequest
  public let date: Date
  init(userInfo: [AnyHashable: Any], identifier: String? = nil) {
    request = UNNotificationRequest(identifier: identifier ?? UUID().uuidString, content: UNNotificationContent(userInfo: userInfo))
    date = Date()
  }
}

/// `UNNotificationResponse`: the user's action on a notification.
public final class UNNotificationResponse: NSObject, Sendable {
  public let notification: UNNotification
  public let actionIdentifier: String
  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// `UNUserNotificationCenterDelegate`: the app's notification handlers. Every method is optional, as in
/// UserNotifications, and each completion-handler method has its `async` form, as Swift imports it: an app writes
/// either, and the kit calls the one it wrote (an app that writes neither is treated as iOS treats a delegate that
/// does not respond to the method: a notification in the foreground is not presented, a response is not delivered).
///
/// An app that writes both forms of a method does not build for iOS (its two methods have the one Objective-C
/// selector); the kit calls its completion-handler form.
///
/// Not isolated to the main actor, as the SDK declares it (the system calls it on the main thread, and so
/// does the kit): a main-actor class (an app delegate) conforms with `nonisolated` methods or a
/// `@preconcurrency` conformance in Swift 6, and with a warning in Swift 5, as against UserNotifications. Its
/// `async` forms may be main-actor methods (the kit runs them on the main actor, at once).
public protocol UNUserNotificationCenterDelegate: AnyObject {
  /// A notification arrived while the app was in the foreground; the options say how to present it.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
  /// A notification arrived while the app was in the foreground: the `async` form, answering how to present it.
  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions
  /// The user acted on a notification: a tap, a dismissal (with `.customDismissAction`), an action button.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
  /// The user acted on a notification: the `async` form.
  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
  /// The user asked for the app's notification settings (never called by the kit).
  func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  /// The app did not write this method: its `async` form answers, if the app wrote that.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    nonisolated(unsafe) let delegate = self
    DelegateCall.start({ await delegate.userNotificationCenter(center, willPresent: notification) }, then: completionHandler)
  }

  /// The app wrote neither form: the notification is not presented (the kit notes that the delegate lacks the method).
  @MainActor
  public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions
  {
    DelegateCall.notImplemented()
    return []
  }

  /// The app did not write this method: its `async` form is called, if the app wrote that.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    nonisolated(unsafe) let delegate = self
    DelegateCall.start({ await delegate.userNotificationCenter(center, didReceive: response) }, then: completionHandler)
  }

  /// The app wrote neither form: the response is not delivered (the kit notes that the delegate lacks the method).
  @MainActor
  public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
    DelegateCall.notImplemented()
  }

  /// Does nothing.
  public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// `UNUserNotificationCenter`: records the delegate and categories the app registers.
///
/// `Sendable`, as the SDK declares it: its methods may be called from any thread. The delegate is the one
/// main-actor member (`@preconcurrency`, so Swift 5 code that sets it from a completion handler builds with a warning).
public final class UNUserNotificationCenter: Sendable {
  /// What the app registered, behind a lock.
  struct Registered: Sendable {
    /// The categories registered last (`setNotificationCategories`).
    var categories: Set<UNNotificationCategory>?
    /// Whether `setNotificationCategories` was called since the kit last asked.
    var categoriesChanged = false
    /// The notifications that arrived in the foreground, with the delegate's answers.
    var presentations: [Presentation] = []
  }

  /// A notification that arrived while the app was in the foreground, and how it was presented.
  struct Presentation: Sendable {
    /// The notification.
    let notification: UNNotification
    /// The options the delegate's `willPresent` answered with (either form); nil when it gave none: the centre had no
    /// delegate, the delegate has no `willPresent`, or it has not called the completion handler.
    var options: UNNotificationPresentationOptions?
    /// Whether the notification was shown: as a banner, in the list, as an alert, with a sound or a badge.
    var isPresented: Bool { !(options ?? []).isEmpty }
  }

  /// The delegate, held weakly, on the main actor.
  @MainActor final class DelegateSlot {
    weak var delegate: (any UNUserNotificationCenterDelegate)?
    /// Whether the app set the delegate since the kit last asked.
    var wasSet = false
    nonisolated init() {}
  }

  static let instance = Mutex(UNUserNotificationCenter(notificationsAllowed: true))

  /// The centre of this process (each new process has its own).
  public static func current() -> UNUserNotificationCenter { instance.withLock { $0 } }

  let slot = DelegateSlot()
  let registered = Mutex(Registered())
  let notificationsAllowed: Bool

  init(notificationsAllowed: Bool) { self.notificationsAllowed = notificationsAllowed }

  /// The delegate; held weakly, as UserNotifications does: keep your own reference.
  @preconcurrency @MainActor public var delegate: (any UNUserNotificationCenterDelegate)? {
    get { slot.delegate }
    set {
      slot.delegate = newValue
      slot.wasSet = true
    }
  }

  /// The notifications that arrived while the app was in the foreground, in order, and how each was presented:
  /// iOS presents one as the delegate's `willPresent` answers, and not at all without one.
  var presentations: [Presentation] { registered.withLock { $0.presentations } }

  /// Notes a notification arriving in the foreground; answers its place in ``presentations``.
  func arrive(_ notification: UNNotification) -> Int {
    registered.withLock {
      $0.presentations.append(Presentation(notification: notification))
      return $0.presentations.count - 1
    }
  }

  /// Notes how the notification at `index` of ``presentations`` is presented: the delegate's answer.
  func present(_ index: Int, _ options: UNNotificationPresentationOptions) {
    registered.withLock { $0.presentations[index].options = options }
  }

  /// The categories registered last, if any.
  var categories: Set<UNNotificationCategory>? { registered.withLock { $0.categories } }

  /// Whether `setNotificationCategories` was called since the kit last asked; asking resets it.
  func takeCategoriesChanged() -> Bool {
    registered.withLock { registered in
      defer { registered.categoriesChanged = false }
      return registered.categoriesChanged
    }
  }

  /// `setNotificationCategories(_:)`: replaces the app's categories.
  public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    registered.withLock {
      $0.categories = categories
      $0.categoriesChanged = true
    }
  }

  /// `getNotificationCategories(completionHandler:)`; answered after the current callback, as iOS answers later.
  public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
    let categories = self.categories ?? []
    answer { completionHandler(categories) }
  }

  /// `requestAuthorization(options:completionHandler:)`: granted as the case's device settings say.
  ///
  /// Answered after the current callback returns, as iOS answers on a queue of its own: a delegate set in
  /// the completion handler is set after launch finished (late).
  public func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let granted = notificationsAllowed
    answer { completionHandler(granted, nil) }
  }

  /// `getNotificationSettings(completionHandler:)`: authorized or denied, as the case's device settings say;
  /// answered after the current callback, as iOS answers later.
  public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
    let status: UNAuthorizationStatus = notificationsAllowed ? .authorized : .denied
    answer { completionHandler(UNNotificationSettings(authorizationStatus: status)) }
  }

  /// The answers to the app's requests, waiting for the current callback to return.
  let answers = Mutex<[@Sendable () -> Void]>([])

  private func answer(_ work: @escaping @Sendable () -> Void) { answers.withLock { $0.append(work) } }

  /// Gives the answers waiting; answers whether there were any.
  func runAnswers() -> Bool {
    let waiting = answers.withLock { waiting in
      defer { waiting = [] }
      return waiting
    }
    for work in waiting { work() }
    return !waiting.isEmpty
  }

  /// `removeAllDeliveredNotifications()`: nothing is kept, so nothing to remove.
  public func removeAllDeliveredNotifications() {}

  /// `removeAllPendingNotificationRequests()`: nothing is scheduled, so nothing to remove.
  public func removeAllPendingNotificationRequests() {}

  /// The categories as `version` reports them, by identifier.
  func reportedCategories(_ version: Int) -> [[String: Any]] {
    (categories ?? []).sorted { $0.identifier < $1.identifier }.map { $0.reported(version) }
  }
}
