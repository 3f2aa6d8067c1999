import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckPlatform

/// Each distinct case is derived once, keyed by the model's inputs as values.
@Suite("The model cache")
struct ModelCacheTests {
  @Test func casesWithEqualInputsShareOneDerivationWhateverTheirStorage() throws {
    let steps: [Step.Kind] = [.receive(notification: "default"), .tap(notification: "default")]
    // Built apart: equal values in arrays of their own, differing only in id and expectations.
    let first = CaseBuilder.testCase(id: "A", platform: .android, steps: steps, expected: [.impression, .click, .open])
    let second = CaseBuilder.testCase(id: "B", platform: .android, steps: steps.map { $0 }, expected: [])
    let other = CaseBuilder.testCase(id: "C", platform: .android, steps: [.receive(notification: "default")])
    var cache = ModelCache()
    let one = try cache.model(of: first).get()
    let two = try cache.model(of: second).get()
    #expect(cache.derivations == 1)
    #expect(one == two)
    #expect(one.derivation == (try PlatformModel.derive(first)))
    #expect(one.timeline.steps == ["receive default", "tap default"])
    let three = try cache.model(of: other).get()
    #expect(cache.derivations == 2)
    #expect(three != one)
    // Asked again after another case: from the cache, not derived again.
    #expect(try cache.model(of: second).get() == one)
    #expect(cache.derivations == 2)
  }

  @Test func aCaseTheModelCannotPlayIsTheModelsError() {
    // An Android activity that is not running cannot be returned to.
    let impossible = CaseBuilder.testCase(
      id: "X", platform: .android, state: .terminated, steps: [.receive(notification: "default"), .returnToApp], expected: [])
    var cache = ModelCache()
    guard case .failure(let error) = cache.model(of: impossible) else {
      Issue.record("the model played a case it cannot")
      return
    }
    #expect(!error.message.isEmpty)
  }
}
