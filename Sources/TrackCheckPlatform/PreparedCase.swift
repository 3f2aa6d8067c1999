import TrackCheckModel

/// What the platform model says about a case for the documents' app (the
/// wiring protocol 1 assumes): its callbacks step by step, and the timeline
/// calls are placed on. Made once per distinct set of model inputs
/// (``ModelCache``) and shared by every consumer: the suite checks, `run`,
/// `explain`, `faults` and `explore`.
public struct CaseModel: Sendable, Hashable {
  /// The callbacks, step by step.
  public var derivation: Derivation
  /// Where callbacks and calls fall.
  public var timeline: Timeline

  /// The model of `testCase`, derived now (``ModelCache`` derives each distinct case once).
  public init(_ testCase: TrackingCase) throws(PlatformModelError) {
    self.init(testCase, derivation: try PlatformModel.derive(testCase))
  }

  /// The model of `testCase` from its derivation, made already.
  public init(_ testCase: borrowing TrackingCase, derivation: Derivation) {
    self.derivation = derivation
    timeline = Timeline(steps: testCase.steps, derivation: derivation)
  }
}

/// A case, with what the platform model derived for it.
public struct PreparedCase: Sendable {
  /// The case as the suites give it.
  public var testCase: TrackingCase
  /// Its callbacks and timeline for the documents' app, or why the model
  /// cannot play it for that app (a loaded suite never has such a case; a
  /// case made by hand may, and an implementation that reports its own app
  /// may still play it).
  public var model: Result<CaseModel, PlatformModelError>

  /// Pairs a case with its model.
  public init(_ testCase: TrackingCase, model: Result<CaseModel, PlatformModelError>) {
    self.testCase = testCase
    self.model = model
  }
}

/// The models of cases, each derived once per distinct value of the model's
/// inputs (``PlatformModel/Inputs``: platform, device, categories, app state,
/// notifications, steps), keyed by those values, never by identity: the cases
/// of a matrix that differ only in what they expect share one model. A value
/// owned by one thread.
public struct ModelCache {
  private var models: [PlatformModel.Inputs: Result<CaseModel, PlatformModelError>] = [:]
  /// The inputs asked last: consecutive cases (a matrix's) compare with it before any hashing.
  private var last: (inputs: PlatformModel.Inputs, model: Result<CaseModel, PlatformModelError>)?

  /// How many derivations the cache made (one per distinct set of inputs).
  public private(set) var derivations = 0

  /// An empty cache.
  public init() {}

  /// The model of `testCase`, or why the model cannot play it.
  public mutating func model(of testCase: TrackingCase) -> Result<CaseModel, PlatformModelError> {
    let inputs = PlatformModel.Inputs(testCase)
    if let last, last.inputs == inputs { return last.model }
    let model: Result<CaseModel, PlatformModelError>
    if let known = models[inputs] {
      model = known
    } else {
      model = Result { () throws(PlatformModelError) in try CaseModel(testCase) }
      derivations += 1
      models[inputs] = model
    }
    last = (inputs, model)
    return model
  }

  /// The case with its model.
  public mutating func prepare(_ testCase: TrackingCase) -> PreparedCase {
    PreparedCase(testCase, model: model(of: testCase))
  }
}

/// The suites stage's product: the suites read and checked, and each case's
/// model, derived once while the suites were checked.
public struct PreparedSuites: Sendable {
  /// The suites: catalogue, fixtures, sources, files and cases.
  public var collection: SuiteCollection
  /// The model of each case of ``collection``, in the same order.
  public var models: [CaseModel]

  /// Pairs `collection` with the models of its cases (one per case, in order).
  public init(collection: SuiteCollection, models: [CaseModel]) {
    precondition(models.count == collection.cases.count, "one model per case")
    self.collection = collection
    self.models = models
  }

  /// The cases `selection` selects, each with its model, in suite order.
  public func cases(_ selection: CaseSelection) -> PreparedCases { PreparedCases(self, selection: selection) }

  /// The case with `id`, with its model.
  public func testCase(_ id: String) -> PreparedCase? {
    collection.cases.firstIndex { $0.id == id }.map { PreparedCase(collection.cases[$0], model: .success(models[$0])) }
  }
}

/// Cases with their models, read in place: the selected cases of prepared
/// suites (their storage shared with the suites, not copied: at 100,000
/// cases a copy is the largest thing trackcheck would hold), or a list made
/// for the occasion.
public struct PreparedCases: Sendable, RandomAccessCollection {
  private enum Storage: Sendable {
    /// The suites' cases and models, all or those at `selected`.
    case suites(cases: [TrackingCase], models: [CaseModel], selected: [Int]?)
    /// Cases prepared one by one.
    case list([PreparedCase])
  }

  private let storage: Storage

  /// The cases `selection` selects from `suites`.
  public init(_ suites: PreparedSuites, selection: CaseSelection) {
    let all = selection.selectsAll && selection.shard == nil
    storage = .suites(
      cases: suites.collection.cases, models: suites.models,
      selected: all ? nil : selection.indices(of: suites.collection.cases, requirements: suites.collection.requirements))
  }

  /// A list of cases prepared one by one.
  public init(_ list: [PreparedCase]) { storage = .list(list) }

  public var startIndex: Int { 0 }

  public var endIndex: Int {
    switch storage {
    case .suites(let cases, _, let selected): selected?.count ?? cases.count
    case .list(let list): list.count
    }
  }

  /// The case at `position` with its model.
  public subscript(position: Int) -> PreparedCase {
    switch storage {
    case .suites(let cases, let models, let selected):
      let index = selected?[position] ?? position
      return PreparedCase(cases[index], model: .success(models[index]))
    case .list(let list):
      return list[position]
    }
  }
}
