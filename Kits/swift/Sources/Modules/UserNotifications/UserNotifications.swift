// `import UserNotifications` in an app's own file builds on the kit: this module stands in for UserNotifications (UNUserNotificationCenter and its delegate, categories, responses),
// whose names the kit declares.
@_exported import TrackCheckKit
