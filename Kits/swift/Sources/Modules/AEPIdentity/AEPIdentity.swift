// `import AEPIdentity` in an app's own file builds on the kit: this module stands in for AEPIdentity. It brings the
// kit's declarations of AEPIdentity's names and no others, which need their own import as on iOS; ModuleExportsTests
// holds the list to Kits/reference/ios. It re-exports UIKit and UserNotifications, as the SDK does when CocoaPods
// builds it as a framework (its umbrella header imports UIKit; Adobe's MessagingDemoAppSwiftUI names UIApplication and
// UNUserNotificationCenter in a file importing only AEP modules, aepsdk-messaging-ios@5dad851d,
// TestApps/MessagingDemoAppSwiftUI/AppDelegate.swift). Built by Swift Package Manager it brings neither: a file
// relying on this builds with CocoaPods, not with SPM.
// Its `Identity` is declared here, not re-exported from the kit, so that a file importing both AEPIdentity and
// AEPEdgeIdentity finds two modules' `Identity` and calls a bare `Identity` ambiguous, as Xcode does.
import TrackCheckKit
@_exported import UIKit
@_exported import UserNotifications

/// AEPIdentity's `Identity` extension.
public typealias Identity = TrackCheckKit.Identity
