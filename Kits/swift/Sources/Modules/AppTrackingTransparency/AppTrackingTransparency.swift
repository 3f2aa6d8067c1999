// `import AppTrackingTransparency` in an app's own file builds on the kit: this module stands in for
// AppTrackingTransparency. It brings the kit's declarations of AppTrackingTransparency's names and no others, which
// need their own import as on iOS; ModuleExportsTests holds the list to Kits/reference/ios. Foundation comes with it,
// as the framework re-exports it, and with Foundation Objective-C's `Selector`; os's logging names come too, which the
// C module `os` cannot bring on its own.
@_exported import Foundation

@_exported import enum TrackCheckKit.ATTrackingManager
@_exported import struct TrackCheckKit.Logger
@_exported import class TrackCheckKit.OSLog
@_exported import struct TrackCheckKit.OSLogType
@_exported import struct TrackCheckKit.Selector
@_exported import func TrackCheckKit.os_log
