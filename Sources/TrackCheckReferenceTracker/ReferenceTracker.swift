import Foundation

/// `reference-tracker`: the bundled implementation of Adobe Campaign Standard
/// push tracking, speaking trackcheck protocol v3 (or v2, v1) on stdin/stdout.
///
/// Built as its own executable, and into `trackcheck` (`trackcheck reference-tracker`),
/// so an installed trackcheck needs nothing beside it.
public enum ReferenceTracker {
  static let version = "0.1.0"

  /// The faults `--fault` injects: each one's name, what it does with the
  /// requirement it breaks in words, and that requirement's id.
  public static var faults: [(name: String, summary: String, requirement: String)] { faults(profile: "campaign-standard") }

  /// The faults of the tracker that tracks by `profile`'s documents, each with the requirement of that
  /// profile it breaks: under Campaign Classic, the Standard faults that concern something Classic has,
  /// and the mistakes of a tracker migrated to Classic.
  public static func faults(profile: String) -> [(name: String, summary: String, requirement: String)] {
    switch PushTracker.Spec(rawValue: profile) {
    case .campaignClassic?: break
    case .journeyOptimizer?:
      return Fault.allCases.compactMap { fault in
        fault.journeyOptimizerRequirement.map { (fault.rawValue, "\(fault.journeyOptimizerBehaviour ?? fault.behaviour) (\($0))", $0) }
      }
    default:
      return Fault.allCases.filter { !$0.isClassicOnly && !$0.isJourneyOptimizerOnly }.map { ($0.rawValue, $0.summary, $0.requirement) }
    }
    return Fault.allCases.compactMap { fault in
      fault.classicRequirement.map { (fault.rawValue, "\(fault.classicBehaviour ?? fault.behaviour) (\($0))", $0) }
    }
  }

  /// Serves the protocol on stdin/stdout with `arguments` (the command line
  /// without the program name) until `bye`. Returns the exit status: 0, or 2
  /// for a bad argument (said on stderr); the caller exits with it.
  public static func main(arguments: [String]) -> Int32 {
    var arguments = arguments
    var spec = PushTracker.Spec.campaignStandard
    var fault: Fault?
    var platforms = ["ios", "android"]
    var maximumProtocol = 3
    var reports = ["calls"]
    while let argument = arguments.first {
      arguments.removeFirst()
      switch argument {
      case "--list-faults":
        // The faults of the profile given before it (Campaign Standard's by default).
        for fault in faults(profile: spec.rawValue) {
          let known = Fault(rawValue: fault.name)
          let words =
            switch spec {
            case .campaignClassic: known?.classicBehaviour ?? known?.behaviour
            case .journeyOptimizer: known?.journeyOptimizerBehaviour ?? known?.behaviour
            case .campaignStandard: known?.behaviour
            }
          print("\(fault.name)\t\(fault.requirement)\t\(words ?? "")")
        }
        return 0
      case "--fault":
        guard let name = arguments.first, let parsed = Fault(rawValue: name) else {
          FileHandle.standardError.write(
            Data("reference-tracker: --fault needs one of: \(Fault.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
          return 2
        }
        arguments.removeFirst()
        fault = parsed
      case "--profile":
        // The documents the app tracks by: Campaign Standard's (the default), Campaign Classic's or Journey Optimizer's.
        guard let name = arguments.first, let parsed = PushTracker.Spec(rawValue: name) else {
          FileHandle.standardError.write(
            Data("reference-tracker: --profile needs one of: \(PushTracker.Spec.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
          return 2
        }
        arguments.removeFirst()
        spec = parsed
      case "--platforms":
        // An implementation of one platform only, as an iOS SDK wrapper is.
        guard let list = arguments.first else { break }
        arguments.removeFirst()
        platforms = list.split(separator: ",").map(String.init)
      case "--protocol":
        // A v1 adapter, which does not report what its app posts: the harness assumes the documents' app.
        guard let text = arguments.first, let number = Int(text), (1...3).contains(number) else {
          FileHandle.standardError.write(Data("reference-tracker: --protocol needs 1, 2 or 3\n".utf8))
          return 2
        }
        arguments.removeFirst()
        maximumProtocol = number
      case "--reports":
        // What the answers carry: the tracker's calls, its SDK's requests (hits), or both.
        guard let list = arguments.first, !list.isEmpty,
          list.split(separator: ",").allSatisfy({ $0 == "calls" || $0 == "hits" })
        else {
          FileHandle.standardError.write(Data("reference-tracker: --reports needs calls, hits or calls,hits\n".utf8))
          return 2
        }
        arguments.removeFirst()
        reports = list.split(separator: ",").map(String.init)
      case "--help", "-h":
        print(
          "usage: reference-tracker [--profile campaign-standard|campaign-classic|journey-optimizer] [--fault NAME] [--list-faults] [--platforms ios,android] [--protocol 1|2|3] [--reports calls,hits]\nSpeaks trackcheck protocol v3 (or v2, v1) on stdin/stdout."
        )
        return 0
      default:
        FileHandle.standardError.write(Data("reference-tracker: unknown argument \(argument)\n".utf8))
        return 2
      }
    }
    // A fault in the SDK's requests is seen only where they are reported.
    if fault?.isWireLevel == true { reports = ["calls", "hits"] }
    serve(
      PushTracker(fault: fault, spec: spec), fault: fault, spec: spec, platforms: platforms, maximumProtocol: maximumProtocol,
      reports: reports,
      apis: spec.apis)
    return 0
  }

  static func serve(
    _ tracker: PushTracker, fault: Fault?, spec: PushTracker.Spec = .campaignStandard, platforms: [String], maximumProtocol: Int,
    reports: [String] = ["calls"],
    apis: [String] = ["collectMessageInfo", "trackAction"]
  ) {
    var speaks = 1
    var platform = "ios"
    let sdk = CampaignHits(fault: fault, spec: spec)
    while let line = JSONLines.read() {
      guard let message = line else {
        FileHandle.standardError.write(Data("reference-tracker: ignoring a line that is not a JSON object\n".utf8))
        continue
      }
      let id = message.string("id") ?? ""
      switch message.string("type") {
      case "hello":
        // The highest version the harness offers and --protocol allows: from 2 the app reports what it posts,
        // with 3 it declares its components and adopts the wiring a case proposes.
        let offered = message["protocols"] as? [Int] ?? [1]
        speaks = offered.filter { (1...maximumProtocol).contains($0) }.max() ?? 1
        tracker.protocolVersion = speaks
        var hello: [String: Any] = [
          "type": "hello", "protocol": speaks,
          "implementation": ["name": "reference-tracker" + (fault.map { "+\($0.rawValue)" } ?? ""), "version": version],
          "platforms": platforms, "apis": apis,
          // It reads and answers one line at a time, in order, so it can take a whole case at once.
          "features": ["pipelining"],
        ]
        // Calls alone is what an implementation reports unless it says otherwise.
        if reports != ["calls"] { hello["reports"] = reports }
        JSONLines.write(hello)
      case "begin":
        platform = message.string("platform") ?? "ios"
        tracker.begin(message)
        JSONLines.write(speaks >= 2 ? ["type": "ready", "id": id, "app": tracker.manifest] : ["type": "ready", "id": id])
      case "callback":
        let calls = tracker.handle(message.string("name") ?? "", message.object("args") ?? [:])
        var answer: [String: Any] = ["type": "calls", "id": id, "calls": reports.contains("calls") ? calls.map(\.json) : []]
        if reports.contains("hits") { answer["requests"] = sdk.requests(for: calls, platform: platform) }
        if speaks >= 2 && !tracker.appReport.isEmpty { answer["app"] = tracker.appReport }
        JSONLines.write(answer)
      case "end":
        JSONLines.write(["type": "calls", "id": id, "calls": [Any]()])
      case "bye":
        return
      default:
        JSONLines.write(["type": "error", "id": id, "message": "unknown message type"])
      }
    }
  }
}
