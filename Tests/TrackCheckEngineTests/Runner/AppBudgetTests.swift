import Testing
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckModel
@testable import TrackCheckPlatform

/// What an implementation's app facts may make trackcheck hold and do:
/// every budget, exceeded by an answer a hostile adapter can write, ends the
/// case with a protocol error naming it, and the next case runs.
@Suite("The app facts' budgets")
struct AppBudgetTests {
  /// A protocol 3 Android app in memory: `onMessageReceived` of each push is answered with what `posted` says.
  static func app(features: [String] = [], posted: @escaping @Sendable (_ push: String, _ caseID: String) -> [JSONValue])
    -> InMemoryTransport
    .Respond
  {
    { request in
      let id = request["id"] ?? .null
      switch request["type"]?.stringValue {
      case "hello":
        return [
          [
            "type": "hello", "protocol": 3, "implementation": ["name": "flood", "version": "1"], "platforms": ["android"],
            "apis": ["collectMessageInfo"], "features": .array(features.map { .string($0) }),
          ]
        ]
      case "begin": return [["type": "ready", "id": id, "app": ["launchMode": "standard"]]]
      case "callback":
        var answer: JSONObject = ["type": "calls", "id": id, "calls": []]
        if request["name"]?.stringValue == CallbackName.onMessageReceived.rawValue,
          let push = request["args"]?["message"]?["messageId"]?.stringValue,
          let caseID = request["case"]?.stringValue
        {
          answer["app"] = ["posted": .array(posted(push, caseID))]
          answer["calls"] = [impression]
        }
        return [answer]
      case "end": return [["type": "calls", "id": id, "calls": []]]
      default: return []
      }
    }
  }

  static let impression: JSONValue = [
    "api": "collectMessageInfo", "contextData": ["deliveryId": "d57fd6", "broadlogId": "h1685a5", "action": "7"],
  ]

  /// A notification `id` for `push` whose delete intent is the one shared PendingIntent (request code 1), with `extras`.
  static func notification(_ id: Int, for push: String, extras: JSONObject) -> JSONValue {
    [
      "id": .integer(Int64(id)), "for": .string(push),
      "deleteIntent": [
        "kind": "broadcast", "requestCode": 1, "flags": ["FLAG_UPDATE_CURRENT", "FLAG_IMMUTABLE"],
        "intent": ["action": "DISMISSED", "extras": .object(extras)],
      ],
    ]
  }

  static func run(_ respond: @escaping InMemoryTransport.Respond, cases: [TrackingCase], budget: AppBudget = AppBudget()) throws
    -> RunRecord
  {
    var limits = ImplementationSession.Limits()
    limits.app = budget
    // A time limit no machine reaches, however busy or instrumented: the budgets, not the clock, end these cases.
    var options = Runner.Options(command: ["in-memory"], jobs: 1, timeout: 3_600, limits: limits, profile: TestProfiles.standard)
    options.connect = { InMemoryTransport(respond: respond) }
    options.coLocate = false
    return try Runner(options: options).run(cases)
  }

  static let twoPushes = [
    Notification(name: "older", payload: CaseBuilder.androidPayload), Notification(name: "newer", payload: CaseBuilder.androidPayload),
  ]

  static func clearAllCase(_ id: String) -> TrackingCase {
    CaseBuilder.testCase(
      id: id, platform: .android, notifications: twoPushes,
      steps: [.receive(notification: "older"), .receive(notification: "newer"), .clearAll], expected: [])
  }

  static let after = CaseBuilder.testCase(id: "AFTER", platform: .android, expected: [])

  /// The protocol error of case `id`, or a recorded issue.
  static func protocolError(_ record: RunRecord, _ id: String) -> String? {
    guard case .error(.protocolViolation, let message)? = record.seen(id) else {
      Issue.record("expected a protocol error for \(id), got \(String(describing: record.seen(id)))")
      return nil
    }
    return message
  }

  @Test func sixteenThousandNotificationsInOneAnswerExceedTheNotificationsBudget() throws {
    let record = try Self.run(
      Self.app { push, caseID in
        guard caseID == "FLOOD" else { return [] }
        return (1...16_000).map { Self.notification($0, for: push, extras: ["n": .string(String($0))]) }
      }, cases: [CaseBuilder.testCase(id: "FLOOD", platform: .android, expected: []), Self.after])
    let message = try #require(Self.protocolError(record, "FLOOD"))
    #expect(message.contains("budget of 500 notifications posted per case: the case reached 16000 (budget 'notifications'"), "\(message)")
    #expect(message.contains("in the answer to FirebaseMessagingService.onMessageReceived"))
    #expect(!message.contains("no answer"))
    #expect(record.cases.last?.outcome == .passed)
  }

  /// The shared delete PendingIntent updated to large extras, then "Clear all": one delete
  /// callback per notification, each carrying the extras, until the request bytes run out. (The
  /// attack at full size, 500 notifications and 300 KiB, runs through the executable in
  /// HostileCommandLineTests; here a smaller budget keeps it light under a sanitizer.)
  @Test(arguments: [[], [ProtocolFeature.pipelining.rawValue]])
  func aSharedPendingIntentWithLargeExtrasClearedAllExceedsTheRequestBytes(features: [String]) throws {
    var budget = AppBudget()
    budget.requestBytes = 1 << 20
    let large = String(repeating: "x", count: 32 * 1024)
    let record = try Self.run(
      Self.app(features: features) { push, caseID in
        guard caseID == "CLEAR" else { return [] }
        if push == "older" { return (1...199).map { Self.notification($0, for: push, extras: ["push": "older"]) } }
        return [Self.notification(200, for: push, extras: ["padding": .string(large)])]
      }, cases: [Self.clearAllCase("CLEAR"), Self.after], budget: budget)
    let message = try #require(Self.protocolError(record, "CLEAR"))
    #expect(message.contains("budget 'requestBytes'"), "\(message)")
    #expect(message.contains("\(1 << 20) bytes of requests per case"))
    let exchanged = try #require(record.cases.first { $0.id == "CLEAR" })
    // Far fewer than the 200 delete callbacks were ever made: the budget stopped them as they were produced.
    #expect(exchanged.transcript.filter { $0.direction == .sent }.count < 50)
    #expect(record.cases.last?.outcome == .passed)
  }

  @Test func aClearAllOfMoreNotificationsThanAStepMayDeliverExceedsRequestsPerStep() throws {
    var budget = AppBudget()
    budget.requestsPerStep = 10
    let record = try Self.run(
      Self.app { push, caseID in
        guard caseID == "WIDE", push == "older" else { return [] }
        return (1...20).map { Self.notification($0, for: push, extras: [:]) }
      }, cases: [Self.clearAllCase("WIDE"), Self.after], budget: budget)
    let message = try #require(Self.protocolError(record, "WIDE"))
    #expect(message.contains("budget of 10 callbacks in one step: the case reached 20 (budget 'requestsPerStep'"), "\(message)")
    #expect(record.cases.last?.outcome == .passed)
  }

  @Test func extrasBeyondTheBudgetAreAProtocolError() throws {
    var budget = AppBudget()
    budget.extrasBytes = 1_000
    let record = try Self.run(
      Self.app { push, caseID in
        guard caseID == "EXTRAS" else { return [] }
        return [Self.notification(1, for: push, extras: ["padding": .string(String(repeating: "y", count: 2_000))])]
      }, cases: [CaseBuilder.testCase(id: "EXTRAS", platform: .android, expected: []), Self.after], budget: budget)
    let message = try #require(Self.protocolError(record, "EXTRAS"))
    #expect(message.contains("budget 'extrasBytes'"), "\(message)")
  }

  /// The model's own time is charged to the case: with no time at all to spend, the first step
  /// it derives goes over, and the error names the model's budget, never the implementation's answer.
  @Test func theModelsTimeIsChargedToTheCase() throws {
    var budget = AppBudget()
    budget.modelMilliseconds = 0
    let record = try Self.run(
      Self.app { _, _ in [] }, cases: [CaseBuilder.testCase(id: "TIMED", platform: .android, expected: [])], budget: budget)
    let message = try #require(Self.protocolError(record, "TIMED"))
    #expect(message.contains("budget of 0 ms of the platform model's time per case"), "\(message)")
    #expect(!message.contains("no answer"))
  }

  @Test func usageCountsEveryResourceAndRefusesAnOverflow() throws {
    var usage = AppBudget.Usage()
    let budget = AppBudget()
    try usage.charge(.notifications, 500, against: budget)
    #expect(throws: AppBudget.Exceeded(.notifications, limit: 500, used: 501)) { try usage.charge(.notifications, 1, against: budget) }
    #expect(usage[.notifications] == 500)
    try usage.charge(.pendingIntents, 1, against: .unlimited)
    #expect(throws: AppBudget.Exceeded(.pendingIntents, limit: Int.max, used: Int.max)) {
      try usage.charge(.pendingIntents, Int.max, against: .unlimited)
    }
    usage.reset(.notifications)
    #expect(usage[.notifications] == 0)
    // The case's time limit running out while the model works is said as such, with the model's own time.
    let timeLimit = AppBudget.Exceeded.timeLimit(modelMilliseconds: 93, budget: budget).message
    #expect(timeLimit.hasPrefix("the case's time limit ran out while trackcheck's platform model played"))
    #expect(timeLimit.contains("the model had spent 93 ms on the case"))
  }
}
