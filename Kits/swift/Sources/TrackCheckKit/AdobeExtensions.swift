import Foundation

// The Adobe SDK extensions an app registers at launch, AEP (`MobileCore.registerExtensions([Campaign.self, …])`)
// and ACP (`ACPCampaign.registerExtension()`), with the few calls apps make on them there. Registering one is
// recorded in ``SDKSetup``; none of them tracks anything a Campaign server would see.

/// AEPCampaign's `Campaign` extension (Adobe Campaign Standard).
public final class Campaign: NSObject {
  /// The AEPCampaign version these stand-ins follow.
  public static let extensionVersion = "5.0.1"
  /// `Campaign.resetLinkageFields()`: nothing push tracking needs.
  public static func resetLinkageFields() {}
  /// `Campaign.setLinkageFields(_:)`: nothing push tracking needs.
  public static func setLinkageFields(_ linkageFields: [String: String]) {}
}

/// AEPIdentity's `Identity` extension.
public final class Identity: NSObject {
  /// The AEPIdentity version these stand-ins follow.
  public static let extensionVersion = "5.7.0"
}

/// AEPLifecycle's `Lifecycle` extension.
public final class Lifecycle: NSObject {
  /// The AEPLifecycle version these stand-ins follow.
  public static let extensionVersion = "5.7.0"
}

/// AEPUserProfile's `UserProfile` extension.
public final class UserProfile: NSObject {
  /// The AEPUserProfile version these stand-ins follow.
  public static let extensionVersion = "5.0.0"
}

/// AEPSignal's `Signal` extension.
public final class Signal: NSObject {
  /// The AEPSignal version these stand-ins follow.
  public static let extensionVersion = "5.7.0"
}

/// AEPAssurance's `Assurance` extension: a debugging session, never started here.
public final class Assurance: NSObject {
  /// The AEPAssurance version these stand-ins follow.
  public static let extensionVersion = "5.0.0"
  /// `Assurance.startSession(url:)`: no session starts.
  public static func startSession(url: URL?) {}
}

/// AEPPlaces's `Places` extension: the location permissions an app passes on.
public final class Places: NSObject {
  /// The AEPPlaces version these stand-ins follow.
  public static let extensionVersion = "5.0.0"
  /// `Places.setAccuracyAuthorization(_:)`.
  public static func setAccuracyAuthorization(_ accuracy: CLAccuracyAuthorization) {}
  /// `Places.setAuthorizationStatus(_:)`.
  public static func setAuthorizationStatus(_ status: CLAuthorizationStatus) {}
}

/// AEPAnalytics's `AnalyticsBase`, where its extensions' calls are declared (Adobe Analytics: nothing a
/// Campaign server sees).
public class AnalyticsBase: NSObject {
  /// The AEPAnalytics version these stand-ins follow.
  public static let extensionVersion = "5.0.2"
  /// `Analytics.clearQueue()`.
  public static func clearQueue() {}
  /// `Analytics.sendQueuedHits()`.
  public static func sendQueuedHits() {}
}

/// AEPAnalytics's `Analytics` extension, the one an app registers (`Analytics.self`).
public final class Analytics: AnalyticsBase {}

/// AEPTarget's `Target` extension (Adobe Target): nothing a Campaign server sees.
public final class Target: NSObject {
  /// The AEPTarget version these stand-ins follow.
  public static var extensionVersion: String { "5.0.0" }
  /// `Target.resetExperience()`.
  public static func resetExperience() {}
  /// `Target.clearPrefetchCache()`.
  public static func clearPrefetchCache() {}
}

/// `AEPMobileServices` (Adobe Mobile Services, an Objective-C extension: Swift names the class
/// `AEPMobileServices`, so an app registers `AEPMobileServices.self`).
open class AEPMobileServices: NSObject {
  /// `extensionVersion()`: the version these stand-ins follow.
  open class func extensionVersion() -> String { "3.0.3" }
  /// `trackAdobeDeepLink(_:)`: a deep link's tracking, not push tracking.
  open class func trackAdobeDeepLink(_ deeplink: URL) {}
}

/// AEPEdge's `Edge` extension (Adobe Experience Platform Edge Network: nothing a Campaign server sees).
public final class Edge: NSObject {
  /// The AEPEdge version these stand-ins follow.
  public static let extensionVersion = "5.0.0"
}

/// AEPEdgeConsent's `Consent` extension.
public final class Consent: NSObject {
  /// The AEPEdgeConsent version these stand-ins follow.
  public static let extensionVersion = "5.0.0"
}

/// AEPOptimize's `Optimize` extension.
public final class Optimize: NSObject {
  /// The AEPOptimize version these stand-ins follow.
  public static let extensionVersion = "5.0.0"
}

/// AEPMessaging's `PushTrackingStatus` (`AEPPushTrackingStatus`): what `Messaging.handleNotificationResponse`
/// reports to its closure, as AEPMessaging 5.14.0 declares it (raw values by declaration order).
@objc(AEPPushTrackingStatus)
public enum PushTrackingStatus: Int, Sendable {
  case trackingInitiated
  case noDatasetConfigured
  case noTrackingData
  case invalidMessageId
  case unknownError
}

/// AEPMessaging's `Messaging` extension: Adobe Journey Optimizer's push tracking, through the Edge Network, as
/// AEPMessaging 5.14.0 for iOS declares it (adobe/aepsdk-messaging-ios@5dad851d,
/// `AEPMessaging/Sources/Messaging+PublicAPI.swift`).
///
/// `handleNotificationResponse(_:urlHandler:closure:)` is recorded as the event the SDK dispatches for the
/// response (Suites/profiles/journey-optimizer/DECISIONS.md JO-D-1): `messageId` (the request's identifier),
/// `adobe_xdm` (the payload's `_xdm` dictionary), `applicationOpened`, `eventType` and, for a custom action,
/// `actionId` — decided as the SDK decides them: the default action opened the app
/// (`pushTracking.applicationOpened`), a dismissal is the custom action `Dismiss` that did not, any other action
/// a custom action that opened the app when the registered category's action has `.foreground`. A payload
/// without a non-empty `_xdm` dictionary dispatches nothing (`noTrackingData`), nor does an empty request
/// identifier (`invalidMessageId`). The closure is called at once with that status (the SDK calls it once
/// its event hub answered).
public final class Messaging: NSObject {
  /// The AEPMessaging version these stand-ins follow.
  public static let extensionVersion = "5.14.0"

  /// `Messaging.handleNotificationResponse(_:urlHandler:closure:)`: the user's response to a push, tracked as
  /// the SDK makes it. For a tap on a push with `adb_uri`, `urlHandler` is asked first; when it answers
  /// `false` (or there is none), the SDK opens the URL itself (the kit's `UIApplication` opens nothing).
  public static func handleNotificationResponse(
    _ response: UNNotificationResponse, urlHandler: ((URL) -> Bool)? = nil, closure: ((PushTrackingStatus) -> Void)? = nil
  ) {
    let request = response.notification.request
    guard let xdm = request.content.userInfo["_xdm"] as? [String: Any], !xdm.isEmpty else {
      closure?(.noTrackingData)
      return
    }
    guard !request.identifier.isEmpty else {
      closure?(.invalidMessageId)
      return
    }
    var event: [String: Any] = ["messageId": request.identifier, "adobe_xdm": xdm]
    switch response.actionIdentifier {
    case UNNotificationDefaultActionIdentifier:
      event["applicationOpened"] = true
      event["eventType"] = "pushTracking.applicationOpened"
      if let text = request.content.userInfo["adb_uri"] as? String, let url = URL(string: text), !(urlHandler?(url) ?? false) {
        _ = ServiceProvider.shared.urlService.openUrl(url)
      }
    case UNNotificationDismissActionIdentifier:
      event["applicationOpened"] = false
      event["actionId"] = "Dismiss"
      event["eventType"] = "pushTracking.customAction"
    default:
      // The registered category's action with this identifier: opened when it has .foreground; not found, not opened.
      let category = UNUserNotificationCenter.current().categories?.first { $0.identifier == request.content.categoryIdentifier }
      let action = category?.actions.first { $0.identifier == response.actionIdentifier }
      event["applicationOpened"] = action?.options.contains(.foreground) ?? false
      event["actionId"] = response.actionIdentifier
      event["eventType"] = "pushTracking.customAction"
    }
    TrackingRecorder.shared.record(.init(api: "handleNotificationResponse", action: nil, contextData: event))
    // The Edge Network request the SDK sends for it, when the adapter reports hits.
    EdgeHits.process(event)
    closure?(.trackingInitiated)
  }

  /// `Messaging.refreshInAppMessages()`: in-app messages, not push tracking; nothing is recorded.
  public static func refreshInAppMessages() {}
}

/// CoreLocation's `CLAccuracyAuthorization`, as `Places` takes it.
public enum CLAccuracyAuthorization: Int, Sendable {
  case fullAccuracy, reducedAccuracy
}

/// CoreLocation's `CLAuthorizationStatus`, as `Places` takes it.
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// AEPServices' `URLOpening`: how the SDK opens a URL.
public protocol URLOpening: Sendable {
  /// Opens `url`; answers whether it could.
  @discardableResult func openUrl(_ url: URL) -> Bool
}

/// AEPServices' `ServiceProvider`: the SDK's services, of which apps use the URL opener.
public final class ServiceProvider: Sendable {
  /// The services of this process.
  public static let shared = ServiceProvider()

  /// Opens URLs as AEPServices does: `UIApplication.shared.open(_:)` on the main queue (the kit's
  /// `UIApplication` opens nothing).
  public var urlService: any URLOpening { ApplicationURLOpener() }

  struct ApplicationURLOpener: URLOpening {
    func openUrl(_ url: URL) -> Bool {
      DispatchQueue.main.async { MainActor.assumeIsolated { UIApplication.shared.open(url) } }
      return true
    }
  }
}

/// Records an ACP extension's `registerExtension()` in ``SDKSetup/extensions``.
func registerACPExtension(_ name: String) { SDKSetup.update { $0.extensions.append(name) } }

/// ACPCampaign (Adobe Campaign Standard on ACPCore).
public enum ACPCampaign {
  /// `registerExtension()`: recorded in ``SDKSetup/extensions``.
  public static func registerExtension() { registerACPExtension("ACPCampaign") }
  /// `extensionVersion()`: the version of ACPCampaign these stand-ins follow.
  public static func extensionVersion() -> String { "1.1.1" }
}

/// ACPIdentity.
public enum ACPIdentity {
  /// `registerExtension()`: recorded in ``SDKSetup/extensions``.
  public static func registerExtension() { registerACPExtension("ACPIdentity") }
  /// `extensionVersion()`: the version of ACPIdentity these stand-ins follow.
  public static func extensionVersion() -> String { "2.5.2" }
}

/// ACPLifecycle.
public enum ACPLifecycle {
  /// `registerExtension()`: recorded in ``SDKSetup/extensions``.
  public static func registerExtension() { registerACPExtension("ACPLifecycle") }
  /// `extensionVersion()`: the version of ACPLifecycle these stand-ins follow.
  public static func extensionVersion() -> String { "2.2.1" }
}

/// ACPSignal.
public enum ACPSignal {
  /// `registerExtension()`: recorded in ``SDKSetup/extensions``.
  public static func registerExtension() { registerACPExtension("ACPSignal") }
  /// `extensionVersion()`: the version of ACPSignal these stand-ins follow.
  public static func extensionVersion() -> String { "2.2.0" }
}

/// ACPUserProfile.
public enum ACPUserProfile {
  /// `registerExtension()`: recorded in ``SDKSetup/extensions``.
  public static func registerExtension() { registerACPExtension("ACPUserProfile") }
  /// `extensionVersion()`: the version of ACPUserProfile these stand-ins follow.
  public static func extensionVersion() -> String { "2.2.0" }
}

// Two AEP modules declare an `Identity`; apps that register both name them by module
// (`AEPIdentity.Identity.self`, `AEPEdgeIdentity.Identity.self`). These namespaces let those names build.

/// The AEPIdentity module's names: `AEPIdentity.Identity` is ``Identity``.
public enum AEPIdentity {
  /// AEPIdentity's `Identity` extension.
  public typealias Identity = TrackCheckKit.Identity
}

/// The AEPEdgeIdentity module's names: its own `Identity` extension.
public enum AEPEdgeIdentity {
  /// AEPEdgeIdentity's `Identity` extension (the Edge Network's identities).
  public final class Identity: NSObject {
    /// The AEPEdgeIdentity version these stand-ins follow.
    public static let extensionVersion = "5.0.0"
  }
}

// AdSupport and AppTrackingTransparency, which apps' launch code touches beside the SDK (the AEP sample
// app asks for tracking authorization after registering for pushes). Not push: they answer as a device
// whose user has not decided, and record nothing.

/// AdSupport's `ASIdentifierManager`.
public final class ASIdentifierManager: Sendable {
  static let instance = ASIdentifierManager()
  /// The manager.
  public static func shared() -> ASIdentifierManager { instance }
  /// The advertising identifier: all zeros, as without authorization.
  public var advertisingIdentifier: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
  /// Whether advertising tracking is enabled: no.
  public var isAdvertisingTrackingEnabled: Bool { false }
}

/// AppTrackingTransparency's `ATTrackingManager`.
public enum ATTrackingManager {
  /// `ATTrackingManager.AuthorizationStatus`.
  public enum AuthorizationStatus: UInt, Sendable {
    case notDetermined, restricted, denied, authorized
  }

  /// The user has not decided.
  public static var trackingAuthorizationStatus: AuthorizationStatus { .notDetermined }

  /// `requestTrackingAuthorization(completionHandler:)`: answered `.notDetermined` at once (no dialog).
  public static func requestTrackingAuthorization(completionHandler: @escaping @Sendable (AuthorizationStatus) -> Void) {
    completionHandler(.notDetermined)
  }
}
