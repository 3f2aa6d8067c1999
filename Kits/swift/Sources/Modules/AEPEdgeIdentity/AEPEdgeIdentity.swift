// `import AEPEdgeIdentity` in an app's own file builds on the kit: this module stands in for AEPEdgeIdentity. It
// brings AEPEdgeIdentity's `Identity` (Kits/reference/ios/AEPEdgeIdentity.swiftinterface) and no other name: the kit's
// other names need their own import, as on iOS. A file importing both AEPIdentity and AEPEdgeIdentity names each by
// its module (`AEPEdgeIdentity.Identity.self`), as in Xcode. A test (ModuleExportsTests) holds this to the references.
// It re-exports UIKit and UserNotifications, as the SDK does when CocoaPods builds it as a framework (its umbrella
// header imports UIKit; Adobe's MessagingDemoAppSwiftUI names UIApplication and UNUserNotificationCenter in a file
// importing only AEP modules, aepsdk-messaging-ios@5dad851d, TestApps/MessagingDemoAppSwiftUI/AppDelegate.swift).
// Built by Swift Package Manager it brings neither: a file relying on this builds with CocoaPods, not with SPM.
import TrackCheckKit
@_exported import UIKit
@_exported import UserNotifications

/// AEPEdgeIdentity's `Identity` extension (the Edge Network's identities).
public typealias Identity = TrackCheckKit.AEPEdgeIdentity.Identity
