import TrackCheckModel
import TrackCheckPlatform

/// What a run is asked to do: the suites, the selection, the baseline and the
/// policy its verdict is judged by. The runner plays ``cases`` and finishes
/// its record with ``finish(_:)``; `explore` finishes its record the same way,
/// so every record a report reads is complete and judged by its policy.
public struct RunPlan: Sendable {
  /// The suites read, each case with its model.
  public var suites: PreparedSuites
  /// The selection applied to them (sharding included).
  public var selection: CaseSelection
  /// The cases selected, in suite order, each with its model.
  public var cases: PreparedCases
  /// The expected-failures baseline, if any.
  public var baseline: ExpectedFailures?
  /// Which failures fail the run (`--fail-on`).
  public var failOn: RequirementLevel
  /// Whether a partial run exits 0 (`--allow-partial`).
  public var allowPartial = false
  /// The selection in words when it is not a selection of the suites' cases
  /// (`explore` plays generated scenarios); `nil` describes ``selection``.
  public var selectionWords: String?

  /// A plan of the cases of `suites` that `selection` selects.
  public init(
    suites: PreparedSuites, selection: CaseSelection = CaseSelection(), baseline: ExpectedFailures? = nil,
    failOn: RequirementLevel = .should
  ) {
    self.suites = suites
    self.selection = selection
    self.cases = suites.cases(selection)
    self.baseline = baseline
    self.failOn = failOn
  }

  /// Completes `record` with what the plan knows: the suites' digest, files
  /// and catalogue, the selection in words, each case's position in the
  /// unsharded selection, the baseline applied, and the policy.
  public func finish(_ record: inout RunRecord) {
    record.describe(suites: suites.collection, selection: selection)
    if let selectionWords { record.selection = selectionWords }
    baseline?.apply(to: &record, knownCaseIDs: Set(suites.collection.cases.map(\.id)))
    record.failOn = failOn
    record.allowPartial = allowPartial
  }
}
