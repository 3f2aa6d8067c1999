import TrackCheckModel
import TrackCheckPlatform

/// Checks that span files: unique ids, known requirements, and steps the
/// platform model can play.
enum SuiteChecks {
  static func check(_ collection: SuiteCollection, log: inout DiagnosticLog) {
    var firstSeen: [String: SourceLocation] = [:]
    let requirementIDs = Set(collection.requirements.map(\.id))
    var requirementSeen: [String: SourceLocation] = [:]
    for requirement in collection.requirements {
      if let earlier = requirementSeen[requirement.id] {
        log.error(requirement.location, "requirement id '\(requirement.id)' is already used at \(earlier)")
      }
      requirementSeen[requirement.id] = requirement.location
    }
    for testCase in collection.cases {
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
            hint: Suggestions.hint(for: id, among: collection.requirements.map(\.id)))
        }
      }
      do {
        let derivation = try PlatformModel.derive(testCase)
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
  }
}
