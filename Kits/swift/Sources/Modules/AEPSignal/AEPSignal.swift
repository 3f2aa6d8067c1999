// `import AEPSignal` in an app's own file builds on the kit: this module stands in for AEPSignal. It brings the kit's
// declarations of AEPSignal's names and no others, which need their own import as on iOS; ModuleExportsTests holds the
// list to Kits/reference/ios. It re-exports UIKit and UserNotifications, as the SDK does when CocoaPods builds it as a
// framework (its umbrella header imports UIKit; Adobe's MessagingDemoAppSwiftUI names UIApplication and
// UNUserNotificationCenter in a file importing only AEP modules, aepsdk-messaging-ios@5dad851d,
// TestApps/MessagingDemoAppSwiftUI/AppDelegate.swift). Built by Swift Package Manager it brings neither: a file
// relying on this builds with CocoaPods, not with SPM.
@_exported import UIKit
@_exported import UserNotifications
@_exported import class TrackCheckKit.Signal
