import Foundation

// The UIKit surface push-tracking code touches, so an app delegate written
// for iOS builds on Linux unchanged. Write `#if canImport(UIKit) import UIKit
// #else import TrackCheckKit #endif` at the top of the tracker's files.

/// `UIResponder`: the app delegate's usual superclass.
@MainActor
open class UIResponder: NSObject {
  override public init() { super.init() }
}

/// `UIBackgroundFetchResult`: what a background notification handler reports.
public enum UIBackgroundFetchResult: Int, Sendable {
  case newData, noData, failed
}

/// `UIApplication`: the app as the system runs it; trackcheck sets its state before each callback.
@MainActor
public final class UIApplication {
  /// The app's state (`applicationState`).
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// The keys of `application(_:didFinishLaunchingWithOptions:)`'s options.
  public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The userInfo of the remote notification whose tap launched the app.
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
  }

  /// The app of this process; a new process (a new case, or after the process was killed) gets a new one.
  public internal(set) static var shared = UIApplication()

  /// Whether the app is in the foreground and receiving events, in it but not receiving them, or in the background.
  public internal(set) var applicationState: State = .background

  /// The app delegate the kit calls.
  public internal(set) weak var delegate: (any UIApplicationDelegate)?

  /// Whether `registerForRemoteNotifications()` was called.
  public private(set) var isRegisteredForRemoteNotifications = false

  /// The badge number the app sets.
  public var applicationIconBadgeNumber = 0

  init() {}

  /// `registerForRemoteNotifications()`: recorded; the device token is not needed to track.
  public func registerForRemoteNotifications() { isRegisteredForRemoteNotifications = true }
}

/// `UIApplicationDelegate`: the app's handlers. Every method is optional, as in UIKit.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void)
  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  func applicationWillEnterForeground(_ application: UIApplication)
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) { completionHandler(.noData) }
  public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
}
