import TrackCheckModel

/// Reads a profile's definition, `profiles/<id>/profile.yaml` under a suite root: its events and
/// their codes, the calls that make them, the gates, the ids and the event table. Every word is
/// checked (an unknown story event, test or event is an error with its place), so a typo in the
/// data is never a rule that silently applies to nothing.
enum ProfileDecoder {
  /// The definition, and the path of its catalogue relative to the suite root.
  struct Decoded {
    var profile: Profile
    var catalogue: String
  }

  static func decode(_ root: YAMLNode, file: String, log: inout DiagnosticLog) -> Decoded? {
    guard let top = MappingReader(root, file: file, what: "a profile file", log: &log) else { return nil }
    top.rejectUnknownKeys(allowed: ["profile"], what: "a profile file", log: &log)
    guard let node = top.requireKey("profile", what: "a profile file", log: &log),
      let reader = MappingReader(node, file: file, what: "'profile'", log: &log)
    else { return nil }
    reader.rejectUnknownKeys(
      allowed: [
        "id", "name", "version", "basis", "catalogue", "events", "calls", "gates", "ids", "once", "fallback", "general-prefix",
        "conditions", "stories", "hits", "order", "payload",
      ], what: "'profile'", log: &log)
    let what = "the profile"
    let id = reader.string("id", what: what, required: true, log: &log)
    let name = reader.string("name", what: what, required: true, log: &log)
    let version = reader.string("version", what: what, required: true, log: &log)
    let basis = reader.string("basis", what: what, required: true, log: &log)
    let catalogue = reader.string("catalogue", what: what, required: true, log: &log)
    let fallback = reader.string("fallback", what: what, required: true, log: &log)
    let generalPrefix = reader.string("general-prefix", what: what, required: true, log: &log)
    let eventWords = TrackingAction.allCases.map { ($0.name, $0) }
    // Whether the order of a step's calls is a finding.
    let order = reader.choice("order", among: [("strict", true), ("free", false)], log: &log)
    // The wire format the SDK's requests are read in (HitFormat), or none.
    let hits = reader.choice("hits", among: HitFormat.all.map { ($0.id, $0.id) } + [("none", "none")], log: &log)

    var codes: [TrackingAction: String] = [:]
    var values: [TrackingAction: JSONObject] = [:]
    if let events = reader.requireKey("events", what: what, log: &log).flatMap({
      MappingReader($0, file: file, what: "'events'", log: &log)
    }) {
      // An event is its code (`click: "2"`), or its code and the values its call carries beside it
      // (`opened: {code: "pushTracking.applicationOpened", with: {applicationOpened: true}}`).
      for (word, keyNode, value) in events.entries {
        guard let event = MappingReader.choice(keyNode, file: file, what: "an event", among: eventWords, log: &log) else { continue }
        var codeNode = value
        if case .mapping = value, let entry = MappingReader(value, file: file, what: "event '\(word)'", log: &log) {
          entry.rejectUnknownKeys(allowed: ["code", "with"], what: "event '\(word)'", log: &log)
          guard let node = entry.requireKey("code", what: "event '\(word)'", log: &log) else { continue }
          codeNode = node
          if let with = entry["with"] {
            var conversion = JSONConversion()
            if let object = conversion.convert(with, file: file, log: &log)?.objectValue {
              values[event] = object
            } else {
              log.error(with.location(in: file), "'with' must be a mapping of the values the call carries")
            }
          }
        }
        guard let code = MappingReader.string(codeNode, file: file, what: "the code of '\(word)'", log: &log) else { continue }
        codes[event] = code
      }
    }
    let known = TrackingAction.allCases.filter { codes[$0] != nil }.map { ($0.name, $0) }

    var calls: [ProfileCall] = []
    for entry in list(reader, "calls", file: file, log: &log) {
      guard let call = MappingReader(entry, file: file, what: "a call", log: &log) else { continue }
      call.rejectUnknownKeys(allowed: ["api", "event", "events", "action-name", "keys", "exact-keys"], what: "a call", log: &log)
      let api = call.requireKey("api", what: "the call", log: &log).flatMap {
        MappingReader.choice($0, file: file, what: "'api'", among: TrackingAPI.allCases.map { ($0.rawValue, $0.rawValue) }, log: &log)
      }
      let event = call.choice("event", among: known, log: &log)
      let actionName = call.string("action-name", what: "the call", required: false, log: &log)
      let exact = call.bool("exact-keys", log: &log) ?? false
      guard let keysNode = call.requireKey("keys", what: "the call", log: &log),
        let keys = MappingReader(keysNode, file: file, what: "'keys'", log: &log)
      else { continue }
      keys.rejectUnknownKeys(allowed: ["deliveryId", "broadlogId", "action"], what: "'keys'", log: &log)
      let delivery = keys.string("deliveryId", what: "'keys'", required: true, log: &log)
      let broadlog = keys.string("broadlogId", what: "'keys'", required: true, log: &log)
      let action = keys.string("action", what: "'keys'", required: false, log: &log)
      if event == nil && action == nil {
        log.error(call.location, "the call says no event: give it 'event' or an 'action' key in 'keys'")
      }
      // `events: [...]`: the events a call that carries its event's code can make (Journey Optimizer's interactions).
      var makes: [TrackingAction]?
      if let node = call["events"] {
        if case .sequence(let sequence) = node {
          makes = sequence.compactMap { MappingReader.choice($0, file: file, what: "an event", among: known, log: &log) }
        } else {
          log.error(node.location(in: file), "'events' must be a list of events")
        }
      }
      if let api, let delivery, let broadlog {
        var made = ProfileCall(
          api: api, event: event, actionName: actionName, deliveryKey: delivery, broadlogKey: broadlog, actionKey: action,
          exactKeys: exact)
        made.events = makes
        calls.append(made)
      }
    }

    var gates: [KeyGate] = []
    for entry in list(reader, "gates", file: file, log: &log) {
      guard let gate = MappingReader(entry, file: file, what: "a gate", log: &log) else { continue }
      gate.rejectUnknownKeys(allowed: ["key", "cases"], what: "a gate", log: &log)
      guard let key = gate.string("key", what: "the gate", required: true, log: &log) else { continue }
      var cases: [KeyGate.Case] = []
      for caseNode in list(gate, "cases", file: file, log: &log) {
        guard let item = MappingReader(caseNode, file: file, what: "a gate's case", log: &log) else { continue }
        let tests = ["absent", "equals", "equals-ignoring-case", "otherwise"]
        item.rejectUnknownKeys(allowed: tests + ["requirement", "tracked"], what: "a gate's case", log: &log)
        let test: KeyGate.Case.Test?
        if item.has("absent") {
          test = .absent
        } else if let text = item.string("equals", what: "the case", required: false, log: &log) {
          test = .equals(text)
        } else if let text = item.string("equals-ignoring-case", what: "the case", required: false, log: &log) {
          test = .equalsIgnoringCase(text)
        } else if item.has("otherwise") {
          test = .otherwise
        } else {
          log.error(item.location, "a gate's case has no test", hint: "give one of \(tests.joined(separator: ", "))")
          test = nil
        }
        let requirement = item.string("requirement", what: "the case", required: true, log: &log)
        let tracked = item.bool("tracked", log: &log)
        if tracked == nil { log.error(item.location, "a gate's case has no 'tracked'", hint: "add 'tracked: true' or 'tracked: false'") }
        if let test, let requirement, let tracked {
          cases.append(KeyGate.Case(test: test, requirement: RequirementID(requirement), tracked: tracked))
        }
      }
      gates.append(KeyGate(key: key, cases: cases))
    }

    var ids: IdRules?
    if let node = reader.requireKey("ids", what: what, log: &log), let rules = MappingReader(node, file: file, what: "'ids'", log: &log) {
      rules.rejectUnknownKeys(
        allowed: [
          "delivery", "broadlog", "missing", "not-string", "empty", "blank-is-empty", "broadlog-forms", "message-id", "delivery-form",
        ], what: "'ids'", log: &log)
      let formWords = IdRules.IdForm.allCases.map { ($0.rawValue, $0) }
      let forms = rules["broadlog-forms"].map { node -> [IdRules.IdForm] in
        guard case .sequence(let sequence) = node else {
          log.error(node.location(in: file), "'broadlog-forms' must be a list of forms (decimal, uuid)")
          return []
        }
        return sequence.compactMap { MappingReader.choice($0, file: file, what: "a form", among: formWords, log: &log) }
      }
      let fields = ["delivery", "broadlog", "missing", "not-string", "empty"].map {
        rules.string($0, what: "'ids'", required: true, log: &log)
      }
      let blank = rules.bool("blank-is-empty", log: &log) ?? false
      if let d = fields[0], let b = fields[1], let m = fields[2], let n = fields[3], let e = fields[4] {
        ids = IdRules(
          deliveryKey: d, broadlogKey: b, missing: RequirementID(m), notString: RequirementID(n), empty: RequirementID(e),
          blankIsEmpty: blank)
        ids?.broadlogForms = forms
        // `message-id: provider`: the message id is the push provider's (RemoteMessage.getMessageId(), the request identifier).
        ids?.providerMessageID = rules.choice("message-id", among: [("provider", true), ("payload", false)], log: &log) ?? false
        // `delivery-form: json`: the delivery value is JSON, compared on its canonical text.
        ids?.deliveryIsJSON = rules.choice("delivery-form", among: [("json", true), ("text", false)], log: &log) ?? false
      }
    }

    var once: [TrackingAction: RequirementID] = [:]
    if let node = reader["once"], let map = MappingReader(node, file: file, what: "'once'", log: &log) {
      for (_, keyNode, value) in map.entries {
        if let event = MappingReader.choice(keyNode, file: file, what: "an event", among: known, log: &log),
          let requirement = MappingReader.string(value, file: file, what: "a requirement", log: &log)
        {
          once[event] = RequirementID(requirement)
        }
      }
    }

    var conditions: [String: [(test: StoryTest, otherwise: [RequirementID])]] = [:]
    if let node = reader["conditions"], let map = MappingReader(node, file: file, what: "'conditions'", log: &log) {
      for (name, _, value) in map.entries {
        guard case .sequence(let sequence) = value else {
          log.error(value.location(in: file), "condition '\(name)' must be a list of tests")
          continue
        }
        var tests: [(test: StoryTest, otherwise: [RequirementID])] = []
        for element in sequence {
          guard let item = MappingReader(element, file: file, what: "a test", log: &log) else { continue }
          item.rejectUnknownKeys(allowed: ["test", "otherwise"], what: "a test", log: &log)
          let test = item.requireKey("test", what: "the test", log: &log).flatMap {
            MappingReader.choice($0, file: file, what: "'test'", among: StoryTest.allCases.map { ($0.rawValue, $0) }, log: &log)
          }
          let otherwise = item.stringList("otherwise", what: "the test", log: &log) ?? []
          if let test { tests.append((test, otherwise.map(RequirementID.init(rawValue:)))) }
        }
        conditions[name] = tests
      }
    }

    var stories: [StoryEvent: StoryRule] = [:]
    if let node = reader.requireKey("stories", what: what, log: &log),
      let map = MappingReader(node, file: file, what: "'stories'", log: &log)
    {
      for (word, keyNode, value) in map.entries {
        guard
          let event = MappingReader.choice(
            keyNode, file: file, what: "a story event", among: StoryEvent.allCases.map { ($0.rawValue, $0) }, log: &log),
          let row = MappingReader(value, file: file, what: "story '\(word)'", log: &log)
        else { continue }
        row.rejectUnknownKeys(allowed: ["owes", "requirement", "optional", "when", "once-per-step"], what: "story '\(word)'", log: &log)
        var owed: [TrackingAction] = []
        if let node = row.requireKey("owes", what: "story '\(word)'", log: &log) {
          if case .sequence(let sequence) = node {
            owed = sequence.compactMap { MappingReader.choice($0, file: file, what: "an owed event", among: known, log: &log) }
          } else {
            log.error(node.location(in: file), "'owes' must be a list of events ('[]' for none)")
          }
        }
        let requirement = row.string("requirement", what: "story '\(word)'", required: true, log: &log)
        var when: [(test: StoryTest, otherwise: [RequirementID])] = []
        if let name = row.string("when", what: "story '\(word)'", required: false, log: &log) {
          if let found = conditions[name] {
            when = found
          } else {
            log.error(
              row["when"]?.location(in: file) ?? row.location, "unknown condition '\(name)'",
              hint: Suggestions.hint(for: name, among: Array(conditions.keys)))
          }
        }
        if let requirement {
          stories[event] = StoryRule(
            calls: owed, requirement: RequirementID(requirement), optional: row.bool("optional", log: &log) ?? false, conditions: when,
            oncePerStep: row.bool("once-per-step", log: &log) ?? false)
        }
      }
      for event in StoryEvent.allCases where stories[event] == nil {
        log.error(
          node.location(in: file), "the event table says nothing of '\(event.rawValue)'",
          hint: "add '\(event.rawValue): {owes: [], requirement: …}'")
      }
    }

    guard let id, let name, let version, let basis, let catalogue, let fallback, let generalPrefix, let ids, log.isEmpty else { return nil }
    var profile = Profile(
      id: ProfileID(rawValue: id), name: name, version: version, basis: basis, codes: codes, calls: calls, gates: gates, ids: ids,
      stories: stories, once: once, fallback: RequirementID(fallback), generalPrefix: generalPrefix)
    profile.hitFormat = hits.flatMap(HitFormat.named)
    profile.ordered = order ?? true
    profile.values = values
    if let node = reader["payload"], let map = MappingReader(node, file: file, what: "'payload'", log: &log) {
      map.rejectUnknownKeys(allowed: ["broadlog", "xdm"], what: "'payload'", log: &log)
      profile.broadlogPayloadForm = map.choice("broadlog", among: [("decimal", IdRules.IdForm.decimal)], log: &log)
      profile.xdmFromIds = map.choice("xdm", among: [("from-ids", true)], log: &log) ?? false
    }
    return Decoded(profile: profile, catalogue: catalogue)
  }

  /// Every requirement the definition names, for the catalogue check.
  static func requirements(of profile: Profile) -> [RequirementID] {
    var result: [RequirementID] = [profile.fallback] + profile.once.values.sorted()
    result += profile.gates.flatMap { $0.cases.map(\.requirement) }
    result += [profile.ids.missing, profile.ids.notString, profile.ids.empty]
    for event in StoryEvent.allCases {
      guard let rule = profile.stories[event] else { continue }
      result.append(rule.requirement)
      result += rule.conditions.flatMap(\.otherwise)
    }
    var seen = Set<RequirementID>()
    return result.filter { seen.insert($0).inserted }
  }

  private static func list(_ reader: MappingReader, _ key: String, file: String, log: inout DiagnosticLog) -> [YAMLNode] {
    guard let node = reader[key] else {
      log.error(reader.location, "the profile has no '\(key)'", hint: "add '\(key): []' when there are none")
      return []
    }
    guard case .sequence(let sequence) = node else {
      log.error(node.location(in: file), "'\(key)' must be a list")
      return []
    }
    return Array(sequence)
  }
}
