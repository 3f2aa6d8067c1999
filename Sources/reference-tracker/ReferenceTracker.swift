import Foundation

/// `reference-tracker`: the bundled implementation of Adobe Campaign Standard
/// push tracking, speaking trackcheck protocol v1 on stdin/stdout.
@main
enum ReferenceTracker {
  static let version = "0.1.0"

  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var fault: Fault?
    var platforms = ["ios", "android"]
    while let argument = arguments.first {
      arguments.removeFirst()
      switch argument {
      case "--list-faults":
        for fault in Fault.allCases { print("\(fault.rawValue)\t\(fault.summary)") }
        return
      case "--fault":
        guard let name = arguments.first, let parsed = Fault(rawValue: name) else {
          FileHandle.standardError.write(
            Data("reference-tracker: --fault needs one of: \(Fault.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
          exit(2)
        }
        arguments.removeFirst()
        fault = parsed
      case "--platforms":
        // An implementation of one platform only, as an iOS SDK wrapper is.
        guard let list = arguments.first else { break }
        arguments.removeFirst()
        platforms = list.split(separator: ",").map(String.init)
      case "--help", "-h":
        print(
          "usage: reference-tracker [--fault NAME] [--list-faults] [--platforms ios,android]\nSpeaks trackcheck protocol v1 on stdin/stdout."
        )
        return
      default:
        FileHandle.standardError.write(Data("reference-tracker: unknown argument \(argument)\n".utf8))
        exit(2)
      }
    }
    serve(PushTracker(fault: fault), fault: fault, platforms: platforms)
  }

  static func serve(_ tracker: PushTracker, fault: Fault?, platforms: [String]) {
    while let line = JSONLines.read() {
      guard let message = line else {
        FileHandle.standardError.write(Data("reference-tracker: ignoring a line that is not a JSON object\n".utf8))
        continue
      }
      let id = message.string("id") ?? ""
      switch message.string("type") {
      case "hello":
        JSONLines.write([
          "type": "hello", "protocol": 1,
          "implementation": ["name": "reference-tracker" + (fault.map { "+\($0.rawValue)" } ?? ""), "version": version],
          "platforms": platforms, "apis": ["collectMessageInfo", "trackAction"],
          // It reads and answers one line at a time, in order, so it can take a whole case at once.
          "features": ["pipelining"],
        ])
      case "begin":
        tracker.begin(message)
        JSONLines.write(["type": "ready", "id": id])
      case "callback":
        let calls = tracker.handle(message.string("name") ?? "", message.object("args") ?? [:])
        JSONLines.write(["type": "calls", "id": id, "calls": calls.map(\.json)])
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
