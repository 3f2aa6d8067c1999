import Foundation
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckPrimitives

/// Turns one expanded case node into a ``TrackingCase``, checking every field.
struct CaseDecoder {
  let file: String
  let suite: String
  let fixtures: [String: PayloadFixture]
  var payloadFiles: PayloadFiles?
  /// Whose expectations the case is read with: the default profile's are the case's own `expect` and
  /// `requirements`; another's are in the block named by its id (`campaign-classic: {expect, requirements}`).
  let profile: Profile
  /// The keys of profile blocks a case may have.
  let profileKeys: [String]
  /// Shares one copy of each distinct payload between the cases that use it.
  var interner = PayloadInterner()

  static let caseKeys = [
    "id", "title", "requirements", "source", "tags", "platform", "device", "categories",
    "app", "payload", "notifications", "steps", "expect", "api", "note", "matrix", "exclude", "wiring", "profiles",
  ]
  static let deviceKeys = ["notifications", "backgroundAppRefresh", "backgroundDelivery", "notificationDelegate"]
  static let payloadKeys = ["fixture", "inline", "file", "set", "unset"]
  static let expectKeys = ["action", "notification", "deliveryId", "broadlogId", "api", "requirement", "optional", "step"]
  static let stepWords = StepKeyword.allCases.map(\.rawValue)
  static let defaultNotification = "default"
  /// The categories of a case that names none: one array, shared by every such case.
  static let defaultCategories: [NotificationCategory] = [.documentedDefault]

  /// An expanded case waiting to be decoded, and where its entry is.
  struct Pending: Sendable {
    var expansion: MatrixExpander.Expansion
    var location: SourceLocation
  }

  /// How many expanded cases are decoded together: enough to share among the
  /// cores, few enough that the waiting nodes stay small beside the cases.
  static let batch = 8_192

  /// From how many cases a batch is decoded in slices: as many as there are
  /// cores, each of at least half this many cases.
  static let parallelFrom = 4_096

  /// The cases `pending` describe, in order, each at its entry's location,
  /// with their problems logged in order. A large batch is decoded in
  /// slices on the cores: the cases are independent, and decoding is most of
  /// the time spent loading a large suite.
  func decodeAll(_ pending: [Pending], log: inout DiagnosticLog) -> [TrackingCase] {
    let slices = min(ProcessInfo.processInfo.activeProcessorCount, pending.count / (Self.parallelFrom / 2))
    guard slices > 1 else { return Self.decodeInOrder(pending[...], with: self, log: &log) }
    // Everything a slice reads is a Sendable value (the nodes are YAMLNode
    // values); each slice makes a decoder of its own, interning into a table
    // of its own.
    let (file, suite, fixtures, payloadFiles, profile) = (file, suite, fixtures, payloadFiles, profile)
    let results = Locked<[(cases: [TrackingCase], log: DiagnosticLog)?]>(Array(repeating: nil, count: slices))
    DispatchQueue.concurrentPerform(iterations: slices) { slice in
      let range = (pending.count * slice / slices)..<(pending.count * (slice + 1) / slices)
      let decoder = CaseDecoder(file: file, suite: suite, fixtures: fixtures, payloadFiles: payloadFiles, profile: profile)
      var sliceLog = DiagnosticLog()
      let cases = Self.decodeInOrder(pending[range], with: decoder, log: &sliceLog)
      results.withLock { $0[slice] = (cases, sliceLog) }
    }
    var cases: [TrackingCase] = []
    cases.reserveCapacity(pending.count)
    for slice in results.withLock({ $0 }) {
      guard let slice else { continue }
      cases += slice.cases
      log.append(contentsOf: slice.log.diagnostics)
    }
    return cases
  }

  private static func decodeInOrder(_ items: ArraySlice<Pending>, with decoder: CaseDecoder, log: inout DiagnosticLog) -> [TrackingCase] {
    var cases: [TrackingCase] = []
    cases.reserveCapacity(items.count)
    for item in items {
      guard var testCase = decoder.decode(item.expansion.node, naming: item.expansion.values, log: &log) else { continue }
      testCase.location = item.location
      cases.append(testCase)
    }
    return cases
  }

  /// The case `node` describes; `naming` gives the matrix values that make its id and title unique.
  init(file: String, suite: String, fixtures: [String: PayloadFixture], payloadFiles: PayloadFiles?, profile: Profile) {
    self.file = file
    self.suite = suite
    self.fixtures = fixtures
    self.payloadFiles = payloadFiles
    self.profile = profile
    var keys = ProfileFiles.known(roots: []).map(\.rawValue).filter { $0 != ProfileID.campaignStandard.rawValue }
    if profile.id != .campaignStandard && !keys.contains(profile.id.rawValue) { keys.append(profile.id.rawValue) }
    self.profileKeys = keys
  }

  func decode(_ node: YAMLNode, naming: [(axis: String, value: String)] = [], log: inout DiagnosticLog) -> TrackingCase? {
    let before = log.diagnostics.count
    guard let caseReader = MappingReader(node, file: file, what: "a case", log: &log) else { return nil }
    caseReader.rejectUnknownKeys(allowed: Self.caseKeys + profileKeys, what: "a case", log: &log)
    // A story only some profiles tell (an SDK's own path that another product does not have) names them.
    if let listed = caseReader.stringList("profiles", what: "a case", log: &log) {
      let known = [ProfileID.campaignStandard.rawValue] + profileKeys
      for name in listed where !known.contains(name) {
        log.error(
          caseReader["profiles"]?.location(in: file) ?? caseReader.location,
          "'profiles' of a case cannot be '\(name)': no profile is named so",
          hint: Suggestions.hint(for: name, among: known))
      }
      if listed.isEmpty {
        log.error(caseReader["profiles"]?.location(in: file) ?? caseReader.location, "'profiles' of a case names no profile")
      }
      guard listed.contains(profile.id.rawValue) else { return nil }
    }
    // Under another profile than the default, the case's expectations are its block for that profile;
    // a story without one says nothing under that profile and is left out.
    var reader = caseReader
    var profileBlock: MappingReader?
    if profile.id != .campaignStandard {
      guard let block = caseReader[profile.id.rawValue] else { return nil }
      guard let blockReader = MappingReader(block, file: file, what: "'\(profile.id.rawValue)'", log: &log) else { return nil }
      blockReader.rejectUnknownKeys(allowed: ["expect", "requirements", "title"], what: "'\(profile.id.rawValue)'", log: &log)
      profileBlock = blockReader
    }
    for key in profileKeys where key != profile.id.rawValue {
      if let block = caseReader[key], block.mapping == nil {
        log.error(block.location(in: file), "'\(key)' must be a mapping with 'expect' and 'requirements'")
      }
    }
    let id = reader.string("id", what: "the case", required: true, log: &log).map {
      MatrixExpander.named($0, isID: true, values: naming)
    }
    let what = id.map { "case \($0)" } ?? "the case"
    // A profile's block may tell the story in its own words (its events are not the default profile's).
    let title =
      (profileBlock?.string("title", what: what, required: false, log: &log)
      ?? reader.string("title", what: what, required: true, log: &log))
      .map { MatrixExpander.named($0, isID: false, values: naming) }
    let source = reader.string("source", what: what, required: true, log: &log)
    let expectationsReader = profileBlock ?? caseReader
    reader = expectationsReader
    let requirements = reader.stringList("requirements", what: what, log: &log) ?? []
    if reader.has("requirements") == false {
      log.error(
        reader.location, "\(what) has no 'requirements'",
        hint: "list the catalogue ids the case checks, e.g. 'requirements: [ACS-CODE-IMPRESSION]'")
    } else if requirements.isEmpty {
      log.error(
        reader["requirements"]?.location(in: file) ?? reader.location, "\(what) checks no requirement",
        hint: "list at least one catalogue id")
    }
    reader = caseReader
    let tags = reader.stringList("tags", what: what, log: &log) ?? []
    let platform: Platform? = {
      guard let node = reader.requireKey("platform", what: what, log: &log) else { return nil }
      return MappingReader.choice(node, file: file, what: "'platform'", among: Platform.allCases.map { ($0.rawValue, $0) }, log: &log)
    }()
    let state: AppState? = {
      guard let node = reader.requireKey("app", what: what, log: &log) else { return nil }
      return MappingReader.choice(node, file: file, what: "'app'", among: AppState.allCases.map { ($0.rawValue, $0) }, log: &log)
    }()
    if let platform, let state, !AppState.states(on: platform).contains(state), let node = reader["app"] {
      log.error(
        node.location(in: file), "app state '\(state.rawValue)' does not exist on \(platform.rawValue)",
        hint: "use one of: " + AppState.states(on: platform).map(\.rawValue).joined(separator: ", "))
    }
    // A pinned API is Campaign Standard's: another profile's calls are its own.
    let pinned = reader["api"].flatMap { decodeAPI($0, log: &log) } ?? .any
    let api = profileBlock == nil ? pinned : .any
    let device = reader["device"].flatMap { decodeDevice($0, log: &log) } ?? DeviceSettings()
    let categories = reader["categories"].flatMap { decodeCategories($0, log: &log) } ?? Self.defaultCategories
    let notifications = platform.flatMap { decodeNotifications(reader, platform: $0, what: what, log: &log) } ?? []
    let names = notifications.map(\.name)
    var stepExpectations: [(step: Int, node: YAMLNode)] = []
    let steps =
      reader.requireKey("steps", what: what, log: &log).flatMap {
        decodeSteps($0, names: names, expectations: &stepExpectations, log: &log)
      }
      ?? []
    var expected: [ExpectedCall] = []
    if profileBlock != nil { stepExpectations = [] }
    if stepExpectations.isEmpty {
      // A flat list: each call is placed on the timeline by the anchoring rule.
      let flat =
        expectationsReader.requireKey("expect", what: what, log: &log).flatMap {
          decodeExpectations($0, notifications: notifications, platform: platform, caseAPI: api, log: &log)
        } ?? []
      switch TimelineAnchor.anchor(flat, steps: steps, defaultNotification: names.count == 1 ? names[0] : nil) {
      case .success(let anchored): expected = anchored
      case .failure(let ambiguity):
        log.error(
          expectationsReader["expect"]?.location(in: file) ?? reader.location,
          "the flat 'expect' list of \(what) is ambiguous: \(ambiguity.message)",
          hint:
            "say where each call belongs, with 'expect' on the steps, e.g. '- tap: {expect: [click, open]}' (docs/SUITES.md, The timeline)")
      }
    } else {
      if let flat = reader["expect"] {
        log.error(
          flat.location(in: file), "\(what) has 'expect' on its steps and a flat 'expect' list",
          hint: "keep one: the calls on the steps that cause them")
      }
      for (index, node) in stepExpectations {
        let calls = decodeExpectations(node, notifications: notifications, platform: platform, caseAPI: api, log: &log) ?? []
        expected += calls.map { call in
          var call = call
          call.step = index
          return call
        }
      }
    }

    // 'wiring: reported': the case tests the app's own wiring, which only a protocol v2 implementation reports.
    // assumed: the documents' app; reported: the app's own notifications (protocol 2); activities: also its declared
    // activities and what they start (protocol 3).
    let wiringLevel = reader.choice("wiring", among: [("assumed", 0), ("reported", 1), ("activities", 2)], log: &log) ?? 0
    let wiring = wiringLevel >= 1
    guard log.diagnostics.count == before, let id, let title, let source, let platform, let state else { return nil }
    // The lists a matrix repeats in every case are stored once.
    var testCase = TrackingCase(
      id: id, title: title, requirements: interner.intern(requirements.map(RequirementID.init(rawValue:))), source: source,
      tags: interner.intern(tags),
      platform: platform, device: device, categories: interner.intern(categories), initialState: state,
      notifications: interner.intern(notifications), steps: interner.intern(steps),
      expectedCalls: interner.intern(expected), api: api, suite: suite, location: reader.location)
    testCase.needsReportedWiring = wiring
    testCase.needsDeclaredActivities = wiringLevel >= 2
    return testCase
  }

  private func decodeAPI(_ node: YAMLNode, log: inout DiagnosticLog) -> APIChoice? {
    MappingReader.choice(
      node, file: file, what: "'api'",
      among: [
        ("any", APIChoice.any), ("collectMessageInfo", .pinned(.collectMessageInfo)), ("trackAction", .pinned(.trackAction)),
      ], log: &log)
  }

  private func decodeDevice(_ node: YAMLNode, log: inout DiagnosticLog) -> DeviceSettings? {
    guard let reader = MappingReader(node, file: file, what: "'device'", log: &log) else { return nil }
    reader.rejectUnknownKeys(allowed: Self.deviceKeys, what: "'device'", log: &log)
    var device = DeviceSettings()
    if let allowed = reader.bool("notifications", log: &log) { device.notificationsAllowed = allowed }
    if let refresh = reader.bool("backgroundAppRefresh", log: &log) { device.backgroundAppRefresh = refresh }
    if let deferred = reader.choice("backgroundDelivery", among: [("immediate", false), ("deferred", true)], log: &log) {
      device.deferBackgroundDelivery = deferred
    }
    if let delegate = reader.bool("notificationDelegate", log: &log) { device.notificationDelegate = delegate }
    return device
  }

  private func decodeCategories(_ node: YAMLNode, log: inout DiagnosticLog) -> [NotificationCategory]? {
    guard case .sequence(let sequence) = node else {
      log.error(node.location(in: file), "'categories' must be a list, found \(node.kindName)")
      return nil
    }
    var categories: [NotificationCategory] = []
    for element in sequence {
      guard let reader = MappingReader(element, file: file, what: "a category", log: &log) else { continue }
      reader.rejectUnknownKeys(allowed: ["id", "customDismissAction", "actions"], what: "a category", log: &log)
      guard let id = reader.string("id", what: "the category", required: true, log: &log) else { continue }
      let dismiss = reader.bool("customDismissAction", log: &log) ?? false
      var actions: [NotificationAction] = []
      if let actionList = reader["actions"] {
        if case .sequence(let items) = actionList {
          for item in items {
            guard let action = MappingReader(item, file: file, what: "an action", log: &log) else { continue }
            action.rejectUnknownKeys(allowed: ["id", "opensApp"], what: "an action", log: &log)
            if let actionID = action.string("id", what: "the action", required: true, log: &log) {
              actions.append(NotificationAction(identifier: actionID, opensApp: action.bool("opensApp", log: &log) ?? false))
            }
          }
        } else {
          log.error(actionList.location(in: file), "'actions' must be a list, found \(actionList.kindName)")
        }
      }
      categories.append(NotificationCategory(identifier: id, customDismissAction: dismiss, actions: actions))
    }
    return categories
  }

  private func decodeNotifications(_ reader: MappingReader, platform: Platform, what: String, log: inout DiagnosticLog) -> [TrackCheckModel
    .Notification]?
  {
    switch (reader["payload"], reader["notifications"]) {
    case (let payload?, nil):
      return decodePayload(payload, name: Self.defaultNotification, platform: platform, log: &log).map { [$0] }
    case (nil, let notifications?):
      guard let map = MappingReader(notifications, file: file, what: "'notifications'", log: &log) else { return nil }
      if map.isEmpty { log.error(map.location, "'notifications' is empty") }
      return map.entries.compactMap { decodePayload($0.value, name: $0.key, platform: platform, log: &log) }
    case (.some, .some):
      log.error(
        reader.location, "\(what) has both 'payload' and 'notifications'",
        hint: "use 'payload' for one push, or 'notifications' to name several")
      return nil
    case (nil, nil):
      log.error(
        reader.location, "\(what) has no 'payload'", hint: "name a fixture ('payload: ios-campaign') or give 'payload: {inline: {...}}'")
      return nil
    }
  }

  private func decodePayload(_ node: YAMLNode, name: String, platform: Platform, log: inout DiagnosticLog) -> TrackCheckModel.Notification?
  {
    var fixtureName: String?
    var payload: JSONValue?
    var conversion = JSONConversion()
    var setNode: YAMLNode?
    var unsetNode: YAMLNode?
    var unsetXDM = false
    if case .scalar = node {
      fixtureName = node.text
    } else {
      guard let reader = MappingReader(node, file: file, what: "a payload", log: &log) else { return nil }
      reader.rejectUnknownKeys(allowed: Self.payloadKeys, what: "a payload", log: &log)
      fixtureName = reader.string("fixture", what: "the payload", required: false, log: &log)
      if let inline = reader["inline"] {
        if fixtureName != nil {
          log.error(inline.location(in: file), "a payload takes 'fixture' or 'inline', not both")
          return nil
        }
        payload = conversion.convert(inline, file: file, log: &log)
        if payload?.objectValue == nil {
          log.error(inline.location(in: file), "'inline' must be a mapping (the payload's JSON object)")
          return nil
        }
      }
      if let fileNode = reader["file"] {
        if fixtureName != nil || payload != nil {
          log.error(fileNode.location(in: file), "a payload takes one of 'fixture', 'inline' and 'file'")
          return nil
        }
        guard let relative = MappingReader.string(fileNode, file: file, what: "'file'", log: &log) else { return nil }
        guard let files = payloadFiles else {
          log.error(
            fileNode.location(in: file), "a case given as text has no folder to read the payload file '\(relative)' from",
            hint: "give the payload inline ('payload: {inline: {…}}') or as a fixture")
          return nil
        }
        guard let loaded = files.load(relative, at: fileNode.location(in: file), log: &log) else { return nil }
        payload = loaded
      }
      setNode = reader["set"]
      unsetNode = reader["unset"]
    }
    if let fixtureName {
      guard let fixture = fixtures[fixtureName] else {
        log.error(
          node.location(in: file), "no payload fixture named '\(fixtureName)'",
          hint: Suggestions.hint(for: fixtureName, among: fixtures.keys.sorted()))
        return nil
      }
      guard fixture.platform == platform else {
        log.error(
          node.location(in: file),
          "fixture '\(fixtureName)' is an \(fixture.platform.rawValue) payload but the case runs on \(platform.rawValue)")
        return nil
      }
      payload = fixture.payload
    }
    guard var result = payload else {
      log.error(node.location(in: file), "the payload names no 'fixture', 'inline' JSON or 'file'")
      return nil
    }
    if platform == .android, result["data"]?.objectValue == nil {
      log.error(
        node.location(in: file), "an Android payload is an FCM message and needs a 'data' object",
        hint: "Campaign sends data messages only (ACS-PUSH-PAYLOAD-FR §payload-structure-android)")
      return nil
    }
    if let setNode {
      guard let set = MappingReader(setNode, file: file, what: "'set'", log: &log) else { return nil }
      for entry in set.entries {
        guard let value = conversion.convert(entry.value, file: file, log: &log) else { return nil }
        result = PayloadPath.setting(entry.key, to: value, in: result, platform: platform)
      }
    }
    if let unsetNode {
      let paths: [String]
      switch unsetNode {
      case .scalar: paths = [unsetNode.text ?? ""]
      case .sequence(let sequence): paths = sequence.compactMap(\.text)
      default:
        log.error(unsetNode.location(in: file), "'unset' must be a key path or a list of them")
        return nil
      }
      for path in paths { result = PayloadPath.setting(path, to: nil, in: result, platform: platform) }
      unsetXDM = paths.contains(Self.xdmKey)
    }
    if profile.broadlogPayloadForm == .decimal { result = Self.decimalBroadlog(result, key: profile.ids.broadlogKey, platform: platform) }
    if profile.xdmFromIds, !unsetXDM { result = Self.addingXDM(result, platform: platform) }
    return TrackCheckModel.Notification(name: name, payload: interner.intern(result), fixture: fixtureName)
  }

  /// Journey Optimizer's tracking-data key.
  static let xdmKey = "_xdm"

  /// `payload` with Journey Optimizer's `_xdm` made from its Campaign ids, unless it has one: the
  /// `cjm` content the SDK's fixtures carry (`_experience.customerJourneyManagement.messageExecution`),
  /// with the delivery id as the message execution and the broadlog id as the message. iOS carries it
  /// as a dictionary, Android's data as its JSON text (FCM data values are strings). A push without
  /// both ids gets none: it is no Journey Optimizer push.
  static func addingXDM(_ payload: JSONValue, platform: Platform) -> JSONValue {
    let keys = platform == .android ? payload["data"]?.objectValue : payload.objectValue
    guard let keys, keys[xdmKey] == nil, case .string(let delivery)? = keys["_dId"], case .string(let broadlog)? = keys["_mId"],
      !delivery.isEmpty, !broadlog.isEmpty
    else { return payload }
    let execution: JSONValue = .object(["messageExecutionID": .string(delivery), "messageID": .string(broadlog)])
    let xdm: JSONValue = .object([
      "cjm": .object(["_experience": .object(["customerJourneyManagement": .object(["messageExecution": execution])])])
    ])
    let value: JSONValue = platform == .android ? .string(JSONSerializer.string(xdm)) : xdm
    return PayloadPath.setting(xdmKey, to: value, in: payload, platform: platform)
  }

  /// `payload` with a broadlog id written as Campaign Standard writes it, `h` and hexadecimal digits
  /// (`h138a`), rewritten as the decimal a product that writes decimals sends for the same broadlog
  /// (`5002`). Any other value (a decimal, a UUID, an empty or a non-string id) is the story's own and stays.
  static func decimalBroadlog(_ payload: JSONValue, key: String, platform: Platform) -> JSONValue {
    let current = platform == .android ? payload["data"]?[key] : payload[key]
    guard case .string(let text)? = current, text.count > 1, text.first == "h", let value = UInt64(text.dropFirst(), radix: 16),
      value <= UInt64(Int64.max)
    else { return payload }
    return PayloadPath.setting(key, to: .string(String(value)), in: payload, platform: platform)
  }

  /// The steps; the `expect` lists written on steps go to `expectations`, with the step's index.
  private func decodeSteps(
    _ node: YAMLNode, names: [String], expectations: inout [(step: Int, node: YAMLNode)], log: inout DiagnosticLog
  ) -> [Step]? {
    guard case .sequence(let sequence) = node, !sequence.isEmpty else {
      log.error(node.location(in: file), "'steps' must be a non-empty list", hint: "for example 'steps: [receive, tap]'")
      return nil
    }
    var steps: [Step] = []
    for element in sequence {
      let location = element.location(in: file)
      var word: String
      var argument: YAMLNode?
      switch element {
      case .scalar(let scalar):
        word = scalar.string
      case .mapping(let mapping) where mapping.count == 1:
        let only = mapping.first
        word = only?.key.text ?? ""
        argument = only?.value
      default:
        log.error(location, "a step is a word ('tap') or a one-key mapping ('tap: promo'), found \(element.kindName)")
        continue
      }
      guard let keyword = StepKeyword(rawValue: word) else {
        log.error(location, "unknown step '\(word)'", hint: Suggestions.hint(for: word, among: Self.stepWords))
        continue
      }
      // A step written as a mapping may carry the calls it must cause:
      // '- tap: {notification: promo, expect: [click, open]}'.
      if let mappingArgument = argument, case .mapping(let fields) = mappingArgument,
        let expectNode = fields.first(where: { $0.key.text == "expect" })?.value
      {
        expectations.append((steps.count, expectNode))
        let rest = CaseTemplate.removing(["expect"], from: mappingArgument)
        if case .mapping(let remaining) = rest, remaining.isEmpty {
          argument = nil
        } else if case .mapping(let remaining) = rest, remaining.count == 1, let only = remaining.first, only.key.text == "notification",
          word != "tapAction"
        {
          argument = only.value
        } else {
          argument = rest
        }
      }
      func notification(_ node: YAMLNode?) -> String? {
        guard let node else {
          if names.count == 1 { return names[0] }
          log.error(
            location, "step '\(word)' must name its notification: the case has \(names.count)",
            hint: "write '\(word): \(names.first ?? "name")'")
          return nil
        }
        guard let name = node.text, names.contains(name) else {
          log.error(
            node.location(in: file), "step '\(word)' names an unknown notification '\(node.text ?? node.kindName)'",
            hint: Suggestions.hint(for: node.text ?? "", among: names))
          return nil
        }
        return name
      }
      let kind: Step.Kind?
      switch keyword {
      case .receive: kind = notification(argument).map { .receive(notification: $0) }
      case .tap: kind = notification(argument).map { .tap(notification: $0) }
      case .dismiss: kind = notification(argument).map { .dismiss(notification: $0) }
      case .swipeBanner: kind = notification(argument).map { .swipeBanner(notification: $0) }
      case .tapAction:
        guard let argument else {
          log.error(
            location, "'tapAction' needs the action's identifier",
            hint: "write 'tapAction: REPLY' or 'tapAction: {action: REPLY, notification: promo}'")
          continue
        }
        if case .scalar = argument {
          kind = notification(nil).map { .tapAction(notification: $0, action: argument.text ?? "") }
        } else if let reader = MappingReader(argument, file: file, what: "'tapAction'", log: &log) {
          reader.rejectUnknownKeys(allowed: ["action", "notification"], what: "'tapAction'", log: &log)
          let action = reader.string("action", what: "'tapAction'", required: true, log: &log)
          let name = notification(reader["notification"])
          kind = action.flatMap { action in name.map { .tapAction(notification: $0, action: action) } }
        } else {
          kind = nil
        }
      case .clearAll, .leaveApp, .returnToApp, .openFromRecents, .launchFromIcon, .rotate, .coverApp, .forceQuit, .systemKill:
        if let argument {
          log.error(argument.location(in: file), "step '\(word)' takes no argument")
          continue
        }
        kind = keyword.plainKind
      }
      if let kind { steps.append(Step(kind, at: location)) }
    }
    return steps
  }

  private func decodeExpectations(
    _ node: YAMLNode, notifications: [TrackCheckModel.Notification], platform: Platform?, caseAPI: APIChoice, log: inout DiagnosticLog
  ) -> [ExpectedCall]? {
    if case .scalar(let scalar) = node, ["none", "nothing"].contains(scalar.string) { return [] }
    guard case .sequence(let sequence) = node else {
      log.error(
        node.location(in: file), "'expect' must be a list of calls, or 'none'", hint: "for example 'expect: [impression]' or 'expect: none'"
      )
      return nil
    }
    var calls: [ExpectedCall] = []
    let actionWords = profile.events.flatMap { [$0.name, profile.code($0)] }
    for element in sequence {
      let location = element.location(in: file)
      var actionNode: YAMLNode = element
      var reader: MappingReader?
      if case .mapping = element {
        guard let fields = MappingReader(element, file: file, what: "an expected call", log: &log) else { continue }
        fields.rejectUnknownKeys(allowed: Self.expectKeys, what: "an expected call", log: &log)
        guard let action = fields.requireKey("action", what: "the expected call", log: &log) else { continue }
        actionNode = action
        reader = fields
      }
      guard let actionText = actionNode.text else {
        log.error(
          location,
          "an expected call is an event (\(profile.events.map { "'\($0.name)'" }.joined(separator: ", "))) or a mapping with 'action'")
        continue
      }
      guard let action = profile.event(codeOrName: actionText) else {
        log.error(
          actionNode.location(in: file), "unknown action '\(actionText)'", hint: Suggestions.hint(for: actionText, among: actionWords))
        continue
      }
      var notification: TrackCheckModel.Notification?
      if let name = reader?.string("notification", what: "the expected call", required: false, log: &log) {
        notification = notifications.first { $0.name == name }
        if notification == nil {
          log.error(
            reader?["notification"]?.location(in: file) ?? SourceLocation(file: file), "unknown notification '\(name)'",
            hint: Suggestions.hint(for: name, among: notifications.map(\.name)))
          continue
        }
      } else if notifications.count == 1 {
        notification = notifications[0]
      }
      let keys = platform.flatMap { notification?.campaignKeys(on: $0) }
      func id(_ field: String, from key: String) -> String? {
        if let explicit = reader?.string(field, what: "the expected call", required: false, log: &log) { return explicit }
        // The provider's message id is the push's name on the platform model; a JSON-valued id is compared on its canonical text.
        if field == "broadlogId", profile.ids.providerMessageID, let name = notification?.name { return name }
        if field == "deliveryId", profile.ids.deliveryIsJSON, let value = keys?[key] { return IdRules.canonicalJSON(value) }
        if let value = keys?[key]?.stringValue { return value }
        if let value = keys?[key], platform == .android, let text = AndroidData.string(value) { return text }
        log.error(
          location, "the expected call has no '\(field)' and cannot take it from the payload's '\(key)'",
          hint: notifications.count > 1 ? "name the notification ('notification: …') or give '\(field)'" : "give '\(field)' explicitly")
        return nil
      }
      let api = reader?["api"].flatMap { decodeAPI($0, log: &log) } ?? caseAPI
      let requirement = reader?.string("requirement", what: "the expected call", required: false, log: &log)
      guard let deliveryId = id("deliveryId", from: profile.ids.deliveryKey),
        let broadlogId = id("broadlogId", from: profile.ids.broadlogKey)
      else { continue }
      // 'optional: true': a call the profile allows but does not require (a MAY); 'step: N' places it on step N (from 1).
      let optional = reader?.bool("optional", log: &log) ?? false
      var step: Int?
      if let node = reader?["step"] {
        if let text = node.text, let number = Int(text), number >= 1 {
          step = number - 1
        } else {
          log.error(node.location(in: file), "'step' is the number of a step, from 1")
        }
      }
      calls.append(
        ExpectedCall(
          api: api, deliveryId: deliveryId, broadlogId: broadlogId, action: action, notification: notification?.name, step: step,
          requirement: requirement.map(RequirementID.init(rawValue:)), optional: optional, on: profile))
    }
    return calls
  }
}

/// Dotted key paths into a payload, rooted where Campaign puts its keys.
enum PayloadPath {
  /// `payload` with the member at `path` set to `value`, or removed when `value` is `nil`.
  ///
  /// On iOS the path starts at the top level (`aps.content-available`); on
  /// Android it starts inside `data` (`_acsDeliveryTracking`).
  static func setting(_ path: String, to value: JSONValue?, in payload: JSONValue, platform: Platform) -> JSONValue {
    let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    switch platform {
    case .ios:
      return set(components[...], to: value, in: payload)
    case .android:
      guard var message = payload.objectValue else { return payload }
      message["data"] = set(components[...], to: value, in: message["data"] ?? .object(JSONObject()))
      return .object(message)
    }
  }

  private static func set(_ path: ArraySlice<String>, to value: JSONValue?, in node: JSONValue) -> JSONValue {
    guard let head = path.first else { return value ?? node }
    var object = node.objectValue ?? JSONObject()
    if path.count == 1 {
      object[head] = value
    } else if let child = object[head] {
      object[head] = set(path.dropFirst(), to: value, in: child)
    } else if value != nil {
      object[head] = set(path.dropFirst(), to: value, in: .object(JSONObject()))
    }
    return .object(object)
  }
}

/// Payloads kept in JSON files beside the suites (`payload: {file: x.json}`),
/// which must stay inside the suite root.
struct PayloadFiles {
  /// The folder of the suite file; relative paths start here.
  let folder: URL
  /// The suite root; no payload file may be outside it.
  let root: URL

  /// The largest payload file read.
  static let maximumSize = 1 << 20

  func load(_ relative: String, at location: SourceLocation, log: inout DiagnosticLog) -> JSONValue? {
    let url = URL(fileURLWithPath: relative, relativeTo: folder).standardizedFileURL.resolvingSymlinksInPath()
    let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
    guard url.path.hasPrefix(rootPath + "/") else {
      log.error(
        location, "the payload file '\(relative)' is outside the suite folder \(rootPath)",
        hint: "keep payload files inside the suite folder and name them relative to the suite file")
      return nil
    }
    let data: Data
    switch FileRead.contents(of: url.path, limit: Self.maximumSize) {
    case .success(let bytes): data = Data(bytes)
    case .failure(let problem):
      log.error(
        location, "cannot read the payload file '\(relative)': \(problem)",
        hint: problem == .noSuchFile ? "the path is relative to the suite file's folder" : nil)
      return nil
    }
    guard data.count <= Self.maximumSize else {
      log.error(location, "the payload file '\(relative)' is over \(Self.maximumSize) bytes, the limit for payload files")
      return nil
    }
    do {
      let value = try JSONParser.parse(data)
      guard value.objectValue != nil else {
        log.error(location, "the payload file '\(relative)' holds \(value.typeName), not a JSON object")
        return nil
      }
      return value
    } catch {
      log.error(location, "the payload file '\(relative)' is not valid JSON: \(error)")
      return nil
    }
  }
}

/// Keeps one instance of each distinct value (a payload, a list of steps),
/// so that the thousands of cases a matrix makes share their storage.
final class PayloadInterner {
  private var payloads = Table<JSONValue>()
  private var strings = Table<[String]>()
  private var requirements = Table<[RequirementID]>()
  private var categories = Table<[NotificationCategory]>()
  private var notifications = Table<[TrackCheckModel.Notification]>()
  private var steps = Table<[Step]>()
  private var calls = Table<[ExpectedCall]>()

  private struct Table<Value: Hashable> {
    var values: [Value: Value] = [:]
    /// The value interned last: the cases of a matrix follow each other, and
    /// comparing with it costs less than hashing (equal storage compares at once).
    var last: Value?

    mutating func intern(_ value: Value) -> Value {
      if let last, last == value { return last }
      let result: Value
      if let existing = values[value] {
        result = existing
      } else {
        values[value] = value
        result = value
      }
      last = result
      return result
    }
  }

  func intern(_ value: JSONValue) -> JSONValue { payloads.intern(value) }
  func intern(_ value: [String]) -> [String] { value.isEmpty ? value : strings.intern(value) }
  func intern(_ value: [RequirementID]) -> [RequirementID] { value.isEmpty ? value : requirements.intern(value) }
  func intern(_ value: [NotificationCategory]) -> [NotificationCategory] { categories.intern(value) }
  func intern(_ value: [TrackCheckModel.Notification]) -> [TrackCheckModel.Notification] { notifications.intern(value) }
  func intern(_ value: [Step]) -> [Step] { steps.intern(value) }
  func intern(_ value: [ExpectedCall]) -> [ExpectedCall] { value.isEmpty ? value : calls.intern(value) }
}
