// `import UIKit` in an app's own file builds on the kit: this module stands in for UIKit. It brings the kit's
// declarations of UIKit's names and no others, which need their own import as on iOS; ModuleExportsTests holds the
// list to Kits/reference/ios. Foundation comes with it, as the framework re-exports it, and with Foundation
// Objective-C's `Selector`; os's logging names come too, which the C module `os` cannot bring on its own.
@_exported import Foundation

@_exported import struct TrackCheckKit.Logger
@_exported import class TrackCheckKit.OSLog
@_exported import struct TrackCheckKit.OSLogType
@_exported import struct TrackCheckKit.Selector
@_exported import class TrackCheckKit.UIApplication
@_exported import protocol TrackCheckKit.UIApplicationDelegate
@_exported import enum TrackCheckKit.UIBackgroundFetchResult
@_exported import enum TrackCheckKit.UIBackgroundRefreshStatus
@_exported import class TrackCheckKit.UIResponder
@_exported import class TrackCheckKit.UIScene
@_exported import class TrackCheckKit.UISceneConfiguration
@_exported import class TrackCheckKit.UISceneSession
@_exported import func TrackCheckKit.os_log
