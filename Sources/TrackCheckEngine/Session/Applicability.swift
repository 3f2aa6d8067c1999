import TrackCheckModel
import TrackCheckPlatform

/// Whether a case can be played to an implementation, from what the
/// implementation declared (its handshake, and with protocol 2 its app's
/// manifest) and what the case needs. Pure: the session asks, and records
/// the reason as the case's "not applicable".
public enum Applicability {
  /// Why `testCase` cannot be played before `begin`: a platform or a pinned
  /// API the implementation does not declare, or wiring a protocol 1
  /// implementation does not report. `nil` when it can be begun.
  public static func beforeBegin(_ testCase: borrowing TrackingCase, declared identity: ImplementationIdentity) -> String? {
    if let reason = identity.reasonNotApplicable(testCase) { return reason }
    if testCase.needsReportedWiring && identity.protocolVersion < 2 {
      return "the case tests the app's own wiring, which a protocol v1 implementation does not report"
    }
    return nil
  }

  /// Why `testCase` cannot be played to the app `manifest` describes (protocol
  /// 2, iOS): the case assumes another registration of a category its pushes
  /// name (categories its pushes do not name do not matter; a case about the
  /// app's own wiring judges them), or another notification-centre delegate.
  /// `nil` when it can be played.
  public static func afterBegin(_ testCase: borrowing TrackingCase, app manifest: AppManifest, reportsWiring: Bool) -> String? {
    guard reportsWiring, testCase.platform == .ios else { return nil }
    if !testCase.needsReportedWiring, let registered = manifest.categories,
      let differing = testCase.namedCategories.first(where: { name in
        registered.first { $0.identifier == name } != testCase.categories.first { $0.identifier == name }
      })
    {
      let app = registered.first { $0.identifier == differing }.map {
        $0.customDismissAction ? "with customDismissAction" : "without customDismissAction"
      }
      return "the case assumes another registration of category \(differing) than the app's (\(app ?? "not registered"))"
    }
    if manifest.notificationDelegate.isSet != testCase.device.notificationDelegate {
      let app = manifest.notificationDelegate.isSet ? "sets a notification-centre delegate" : "sets no notification-centre delegate"
      return
        "the case assumes an app that \(testCase.device.notificationDelegate ? "sets" : "sets no") notification-centre delegate; this app \(app)"
    }
    return nil
  }
}
