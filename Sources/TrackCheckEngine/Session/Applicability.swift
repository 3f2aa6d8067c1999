import TrackCheckModel
import TrackCheckPlatform

/// Whether a case can be played to an implementation, from what the
/// implementation declared in its handshake and what the case needs. Pure:
/// the session asks, and records the reason as the case's "not applicable".
///
/// Only a declaration makes a case not applicable: a platform or an API the
/// implementation does not run, or (protocol 1) wiring it cannot report. An
/// app wired otherwise than the documents' (another delegate, other
/// categories, another launch mode) is played as it is and judged: see
/// `Oracle.expectations(for:played:documents:delegate:)`.
public enum Applicability {
  /// Why `testCase` cannot be played before `begin`: a platform or a pinned
  /// API the implementation does not declare, wiring a protocol 1
  /// implementation does not report, or activities one before protocol 3 does not declare. `nil` when it can be begun.
  public static func beforeBegin(_ testCase: borrowing TrackingCase, declared identity: ImplementationIdentity) -> NotApplicableReason? {
    if let reason = identity.reasonNotApplicable(testCase) { return reason }
    if testCase.needsReportedWiring && identity.protocolVersion < 2 { return .wiringNotReported }
    if testCase.needsDeclaredActivities && identity.protocolVersion < 3 { return .activitiesNotReported }
    return nil
  }

  /// `expected` as an implementation that declares `declared` owes it: an event that no declared API of the profile
  /// makes is not owed (Journey Optimizer's receive on an AEPMessaging before 3.10.0, which has no `trackPushReceived`),
  /// and stays as an optional call, so that its push is still one of the case's and the rest of the case (what must not
  /// be tracked) is judged as ever. An implementation that declares none of the profile's APIs owes them all.
  public static func owed(_ expected: [ExpectedCall], declared: [TrackingAPI], profile: Profile) -> [ExpectedCall] {
    let makers = profile.calls.filter { call in TrackingAPI(rawValue: call.api).map(declared.contains) ?? false }
    // A declaration of none of the profile's APIs says nothing of what the app does under it.
    guard !makers.isEmpty else { return expected }
    return expected.map { call in
      var owed = call
      if !makers.contains(where: { $0.makes(call.action) }) { owed.optional = true }
      return owed
    }
  }
}
