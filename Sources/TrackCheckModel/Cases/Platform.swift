/// A mobile platform whose push callbacks the harness models.
public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
  case ios
  case android
}

/// Where the app is when a case begins, in the user's terms.
public enum AppState: String, Sendable, Hashable, CaseIterable {
  /// The app is on screen and active.
  case foreground
  /// The app's process is alive but not on screen (suspended or in the background).
  case background
  /// The app is not running: the system ended it, or it was never started since boot.
  case terminated
  /// iOS: the user swiped the app away in the app switcher.
  case forceQuit = "force-quit"
  /// Android: stopped from Settings (or by an OEM task killer).
  case forceStopped = "force-stopped"

  /// The states that mean something on `platform`.
  public static func states(on platform: Platform) -> [AppState] {
    switch platform {
    case .ios: [.foreground, .background, .terminated, .forceQuit]
    case .android: [.foreground, .background, .terminated, .forceStopped]
    }
  }
}

/// A tracking API of the Adobe Experience Platform Mobile SDK.
public enum TrackingAPI: String, Sendable, Hashable, CaseIterable, Codable {
  /// `MobileCore.collectMessageInfo(contextData)` (ACPCore ≥ 1.4.0 Android, ≥ 2.3.0 iOS).
  case collectMessageInfo
  /// `MobileCore.trackAction("tracking", contextData)`, for older SDKs.
  case trackAction
  /// `CampaignClassic.trackNotificationReceive(trackInfo)` (the Campaign Classic extension).
  case trackNotificationReceive
  /// `CampaignClassic.trackNotificationClick(trackInfo)` (the Campaign Classic extension).
  case trackNotificationClick
  /// `Messaging.handleNotificationResponse(…)` (Journey Optimizer's Messaging extension): a user's interaction.
  case handleNotificationResponse
  /// `Messaging.trackPushReceived(remoteMessage)` (Journey Optimizer, Android, AEPMessaging ≥ 3.10.0).
  case trackPushReceived
}

/// Which API a case, or one expected call, accepts.
public enum APIChoice: Sendable, Hashable, CustomStringConvertible {
  /// Either API is accepted.
  case any
  /// Only this API is accepted; an implementation without it cannot run the case.
  case pinned(TrackingAPI)

  /// Whether `api` satisfies the choice.
  public func accepts(_ api: TrackingAPI) -> Bool {
    switch self {
    case .any: true
    case .pinned(let pinned): pinned == api
    }
  }

  public var description: String {
    switch self {
    case .any: "any"
    case .pinned(let api): api.rawValue
    }
  }
}
