import Foundation
import Testing
import TrackCheckModel
import TrackCheckTestSupport

/// Every kit reports the same facts the same way: the same tracker, written once per kit
/// (`Tests/Fixtures/parity/`), fed the same protocol lines, answers line for line the same (each
/// line compared as a JSON value after the normalisation of ``KitParityTests/normalised(_:kit:)``).
/// Every kit a script names runs: a language missing on the machine fails the test, saying what
/// to install (Tests/Fixtures/parity/README.md).
@Suite(.hangGuard(minutes: 10)) struct KitParityTests {
  static let parity = TestPaths.fixtures.appendingPathComponent("parity")

  /// One script: the harness's side of a session, the platform its tracker is started for, whether the
  /// trackers report the SDK's requests (`--reports calls,hits`), and the kits that play it.
  struct Script: Sendable, CustomTestStringConvertible {
    let file: String
    let platform: String
    let hits: Bool
    let kits: [String]
    var testDescription: String { file }
  }

  static let android = ["swift", "python", "node", "java"]
  /// The Java kit plays Android only.
  static let iOS = ["swift", "python", "node"]

  static let scripts: [Script] = [
    Script(file: "android.jsonl", platform: "android", hits: false, kits: android),
    Script(file: "android-protocol1.jsonl", platform: "android", hits: true, kits: android),
    Script(file: "android-protocol2.jsonl", platform: "android", hits: false, kits: android),
    Script(file: "android-hits.jsonl", platform: "android", hits: true, kits: android),
    // The Swift kit has no Android Messaging (addPushTrackingDetails, trackPushReceived, handleNotificationResponse(intent…)).
    Script(file: "android-journey-optimizer.jsonl", platform: "android", hits: true, kits: ["python", "node", "java"]),
    Script(file: "ios.jsonl", platform: "ios", hits: false, kits: iOS),
    Script(file: "ios-protocol2.jsonl", platform: "ios", hits: false, kits: iOS),
    Script(file: "ios-hits.jsonl", platform: "ios", hits: true, kits: iOS),
  ]

  /// The first executable called `name` on the PATH.
  static func tool(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs `command` with `input` on stdin; returns how it ended and its stdout lines.
  static func run(_ command: [String], input: Data) throws -> (finished: FinishedProcess, lines: [String]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    let finished = try TestProcesses.run(process, input: input)
    return (finished, String(decoding: finished.output, as: UTF8.self).split(separator: "\n").map(String.init))
  }

  /// Android's org.json, which the Java kit compiles and runs against: `ANDROID_JSON_JAR`, else Debian's.
  static var androidJSON: String {
    ProcessInfo.processInfo.environment["ANDROID_JSON_JAR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/java/com.android.json.jar"
  }

  /// The Java kit and the Java tracker compiled once for the whole run (`Kits/java/src/main/java` and
  /// `java/ParityAdapter.java`, with javac): the class path to run it with, or what is missing.
  static let javaClassPath: Result<String, Missing> = {
    guard let javac = tool("javac"), tool("java") != nil else {
      return .failure(Missing("the Java kit's tracker needs javac and java 17 or later: install a JDK (Debian: openjdk-17-jdk-headless)"))
    }
    let json = androidJSON
    guard FileManager.default.fileExists(atPath: json) else {
      return .failure(
        Missing(
          "the Java kit compiles against Android's org.json, not found at \(json): install Debian's libandroid-json-java "
            + "(or set ANDROID_JSON_JAR to the jar)"))
    }
    let classes = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-parity-\(UUID().uuidString)")
    let kit = TestPaths.root.appendingPathComponent("Kits/java/src/main/java")
    do {
      let sources = try FileManager.default.subpathsOfDirectory(atPath: kit.path)
        .filter { $0.hasSuffix(".java") }.sorted().map { kit.appendingPathComponent($0).path }
      let compiled = try run(
        [javac, "-cp", json, "-d", classes.path] + sources + [parity.appendingPathComponent("java/ParityAdapter.java").path], input: Data())
      guard compiled.finished.status == 0 else {
        return .failure(
          Missing(
            "javac could not compile the Java kit and its tracker: \(String(decoding: compiled.finished.error, as: UTF8.self).suffix(3000))"
          ))
      }
    } catch {
      return .failure(Missing("javac could not run: \(error)"))
    }
    return .success("\(classes.path):\(json)")
  }()

  /// Why a kit cannot run here.
  struct Missing: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  /// The command line of `kit`'s tracker for `script`, or what to install.
  static func command(_ kit: String, for script: Script) -> Result<[String], Missing> {
    let arguments = ["--platform", script.platform] + (script.hits ? ["--reports", "calls,hits"] : [])
    switch kit {
    case "swift":
      return .success([TestPaths.products.appendingPathComponent("parity-swift-adapter").path] + arguments)
    case "python":
      guard let python = tool("python3") else {
        return .failure(Missing("the Python kit's tracker needs python3: install Python 3.8 or later (Debian: python3)"))
      }
      return .success([python, parity.appendingPathComponent("python/adapter.py").path] + arguments)
    case "node":
      guard let node = tool("node") else {
        return .failure(Missing("the Node kit's tracker needs node: install Node.js 18 or later (Debian: nodejs)"))
      }
      return .success([node, parity.appendingPathComponent("node/adapter.js").path] + arguments)
    case "java":
      return javaClassPath.map { [tool("java") ?? "java", "-cp", $0, "ParityAdapter"] + arguments }
    default:
      return .failure(Missing("no kit called \(kit)"))
    }
  }

  // MARK: - What is compared

  /// The SDK components the Java kit merges into an Android app's manifest when the adapter declares the Campaign
  /// Classic or Journey Optimizer APIs (Kits/java/README.md): the extensions' own display path, which only the Java
  /// kit plays. Left out of the Java kit's `ready.app` before the comparison.
  static let javaLibraryActivities: Set<String> = ["CampaignClassicPushTrackerActivity", "MessagingPushTrackerActivity"]
  static let javaLibraryReceivers: Set<String> = ["NotificationInteractionReceiver"]

  /// A line as it is compared: the implementation's name removed, and what is legitimately each kit's own
  /// (Tests/Fixtures/parity/README.md, "What is compared"): the text of each request's JSON body (compared as the
  /// JSON value it holds), the random and clock values of an Edge request (`requestId`, `xdm._id`,
  /// `xdm.timestamp`: replaced by their shape, so a UUID's case and a timestamp's format still count), and the
  /// SDK components the Java kit merges into the manifest.
  static func normalised(_ line: String, kit: String) -> JSONValue {
    guard case .object(var value)? = try? JSONParser.parse(line) else { return .string("not a JSON object: \(line)") }
    if case .object(var implementation)? = value["implementation"] {
      implementation["name"] = nil
      value["implementation"] = .object(implementation)
    }
    if case .array(let requests)? = value["requests"] {
      value["requests"] = .array(requests.map(normalisedRequest))
    }
    if kit == "java", value["type"] == .string("ready"), case .object(var app)? = value["app"] {
      if case .array(let activities)? = app["activities"] {
        app["activities"] = .array(activities.filter { javaLibraryActivities.contains($0["name"]?.stringValue ?? "") == false })
      }
      if case .array(let receivers)? = app["receivers"] {
        app["receivers"] = .array(receivers.filter { javaLibraryReceivers.contains($0.stringValue ?? "") == false })
      }
      value["app"] = .object(app)
    }
    return .object(value)
  }

  static func normalisedRequest(_ request: JSONValue) -> JSONValue {
    guard case .object(var members) = request else { return request }
    if let url = members["url"]?.stringValue, let range = url.range(of: "requestId=") {
      let id = url[range.upperBound...].prefix { $0 != "&" }
      members["url"] = .string(url.replacingCharacters(in: range.upperBound..<id.endIndex, with: shape(String(id))))
    }
    if let body = members["body"]?.stringValue, !body.isEmpty, case .object(var payload)? = try? JSONParser.parse(body) {
      if case .array(let events)? = payload["events"] {
        payload["events"] = .array(
          events.map { event in
            guard case .object(var members) = event, case .object(var xdm)? = members["xdm"] else { return event }
            for key in ["_id", "timestamp"] { if let text = xdm[key]?.stringValue { xdm[key] = .string(shape(text)) } }
            members["xdm"] = .object(xdm)
            return .object(members)
          })
      }
      members["body"] = .object(payload)
    }
    return .object(members)
  }

  /// A random or clock value's shape: a UUID as its case (iOS writes `uuidString`, upper-case; Android
  /// `toString()`, lower-case), anything else (a timestamp) with each digit `0` (its format kept, its value not).
  static func shape(_ text: String) -> String {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    if groups.map(\.count) == [8, 4, 4, 4, 12], groups.allSatisfy({ $0.allSatisfy(\.isHexDigit) }) {
      switch (text.contains(where: \.isUppercase), text.contains(where: \.isLowercase)) {
      case (true, true): return "a UUID in mixed case"
      case (true, false): return "an upper-case UUID"
      case (false, true): return "a lower-case UUID"
      case (false, false): return "a UUID of digits only"
      }
    }
    return String(text.map { $0.isNumber ? "0" : $0 })
  }

  /// `value` as one canonical JSON text: object members sorted by key.
  static func text(_ value: JSONValue) -> String { JSONSerializer.string(sorted(value)) }

  static func sorted(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let object): .object(JSONObject(object.members.sorted { $0.key < $1.key }.map { (key: $0.key, value: sorted($0.value)) }))
    case .array(let array): .array(array.map(sorted))
    default: value
    }
  }

  /// Where `left` and `right` differ: each place as a path, with both values.
  static func differences(_ left: JSONValue, _ right: JSONValue, at path: String = "$") -> [String] {
    switch (left, right) {
    case (.object(let a), .object(let b)):
      return Set(a.keys + b.keys).sorted().flatMap { key -> [String] in
        switch (a[key], b[key]) {
        case (let x?, let y?): differences(x, y, at: "\(path).\(key)")
        case (let x?, nil): ["\(path).\(key): \(text(x).prefix(400)) | absent"]
        case (nil, let y?): ["\(path).\(key): absent | \(text(y).prefix(400))"]
        default: []
        }
      }
    case (.array(let a), .array(let b)) where a.count == b.count:
      return zip(a, b).enumerated().flatMap { differences($1.0, $1.1, at: "\(path)[\($0)]") }
    default:
      return left == right ? [] : ["\(path): \(text(left).prefix(400)) | \(text(right).prefix(400))"]
    }
  }

  // MARK: - The comparison

  @Test(arguments: scripts)
  func everyKitAnswersTheSameScriptTheSame(script: Script) throws {
    let input = try Data(contentsOf: Self.parity.appendingPathComponent(script.file))
    let requests = String(decoding: input, as: UTF8.self).split(separator: "\n").map(String.init)
    // The script is the harness's side: each line one the schema allows.
    for line in requests {
      let problems = (try? JSONParser.parse(line)).map { JSONSchemaCheck(ProtocolSchema.schemas.whole).problems($0) } ?? ["not JSON"]
      #expect(problems == [], "\(script.file): a line the protocol's schema rejects: \(line.prefix(300))")
    }
    var answers: [(kit: String, lines: [JSONValue])] = []
    for kit in script.kits {
      let command: [String]
      switch Self.command(kit, for: script) {
      case .success(let found): command = found
      case .failure(let missing):
        Issue.record("\(script.file): the \(kit) kit cannot run: \(missing.message)")
        continue
      }
      let (finished, lines) = try Self.run(command, input: input)
      #expect(
        finished.status == 0,
        "\(script.file): the \(kit) kit's tracker exited \(finished.status): \(String(decoding: finished.error, as: UTF8.self).suffix(2000))"
      )
      ProtocolSchema.expectValid(lines, from: "the \(kit) kit's parity tracker (\(script.file))")
      // One answer per line but `bye`: the script is played through.
      #expect(
        lines.count == requests.count - 1, "\(script.file): the \(kit) kit answered \(lines.count) lines to \(requests.count - 1) requests")
      answers.append((kit, lines.map { Self.normalised($0, kit: kit) }))
    }
    guard answers.count > 1 else { return }
    for index in 0..<(answers.map(\.lines.count).max() ?? 0) {
      // The kits grouped by their answer; the most common answer first.
      var groups: [(answer: JSONValue?, kits: [String])] = []
      for (kit, lines) in answers {
        let answer = index < lines.count ? lines[index] : nil
        if let group = groups.firstIndex(where: { $0.answer == answer }) {
          groups[group].kits.append(kit)
        } else {
          groups.append((answer, [kit]))
        }
      }
      guard groups.count > 1 else { continue }
      groups.sort { $0.kits.count > $1.kits.count }
      let request = index < requests.count ? requests[index] : "(none)"
      var message = "\(script.file), answer \(index + 1) (to \(request.prefix(200))): the kits differ"
      for group in groups {
        message += "\n  \(group.kits.joined(separator: ", ")): \(group.answer.map(Self.text) ?? "(no answer)")"
      }
      if let first = groups[0].answer {
        for group in groups.dropFirst() {
          guard let answer = group.answer else { continue }
          message += "\n  where \(group.kits.joined(separator: ", ")) differ from \(groups[0].kits.joined(separator: ", ")):"
          for difference in Self.differences(answer, first) { message += "\n    \(difference)" }
        }
      }
      Issue.record(Comment(rawValue: message))
    }
  }

  @Test func theComparisonSeesADifference() {
    let canonical = { (line: String) in Self.text(Self.normalised(line, kit: "swift")) }
    #expect(
      canonical(#"{"type":"calls","id":"2","calls":[],"app":{"setIntent":true}}"#)
        != canonical(#"{"type":"calls","id":"2","calls":[],"app":{"setIntent":{"flags":[],"extras":{}}}}"#))
    #expect(
      canonical(#"{"type":"calls","id":"2","calls":[{"contextData":{"action":"7"}}]}"#)
        != canonical(#"{"type":"calls","id":"2","calls":[{"contextData":{"action":7}}]}"#))
    #expect(
      canonical(#"{"implementation":{"name":"a","version":"1"},"x":1}"#)
        == canonical(#"{"x":1,"implementation":{"version":"1","name":"b"}}"#))
  }

  @Test func anEdgeRequestIsComparedByItsShapeNotItsRandomValues() {
    func request(_ id: String, _ eventID: String, _ timestamp: String, _ order: Bool = true) -> String {
      let xdm =
        order
        ? #"{"_id":"\#(eventID)","timestamp":"\#(timestamp)","eventType":"e"}"#
        : #"{"eventType":"e","timestamp":"\#(timestamp)","_id":"\#(eventID)"}"#
      let body = #"{"events":[{"xdm":\#(xdm)}]}"#.replacingOccurrences(of: "\"", with: "\\\"")
      return
        #"{"type":"calls","id":"2","calls":[],"requests":[{"method":"POST","url":"https://e/ee/v1/interact?configId=c&requestId=\#(id)","body":"\#(body)"}]}"#
    }
    let canonical = { (line: String) in Self.text(Self.normalised(line, kit: "python")) }
    let upper = "0E6A4E0C-5A3C-4C9E-9B8A-7F1B2C3D4E5F"
    let another = "1F7B5F1D-6B4D-4DAF-AC9B-802C3D4E5F60"
    // Another UUID, another time, the body's members in another order: the same request.
    #expect(
      canonical(request(upper, upper, "2026-11-29T12:00:00.123Z"))
        == canonical(request(another, another, "2027-01-01T00:00:59.999Z", false)))
    // A UUID in the other case, a timestamp without its milliseconds: another request.
    #expect(
      canonical(request(upper, upper, "2026-11-29T12:00:00.123Z"))
        != canonical(request(upper.lowercased(), upper, "2026-11-29T12:00:00.123Z")))
    #expect(
      canonical(request(upper, upper, "2026-11-29T12:00:00.123Z"))
        != canonical(request(upper, upper.lowercased(), "2026-11-29T12:00:00.123Z")))
    #expect(canonical(request(upper, upper, "2026-11-29T12:00:00.123Z")) != canonical(request(upper, upper, "2026-11-29T12:00:00Z")))
  }

  @Test func theJavaKitsLibraryComponentsAreLeftOutOfItsManifestOnly() {
    let ready =
      #"{"type":"ready","id":"1","app":{"activities":[{"name":"MainActivity"},{"name":"MessagingPushTrackerActivity"}],"receivers":["TapReceiver","NotificationInteractionReceiver"]}}"#
    let expected = #"{"type":"ready","id":"1","app":{"activities":[{"name":"MainActivity"}],"receivers":["TapReceiver"]}}"#
    #expect(Self.normalised(ready, kit: "java") == Self.normalised(expected, kit: "swift"))
    #expect(Self.normalised(ready, kit: "python") != Self.normalised(expected, kit: "swift"))
  }
}
