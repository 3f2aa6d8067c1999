/// The device conditions a case runs under, where they change what the OS delivers.
public struct DeviceSettings: Sendable, Hashable {
  /// Whether the user allowed notifications (iOS authorisation; Android 13+ `POST_NOTIFICATIONS`).
  public var notificationsAllowed = true
  /// iOS Background App Refresh for the app.
  public var backgroundAppRefresh = true
  /// iOS: the system is holding background pushes back (Low Power Mode, budget)
  /// and delivers only the newest when the app next comes up.
  public var deferBackgroundDelivery = false
  /// iOS: the app sets a `UNUserNotificationCenter` delegate before launch
  /// finishes (the documents' app does). Without one (the legacy path) a tap
  /// on a content-available notification reaches `didReceiveRemoteNotification`
  /// with the `inactive` state instead of `userNotificationCenter(_:didReceive:)`.
  public var notificationDelegate = true

  /// The defaults: notifications allowed, Background App Refresh on, no deferral.
  public init() {}
}

/// A notification category the app registers (iOS `UNNotificationCategory`).
public struct NotificationCategory: Sendable, Hashable {
  /// The category identifier that payloads name in `aps.category`.
  public var identifier: String
  /// Whether the category has the `customDismissAction` option.
  public var customDismissAction: Bool
  /// The action buttons of the category.
  public var actions: [NotificationAction]

  /// Creates a category.
  public init(identifier: String, customDismissAction: Bool, actions: [NotificationAction] = []) {
    self.identifier = identifier
    self.customDismissAction = customDismissAction
    self.actions = actions
  }

  /// The category the documents register: `DEFAULT` with `customDismissAction`
  /// (`ACS-PUSH-TRACKING-FR`, push-click-tracking-iOS).
  public static let documentedDefault = NotificationCategory(identifier: "DEFAULT", customDismissAction: true)
}

/// An action button of a notification category.
public struct NotificationAction: Sendable, Hashable {
  /// The action identifier delivered in the response.
  public var identifier: String
  /// Whether the action has the `foreground` option (it opens the app).
  public var opensApp: Bool
  /// Whether the action has the `destructive` option (shown in red; delivered like any other).
  public var destructive: Bool
  /// Whether the action has the `authenticationRequired` option (the device must be unlocked first).
  public var authenticationRequired: Bool

  /// Creates an action.
  public init(identifier: String, opensApp: Bool, destructive: Bool = false, authenticationRequired: Bool = false) {
    self.identifier = identifier
    self.opensApp = opensApp
    self.destructive = destructive
    self.authenticationRequired = authenticationRequired
  }
}
