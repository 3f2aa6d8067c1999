import ArgumentParser
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckProtocol
import TrackCheckReports
import TrackCheckSuites

struct Explain: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the callbacks the platform model derives for one case, and the calls it expects.",
    discussion:
      """
      With --protocol, print the exact lines trackcheck writes to an implementation, to replay by hand: trackcheck explain ID --protocol | your-adapter

      With --apns-payload or --fcm-data, print what to push to a simulator, emulator or device to play the case there (docs/COLLECT.md): \
      the APNs payload for `xcrun simctl push DEVICE BUNDLE-ID FILE`, or the FCM data map an instrumented test gives \
      RemoteMessage.Builder (or a send request's message.data). A case of several pushes needs --push NAME.
      """
  )

  @OptionGroup var suiteOptions: SuiteOptions

  @Argument(help: "The case id.")
  var caseID: String

  @Flag(name: .customLong("protocol"), help: "Print only the protocol lines the implementation receives.")
  var protocolLines = false

  @Flag(name: .customLong("apns-payload"), help: "Print the case's push as an APNs payload (iOS), for xcrun simctl push.")
  var apnsPayload = false

  @Flag(name: .customLong("fcm-data"), help: "Print the case's push as the FCM data map (Android), as RemoteMessage.getData() returns it.")
  var fcmData = false

  @Option(
    name: .customLong("push"), help: ArgumentHelp("With --apns-payload or --fcm-data: the push to print, by name.", valueName: "name"))
  var push: String?

  @OptionGroup var output: FormatOption

  func validate() throws {
    if apnsPayload && fcmData { throw ValidationError("--apns-payload and --fcm-data print different platforms' pushes: give one") }
    if push != nil && !apnsPayload && !fcmData { throw ValidationError("--push NAME goes with --apns-payload or --fcm-data") }
  }

  func run() throws {
    try suiteOptions.refuseSelection(for: "explain", because: "explains the one case it names")
    let suites = try suiteOptions.loadPrepared()
    let collection = suites.collection
    guard let prepared = suites.testCase(caseID) else {
      let hint =
        Suggestions.closest(to: caseID, among: collection.cases.map(\.id)).map { "did you mean '\($0)'?" }
        ?? "'trackcheck list' shows the case ids"
      throw UsageError("no case with id '\(caseID)'", hint: hint)
    }
    if apnsPayload || fcmData {
      print(try pushPayload(of: prepared.testCase))
      return
    }
    let explanation: CaseExplanation
    do {
      explanation = try CaseExplanation(prepared, rules: BlameRules(collection.requirements), sources: collection.sources)
    } catch {
      throw UsageError("case \(caseID): \(error.message)", hint: error.hint)
    }
    if output.format == .json {
      output.printJSON(JSONOutput.explanation(explanation))
    } else if protocolLines {
      for line in ProtocolMessages.lines(of: prepared.testCase, derivation: explanation.derivation) { print(line) }
    } else {
      print(explanation.render())
    }
  }

  /// The push to send to a device to play `testCase` there: its APNs payload (iOS: `aps` and Campaign's keys
  /// beside it) or its FCM data map (Android: every value a string, as `RemoteMessage.getData()` gives it).
  func pushPayload(of testCase: TrackingCase) throws -> String {
    let wanted: Platform = apnsPayload ? .ios : .android
    guard testCase.platform == wanted else {
      throw UsageError(
        "case \(testCase.id) is an \(testCase.platform.rawValue) case: its push is printed with \(testCase.platform == .ios ? "--apns-payload" : "--fcm-data")"
      )
    }
    let notification: TrackCheckModel.Notification
    if let push {
      guard let named = testCase.notification(named: push) else {
        throw UsageError(
          "case \(testCase.id) has no push named '\(push)'",
          hint: "its pushes: \(testCase.notifications.map(\.name).joined(separator: ", "))")
      }
      notification = named
    } else {
      guard testCase.notifications.count == 1, let only = testCase.notifications.first else {
        throw UsageError(
          "case \(testCase.id) has \(testCase.notifications.count) pushes: name one with --push",
          hint: "its pushes: \(testCase.notifications.map(\.name).joined(separator: ", "))")
      }
      notification = only
    }
    let payload: JSONValue = wanted == .ios ? notification.payload : .object(AndroidData.dataMap(of: notification.payload))
    return JSONSerializer.string(payload)
  }
}
