// `import UserNotificationsUI` in an app's own file builds on the kit: push tracking needs none of its names
// (a notification content extension's), so this module declares none of its own.
@_exported import TrackCheckKit
