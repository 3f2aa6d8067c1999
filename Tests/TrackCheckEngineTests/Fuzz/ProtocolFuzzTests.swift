import Testing
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProcess
@testable import TrackCheckProtocol

/// Seeded, bounded fuzzing of everything that reads an implementation's
/// output. Run longer with TRACKCHECK_FUZZ_ITERATIONS (see docs/FUZZING.md).
@Suite("Fuzzing: protocol reader")
struct ProtocolFuzzTests {
  static let corpus: [String] = [
    #"{"type":"hello","protocol":1,"implementation":{"name":"x","version":"1"},"platforms":["ios","android"],"apis":["collectMessageInfo","trackAction"]}"#,
    #"{"type":"calls","id":"7","calls":[{"api":"collectMessageInfo","contextData":{"deliveryId":"56c4","broadlogId":"h138a","action":"7"}}]}"#,
    #"{"type":"calls","id":"8","calls":[{"api":"trackAction","action":"tracking","contextData":{"deliveryId":"56c4","broadlogId":"h138a","action":"2"}},{"api":"collectMessageInfo","contextData":{"deliveryId":"56c4","broadlogId":"h138a","action":1}}]}"#,
    #"{"type":"error","id":"9","message":"handler threw \u2028 \ud83d\ude00"}"#,
    #"{"type":"unsupported","id":"1","reason":"no"}"#,
    #"{"type":"log","message":"x","extra":[1,2.5e3,-0,true,false,null,{}]}"#,
  ]

  @Test func mutatedLinesNeverCrashTheReader() {
    var random = SeededRandom(seed: SeededRandom.seed)
    let expected = [ExpectedCall(api: .any, deliveryId: "56c4", broadlogId: "h138a", action: .impression, on: TestProfiles.standard)]
    var parsed = 0
    for _ in 0..<SeededRandom.iterations(default: 20_000) {
      let seed = Array(Self.corpus.randomElement(using: &random)!.utf8)
      let line = Mutator.mutate(seed, using: &random)
      guard let value = try? JSONParser.parse(line) else { continue }
      parsed += 1
      // Whatever parses goes through everything that interprets answers.
      _ = JSONSerializer.string(value)
      guard let object = value.objectValue else { continue }
      _ = ImplementationIdentity.parse(object)
      let calls = (object["calls"]?.arrayValue ?? []).compactMap { try? ActualCall.parse($0, callbackIndex: 0).get() }
      let comparison = CallComparison(expected: expected, actual: calls, callbackNames: ["x"], profile: TestProfiles.standard)
      _ = comparison.report
      _ = comparison.summary
    }
    #expect(parsed > 0)
  }

  @Test func randomBytesNeverCrashTheParser() {
    var random = SeededRandom(seed: SeededRandom.seed &+ 1)
    for _ in 0..<SeededRandom.iterations(default: 20_000) {
      let count = Int.random(in: 0...64, using: &random)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
      _ = try? JSONParser.parse(bytes)
    }
  }

  @Test func parsedValuesRoundTrip() throws {
    var random = SeededRandom(seed: SeededRandom.seed &+ 2)
    for _ in 0..<SeededRandom.iterations(default: 5_000) {
      let line = Mutator.mutate(Array(Self.corpus.randomElement(using: &random)!.utf8), using: &random)
      guard let value = try? JSONParser.parse(line) else { continue }
      #expect(try JSONParser.parse(JSONSerializer.string(value)) == value)
    }
  }
}
