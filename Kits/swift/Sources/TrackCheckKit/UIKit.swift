// Foundation comes with the kit, as it comes with UIKit: a file that imports UIKit alone uses Foundation's types.
@_exported import Foundation
import Synchronization

// The UIKit surface push-tracking code touches, so an app delegate written
// for iOS builds on Linux unchanged. Write `#if canImport(UIKit) import UIKit
// #else import TrackCheckKit #endif` at the top of the tracker's files.
//
// The isolation is UIKit's: `UIApplication`, `UIResponder` and
// `UIApplicationDelegate` are main-actor types. They are declared
// `@preconcurrency`, as an Objective-C framework is imported, so that code
// written for Swift 5 that uses them from nonisolated code (a completion
// handler calling `UIApplication.shared.registerForRemoteNotifications()`)
// builds with warnings, as it does against UIKit, in either language mode.

/// `UIResponder`: the app delegate's usual superclass.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  override public init() { super.init() }
}

/// `UIBackgroundFetchResult`: what a background notification handler reports.
public enum UIBackgroundFetchResult: Int, Sendable {
  case newData, noData, failed
}

/// `UIBackgroundRefreshStatus`: whether Background App Refresh is on (the case's device says).
public enum UIBackgroundRefreshStatus: Int, Sendable {
  case restricted, denied, available
}

/// `UIApplication`: the app as the system runs it; trackcheck sets its state before each callback.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
  /// The app's state (`applicationState`).
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// The keys of `application(_:didFinishLaunchingWithOptions:)`'s options.
  public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    /// A key by its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The userInfo of the remote notification whose tap launched the app.
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The URL the app was opened with.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }

  /// The keys of `open(_:options:completionHandler:)`'s options.
  public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    /// A key by its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open the URL only if an app handles it as a universal link.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// `UIApplication.didBecomeActiveNotification` and the other lifecycle notifications: the kit posts
  /// them on Foundation's `NotificationCenter.default` as it plays the delegate's lifecycle callbacks
  /// (remove your block observers at a new process: ``TrackCheck/onNewProcess(_:)``; those added with a selector
  /// end with it). Not isolated, as UIKit declares them: code of any isolation names them.
  nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
  /// Posted with `applicationWillResignActive(_:)`.
  nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
  /// Posted with `applicationWillEnterForeground(_:)`.
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
  /// Posted with `applicationDidEnterBackground(_:)`.
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
  /// Posted after `application(_:didFinishLaunchingWithOptions:)` returns.
  nonisolated public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")

  /// The app of this process; a new process (a new case, or after the process was killed) gets a new one.
  public internal(set) static var shared = UIApplication()

  /// Whether the app is in the foreground and receiving events, in it but not receiving them, or in the background.
  public internal(set) var applicationState: State = .background

  /// Whether Background App Refresh is available, as the case's device says.
  public internal(set) var backgroundRefreshStatus: UIBackgroundRefreshStatus = .available

  /// The app delegate the kit calls.
  public internal(set) weak var delegate: (any UIApplicationDelegate)?

  /// Whether `registerForRemoteNotifications()` was called (and not undone).
  public private(set) var isRegisteredForRemoteNotifications = false

  /// The URLs the app asked the system to open, in order (`open(_:options:completionHandler:)`); nothing opens.
  private(set) var openedURLs: [URL] = []

  /// The badge number the app sets.
  public var applicationIconBadgeNumber = 0

  /// What the app's remote-notification handler answered (either form of
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`), in order; iOS schedules the app's
  /// background time by it.
  nonisolated var backgroundFetchResults: [UIBackgroundFetchResult] { fetchResults.withLock { $0 } }

  /// The answers behind ``backgroundFetchResults``: a completion handler may be called from any thread.
  nonisolated let fetchResults = Mutex<[UIBackgroundFetchResult]>([])

  override init() { super.init() }

  /// `registerForRemoteNotifications()`: recorded; the system answers, as iOS does, after the current
  /// callback with `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`, with a token of
  /// 32 bytes (the tracking calls never carry it).
  public func registerForRemoteNotifications() {
    isRegisteredForRemoteNotifications = true
    systemWork.append { application in
      application.delegate?.application(application, didRegisterForRemoteNotificationsWithDeviceToken: Data((0..<32).map { UInt8($0) }))
    }
  }

  /// What the system does after the current callback returns (answers to the app's requests), in order.
  var systemWork: [@MainActor (UIApplication) -> Void] = []

  /// Runs ``systemWork``; answers whether there was any.
  func runSystemWork() -> Bool {
    guard !systemWork.isEmpty else { return false }
    let work = systemWork
    systemWork = []
    for step in work { step(self) }
    return true
  }

  /// `unregisterForRemoteNotifications()`.
  public func unregisterForRemoteNotifications() { isRegisteredForRemoteNotifications = false }

  /// `open(_:options:completionHandler:)`: recorded in ``openedURLs``; it opens nothing and answers `true`.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    completionHandler?(true)
  }

  /// `open(_:options:) async -> Bool`: as `open(_:options:completionHandler:)`.
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    openedURLs.append(url)
    return true
  }

  /// `openURL(_:)` (deprecated since iOS 10, still called): recorded in ``openedURLs``; answers `true`.
  @available(*, deprecated, message: "Use open(_:options:completionHandler:) instead")
  public func openURL(_ url: URL) -> Bool {
    openedURLs.append(url)
    return true
  }

  /// `canOpenURL(_:)`: every URL can be opened.
  public func canOpenURL(_ url: URL) -> Bool { true }
}

/// `UIApplicationDelegate`: the app's handlers. Every method is optional, as in UIKit, and a completion-handler
/// method has its `async` form, as Swift imports it: an app writes either, and the kit calls the one it wrote
/// (an app that writes neither is treated as iOS treats a delegate that does not respond to the method). An app
/// that writes both does not build for iOS (the two have the one Objective-C selector); the kit calls its
/// completion-handler form.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// Launch finished; `launchOptions` has `.remoteNotification` when a tap on a notification launched the app.
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  /// A remote notification arrived (in the background, or a tap without a notification-centre delegate).
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void)
  /// A remote notification arrived: the `async` form, answering whether the app fetched new data. (Isolated to the
  /// main actor in itself too, so that a Swift 5 app's main-actor method is taken for it without a warning.)
  @MainActor func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
    -> UIBackgroundFetchResult
  /// A remote notification arrived while the app was running in the foreground (or a tap): the method before
  /// iOS 7, deprecated, called only when the app has neither form of the one with a fetch completion handler.
  func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])
  /// The answer to `registerForRemoteNotifications()`.
  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  /// The failure of `registerForRemoteNotifications()` (the kit never fails it).
  func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
  /// The app is about to come to the foreground.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app became active.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to stop being active.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app went to the background.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// A scene app's configuration for a new scene (the kit plays no scenes; the method is here so apps that have it build).
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// Scene sessions the user discarded (never called by the kit).
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  /// Does nothing and answers `true`.
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// The app did not write this method: its `async` form answers, if the app wrote that.
  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    nonisolated(unsafe) let userInfo = userInfo
    DelegateCall.start({ await self.application(application, didReceiveRemoteNotification: userInfo) }, then: completionHandler)
  }
  /// The app wrote neither form: answers `.noData` (the kit notes that the delegate lacks the method, and calls the
  /// method before it, `application(_:didReceiveRemoteNotification:)`, if the app has that).
  @MainActor public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
    -> UIBackgroundFetchResult
  {
    DelegateCall.notImplemented()
    return .noData
  }
  /// The app did not write this method either (the kit notes it).
  public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
    DelegateCall.notImplemented()
  }
  /// Does nothing.
  public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
  /// Does nothing.
  public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
  /// Does nothing.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// The default configuration.
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration { UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role) }
  /// Does nothing.
  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

/// `UIScene`: only what an app delegate's scene methods name.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// `UIScene.ConnectionOptions`: what a scene was connected with (nothing, here).
  public final class ConnectionOptions: NSObject, Sendable {}
}

/// `UISceneSession`: only its role, as an app delegate's scene methods read it.
@preconcurrency @MainActor
public final class UISceneSession: NSObject {
  /// `UISceneSession.Role`.
  public struct Role: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    /// A role by its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's window scenes.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  /// The session's role.
  public let role: Role

  /// A session of `role`.
  public init(role: Role = .windowApplication) { self.role = role }
}

/// `UISceneConfiguration`: a scene's configuration by name.
@preconcurrency @MainActor
public final class UISceneConfiguration: NSObject {
  /// The configuration's name (the app's Info.plist names it).
  public let name: String?
  /// The role of the sessions it configures.
  public let role: UISceneSession.Role

  /// `UISceneConfiguration(name:sessionRole:)`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}
