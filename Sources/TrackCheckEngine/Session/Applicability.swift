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

}
