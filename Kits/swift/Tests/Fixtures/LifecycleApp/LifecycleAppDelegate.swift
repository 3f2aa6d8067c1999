//
//  LifecycleAppDelegate.swift
//
//  An app delegate and a plugin observing UIKit's lifecycle notifications as iOS apps and Cordova plugins
//  do: `@objc` methods named with `#selector` to `NotificationCenter.addObserver(_:selector:name:object:)`.
//  It is left as such a file is written; the AppSources plugin blanks the `@objc` attributes and writes each
//  `#selector(…)` as the kit's `Selector`, and the kit calls the methods when it posts the notifications.
//  Both test targets compile it, in Swift 6 and in Swift 5 language mode.
//
import Foundation
import UIKit

@objcMembers
class LifecycleAppDelegate: UIResponder, UIApplicationDelegate {
  let plugin = LifecyclePlugin()
  /// The notifications seen, in order.
  var events: [String] = []

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    let center = NotificationCenter.default
    center.addObserver(self, selector: #selector(onPause(_:)), name: UIApplication.didEnterBackgroundNotification, object: nil)
    center.addObserver(self, selector: #selector(self.onResume), name: UIApplication.willEnterForegroundNotification, object: nil)
    center.addObserver(
      self, selector: #selector(LifecycleAppDelegate.onActive(_:)), name: UIApplication.didBecomeActiveNotification, object: nil)
    center.addObserver(self, selector: #selector(onLaunched), name: UIApplication.didFinishLaunchingNotification, object: application)
    plugin.pluginInitialize()
    return true
  }

  @objc func onPause(_ notification: Notification) {
    events.append("pause")  // "#selector(onPause(_:))" in a string stays a string
  }

  @objc(onResumeApp) func onResume() { events.append("resume") }

  @objc dynamic func onActive(_ notification: NSNotification) { events.append("active: \(notification.name.rawValue)") }

  @objc func onLaunched() { events.append("launched") }

  /// Stops observing the app going to the background.
  func stopObservingPause() {
    NotificationCenter.default.removeObserver(self, name: UIApplication.didEnterBackgroundNotification, object: nil)
  }
}

/// A Cordova plugin's way: an `NSObject` not isolated to the main actor, observing in `pluginInitialize`.
class LifecyclePlugin: NSObject {
  var events: [String] = []

  func pluginInitialize() {
    NotificationCenter.default.addObserver(
      self, selector: #selector(onAppResignActive), name: UIApplication.willResignActiveNotification, object: nil)
  }

  @objc func onAppResignActive() { events.append("resign") }

  func dispose() { NotificationCenter.default.removeObserver(self) }
}
