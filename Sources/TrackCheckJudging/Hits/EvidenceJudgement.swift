import TrackCheckModel
import TrackCheckPlatform

/// A case judged on the evidence the implementation reports (`hello.reports`): its calls, the
/// requests the SDK sent, or both.
///
/// - On calls, the calls are compared with the expected calls, as ever.
/// - On hits, the tracking hits the requests carry, decoded as Campaign reads them, are the calls
///   compared; malformed and insecure hits are wire-level findings of their own. Which SDK API was
///   called a hit cannot say: the requirements of the calls alone (`judgedOn: calls`) are the case's gaps.
/// - On both, the calls are compared, and each call the SDK accepts is paired with the hit it sent,
///   in order: a call without a hit, a hit that differs from its call, a hit no call explains and a
///   repeated hit are wire-level findings.
///
/// The requirements of the SDK's requests (`judgedOn: hits`) are gaps of a case judged on calls alone.
public struct EvidenceJudgement: Sendable {
  /// The comparison of the calls judged (the reported calls, or on hits alone the decoded hits) with the expected ones.
  public var comparison: CallComparison
  /// The requests, read (when the implementation reports hits).
  public var decoding: HitDecoding?
  /// The requests as reported.
  public var requests: [RecordedRequest]
  /// What is wrong on the wire, in order.
  public var wire: [WireProblem]
  /// The requirements of the case the evidence cannot judge.
  public var gaps: [RequirementGap]

  /// Whether the case passed: its calls as expected and nothing wrong on the wire.
  public var passed: Bool { comparison.passed && wire.isEmpty }

  /// Judges a case of `platform` that lists `listed` requirements (what each can be judged on, from `rules`),
  /// expecting `expected` on `timeline`, from the `calls` and `requests` an implementation that reports `reports` answered.
  public init(
    expected: [ExpectedCall], calls: [ActualCall], requests: [RecordedRequest], reports: [Evidence], platform: Platform,
    timeline: Timeline, listed: [RequirementID], rules: BlameRules, profile: Profile, messageIds: MessageIds = .model
  ) {
    self.requests = requests
    // A profile without a wire format of its own reads no requests: its cases are judged on the calls.
    let format = profile.hitFormat
    let onHits = reports.contains(.hits) && format != nil
    let onCalls = reports.contains(.calls) || reports.isEmpty || !onHits
    var wire: [WireProblem] = []
    var judged = calls
    if onHits {
      let decoding = HitDecoding(requests, platform: platform, format: format ?? .campaignStandard)
      self.decoding = decoding
      wire = decoding.problems
      if onCalls {
        wire += Self.pair(calls: calls, with: decoding, platform: platform, profile: profile)
      } else {
        // A hit over plain HTTP never reaches Campaign: it counts for nothing.
        var hits = decoding.hits.filter(\.secure)
        if format?.transport == .edgeInteract {
          Self.deliveriesFromContent(&hits, expected: expected, bindingIds: messageIds == .device && profile.ids.providerMessageID)
        }
        if let format, format.broadlogOnWire != .asIs {
          wire += Self.misencoded(&hits, expected: expected, format: format, broadlogKey: profile.ids.broadlogKey, ios: platform == .ios)
        }
        judged = hits.map(\.call)
      }
    } else {
      decoding = nil
    }
    wire.sort { ($0.request ?? Int.max, $0.call ?? Int.max) < ($1.request ?? Int.max, $1.call ?? Int.max) }
    self.wire = wire
    comparison = CallComparison(expected: expected, actual: judged, timeline: timeline, profile: profile)
    gaps = listed.compactMap { id in
      switch rules.judgedOn(id) {
      case .hits? where !onHits: RequirementGap(requirement: id, reason: Self.noHits)
      case .calls? where !onCalls: RequirementGap(requirement: id, reason: Self.noCalls)
      default: nil
      }
    }
  }

  /// Why a case judged on calls alone leaves a rule of the SDK's requests unjudged.
  public static let noHits = "judged on calls alone: the implementation reports no requests of the SDK"
  /// Why a case judged on hits alone leaves a rule of the calls unjudged.
  public static let noCalls =
    "judged on the SDK's requests alone, which do not show which SDK API was called or what the call passed beyond its three values"

  /// Where the message ids of the pushes come from.
  public enum MessageIds: Sendable, Hashable {
    /// The platform model gave each push its id (a `run`): an event must carry the id of its push.
    case model
    /// A real device's pushes, whose ids the push provider assigned (`collect`): under a profile that knows a push by
    /// its provider's id, the events of one push must carry one id, whatever it is.
    case device
  }

  /// The values of a call the SDK turns into a tracking request, read by the profile's calls: one of its
  /// APIs (`trackAction` with its action name, `"tracking"`), the ids non-empty strings (not blank where the
  /// profile's ids say so, the broadlog id of a form the SDK accepts), and the event's code from the context
  /// data or the API; `nil` for a call the SDK drops.
  static func sentValues(_ call: ActualCall, profile: Profile) -> SentValues? {
    guard let shape = profile.call(call.api) else { return nil }
    if let name = shape.actionName, call.actionName != .string(name) { return nil }
    func text(_ key: String) -> String? {
      guard case .string(let text)? = call.contextData[key], !text.isEmpty else { return nil }
      if profile.ids.blankIsEmpty && text.allSatisfy(\.isWhitespace) { return nil }
      return text
    }
    let edge = profile.hitFormat?.transport == .edgeInteract
    // The Messaging extension sends an event without the push's tracking data too: it merges nothing into it.
    let delivery = edge ? (call.contextData[shape.deliveryKey].flatMap(IdRules.canonicalJSON) ?? "") : text(shape.deliveryKey)
    guard let broadlogId = text(shape.broadlogKey), let deliveryId = delivery else { return nil }
    if let forms = profile.ids.broadlogForms, !forms.contains(where: { $0.matches(broadlogId) }) { return nil }
    let action: String
    if let key = shape.actionKey {
      guard case .string(let code)? = call.contextData[key], !code.isEmpty else { return nil }
      action = code
    } else if let event = shape.event {
      action = profile.code(event)
    } else {
      return nil
    }
    return SentValues(
      broadlogId: broadlogId, deliveryId: deliveryId, action: action, keys: (shape.broadlogKey, shape.deliveryKey, shape.actionKey),
      values: edge ? EdgeEvent.values(ofCall: call.contextData.objectValue ?? JSONObject()) : JSONObject())
  }

  /// Pairs each call the SDK accepts with the hit it sent, in order. A callback whose answer reports as
  /// many hits as calls the SDK accepts pairs them position by position, so a hit with wrong values shows
  /// as such; the rest pair by the same values first (a longest common subsequence), then with a hit of
  /// the same callback that differs. What is left is a call without a hit, or a hit no call explains (a
  /// repeated one is a duplicate).
  static func pair(calls: [ActualCall], with decoding: HitDecoding, platform: Platform, profile: Profile) -> [WireProblem] {
    let format = profile.hitFormat ?? .campaignStandard
    let sentOf = calls.map { sentValues($0, profile: profile) }
    let ios = platform == .ios
    let allSending = calls.indices.filter { sentOf[$0] != nil }
    let allHits = decoding.hits
    var problems: [WireProblem] = []
    var positional: Set<Int> = []
    var positionalHits: Set<Int> = []
    var callbacks: [Int?] = []
    for index in allSending where !callbacks.contains(calls[index].callbackIndex) { callbacks.append(calls[index].callbackIndex) }
    for callback in callbacks {
      let made = allSending.filter { calls[$0].callbackIndex == callback }
      let sent = allHits.indices.filter { allHits[$0].callbackIndex == callback }
      guard made.count == sent.count else { continue }
      for (index, column) in zip(made, sent) {
        positional.insert(index)
        positionalHits.insert(column)
        if let values = sentOf[index], !allHits[column].carries(values, ios: ios) {
          problems.append(mismatch(allHits[column], calls[index], values, index, format: format))
        }
      }
    }
    let sending = allSending.filter { !positional.contains($0) }
    let remaining = allHits.indices.filter { !positionalHits.contains($0) }
    let hits = remaining.map { allHits[$0] }
    // Longest common subsequence of equal values.
    let rows = sending.count
    let columns = hits.count
    var table = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        table[i][j] =
          sentOf[sending[i]].map { hits[j].carries($0, ios: ios) } == true ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var pairedCall = Array(repeating: false, count: rows)
    var pairedHit = Array(repeating: false, count: columns)
    var i = 0
    var j = 0
    while i < rows, j < columns {
      if sentOf[sending[i]].map({ hits[j].carries($0, ios: ios) }) == true {
        pairedCall[i] = true
        pairedHit[j] = true
        i += 1
        j += 1
      } else if table[i + 1][j] >= table[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    // Malformed tracking requests, by callback: a call they stand for is not missing its hit (the request is).
    var malformed = decoding.problems.filter { $0.fault == .hitMalformed }
    for row in 0..<rows where !pairedCall[row] {
      let index = sending[row]
      let call = calls[index]
      if let column = (0..<columns).first(where: { !pairedHit[$0] && hits[$0].callbackIndex == call.callbackIndex }) {
        pairedHit[column] = true
        if let values = sentOf[index] { problems.append(mismatch(hits[column], call, values, index, format: format)) }
      } else if let place = malformed.firstIndex(where: { $0.callbackIndex == call.callbackIndex }) {
        malformed.remove(at: place)
      } else {
        let hint =
          platform == .ios && format.iosDropsHostPort
          ? " (on iOS a \(format.serverKey) written host:port builds no URL — URLComponents.host — and the extension drops the hit without a word)"
          : ""
        problems.append(
          WireProblem(
            fault: .hitMissing, call: index, callbackIndex: call.callbackIndex,
            message:
              "call \(index + 1) \(call.rendered) sent no tracking request: \(format.receiver) counts nothing for it\(hint); is the \(format.extensionName) extension registered and configured (\(format.needs))?"
          ))
      }
    }
    for column in 0..<columns where !pairedHit[column] {
      let hit = hits[column]
      // A repeat of any earlier hit, paired or not, with no call of its own.
      if let earlier = allHits.last(where: {
        $0.request < hit.request && $0.broadlogId == hit.broadlogId && $0.deliveryId == hit.deliveryId && $0.action == hit.action
      }) {
        problems.append(
          WireProblem(
            fault: .hitDuplicate, request: hit.request, callbackIndex: hit.callbackIndex,
            message:
              "request \(hit.request + 1) repeats the hit of request \(earlier.request + 1) \(hit.quoted) with no second call: \(format.receiver) counts it twice"
          ))
      } else {
        problems.append(
          WireProblem(
            fault: .hitUnexplained, request: hit.request, callbackIndex: hit.callbackIndex,
            message:
              "request \(hit.request + 1) is a hit \(hit.quoted) that no reported call explains: \(format.receiver) counts an event the tracker did not report\(refusedHint(hit, calls: calls, sent: sentOf, profile: profile))"
          ))
      }
    }
    return problems
  }

  /// Why a hit no call explains may have been sent: a call of the same callback with its delivery id that the
  /// SDK refuses (a message id of a form it does not read, as Campaign Standard's `h`+hexadecimal under Classic).
  private static func refusedHint(_ hit: DecodedHit, calls: [ActualCall], sent: [SentValues?], profile: Profile) -> String {
    guard let forms = profile.ids.broadlogForms else { return "" }
    for (index, call) in calls.enumerated() where sent[index] == nil && call.callbackIndex == hit.callbackIndex {
      guard let shape = profile.call(call.api), call.contextData[shape.deliveryKey] == .string(hit.deliveryId),
        case .string(let broadlog)? = call.contextData[shape.broadlogKey], !broadlog.isEmpty
      else { continue }
      let words = forms.map(\.rawValue).joined(separator: " nor a ")
      return
        "; call \(index + 1) passed \(shape.broadlogKey) \(HitDecoding.quote(broadlog)), neither a \(words), which the extension refuses: it sends nothing for it"
    }
    return ""
  }

  /// Why `wire`, the `id`'s first value after the prefix, is the message id `broadlogId` written as the extension
  /// never writes it: the decimal unconverted, Standard's `h` and hexadecimal behind the extension's own `h`, or
  /// upper-case hexadecimal; `nil` when it is none of these.
  static func misencoding(_ wire: String, of broadlogId: String, format: HitFormat) -> String? {
    let sent = format.broadlogOnWire.forms(of: broadlogId, ios: false).first.map { format.idPrefix + $0 }
    if IdRules.IdForm.decimal.matches(broadlogId), wire == broadlogId {
      return "the decimal was sent without converting it to hexadecimal"
    } else if let sent, wire == sent {
      return "Campaign Standard's form of the id, 'h' and the hexadecimal, behind the extension's own 'h'"
    } else if let sent, wire != wire.lowercased(), format.idPrefix + wire.lowercased() == sent {
      return "the hexadecimal is in upper case; the extension writes it in lower case"
    }
    return nil
  }

  /// On hits alone, where the extension transforms the message id (Campaign Classic): a hit whose message id is
  /// an expected push's written as the extension never writes it (the decimal unconverted, Standard's `h` and
  /// hexadecimal behind the extension's own `h`, upper-case hexadecimal) is a wire fault of its own, not a call
  /// with other ids: the problem is named and the hit then read as that push's, so that the calls are not
  /// blamed for what the wire did.
  static func misencoded(
    _ hits: inout [DecodedHit], expected: [ExpectedCall], format: HitFormat, broadlogKey: String, ios: Bool
  ) -> [WireProblem] {
    let pushes = Set(expected.compactMap { $0.contextData[broadlogKey]?.stringValue })
    var problems: [WireProblem] = []
    for index in hits.indices where !pushes.contains(hits[index].broadlogId) {
      let hit = hits[index]
      let wire = String(hit.wireBroadlog.dropFirst(format.idPrefix.count))
      for push in pushes.sorted() {
        guard let cause = misencoding(wire, of: push, format: format) else { continue }
        let sent = format.broadlogOnWire.forms(of: push, ios: ios).first.map { format.idPrefix + $0 }
        problems.append(
          WireProblem(
            fault: .hitMismatch, request: hit.request, callbackIndex: hit.callbackIndex,
            message:
              "request \(hit.request + 1) carries \(format.valueNames[0]) \(HitDecoding.quote(hit.wireBroadlog)) for the push whose \(broadlogKey) is \(JSONSerializer.string(.string(push)))"
              + (sent.map { ", which the extension sends as \($0)" } ?? "") + " (\(cause)); Campaign counts it for no such message"))
        hits[index].broadlogId = push
        break
      }
    }
    return problems
  }

  /// A hit that carries other values than `call`, the `index`-th call, which it was sent for (`sent`, its values).
  private static func mismatch(_ hit: DecodedHit, _ call: ActualCall, _ sent: SentValues, _ index: Int, format: HitFormat) -> WireProblem {
    var differences: [String] = []
    if format.transport == .edgeInteract {
      differences = edgeDifferences(hit, sent)
    } else if format.broadlogOnWire == .asIs {
      for (key, value) in [("broadlogId", hit.broadlogId), ("deliveryId", hit.deliveryId), ("action", hit.action)]
      where call.contextData[key] != .string(value) {
        differences.append(
          "\(key) \(HitDecoding.quote(value)) where the call passed \(call.contextData[key].map(JSONSerializer.string) ?? "nothing")")
      }
    } else {
      differences = classicDifferences(hit, sent, format: format)
    }
    return WireProblem(
      fault: .hitMismatch, request: hit.request, call: index, callbackIndex: call.callbackIndex,
      message:
        "request \(hit.request + 1), the hit of call \(index + 1), carries other values than the call: \(differences.joined(separator: "; ")); \(format.receiver) counts what the hit says"
    )
  }

  /// The differences of an Edge event from the call it was sent for, each named by the event's member and the call's key.
  private static func edgeDifferences(_ hit: DecodedHit, _ sent: SentValues) -> [String] {
    var differences: [String] = []
    if hit.action != sent.action {
      differences.append("eventType \(HitDecoding.quote(hit.action)) where the call makes \(HitDecoding.quote(sent.action))")
    }
    if hit.broadlogId != sent.broadlogId {
      differences.append(
        "pushNotificationTracking.pushProviderMessageID \(HitDecoding.quote(hit.broadlogId)) where the call passed \(sent.keys.broadlog) \(HitDecoding.quote(sent.broadlogId))"
      )
    }
    let owed = EdgeEvent.content(ofTrackingData: .string(sent.deliveryId))
    if hit.deliveryId != owed {
      if hit.deliveryId.isEmpty {
        differences.append(
          "none of the content of the push's _xdm, which the call passed as \(sent.keys.delivery) (\(HitDecoding.quote(owed)))")
      } else if owed.isEmpty {
        differences.append("content (\(HitDecoding.quote(hit.deliveryId))) the call's \(sent.keys.delivery) does not hold")
      } else {
        differences.append(
          "the _xdm content \(HitDecoding.quote(hit.deliveryId)) where the call's \(sent.keys.delivery) merges \(HitDecoding.quote(owed))")
      }
    }
    let opened = (hit.values[EdgeEvent.openedKey], sent.values[EdgeEvent.openedKey])
    if opened.0 != opened.1 {
      let launches = opened.0 == .bool(true) ? 1 : 0
      differences.append(
        "application.launches.value \(launches) where the call passed \(EdgeEvent.openedKey) \(opened.1 == .bool(true)): "
          + (opened.1 == .bool(true) ? "the interaction opened the app" : "the interaction did not open the app"))
    }
    let action = (hit.values[EdgeEvent.actionKey], sent.values[EdgeEvent.actionKey])
    if action.0 != action.1 {
      differences.append(
        "pushNotificationTracking.customAction.actionID \(action.0.map(JSONSerializer.string) ?? "absent") where the call passed \(EdgeEvent.actionKey) \(action.1.map(JSONSerializer.string) ?? "none")"
      )
    }
    return differences
  }

  /// On hits alone under Journey Optimizer: an event's content is what the push's `_xdm` merges into it, not the
  /// `_xdm` itself. A hit whose content is an expected call's `_xdm` merged is read as carrying that `_xdm`, so that it is
  /// compared with the expected call as a call would be; any other content stays, and differs.
  ///
  /// With `bindingIds` (a real device's requests, whose message ids the push provider assigned), the first event of a push
  /// binds the provider's id to the story's name of the push, and every later event of that push must carry the same id.
  static func deliveriesFromContent(_ hits: inout [DecodedHit], expected: [ExpectedCall], bindingIds: Bool = false) {
    let owed = expected.map {
      (content: EdgeEvent.content(ofTrackingData: .string($0.deliveryId)), delivery: $0.deliveryId, push: $0.broadlogId)
    }
    var bound: [String: String] = [:]  // the provider's id → the story's
    for index in hits.indices {
      if let match = owed.first(where: { $0.content == hits[index].deliveryId }) {
        if bindingIds {
          let wire = hits[index].broadlogId
          if bound[wire] == nil && !bound.values.contains(match.push) { bound[wire] = match.push }
          if bound[wire] == match.push { hits[index].broadlogId = match.push }
        }
        hits[index].deliveryId = match.delivery
      } else if hits[index].deliveryId.isEmpty {
        hits[index].deliveryId = "{}"  // no content at all: not an empty id, which a call would be refused for
      }
    }
  }

  /// The differences of a hit whose message id the extension transforms (Campaign Classic) from the values its
  /// call sent, the message id named as it is on the wire and as the call passed it, with the likely cause.
  private static func classicDifferences(_ hit: DecodedHit, _ sent: SentValues, format: HitFormat) -> [String] {
    var differences: [String] = []
    let wire = String(hit.wireBroadlog.dropFirst(format.idPrefix.count))
    let names = format.valueNames
    if !hit.carries(SentValues(broadlogId: sent.broadlogId, deliveryId: hit.deliveryId, action: hit.action, keys: sent.keys), ios: false),
      !hit.carries(SentValues(broadlogId: sent.broadlogId, deliveryId: hit.deliveryId, action: hit.action, keys: sent.keys), ios: true)
    {
      let expected = format.broadlogOnWire.forms(of: sent.broadlogId, ios: false).first.map { format.idPrefix + $0 }
      var text =
        "\(names[0]) \(HitDecoding.quote(hit.wireBroadlog)) where the call passed \(sent.keys.broadlog) \(JSONSerializer.string(.string(sent.broadlogId)))"
      if let expected { text += ", which the extension sends as \(expected)" }
      if let cause = misencoding(wire, of: sent.broadlogId, format: format) { text += " (\(cause))" }
      differences.append(text)
    }
    if hit.deliveryId != sent.deliveryId {
      differences.append(
        "\(names[1]) \(HitDecoding.quote(hit.deliveryId)) where the call passed \(sent.keys.delivery) \(JSONSerializer.string(.string(sent.deliveryId)))"
      )
    }
    if hit.action != sent.action {
      differences.append("\(names[2]) \(HitDecoding.quote(hit.action)) where the call makes \(HitDecoding.quote(sent.action))")
    }
    return differences
  }

  /// The findings: the comparison's, blamed as ever, then each wire-level problem blamed by the catalogue's
  /// rules (`nil` as ``CallComparison/attributedFindings(of:derivation:rules:)`` when one cannot be blamed).
  public func findings(of testCase: TrackingCase, derivation: Derivation, rules: BlameRules) -> [Finding]? {
    var result: [Finding] = []
    if !comparison.passed {
      guard let found = comparison.attributedFindings(of: testCase, derivation: derivation, rules: rules) else { return nil }
      result = found
    }
    let timeline = comparison.timeline
    for problem in wire {
      let step = problem.callbackIndex.flatMap { $0 < timeline.stepOfCallback.count ? timeline.stepOfCallback[$0] : nil }
      let known = step.flatMap { $0 < testCase.steps.count ? $0 : nil }
      let action = problem.request.flatMap { request in decoding?.hits.first { $0.request == request } }.flatMap {
        TrackingAction(rawValue: $0.action)
      }
      let question = BlameQuestion(
        fault: problem.fault, platform: testCase.platform, step: known.map { testCase.steps[$0].keyword },
        callbacks: known.flatMap { $0 < derivation.steps.count ? derivation.steps[$0].callbacks.map(\.name.rawValue) : nil } ?? [],
        action: action, nothingExpected: comparison.expected.isEmpty)
      guard let requirement = rules.requirement(for: question, listed: testCase.requirements) ?? testCase.requirements.first else {
        return nil
      }
      result.append(
        Finding(fault: problem.fault, requirement: requirement, level: rules.level(of: requirement), step: step, message: problem.message))
    }
    return result
  }

  /// One line: the comparison's, or the first wire-level problem when the calls are as expected.
  public var summary: String {
    guard comparison.passed, let first = wire.first else {
      let more = comparison.passed || wire.isEmpty ? "" : " (+\(wire.count) on the wire)"
      return comparison.summary + more
    }
    return first.message + (wire.count > 1 ? " (+\(wire.count - 1) more)" : "")
  }

  /// The full text: the comparison's timeline and differences, then the requests and what is wrong with them.
  public var report: String {
    var lines = [comparison.report]
    if let decoding {
      lines.append("requests the SDK sent (\(requests.count)):")
      if requests.isEmpty { lines.append("  (none)") }
      let names = comparison.callbackNames
      for (index, request) in requests.enumerated() {
        let origin = request.callbackIndex.map { "callback #\($0 + 1)" + ($0 < names.count ? " \(names[$0])" : "") } ?? "end of case"
        let kind = index < decoding.kinds.count ? decoding.kinds[index].words : "request"
        lines.append("  \(index + 1). \(request.rendered)   [\(kind), from \(origin)]")
      }
      if !wire.isEmpty {
        lines.append("on the wire:")
        for problem in wire { lines.append("  - \(problem.message)") }
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// The values a call makes the SDK send, read by the profile's calls, with the context data's keys they came from.
struct SentValues {
  var broadlogId: String
  var deliveryId: String
  var action: String
  var keys: (broadlog: String, delivery: String, action: String?)
  /// What an Edge event reports beside them (``EdgeEvent/values(ofCall:)``); empty for a Campaign hit.
  var values = JSONObject()
}
