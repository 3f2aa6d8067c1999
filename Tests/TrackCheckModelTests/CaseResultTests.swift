import Testing
import TrackCheckModel

@Suite("A case's result")
struct CaseResultTests {
  /// Every result that a record can hold, each with what goes with it.
  static let results: [CaseResult] = [
    .passed, .failed, .error(.timeout), .error(.crash), .notApplicable(.platformUnsupported(.android)),
    .notApplicable(.apiUnsupported(.trackAction)), .notApplicable(.wiringNotReported), .notApplicable(.activitiesNotReported),
    .notApplicable(.declined("no network here")),
    .expectedFailure(.failed), .expectedFailure(.error(.protocolViolation)), .fixed,
  ]

  @Test(arguments: results)
  func aResultReadBackFromItsWordsIsTheSame(result: CaseResult) {
    let message = result.notApplicableReason.map { CaseRecord.notApplicablePrefix + $0.sentence } ?? "m"
    #expect(CaseResult(outcome: result.outcome, errorKind: result.errorKind, message: message) == result)
  }

  @Test func wordsThatContradictEachOtherAreNoResult() {
    #expect(CaseResult(outcome: .error, errorKind: nil, message: "m") == nil)
    #expect(CaseResult(outcome: .passed, errorKind: .crash, message: "m") == nil)
    #expect(CaseResult(outcome: .failed, errorKind: .timeout, message: "m") == nil)
    #expect(CaseResult(outcome: .notApplicable, errorKind: .startFailure, message: "m") == nil)
    #expect(CaseResult(outcome: .fixed, errorKind: .crash, message: "m") == nil)
  }

  @Test func theBaselineTurnsProblemsIntoExpectedFailuresAndPassesIntoFixed() {
    #expect(CaseResult.failed.listedInBaseline == .expectedFailure(.failed))
    #expect(CaseResult.error(.crash).listedInBaseline == .expectedFailure(.error(.crash)))
    #expect(CaseResult.passed.listedInBaseline == .fixed)
    #expect(CaseResult.notApplicable(.wiringNotReported).listedInBaseline == nil)
    #expect(CaseResult.expectedFailure(.failed).listedInBaseline == nil)
    // An expected failure that was an error keeps its kind for the reports.
    #expect(CaseResult.expectedFailure(.error(.crash)).errorKind == .crash)
  }

  @Test func aReasonIsReadFromTheSentenceTrackcheckWrote() {
    for reason: NotApplicableReason in [
      .platformUnsupported(.ios), .apiUnsupported(.collectMessageInfo), .wiringNotReported, .activitiesNotReported,
    ] {
      #expect(NotApplicableReason(message: CaseRecord.notApplicablePrefix + reason.sentence) == reason)
      #expect(NotApplicableReason(message: reason.sentence) == reason)
    }
    #expect(NotApplicableReason(message: "not applicable: offline only") == .declined("offline only"))
    #expect(NotApplicableReason(message: "") == .declined(NotApplicableReason.declinedWithoutReason))
  }
}
