import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckReports

/// The migration report's collisions: every finding of the target run is named for what it means to a
/// team moving there, and each kind of collision holds exactly the findings it is about.
@Suite("Migration report collisions")
struct MigrationReportTests {
  private static let testCase = CaseBuilder.testCase(
    id: "AND-RETURN", platform: .android, steps: [.receive(notification: "default"), .tap(notification: "default")])

  private func collisions(_ findings: [Finding], actual: [ActualCall] = []) -> [MigrationReport.Collision] {
    var record = CaseRecord(Self.testCase, result: .failed, message: "failed", order: 0)
    record.findings = findings
    record.actual = actual
    record.expected = [
      ExpectedCall(api: .any, deliveryId: "d57fd6", broadlogId: "1476005", action: .receive, on: TestProfiles.classic)
    ]
    return MigrationReport.collisions(
      record, testCase: Self.testCase, gates: [], target: TestProfiles.classic.stamp,
      targetAPIs: Set(TestProfiles.classic.calls.map(\.api))
    ).map(\.kind)
  }

  private func finding(_ fault: Fault, _ message: String = "a finding") -> Finding {
    Finding(fault: fault, requirement: "CC-EVENTS-ONLY", level: .must, step: 1, message: message)
  }

  private let classicCall = ActualCall(
    api: "trackNotificationClick", contextData: ["_mId": "1476005", "_dId": "d57fd6"], callbackIndex: 1)

  /// A second click on return, made through the target's own API: tracked where the new documents track nothing
  /// (the story expects only a receive: the click's API is still the target's, not one its server never hears of).
  @Test func aCallTooManyThroughTheTargetsAPIIsTrackedWhereNothingIsTracked() {
    for fault: Fault in [.unexpected, .duplicate, .bothAPIs] {
      #expect(
        collisions([finding(fault, "duplicate: call 3 repeats call 2")], actual: [classicCall]) == [.trackedWhereNotTracked], "\(fault)")
    }
  }

  /// The same finding about a call through an API the target never hears of is that call's collision, named once.
  @Test func aCallTooManyThroughAnUnknownAPIIsTheUnknownCallsCollisionOnly() {
    let standardCall = ActualCall(
      api: "collectMessageInfo", contextData: ["deliveryId": "d57fd6", "broadlogId": "1476005", "action": "2"], callbackIndex: 1)
    #expect(collisions([finding(.duplicate, "duplicate: collectMessageInfo({…}) repeats")], actual: [standardCall]) == [.callNeverReceived])
    // A duplicate's message names the calls by number only: the calls made at its step tell.
    var twice = [standardCall, standardCall]
    for index in twice.indices { twice[index].step = 1 }
    #expect(collisions([finding(.duplicate, "duplicate: call 2 repeats call 1 at step 2")], actual: twice) == [.callNeverReceived])
  }

  /// Keys or ids the new SDK does not read, unless the call itself never reaches the new server.
  @Test func keysAndIdsAreTheirOwnCollisionUnlessTheCallIsUnknown() {
    for fault: Fault in [.missingKey, .idNotString, .wrongIds] {
      #expect(collisions([finding(fault)], actual: [classicCall]) == [.sourceKeysOrIds], "\(fault)")
    }
    let standardCall = ActualCall(api: "collectMessageInfo", contextData: ["action": "2"], callbackIndex: 1)
    #expect(collisions([finding(.missingKey)], actual: [standardCall]) == [.callNeverReceived])
  }
}
