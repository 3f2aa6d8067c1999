import Foundation
import UIKit
import UserNotifications

// The Swift port of a Cordova app's `AppDelegate.m` (README, "Objective-C app-delegate categories"): what its
// `application:didFinishLaunchingWithOptions:` does for push, its Cordova superclass and view controller left out.
// The category `AppDelegate+notification.m` is ported beside it, as an extension (AppDelegate+notification.swift).
// Built in Swift 5 language mode through the AppSources plugin, as the app's other Swift files would be. (An app
// names it AppDelegate.swift; here the test target has an Xcode app's AppDelegate.swift already, and two files of one
// name in a module make the compiler warn that their #fileID is the same.)

class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    UNUserNotificationCenter.current().delegate = self
    application.registerForRemoteNotifications()
    return true
  }
}
