import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a case tells the app: its platform, the SDK API it pins, the device's settings.
public struct KitCase {
  /// The case id.
  public let id: String
  /// `ios` or `android`.
  public let platform: String
  /// `any`, `collectMessageInfo` or `trackAction` (an SDK older than ACPCore 2.3.0 on iOS).
  public let api: String
  /// Whether the user allowed notifications.
  public let notificationsAllowed: Bool
  /// Whether Background App Refresh is on (iOS).
  public let backgroundAppRefresh: Bool
  /// The `begin` message as the harness sent it.
  public let message: [String: Any]

  /// The categories the case's app registers (`begin.app.categories`): the documents' `DEFAULT`
  /// with `.customDismissAction`, and those with action buttons. An app that registers its own ignores them.
  public var categories: Set<UNNotificationCategory> {
    let listed = (message["app"] as? [String: Any])?["categories"] as? [[String: Any]] ?? []
    return Set(
      listed.map { category in
        let actions = (category["actions"] as? [[String: Any]] ?? []).map { action in
          UNNotificationAction(
            identifier: action["identifier"] as? String ?? "", title: action["identifier"] as? String ?? "",
            options: UNNotificationActionOptions(reported: action))
        }
        return UNNotificationCategory(
          identifier: category["identifier"] as? String ?? "", actions: actions, intentIdentifiers: [],
          options: category["customDismissAction"] as? Bool == true ? .customDismissAction : [])
      })
  }

  /// Whether the case's app sets a notification-centre delegate (`begin.app.notificationDelegate`; the documents' app does).
  public var setsNotificationDelegate: Bool {
    (message["app"] as? [String: Any])?["notificationDelegate"] as? Bool ?? true
  }

  /// Whether the app's SDK has only `trackAction` (call it instead of `collectMessageInfo`).
  public var useTrackAction: Bool { api == "trackAction" }

  init(_ message: [String: Any]) {
    self.message = message
    id = message["case"] as? String ?? ""
    platform = message["platform"] as? String ?? "ios"
    api = message["api"] as? String ?? "any"
    let device = message["device"] as? [String: Any] ?? [:]
    notificationsAllowed = device["notificationsAllowed"] as? Bool ?? true
    backgroundAppRefresh = device["backgroundAppRefresh"] as? Bool ?? true
  }
}

/// When an iOS app sets its `UNUserNotificationCenter` delegate (protocol 3's `ready.app.notificationDelegate`).
public enum NotificationDelegateTiming: String, Sendable {
  /// While launch is under way (`application(_:didFinishLaunchingWithOptions:)`), as the documents' app does.
  case launch
  /// In a later callback: the kit reports it in that callback's answer.
  case late
  /// Never.
  case none
}

/// trackcheck's protocol (versions 3, 2 and 1, with pipelining) for an iOS app
/// built on the kit's UIKit and UserNotifications stand-ins, or an Android app
/// built on its Android stand-ins (``serve(name:version:apis:unsupported:android:)``).
///
/// ```swift
/// @main enum Adapter {
///   @MainActor static func main() {
///     exit(TrackCheck.serve(name: "my-tracker", version: "1.0.0") { _ in AppDelegate() })
///   }
/// }
/// ```
///
/// Each case, and each new process after `Process.killed`, gets a fresh
/// `UIApplication`, notification centre and app delegate from `makeAppDelegate`.
/// The kit learns the app's wiring (its notification-centre delegate and
/// categories) by launching it, and reports what it registers; calls your
/// code makes go to ``MobileCore`` / ``ACPCore``, and the kit answers with them.
public enum TrackCheck {
  /// The protocol versions the kit speaks, newest first.
  public static let protocols = [3, 2, 1]

  /// Serves the protocol for an iOS app on stdin/stdout until `bye`; returns the exit status.
  ///
  /// Before anything else the protocol moves to a descriptor of its own and
  /// standard output leads to standard error, so whatever the tracker prints
  /// cannot corrupt it. The kit learns when the app sets its notification-centre
  /// delegate by launching it; an app that sets it only later says so with
  /// `notificationDelegate: .late` (protocol 3).
  ///
  /// - Parameters:
  ///   - apis: the SDK APIs the tracker's code can track with; the kit's `hello` claims these and no more,
  ///     so cases that pin another API are not applicable (by default `collectMessageInfo` alone; a tracker
  ///     that calls `trackAction` on an SDK without `collectMessageInfo` declares both).
  ///   - infoDictionary: the app's Info.plist values (the SDK's app id, …), read with ``TrackCheck/infoValue(forKey:)``
  ///     where the app reads `Bundle.main.object(forInfoDictionaryKey:)`.
  ///   - unsupported: the reason a case cannot run on this adapter, or nil: the kit answers `begin` with
  ///     `unsupported`, and the case is not applicable.
  ///   - reports: what the answers carry (`hello.reports`): the calls (the default), the requests the SDK sent
  ///     through ``ServiceProvider/networkService`` (``NetworkRecorder``), or both. With `.hits` the kit's
  ///     SDK stand-ins send the Campaign extension's tracking hits as iOS builds them (``CampaignHits``).
  @MainActor
  public static func serve(
    name: String, version: String, apis: [TrackingAPI] = [.collectMessageInfo], reports: [Evidence] = [.calls],
    notificationDelegate: NotificationDelegateTiming? = nil, infoDictionary: [String: any Sendable] = [:],
    unsupported: @escaping @MainActor (KitCase) -> String? = { _ in nil },
    makeAppDelegate: @escaping @MainActor (KitCase) -> any UIApplicationDelegate
  ) -> Int32 {
    let session = Session(makeAppDelegate: makeAppDelegate)
    session.declaredDelegate = notificationDelegate
    info.withLock { $0 = infoDictionary }
    return run(
      session, name: name, version: version,
      capabilities: Capabilities(platform: "ios", apis: apis, unsupported: unsupported, reports: reports))
  }

  /// Serves the protocol for an Android app on stdin/stdout until `bye`; returns the exit status.
  ///
  /// ```swift
  /// exit(TrackCheck.serve(name: "my-tracker", version: "1.0.0") { testCase in
  ///   AndroidApp().messagingService(MessagingService.self).activity(MainActivity.self, launcher: true)
  /// })
  /// ```
  ///
  /// `apis`, `reports` and `unsupported` as for iOS (``serve(name:version:apis:reports:notificationDelegate:infoDictionary:unsupported:makeAppDelegate:)``);
  /// with `.hits` the stand-ins send hits as Android's extension builds them (nothing encoded).
  @MainActor
  public static func serve(
    name: String, version: String, apis: [TrackingAPI] = [.collectMessageInfo], reports: [Evidence] = [.calls],
    unsupported: @escaping @MainActor (KitCase) -> String? = { _ in nil },
    android makeApp: @escaping @MainActor (KitCase) -> AndroidApp
  ) -> Int32 {
    run(
      AndroidSession(makeApp: makeApp), name: name, version: version,
      capabilities: Capabilities(platform: "android", apis: apis, unsupported: unsupported, reports: reports))
  }

  /// The app's Info.plist values the adapter gave ``serve(name:version:apis:notificationDelegate:infoDictionary:unsupported:makeAppDelegate:)``.
  static let info = Mutex<[String: any Sendable]>([:])

  /// The app's Info.plist value for `key`, as the adapter gave it to `serve(…, infoDictionary:)`; nil if none.
  ///
  /// Foundation's `Bundle` exists on Linux and reads the executable's own Info.plist; it can neither be
  /// subclassed there nor have `object(forInfoDictionaryKey:)` replaced, and a `Bundle` of the kit's would
  /// make `Bundle` ambiguous wherever Foundation is imported. Code that reads its Info.plist reads it here
  /// under trackcheck:
  ///
  /// ```swift
  /// #if canImport(UIKit)
  ///   let appID = Bundle.main.object(forInfoDictionaryKey: "ADBMobileAppID") as? String
  /// #else
  ///   let appID = TrackCheck.infoValue(forKey: "ADBMobileAppID") as? String
  /// #endif
  /// ```
  public static func infoValue(forKey key: String) -> (any Sendable)? { info.withLock { $0[key] } }

  /// The app's Info.plist values, as the adapter gave them.
  public static var infoDictionary: [String: any Sendable] { info.withLock { $0 } }

  @MainActor
  static func run(_ session: any PlatformSession, name: String, version: String, capabilities: Capabilities) -> Int32 {
    CampaignHits.configure(sending: capabilities.reports.contains(.hits), platform: capabilities.platform)
    if let address = ProcessInfo.processInfo.environment["TRACKCHECK_CONNECT"], !address.isEmpty {
      return serveConnections(address, session, name: name, version: version, capabilities: capabilities)
    }
    let output = ProtocolOutput.protectingStandardOutput()
    let loop = ProtocolLoop(session: session, name: name, version: version, capabilities: capabilities)
    while let line = readLine(strippingNewline: true) {
      switch loop.answer(line) {
      case .send(let message): output.send(message)
      case .nothing: continue
      case .exit(let status): return status
      }
    }
    return 0
  }
}

extension TrackCheck {
  /// Connects to trackcheck (`trackcheck run --listen`) at `address` — `HOST:PORT` or `unix:PATH`,
  /// from the environment's `TRACKCHECK_CONNECT` — and serves connection after connection until
  /// `bye`: a connection trackcheck closes without it (a timeout, a protocol error) is followed by
  /// a new one, and each case starts a fresh app as ever. stdout is left to the tracker. This is how
  /// an adapter runs inside a test runner (an XCTest in the iOS Simulator, which shares the host's network).
  @MainActor
  static func serveConnections(
    _ address: String, _ session: any PlatformSession, name: String, version: String, capabilities: Capabilities
  ) -> Int32 {
    var served = 0
    while true {
      guard let connection = KitConnection(address) else {
        if served > 0 { return 0 }  // trackcheck has stopped listening: the run is over
        FileHandle.standardError.write(Data("TrackCheckKit cannot connect to \(address): \(String(cString: strerror(errno)))\n".utf8))
        return 1
      }
      served += 1
      let loop = ProtocolLoop(session: session, name: name, version: version, capabilities: capabilities)
      while let line = connection.readLine() {
        switch loop.answer(line) {
        case .send(let message): connection.send(message)
        case .nothing: continue
        case .exit(let status): return status
        }
      }
    }
  }
}

/// One connection to trackcheck: protocol lines both ways on a socket.
final class KitConnection {
  private let descriptor: Int32
  private var buffer: [UInt8] = []

  /// Connects to `HOST:PORT`, `[IPV6]:PORT` or `unix:PATH`; nil when that fails (`errno` says why).
  init?(_ address: String) {
    if address.hasPrefix("unix:") {
      let path = Array(address.dropFirst(5).utf8)
      var remote = sockaddr_un()
      guard path.count < MemoryLayout.size(ofValue: remote.sun_path) else { return nil }
      remote.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &remote.sun_path) { bytes in
        for (index, byte) in path.enumerated() { bytes[index] = byte }
      }
      #if canImport(Glibc)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      #else
        let fd = socket(AF_UNIX, SOCK_STREAM, 0)
      #endif
      guard fd >= 0 else { return nil }
      let connected = withUnsafePointer(to: &remote) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
      }
      guard connected == 0 else {
        close(fd)
        return nil
      }
      descriptor = fd
      return
    }
    guard let colon = address.lastIndex(of: ":") else { return nil }
    let host = address[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    let port = String(address[address.index(after: colon)...])
    var hints = addrinfo()
    #if canImport(Glibc)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, port, &hints, &found) == 0, let first = found else { return nil }
    defer { freeaddrinfo(first) }
    let fd = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
    guard fd >= 0 else { return nil }
    guard connect(fd, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
      close(fd)
      return nil
    }
    // Each answer is one small write awaited by trackcheck: sent at once, not coalesced.
    var yes: Int32 = 1
    setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    descriptor = fd
  }

  deinit { close(descriptor) }

  /// The next line, without its newline; nil when the connection ended.
  func readLine() -> String? {
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line
      }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      buffer += chunk[0..<count]
    }
  }

  /// Sends one message as a line.
  func send(_ message: [String: Any?]) {
    fflush(nil)
    let bytes = Array((JSONText.text(message.compactMapValues { $0 }) + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}

/// An SDK API a tracker can track a push with.
public enum TrackingAPI: String, Sendable, CaseIterable {
  /// `collectMessageInfo` (ACPCore 2.3.0 and later on iOS, AEPCore).
  case collectMessageInfo
  /// `trackAction`: the older SDKs' way, and the only one before ACPCore 2.3.0 on iOS and 1.4.0 on Android.
  case trackAction
  /// `CampaignClassic.trackNotificationReceive(withUserInfo:)`: the Campaign Classic extension's receive.
  case trackNotificationReceive
  /// `CampaignClassic.trackNotificationClick(withUserInfo:)`: the Campaign Classic extension's click.
  case trackNotificationClick
  /// `Messaging.handleNotificationResponse(_:urlHandler:closure:)`: Journey Optimizer's interactions (AEPMessaging).
  case handleNotificationResponse
  /// `Messaging.trackPushReceived(remoteMessage)`: Journey Optimizer's receive (Android, AEPMessaging 3.10.0).
  case trackPushReceived
}

/// What an adapter declares it can run: its platform, the APIs its tracker calls, the cases it refuses.
struct Capabilities {
  let platform: String
  let apis: [TrackingAPI]
  let unsupported: @MainActor (KitCase) -> String?
  /// What the answers carry.
  var reports: [Evidence] = [.calls]

  /// The declared APIs in the protocol's order, each once.
  var apiNames: [String] { TrackingAPI.allCases.filter(apis.contains).map(\.rawValue) }

  /// Why `testCase` cannot run here, or nil: another platform, an API the tracker lacks, or the adapter's reason.
  @MainActor
  func reason(_ testCase: KitCase) -> String? {
    if testCase.platform != platform {
      return "this adapter serves \(platform) only, not \(testCase.platform)"
    }
    if testCase.api != "any" && !apiNames.contains(testCase.api) {
      return "the tracker's SDK calls \(apiNames.joined(separator: " and ")), not \(testCase.api) alone"
    }
    return unsupported(testCase)
  }
}

/// The protocol, one line at a time: what to answer to each line the harness sends.
@MainActor
final class ProtocolLoop {
  /// What to do with a line.
  enum Answer {
    case send([String: Any?])
    case nothing
    case exit(Int32)
  }

  let session: any PlatformSession
  let name: String
  let version: String
  let capabilities: Capabilities

  init(session: any PlatformSession, name: String, version: String, capabilities: Capabilities) {
    self.session = session
    self.name = name
    self.version = version
    self.capabilities = capabilities
  }

  func answer(_ line: String) -> Answer {
    guard !line.allSatisfy(\.isWhitespace) else { return .nothing }
    guard let message = JSONText.object(line[...]) else {
      return .send(["type": "error", "message": "not a JSON object: \(line.prefix(80))"])
    }
    let id = message["id"]
    switch message["type"] as? String {
    case "hello":
      let offered = message["protocols"] as? [Int] ?? [message["protocol"] as? Int ?? 1]
      guard let spoken = TrackCheck.protocols.first(where: offered.contains) else {
        FileHandle.standardError.write(Data("TrackCheckKit speaks protocols \(TrackCheck.protocols); the harness offers \(offered)\n".utf8))
        return .exit(1)
      }
      session.protocolVersion = spoken
      // Calls alone is what an implementation reports unless it says otherwise.
      let reports = Evidence.allCases.filter(capabilities.reports.contains).map(\.rawValue)
      return .send([
        "type": "hello", "protocol": spoken, "implementation": ["name": name, "version": version],
        "platforms": [capabilities.platform], "apis": capabilities.apiNames, "features": ["pipelining"],
        "reports": reports == ["calls"] ? nil : reports,
      ])
    case "begin":
      let testCase = KitCase(message)
      if let reason = capabilities.reason(testCase) {
        return .send(["type": "unsupported", "id": id, "reason": reason])
      }
      _ = NetworkRecorder.shared.take()
      let app = session.begin(testCase)
      return .send(["type": "ready", "id": id, "app": session.protocolVersion >= 2 ? app : nil])
    case "callback":
      let name = message["name"] as? String ?? ""
      let arguments = message["args"] as? [String: Any] ?? [:]
      let report: [String: Any]?
      do {
        report = try session.callback(name, arguments)
      } catch {
        _ = session.takeCalls()
        _ = NetworkRecorder.shared.take()
        return .send(["type": "error", "id": id, "message": (error as? AndroidSession.Failure)?.message ?? "\(error)"])
      }
      guard let report else {
        return .send([
          "type": "error", "id": id, "message": "TrackCheckKit (Swift) plays \(capabilities.platform) callbacks; it has no '\(name)'",
        ])
      }
      // Nothing besides tracking: no `app`, as every kit answers.
      return .send([
        "type": "calls", "id": id, "calls": calls(), "app": session.protocolVersion >= 2 && !report.isEmpty ? report : nil,
        "requests": requests(),
      ])
    case "end":
      let calls = calls()
      let requests = requests()
      if let failure = session.end() {
        return .send(["type": "error", "id": id, "message": failure])
      }
      return .send(["type": "calls", "id": id, "calls": calls, "requests": requests])
    case "bye":
      return .exit(0)
    default:
      return .send(["type": "error", "id": id, "message": "unknown message type \(JSONText.text(message["type"]))"])
    }
  }

  /// The calls since the last answer, as reported: none when the adapter reports hits alone.
  private func calls() -> [[String: Any]] {
    let calls = session.takeCalls()
    return capabilities.reports.contains(.calls) ? calls : []
  }

  /// The SDK's requests since the last answer, when the adapter reports hits.
  private func requests() -> [[String: Any]]? {
    let requests = NetworkRecorder.shared.reportedRequests()
    return capabilities.reports.contains(.hits) ? requests : nil
  }
}

/// What the protocol loop needs of a platform's session.
@MainActor
protocol PlatformSession: AnyObject {
  var protocolVersion: Int { get set }
  /// Starts the case's app; returns `ready.app`.
  func begin(_ testCase: KitCase) -> [String: Any]
  /// Plays one callback; returns `calls.app`, or nil when the kit has no such callback.
  func callback(_ name: String, _ arguments: [String: Any]) throws -> [String: Any]?
  /// The calls since the last answer, as reported.
  func takeCalls() -> [[String: Any]]
  /// Ends the case; returns what went wrong while its app was started before the case, when no
  /// answer has said it yet (the `end` is then answered with an error).
  func end() -> String?
}

/// The protocol's stream: the process's original standard output, kept on a descriptor of its own.
struct ProtocolOutput {
  let handle: FileHandle

  static func protectingStandardOutput() -> ProtocolOutput {
    fflush(nil)
    // Close-on-exec: a process the tracker starts must not inherit the protocol's stream.
    let descriptor = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    return ProtocolOutput(handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
  }

  func send(_ message: [String: Any?]) {
    // What the tracker printed (buffered, now bound for stderr) goes out before the answer.
    fflush(nil)
    handle.write(Data((JSONText.text(message.compactMapValues { $0 }) + "\n").utf8))
  }
}

/// One case at a time: the app's process, its delegate, and what it registered.
@MainActor
final class Session: PlatformSession {
  let makeAppDelegate: @MainActor (KitCase) -> any UIApplicationDelegate
  var protocolVersion = 1
  /// When the app sets its delegate, if the adapter says (else learnt from the launch).
  var declaredDelegate: NotificationDelegateTiming?
  var testCase = KitCase([:])
  var appDelegate: (any UIApplicationDelegate)?
  /// Calls made outside any callback (while the kit launched the app): reported with the next answer.
  var pendingCalls: [TrackingRecorder.Call] = []

  init(makeAppDelegate: @escaping @MainActor (KitCase) -> any UIApplicationDelegate) {
    self.makeAppDelegate = makeAppDelegate
  }

  /// Starts the case's app and returns `ready.app`: the wiring it registered when launched.
  func begin(_ testCase: KitCase) -> [String: Any] {
    self.testCase = testCase
    _ = TrackingRecorder.shared.take()
    // The app was launched before the case (not by a push): that launch shows its wiring.
    newProcess()
    let setWhileLaunching = launch()
    let center = UNUserNotificationCenter.current()
    // Set after launch finished (in a completion handler, which iOS calls later): late.
    let timing: NotificationDelegateTiming =
      setWhileLaunching ? .launch : center.delegate != nil ? .late : declaredDelegate ?? .none
    let app: [String: Any] = [
      "notificationDelegate": protocolVersion >= 3 ? timing.rawValue as Any : (timing != .none) as Any,
      "categories": center.reportedCategories(protocolVersion),
    ]
    _ = center.takeCategoriesChanged()
    center.slot.wasSet = false
    if ["terminated", "force-quit"].contains(testCase.message["initialState"] as? String) {
      // Not running when the case starts: what that launch tracked and sent is not part of the case.
      _ = TrackingRecorder.shared.take()
      _ = NetworkRecorder.shared.take()
      newProcess()
    } else {
      pendingCalls = TrackingRecorder.shared.take()
    }
    return app
  }

  func end() -> String? {
    appDelegate = nil
    return nil
  }

  /// The calls since the last answer.
  func takeCalls() -> [[String: Any]] {
    let calls = pendingCalls.map(\.reported) + TrackingRecorder.shared.reportedCalls()
    pendingCalls = []
    return calls
  }

  /// Plays one callback; returns `calls.app`, or nil when the kit has no such callback.
  func callback(_ name: String, _ arguments: [String: Any]) -> [String: Any]? {
    let application = UIApplication.shared
    if let state = arguments["applicationState"] as? String {
      application.applicationState = ["active": .active, "inactive": .inactive][state] ?? .background
    }
    let center = UNUserNotificationCenter.current()
    let userInfo = (arguments["userInfo"] as? [String: Any] ?? [:]).reduce(into: [AnyHashable: Any]()) { $0[$1.key] = $1.value }
    switch name {
    case "Process.killed":
      newProcess()
      return [:]
    case "application(_:didFinishLaunchingWithOptions:)":
      let delegate = appDelegate ?? startApp()
      var options: [UIApplication.LaunchOptionsKey: Any] = [:]
      if let launchOptions = arguments["launchOptions"] as? [String: Any], let push = launchOptions["remoteNotification"] {
        options[.remoteNotification] = (push as? [String: Any])?.reduce(into: [AnyHashable: Any]()) { $0[$1.key] = $1.value } ?? push
      }
      _ = delegate.application(application, didFinishLaunchingWithOptions: options.isEmpty ? nil : options)
      NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
    case "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)":
      guard let delegate = appDelegate else { break }
      let call = DelegateCall.make(waiting: runSystemAnswers) {
        delegate.application(application, didReceiveRemoteNotification: userInfo) { result in
          application.fetchResults.withLock { $0.append(result) }
        }
      }
      if !call.implemented && application.applicationState != .background {
        // Neither form: iOS calls the method that came before it, when the app runs (not for a background push).
        DelegateCall.make { delegate.application(application, didReceiveRemoteNotification: userInfo) }
      }
    case "userNotificationCenter(_:willPresent:withCompletionHandler:)":
      let notification = UNNotification(userInfo: userInfo)
      let index = center.arrive(notification)
      // Without a delegate, or without the method, iOS does not present it.
      guard let delegate = center.delegate else { break }
      DelegateCall.make(waiting: runSystemAnswers) {
        delegate.userNotificationCenter(center, willPresent: notification) { options in center.present(index, options) }
      }
    case "userNotificationCenter(_:didReceive:withCompletionHandler:)":
      let response = UNNotificationResponse(
        notification: UNNotification(userInfo: userInfo, identifier: arguments["identifier"] as? String),
        actionIdentifier: arguments["actionIdentifier"] as? String ?? UNNotificationDefaultActionIdentifier)
      guard let delegate = center.delegate else { break }
      DelegateCall.make(waiting: runSystemAnswers) { delegate.userNotificationCenter(center, didReceive: response) {} }
    case "applicationWillEnterForeground(_:)":
      appDelegate?.applicationWillEnterForeground(application)
      NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: application)
    case "applicationDidBecomeActive(_:)":
      appDelegate?.applicationDidBecomeActive(application)
      NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: application)
    case "applicationWillResignActive(_:)":
      appDelegate?.applicationWillResignActive(application)
      NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: application)
    case "applicationDidEnterBackground(_:)":
      appDelegate?.applicationDidEnterBackground(application)
      NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: application)
    default: return nil
    }
    if name == "application(_:didFinishLaunchingWithOptions:)" {
      // Set while launching: the documents' timing, nothing to report.
      center.slot.wasSet = false
    }
    runMainQueue()
    var report: [String: Any] = [:]
    if center.takeCategoriesChanged() {
      report["categories"] = center.reportedCategories(protocolVersion)
    }
    if center.slot.wasSet {
      // Set while handling a callback after launch: a late delegate.
      if protocolVersion >= 3 && center.delegate != nil {
        report["notificationDelegate"] = true
      }
      center.slot.wasSet = false
    }
    return report
  }

  /// A new process: a new UIApplication, notification centres and SDK set-up, no app delegate yet; the adapter's
  /// ``TrackCheck/onNewProcess(_:)`` hooks run last.
  private func newProcess() {
    appDelegate = nil
    // What the last process queued on the main queue is not run in this one.
    runMainQueue()
    _ = TrackingRecorder.shared.take()
    // Nor does the last process's app observe anything with a selector.
    SelectorObservers.shared.removeAll()
    let application = UIApplication()
    application.backgroundRefreshStatus = testCase.backgroundAppRefresh ? .available : .denied
    UIApplication.shared = application
    UNUserNotificationCenter.instance.withLock { $0 = UNUserNotificationCenter(notificationsAllowed: testCase.notificationsAllowed) }
    SDKSetup.update { $0 = SDKSetup() }
    TrackCheck.runNewProcessHooks()
  }

  private func startApp() -> any UIApplicationDelegate {
    let delegate = makeAppDelegate(testCase)
    appDelegate = delegate
    UIApplication.shared.delegate = delegate
    return delegate
  }

  /// Launches the app; answers whether it set its notification-centre delegate before launch finished.
  private func launch() -> Bool {
    UIApplication.shared.applicationState = .background
    _ = startApp().application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
    NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: UIApplication.shared)
    let setWhileLaunching = UNUserNotificationCenter.current().delegate != nil
    runMainQueue()
    return setWhileLaunching
  }

  /// Runs what the app's code queued on the main queue (`DispatchQueue.main.async`), as the main run loop would before the next event.
  /// The system's own answers (``UIApplication/systemWork``) run there too.
  func runMainQueue() {
    for _ in 0..<8 {
      RunLoop.main.run(until: Date())
      runSystemAnswers()
    }
  }

  /// Gives the system's answers waiting (``UIApplication/systemWork``, the notification centre's).
  func runSystemAnswers() {
    _ = UIApplication.shared.runSystemWork()
    _ = UNUserNotificationCenter.current().runAnswers()
  }
}
