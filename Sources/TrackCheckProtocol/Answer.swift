import TrackCheckModel
import TrackCheckPlatform

/// The `type` of a line an implementation writes (docs/PROTOCOL.md).
public enum AnswerType: String, Sendable, CaseIterable {
  /// The handshake's answer.
  case hello
  /// `begin` accepted; protocol 2 adds the app's manifest.
  case ready
  /// `begin` declined: the implementation cannot run the case.
  case unsupported
  /// The calls a callback or `end` made; protocol 2 adds what the app did.
  case calls
  /// The implementation failed to handle a request.
  case error
  /// A diagnostic line, at any time; never an answer.
  case log
}

/// The answer to `begin`, decoded once where it is read.
public enum BeginAnswer: Sendable {
  /// The case may be played; the app's manifest (empty before protocol 2).
  case ready(AppManifest)
  /// The implementation declined the case, and why.
  case unsupported(String)

  /// Decodes `answer` (of type `ready` or `unsupported`) from an implementation speaking protocol
  /// `version`, or says what is wrong with it.
  public static func decode(_ answer: JSONObject, version: Int = 2) -> Result<BeginAnswer, ProtocolFault> {
    switch answer["type"]?.stringValue.flatMap(AnswerType.init(rawValue:)) {
    case .ready:
      return AppReport.manifest(in: answer, version: version).map(BeginAnswer.ready)
    case .unsupported:
      return .success(.unsupported(answer["reason"]?.stringValue ?? NotApplicableReason.declinedWithoutReason))
    default:
      return .failure(
        ProtocolFault(
          "expected 'ready' or 'unsupported' in answer to 'begin', got type \(answer["type"].map(JSONSerializer.string) ?? "(none)")"))
    }
  }
}

/// The answer to a callback or `end`, decoded once where it is read.
public struct CallsAnswer: Sendable {
  /// The calls made, in order.
  public var calls: [ActualCall]
  /// What the app did (protocol 2; empty before).
  public var facts: AppFacts
  /// The requests the SDK sent while the callback was handled, in order (an implementation that reports hits).
  public var requests: [RecordedRequest] = []

  /// Decodes `answer` to the request `what` (a callback's calls carry its
  /// index), reading what the app did when `reportsWiring` (as protocol
  /// `version` reports it, in answer to the callback named `answering`); or says what is wrong.
  /// `reports` is what the implementation declared it reports: calls, the SDK's requests (`requests`), or both.
  public static func decode(
    _ answer: JSONObject, what: String, callbackIndex: Int?, reportsWiring: Bool, version: Int = 2, answering: CallbackName? = nil,
    reports: [Evidence] = Evidence.defaultReports
  ) -> Result<CallsAnswer, ProtocolFault> {
    guard answer["type"]?.stringValue == AnswerType.calls.rawValue else {
      return .failure(
        ProtocolFault("expected type 'calls' in answer to \(what), got \(answer["type"].map(JSONSerializer.string) ?? "no type")"))
    }
    guard let list = answer["calls"]?.arrayValue else {
      return .failure(ProtocolFault("the answer to \(what) has no 'calls' array"))
    }
    var calls: [ActualCall] = []
    calls.reserveCapacity(list.count)
    for entry in list {
      switch ActualCall.parse(entry, callbackIndex: callbackIndex) {
      case .success(let call): calls.append(call)
      case .failure(let reason):
        return .failure(ProtocolFault("in answer to \(what): \(reason.reason): \(JSONSerializer.string(entry).prefix(300))"))
      }
    }
    if !reports.contains(.calls) && !calls.isEmpty {
      return .failure(
        ProtocolFault(
          "the answer to \(what) reports \(calls.count) call\(calls.count == 1 ? "" : "s"), but the implementation's 'hello' declares it reports only hits ('reports': [\"hits\"]); add \"calls\" to 'reports'"
        ))
    }
    var requests: [RecordedRequest] = []
    if let given = answer["requests"], given != .null {
      guard reports.contains(.hits) else {
        return .failure(
          ProtocolFault(
            "the answer to \(what) carries 'requests', but the implementation's 'hello' does not declare it reports hits; add \"hits\" to 'reports'"
          ))
      }
      guard let list = given.arrayValue else {
        return .failure(ProtocolFault("the answer to \(what) has 'requests' that is \(given.typeName), not a list"))
      }
      for entry in list {
        switch RecordedRequest.parse(entry, callbackIndex: callbackIndex) {
        case .success(let request): requests.append(request)
        case .failure(let reason):
          return .failure(ProtocolFault("in answer to \(what): \(reason.reason): \(JSONSerializer.string(entry).prefix(300))"))
        }
      }
    }
    var facts = AppFacts()
    if reportsWiring {
      switch AppReport.facts(in: answer, version: version, answering: answering) {
      case .success(let reported): facts = reported
      case .failure(let fault): return .failure(ProtocolFault("in answer to \(what): \(fault.reason)"))
      }
    }
    return .success(CallsAnswer(calls: calls, facts: facts, requests: requests))
  }
}
