import TrackCheckCollect
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckSuites

/// The collector's cases: those of the suites `trackcheck collect` loaded, and those a UI test posts in
/// the suites' YAML, read against the same catalogue and profile.
struct SuiteCases: CollectCases {
  let suites: PreparedSuites

  /// How the posted text is named in messages.
  static let givenName = "the case given"

  func suiteCase(_ id: String) -> Result<PreparedCase, CollectError> {
    guard let prepared = suites.testCase(id) else {
      let hint = Suggestions.closest(to: id, among: suites.collection.cases.map(\.id)).map { ": did you mean '\($0)'?" } ?? ""
      return .failure(CollectError(status: 404, "no case with id '\(id)'\(hint)"))
    }
    return .success(prepared)
  }

  func given(yaml: String, id: String?) -> Result<PreparedCase, CollectError> {
    let given: PreparedSuites
    do throws(SuiteError) {
      given = try SuiteLoader.prepare(text: yaml, shownAs: Self.givenName, with: suites.collection)
    } catch {
      return .failure(CollectError(status: 422, "the case given is not one trackcheck can judge:\n\(error)"))
    }
    let ids = given.collection.cases.map(\.id)
    let chosen: String
    if let id {
      guard ids.contains(id) else {
        return .failure(CollectError(status: 404, "the text given holds no case '\(id)'; it holds \(ids.joined(separator: ", "))"))
      }
      chosen = id
    } else {
      guard ids.count == 1 else {
        return .failure(
          CollectError(status: 400, "the text given holds \(ids.count) cases (\(ids.joined(separator: ", "))): name one with case=ID"))
      }
      chosen = ids[0]
    }
    guard let prepared = given.testCase(chosen) else { return .failure(CollectError(status: 404, "no case with id '\(chosen)'")) }
    return .success(prepared)
  }
}
