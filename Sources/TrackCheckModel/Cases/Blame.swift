/// What is wrong in one finding: the kind of mistake a requirement can be blamed for.
public enum Fault: String, Sendable, Hashable, CaseIterable, Codable {
  /// An expected call was not made at its step.
  case missing
  /// An expected call was made, but at another step.
  case wrongStep = "wrong-step"
  /// An expected call was made at its step, but out of order.
  case wrongOrder = "wrong-order"
  /// A tap's open was made, its click was not.
  case openAlone = "open-alone"
  /// An expected call was not made because the app's own wiring kept the step
  /// from its code (no notification posted, no delete or content intent).
  case unwired
  /// A call no step called for.
  case unexpected
  /// A call that repeats an earlier identical call through the same API.
  case duplicate
  /// A call that repeats an earlier identical call through the other API.
  case bothAPIs = "both-apis"
  /// The call is made through an API that is neither `collectMessageInfo` nor `trackAction`.
  case unknownAPI = "unknown-api"
  /// `trackAction` is called with another action name than `"tracking"`.
  case trackingName = "tracking-name"
  /// The case pins `collectMessageInfo`; the call uses another API.
  case pinnedCollect = "pinned-collect"
  /// The case pins `trackAction`; the call uses another API.
  case pinnedTrackAction = "pinned-trackaction"
  /// The context data has keys beyond `deliveryId`, `broadlogId` and `action`.
  case extraKey = "extra-key"
  /// The context data lacks one of the three keys, or is not a dictionary.
  case missingKey = "missing-key"
  /// The `action` value is not a string.
  case actionNotString = "action-not-string"
  /// An id value is not a string.
  case idNotString = "id-not-string"
  /// The ids differ from the payload's (and from every other notification's of the case).
  case wrongIds = "wrong-ids"
  /// The ids are those of another notification of the case.
  case otherNotificationIds = "other-notification-ids"
  /// The `action` code is another one than expected.
  case wrongAction = "wrong-action"
  /// Wire level: a tracking call the SDK accepts was made, and no tracking request was sent for it.
  case hitMissing = "hit-missing"
  /// Wire level: a tracking request carries other ids or another action than the call that caused it.
  case hitMismatch = "hit-mismatch"
  /// Wire level: a tracking request that no call made explains.
  case hitUnexplained = "hit-unexplained"
  /// Wire level: a request to Campaign's tracking path (`/r/`) whose URL Campaign cannot read as a hit.
  case hitMalformed = "hit-malformed"
  /// Wire level: a tracking request that is not HTTPS.
  case hitInsecure = "hit-insecure"
  /// Wire level: a tracking request that repeats an earlier one, with no second call to explain it.
  case hitDuplicate = "hit-duplicate"

  /// Whether the finding concerns a call the case expects (its requirement is the expected call's).
  public var concernsExpectedCall: Bool { self == .missing || self == .wrongStep }

  /// The faults found in the SDK's requests rather than in the calls: only a case judged on hits finds them.
  public static let wireLevel: [Fault] = [.hitMissing, .hitMismatch, .hitUnexplained, .hitMalformed, .hitInsecure, .hitDuplicate]

  /// Whether the fault is found in the SDK's requests (``wireLevel``).
  public var isWireLevel: Bool { Self.wireLevel.contains(self) }
}

/// When a requirement is the one to blame for a finding: a fault, narrowed by
/// platform, step, callback and action. Written in the requirement catalogue
/// (`blame:`), so which rule a finding breaks is data, not code.
public struct BlamePattern: Sendable, Hashable {
  /// The faults the pattern covers.
  public var faults: [Fault]
  /// Only on this platform.
  public var platform: Platform?
  /// Only at steps of these kinds (their suite keywords: `tap`, `clearAll`).
  public var steps: [StepKeyword]?
  /// Only at steps that deliver a callback whose name contains one of these (`willPresent`).
  public var callbacks: [String]?
  /// Only for calls of these actions (the expected call's for a missing or wrong call, the call's own for an unexpected one).
  public var actions: [TrackingAction]?
  /// Only at steps whose derivation notes one of these platform rules (`IOS-DISMISS-NO-DELEGATE`):
  /// why the step delivered nothing.
  public var notes: [String]?
  /// When the pattern applies beyond its other constraints.
  public var condition: Condition
  /// Only for a call too many that repeats a call of the other origin: the app's own call beside
  /// the same call made by the SDK's own display-and-tracking path (``CallOrigin``), in either order.
  public var besideSDK: Bool

  /// The faults of a call too many, the only ones ``besideSDK`` can narrow.
  public static let extraCallFaults: [Fault] = [.unexpected, .duplicate, .bothAPIs]

  /// When a pattern applies.
  public enum Condition: String, Sendable, Hashable, CaseIterable {
    /// In every case.
    case always
    /// Only in cases that list the requirement: the case says what it is about.
    case listed
    /// Only in cases that list it, and when no call at all carries the push's ids: the push was not tracked.
    case untracked
    /// Only in cases that list it and expect no call at all: the push must not be tracked.
    case nothingExpected = "nothing-expected"
  }

  /// Whether the pattern applies only to cases that list its requirement.
  public var listedOnly: Bool { condition != .always }

  /// Creates a pattern.
  public init(
    faults: [Fault], platform: Platform? = nil, steps: [StepKeyword]? = nil, callbacks: [String]? = nil, actions: [TrackingAction]? = nil,
    notes: [String]? = nil, condition: Condition = .always, besideSDK: Bool = false
  ) {
    self.besideSDK = besideSDK
    self.notes = notes
    self.faults = faults
    self.platform = platform
    self.steps = steps
    self.callbacks = callbacks
    self.actions = actions
    self.condition = condition
  }

  /// How narrow the pattern is: the more constraints, the better it names the rule.
  public var specificity: Int {
    (platform == nil ? 0 : 1) + (steps == nil ? 0 : 1) + (callbacks == nil ? 0 : 1) + (actions == nil ? 0 : 1) + (notes == nil ? 0 : 1)
      + (besideSDK ? 1 : 0)
  }

  /// Whether the pattern covers `question`.
  public func matches(_ question: BlameQuestion) -> Bool {
    guard faults.contains(question.fault) else { return false }
    if condition == .untracked && !question.untracked { return false }
    if condition == .nothingExpected && !question.nothingExpected { return false }
    if besideSDK && !question.besideSDK { return false }
    if let platform, platform != question.platform { return false }
    if let steps {
      guard let step = question.step, steps.contains(step) else { return false }
    }
    if let callbacks, !callbacks.contains(where: { name in question.callbacks.contains { $0.contains(name) } }) { return false }
    if let actions {
      guard let action = question.action, actions.contains(action) else { return false }
    }
    if let notes, !notes.contains(where: question.notes.contains) { return false }
    return true
  }
}

/// What a finding is about, as the blame rules ask it.
public struct BlameQuestion: Sendable, Hashable {
  /// The fault.
  public var fault: Fault
  /// The platform of the case.
  public var platform: Platform
  /// The keyword of the step where it happened (`nil`: at the end of the case).
  public var step: StepKeyword?
  /// The names of the callbacks that step delivers.
  public var callbacks: [String]
  /// The action concerned, when known.
  public var action: TrackingAction?
  /// Whether no call at all carries the ids of the push concerned.
  public var untracked: Bool
  /// Whether the case expects no call at all.
  public var nothingExpected: Bool
  /// The platform rules the step's derivation notes (why it delivered nothing).
  public var notes: [String]
  /// Whether the call too many repeats a call of the other origin (the app's beside the SDK's own path's).
  public var besideSDK: Bool

  /// Creates a question.
  public init(
    fault: Fault, platform: Platform, step: StepKeyword?, callbacks: [String], action: TrackingAction?, untracked: Bool = false,
    nothingExpected: Bool = false, notes: [String] = [], besideSDK: Bool = false
  ) {
    self.besideSDK = besideSDK
    self.notes = notes
    self.fault = fault
    self.platform = platform
    self.step = step
    self.callbacks = callbacks
    self.action = action
    self.untracked = untracked
    self.nothingExpected = nothingExpected
  }
}

/// Which requirement a finding is blamed on, from the catalogue's `blame:`
/// patterns: a pattern of a call beside the SDK's own path first (it names the
/// cause), then the case's own requirements (the narrowest match, then the
/// order the case lists them), then the whole catalogue (the narrowest match,
/// then catalogue order). Patterns with a `when:` condition apply only to
/// cases that list their requirement.
public struct BlameRules: Sendable {
  private let entries: [(requirement: Requirement, pattern: BlamePattern)]
  private let levels: [RequirementID: RequirementLevel]
  private let evidence: [RequirementID: Evidence]

  /// The rules of `catalogue`.
  public init(_ catalogue: [Requirement]) {
    entries = catalogue.flatMap { requirement in requirement.blame.map { (requirement, $0) } }
    levels = Dictionary(catalogue.map { ($0.id, $0.level) }, uniquingKeysWith: { first, _ in first })
    evidence = Dictionary(
      catalogue.compactMap { requirement in requirement.judgedOn.map { (requirement.id, $0) } }, uniquingKeysWith: { first, _ in first })
  }

  /// The only evidence that can judge requirement `id` (``Requirement/judgedOn``); `nil` when either can, or the catalogue does not know it.
  public func judgedOn(_ id: RequirementID) -> Evidence? { evidence[id] }

  /// No rules: every finding is blamed on the case's first requirement.
  public static let none = BlameRules([])

  /// Whether the catalogue has no blame patterns (every finding then goes to its case's first requirement).
  public var isEmpty: Bool { entries.isEmpty }

  /// The level of requirement `id` (SHOULD when the catalogue does not know it).
  public func level(of id: RequirementID) -> RequirementLevel { levels[id] ?? .should }

  /// The requirement to blame for `question` in a case that lists `listed`;
  /// `nil` when no pattern covers it.
  /// `only` limits the search to patterns with that condition.
  public func requirement(for question: BlameQuestion, listed: [RequirementID], only: BlamePattern.Condition? = nil) -> RequirementID? {
    var best: (id: RequirementID, specificity: Int, rank: Int)?
    var bestBesideSDK: Bool?
    for (index, entry) in entries.enumerated() {
      if let only, entry.pattern.condition != only { continue }
      let listedRank = listed.firstIndex(of: entry.requirement.id)
      if entry.pattern.listedOnly && listedRank == nil { continue }
      guard entry.pattern.matches(question) else { continue }
      // Listed requirements rank before the rest of the catalogue.
      let rank = listedRank.map { $0 - listed.count } ?? index
      let candidate = (entry.requirement.id, entry.pattern.specificity, rank)
      // A call beside the SDK's own path is that path's rule, whatever else the case lists.
      if entry.pattern.besideSDK != (bestBesideSDK ?? false), best != nil {
        if entry.pattern.besideSDK { (best, bestBesideSDK) = (candidate, true) }
        continue
      }
      if let current = best {
        let currentListed = current.rank < 0
        let candidateListed = rank < 0
        if currentListed != candidateListed {
          if candidateListed { best = candidate }
        } else if candidate.1 > current.specificity || (candidate.1 == current.specificity && rank < current.rank) {
          best = candidate
        }
      } else {
        (best, bestBesideSDK) = (candidate, entry.pattern.besideSDK)
      }
    }
    return best?.id
  }

  /// The faults that some call could commit without any catalogue-wide
  /// pattern to blame: for each fault and action, a pattern constrained by
  /// nothing but its actions must cover it. The faults of the SDK's requests
  /// (``Fault/wireLevel``) count only for a catalogue with rules of them (`judgedOn: hits`).
  public func unownedFaults(under profile: Profile) -> [Fault] {
    let judgesHits = !evidence.values.filter { $0 == .hits }.isEmpty
    let possible = profile.possibleFaults
    return Fault.allCases.filter { fault in
      !fault.concernsExpectedCall && (judgesHits || !fault.isWireLevel) && possible.contains(fault)
        && !profile.events.allSatisfy { action in
          entries.contains { entry in
            let pattern = entry.pattern
            return !pattern.listedOnly && pattern.faults.contains(fault) && pattern.platform == nil && pattern.steps == nil
              && pattern.callbacks == nil && (pattern.actions?.contains(action) ?? true)
          }
        }
    }
  }
}

/// One difference between what a case expects and what the implementation
/// did, blamed on the one requirement it breaks.
public struct Finding: Sendable, Hashable {
  /// What is wrong.
  public var fault: Fault
  /// The requirement it breaks.
  public var requirement: RequirementID
  /// That requirement's level.
  public var level: RequirementLevel
  /// The step (index from 0) where it happened; `nil` at the end of the case.
  public var step: Int?
  /// The finding in one sentence.
  public var message: String
  /// Requirements this finding leaves unjudged in the case: their calls were
  /// never made because the push was not tracked at all.
  public var unjudged: [RequirementID]

  /// Creates a finding.
  public init(
    fault: Fault, requirement: RequirementID, level: RequirementLevel, step: Int?, message: String, unjudged: [RequirementID] = []
  ) {
    self.fault = fault
    self.requirement = requirement
    self.level = level
    self.step = step
    self.message = message
    self.unjudged = unjudged
  }

  /// `[MUST] AND-TAP-OPEN`, as the terminal and the reports label a finding.
  public var label: String { "[\(level.rawValue)] \(requirement)" }
}
