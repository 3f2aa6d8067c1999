import Testing
import TrackCheckPlatform
import TrackCheckPrimitives
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProcess
@testable import TrackCheckProtocol

@Suite("The timeline a worker keeps between cases")
struct TimelineMemoTests {
  private func derivation(_ testCase: TrackingCase) throws -> Derivation {
    try PlatformModel.derive(testCase)
  }

  @Test func theSameArraysGiveTheSameTimelineAndOthersTheirOwn() throws {
    let tap = CaseBuilder.testCase(id: "A", platform: .android, steps: [.receive(notification: "default"), .tap(notification: "default")])
    let receive = CaseBuilder.testCase(id: "B", platform: .android, steps: [.receive(notification: "default")])
    let tapDerivation = try derivation(tap)
    var memo = Runner.TimelineMemo()
    let first = memo.timeline(steps: tap.steps, derivation: tapDerivation)
    #expect(first.steps == ["receive default", "tap default"])
    #expect(first.stepOfCallback == tapDerivation.stepOfCallback)
    #expect(first.callbackNames == tapDerivation.callbacks.map(\.name))
    // The very same arrays: the kept timeline.
    #expect(memo.timeline(steps: tap.steps, derivation: tapDerivation) == first)
    #expect(Runner.TimelineMemo.sameStorage(memo.steps, tap.steps))
    // Other arrays with the same content: made again, and equal.
    let copiedSteps = tap.steps.map { $0 }
    #expect(!Runner.TimelineMemo.sameStorage(copiedSteps, tap.steps))
    #expect(memo.timeline(steps: copiedSteps, derivation: try derivation(tap)) == first)
    #expect(Runner.TimelineMemo.sameStorage(memo.steps, copiedSteps))
    // Other steps: their own timeline, never the kept one.
    let other = memo.timeline(steps: receive.steps, derivation: try derivation(receive))
    #expect(other.steps == ["receive default"])
    #expect(other != first)
  }
}
