import Foundation

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
public final class UNNotificationContent: NSObject, @unchecked Sendable {
  /// The payload as APNs delivers it: `aps` and the custom keys beside it.
  public let userInfo: [AnyHashable: Any]
  public let categoryIdentifier: String
  public let title: String
  public let body: String
  init(userInfo: [AnyHashable: Any]) {
    self.userInfo = userInfo
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
  init(userInfo: [AnyHashable: Any]) {
    request = UNNotificationRequest(identifier: UUID().uuidString, content: UNNotificationContent(userInfo: userInfo))
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

/// `UNUserNotificationCenterDelegate`: the app's notification handlers. Both are optional, as in UserNotifications.
@MainActor
public protocol UNUserNotificationCenterDelegate: AnyObject {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
}

extension UNUserNotificationCenterDelegate {
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) { completionHandler([]) }
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) { completionHandler() }
}

/// `UNUserNotificationCenter`: records the delegate and categories the app registers.
@MainActor
public final class UNUserNotificationCenter {
  static var instance = UNUserNotificationCenter(notificationsAllowed: true)

  /// The centre of this process.
  public static func current() -> UNUserNotificationCenter { instance }

  /// The delegate; held weakly, as UserNotifications does: keep your own reference.
  public weak var delegate: (any UNUserNotificationCenterDelegate)? {
    didSet { delegateWasSet = true }
  }
  /// Whether the app set the delegate since the kit last asked.
  var delegateWasSet = false

  /// The categories registered last (`setNotificationCategories`).
  private(set) var categories: Set<UNNotificationCategory>?
  /// Whether `setNotificationCategories` was called since the kit last asked.
  var categoriesChanged = false
  let notificationsAllowed: Bool

  init(notificationsAllowed: Bool) { self.notificationsAllowed = notificationsAllowed }

  /// `setNotificationCategories(_:)`: replaces the app's categories.
  public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    self.categories = categories
    categoriesChanged = true
  }

  /// `getNotificationCategories(completionHandler:)`.
  public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
    completionHandler(categories ?? [])
  }

  /// `requestAuthorization(options:completionHandler:)`: granted as the case's device settings say.
  public func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    completionHandler(notificationsAllowed, nil)
  }

  /// `getNotificationSettings(completionHandler:)`: authorized or denied, as the case's device settings say.
  public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
    completionHandler(UNNotificationSettings(authorizationStatus: notificationsAllowed ? .authorized : .denied))
  }

  /// The categories as `version` reports them, by identifier.
  func reportedCategories(_ version: Int) -> [[String: Any]] {
    (categories ?? []).sorted { $0.identifier < $1.identifier }.map { $0.reported(version) }
  }
}
