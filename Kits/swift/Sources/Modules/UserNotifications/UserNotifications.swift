// `import UserNotifications` in an app's own file builds on the kit: this module stands in for UserNotifications. It
// brings the kit's declarations of UserNotifications's names and no others, which need their own import as on iOS;
// ModuleExportsTests holds the list to Kits/reference/ios. Foundation comes with it, as the framework re-exports it,
// and with Foundation Objective-C's `Selector`; os's logging names come too, which the C module `os` cannot bring on
// its own.
@_exported import Foundation

@_exported import struct TrackCheckKit.Logger
@_exported import class TrackCheckKit.OSLog
@_exported import struct TrackCheckKit.OSLogType
@_exported import struct TrackCheckKit.Selector
@_exported import struct TrackCheckKit.UNAuthorizationOptions
@_exported import enum TrackCheckKit.UNAuthorizationStatus
@_exported import class TrackCheckKit.UNNotification
@_exported import class TrackCheckKit.UNNotificationAction
@_exported import struct TrackCheckKit.UNNotificationActionOptions
@_exported import class TrackCheckKit.UNNotificationCategory
@_exported import struct TrackCheckKit.UNNotificationCategoryOptions
@_exported import class TrackCheckKit.UNNotificationContent
@_exported import var TrackCheckKit.UNNotificationDefaultActionIdentifier
@_exported import var TrackCheckKit.UNNotificationDismissActionIdentifier
@_exported import struct TrackCheckKit.UNNotificationPresentationOptions
@_exported import class TrackCheckKit.UNNotificationRequest
@_exported import class TrackCheckKit.UNNotificationResponse
@_exported import class TrackCheckKit.UNNotificationSettings
@_exported import class TrackCheckKit.UNUserNotificationCenter
@_exported import protocol TrackCheckKit.UNUserNotificationCenterDelegate
@_exported import func TrackCheckKit.os_log
