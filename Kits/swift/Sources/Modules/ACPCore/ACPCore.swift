// `import ACPCore` in an app's own file builds on the kit: this module stands in for ACPCore, an Objective-C framework
// (the kit declares the ACPCore pod's ACPIdentity, ACPLifecycle and ACPSignal here too). It brings the kit's
// declarations of its names and no others, which need their own import as on iOS; ModuleExportsTests holds the list to
// Kits/reference/ios. Foundation comes with it, as its headers import it and its module exports what they import, and
// with Foundation Objective-C's `Selector`; UIKit does not (its headers do not import it).
@_exported import Foundation
@_exported import enum TrackCheckKit.ACPCore
@_exported import enum TrackCheckKit.ACPIdentity
@_exported import enum TrackCheckKit.ACPLifecycle
@_exported import enum TrackCheckKit.ACPMobileLogLevel
@_exported import enum TrackCheckKit.ACPSignal
@_exported import struct TrackCheckKit.Selector
