import TrackCheckModel
import TrackCheckPlatform

/// Checks that span files: unique ids, known requirements, and steps the
/// platform model can play; and gives each expected call the requirement it
/// proves, which the case then checks too. Returns each case's model (the
/// derivation the checks made), in case order; a case the model cannot play
/// is an error in `log`.
enum SuiteChecks {
  static func check(_ collection: inout SuiteCollection, log: inout DiagnosticLog) -> [CaseModel] {
    let rules = BlameRules(collection.requirements)
    // A catalogue that blames at all must blame everything (one without patterns blames each case's first requirement).
    if !rules.isEmpty, let location = collection.requirements.first?.location {
      for fault in rules.unownedFaults(under: collection.profile) {
        log.error(
          location, "no requirement of the catalogue takes the blame for '\(fault.rawValue)' findings",
          hint: "give one requirement a catalogue-wide pattern 'blame: [{for: [\(fault.rawValue)]}]'")
      }
    }
    var firstSeen: [String: SourceLocation] = [:]
    firstSeen.reserveCapacity(collection.cases.count)
    let requirementIDs = Set(collection.requirements.map(\.id))
    var requirementSeen: [RequirementID: SourceLocation] = [:]
    for requirement in collection.requirements {
      if let earlier = requirementSeen[requirement.id] {
        log.error(requirement.location, "requirement id '\(requirement.id)' is already used at \(earlier)")
      }
      requirementSeen[requirement.id] = requirement.location
    }
    // With a register of sources, every citation names registered ids.
    let registered = Set(collection.sources.map(\.id))
    func checkCitation(_ citation: String, of what: String, at location: SourceLocation) {
      guard !registered.isEmpty else { return }
      for id in SourceReference.ids(in: citation) where !registered.contains(id) && !isDecision(id) {
        log.error(
          location, "\(what) cites '\(id)', which the register of sources does not list",
          hint: Suggestions.hint(for: id, among: Array(registered)))
      }
    }
    for requirement in collection.requirements {
      checkCitation(requirement.source, of: "requirement \(requirement.id)", at: requirement.location)
    }
    var citedByCases: Set<String> = []
    // Each distinct case is derived once: the cases of a matrix that differ
    // only in what they expect share one model.
    var cache = ModelCache()
    var models: [CaseModel] = []
    models.reserveCapacity(collection.cases.count)
    for caseIndex in collection.cases.indices {
      let testCase = collection.cases[caseIndex]
      if citedByCases.insert(testCase.source).inserted {
        checkCitation(testCase.source, of: "case \(testCase.id)", at: testCase.location)
      }
      if let earlier = firstSeen[testCase.id] {
        log.error(
          testCase.location, "case id '\(testCase.id)' is already used at \(earlier)",
          hint: earlier == testCase.location
            ? "two combinations of this matrix give the same id: put every axis in the id as ${axis}"
            : "ids must be unique across all suites")
      } else {
        firstSeen[testCase.id] = testCase.location
      }
      if !requirementIDs.isEmpty {
        for id in testCase.requirements where !requirementIDs.contains(id) {
          log.error(
            testCase.location, "case \(testCase.id) names an unknown requirement '\(id)'",
            hint: Suggestions.hint(for: id.rawValue, among: collection.requirements.map(\.id.rawValue)))
        }
      }
      do {
        let model = try cache.model(of: testCase).get()
        models.append(model)
        let derivation = model.derivation
        if !rules.isEmpty {
          collection.cases[caseIndex] = attribute(testCase, derivation: derivation, rules: rules, known: requirementIDs, log: &log)
        }
        // A call can only be caused by a step that delivers callbacks to the app.
        for call in testCase.expectedCalls {
          guard let step = call.step, step < derivation.steps.count, derivation.steps[step].callbacks.isEmpty else { continue }
          log.error(
            testCase.steps[step].location,
            "case \(testCase.id): the \(call.action.name) is placed at step \(step + 1) (\(testCase.steps[step].summary)), which delivers no callback to the app",
            hint: "put 'expect' on the step whose callbacks must cause it ('trackcheck explain \(testCase.id)' shows them)")
          break
        }
      } catch {
        log.error(error.step?.location ?? testCase.location, "case \(testCase.id): \(error.message)", hint: error.hint)
      }
    }
    return models
  }

  /// Gives each expected call of `testCase` its requirement (the one the
  /// suite names, else the blame rules' answer for a missing call at its step),
  /// and adds those requirements to the case's.
  private static func attribute(
    _ testCase: TrackingCase, derivation: Derivation, rules: BlameRules, known: Set<RequirementID>, log: inout DiagnosticLog
  ) -> TrackingCase {
    var result = testCase
    for index in result.expectedCalls.indices {
      let call = result.expectedCalls[index]
      if let named = call.requirement {
        if !known.contains(named) {
          log.error(
            testCase.location, "case \(testCase.id): an expected \(call.action.name) names an unknown requirement '\(named)'",
            hint: Suggestions.hint(for: named.rawValue, among: known.map(\.rawValue)))
        }
        continue
      }
      let step = call.step.flatMap { $0 < derivation.steps.count ? $0 : nil }
      let question = BlameQuestion(
        fault: .missing, platform: testCase.platform, step: step.map { testCase.steps[$0].keyword },
        callbacks: step.map { derivation.steps[$0].callbacks.map(\.name.rawValue) } ?? [], action: call.action)
      guard let requirement = rules.requirement(for: question, listed: testCase.requirements) else {
        log.error(
          testCase.location,
          "case \(testCase.id): no requirement of the catalogue is proved by the \(call.action.name)\(step.map { " at step \($0 + 1) (\(testCase.steps[$0].summary))" } ?? "")",
          hint: "name it on the call ('{action: \(call.action.name), requirement: …}') or add a blame pattern to the catalogue")
        continue
      }
      result.expectedCalls[index].requirement = requirement
    }
    for requirement in result.expectedCalls.compactMap(\.requirement) where !result.requirements.contains(requirement) {
      result.requirements.append(requirement)
    }
    return result
  }
}

/// Whether `id` names a decision (`D-7`, a profile's `CC-D-3`): decisions are in the DECISIONS files, not the register.
private func isDecision(_ id: String) -> Bool {
  let parts = id.split(separator: "-")
  guard parts.count >= 2, let last = parts.last, last.allSatisfy(\.isNumber) else { return false }
  return parts[parts.count - 2] == "D"
}
