/// The events a tracking call reports, across profiles. Which of them a profile knows, and the
/// code each is sent with, is the profile's (``Profile/codes``): Campaign Standard's impression is
/// `"7"`, Campaign Classic's receive is tag `1`.
public enum TrackingAction: String, Sendable, Hashable, CaseIterable {
  /// The push reached the device (Campaign Standard: it resides in the notification centre).
  case impression
  /// The user acted on the notification.
  case click
  /// The tap opened the app (Campaign Standard).
  case open
  /// The push was received (Campaign Classic; Journey Optimizer's `pushTracking.receive`).
  case receive
  /// The tap opened the app, as one event (Journey Optimizer's `pushTracking.applicationOpened`).
  case opened
  /// A custom action that brought the app to the foreground (Journey Optimizer's `pushTracking.customAction`, launches 1).
  case action
  /// A custom action handled without opening the app (`pushTracking.customAction`, launches 0).
  case backgroundAction = "background-action"
  /// A dismissal reported as its own event (Journey Optimizer's `pushTracking.customAction` "Dismiss").
  case dismiss

  /// The word used in suites and messages.
  public var name: String { rawValue }
}

/// A tracking call the documents require, as a case expects it.
public struct ExpectedCall: Sendable, Hashable {
  /// The API the call may use.
  public var api: APIChoice
  /// The expected `deliveryId`.
  public var deliveryId: String
  /// The expected `broadlogId`.
  public var broadlogId: String
  /// The expected `action` code.
  public var action: TrackingAction
  /// The notification whose ids the call carries, when the case names it.
  public var notification: String?
  /// The index (from 0) of the step that must cause the call: its place on the
  /// case's timeline. Set for every call of a loaded case.
  public var step: Int?
  /// The requirement the call proves: written in the suite, or derived from
  /// its step and action by the catalogue's blame rules when the suite is loaded.
  public var requirement: RequirementID?
  /// Whether the call may be left out (a profile's MAY): its absence is no finding, its values are judged when made.
  public var optional = false
  /// The code the call carries for its event, on the profile that owes it.
  public var code: String
  /// The context data the call must carry, on that profile.
  public var contextData: JSONObject
  /// The APIs the call may use, for messages.
  public var apiDescription: String

  /// Creates an expected call.
  public init(
    api: APIChoice, deliveryId: String, broadlogId: String, action: TrackingAction, notification: String? = nil, step: Int? = nil,
    requirement: RequirementID? = nil, optional: Bool = false, on profile: Profile
  ) {
    self.optional = optional
    self.code = profile.code(action)
    self.contextData = profile.contextData(deliveryId: deliveryId, broadlogId: broadlogId, event: action)
    self.apiDescription = profile.apiDescription(for: action, pinned: api == .any ? nil : api.description)
    self.requirement = requirement
    self.api = api
    self.deliveryId = deliveryId
    self.broadlogId = broadlogId
    self.action = action
    self.notification = notification
    self.step = step
  }

  /// An expected call as a results file holds it: its code, context data and APIs as they were written.
  public init(
    stored api: APIChoice, deliveryId: String, broadlogId: String, action: TrackingAction, code: String, contextData: JSONObject,
    apiDescription: String, notification: String?, step: Int?, requirement: RequirementID?, optional: Bool
  ) {
    self.api = api
    self.deliveryId = deliveryId
    self.broadlogId = broadlogId
    self.action = action
    self.code = code
    self.contextData = contextData
    self.apiDescription = apiDescription
    self.notification = notification
    self.step = step
    self.requirement = requirement
    self.optional = optional
  }
}
