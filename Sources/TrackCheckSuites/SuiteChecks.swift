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
        _ = try PlatformModel.derive(testCase)
      } catch {
        log.error(error.step?.location ?? testCase.location, "case \(testCase.id): \(error.message)", hint: error.hint)
      }
    }
  }
}
