import TrackCheckModel

/// What one case's app facts may make trackcheck hold and do. An
/// implementation that reports its app's wiring (protocol 2 and later) drives
/// the platform model with its answers; these bounds keep a hostile or broken
/// one from making trackcheck hold unbounded state or spend unbounded time on
/// its behalf. Exceeding one ends the case with a protocol error that names
/// it (docs/PROTOCOL.md, "Budgets").
public struct AppBudget: Sendable, Hashable {
  /// One bounded resource.
  public enum Resource: String, Sendable, Hashable, CaseIterable {
    /// Notifications the app posts in one case (`notify`, each call).
    case notifications
    /// PendingIntents the app asks for in one case (content, delete and action intents of what it posts).
    case pendingIntents
    /// Activities the app starts in one case (`startActivity`, each intent).
    case activityStarts
    /// Bytes of intent extras the app reports in one case (as JSON).
    case extrasBytes
    /// Callbacks the model derives in one step (a "Clear all" sends one per notification shown).
    case requestsPerStep
    /// Bytes of requests trackcheck writes in one case.
    case requestBytes
    /// Milliseconds trackcheck's platform model spends in one case on the app's facts.
    case modelMilliseconds

    /// What is counted, in words, for messages ("notifications posted").
    public var counted: String {
      switch self {
      case .notifications: "notifications posted per case"
      case .pendingIntents: "PendingIntents requested per case"
      case .activityStarts: "activity starts per case"
      case .extrasBytes: "bytes of intent extras per case"
      case .requestsPerStep: "callbacks in one step"
      case .requestBytes: "bytes of requests per case"
      case .modelMilliseconds: "ms of the platform model's time per case"
      }
    }
  }

  /// Notifications posted per case.
  public var notifications = 500
  /// PendingIntents requested per case.
  public var pendingIntents = 2_000
  /// Activity starts per case.
  public var activityStarts = 500
  /// Bytes of intent extras per case.
  public var extrasBytes = 1 << 20
  /// Callbacks in one step.
  public var requestsPerStep = 1_000
  /// Bytes of requests written per case.
  public var requestBytes = 16 << 20
  /// Milliseconds of model time per case (counted inside the case's own time limit too).
  public var modelMilliseconds = 2_000

  /// The default budget (docs/PROTOCOL.md, "Budgets").
  public init() {}

  /// No bound at all: for the documents' app, which suites bound.
  public static var unlimited: AppBudget {
    var budget = AppBudget()
    for resource in Resource.allCases { budget[resource] = Int.max }
    return budget
  }

  /// The bound on `resource`.
  public subscript(resource: Resource) -> Int {
    get {
      switch resource {
      case .notifications: notifications
      case .pendingIntents: pendingIntents
      case .activityStarts: activityStarts
      case .extrasBytes: extrasBytes
      case .requestsPerStep: requestsPerStep
      case .requestBytes: requestBytes
      case .modelMilliseconds: modelMilliseconds
      }
    }
    set {
      switch resource {
      case .notifications: notifications = newValue
      case .pendingIntents: pendingIntents = newValue
      case .activityStarts: activityStarts = newValue
      case .extrasBytes: extrasBytes = newValue
      case .requestsPerStep: requestsPerStep = newValue
      case .requestBytes: requestBytes = newValue
      case .modelMilliseconds: modelMilliseconds = newValue
      }
    }
  }

  /// A budget exceeded: which, its bound, and how much the case asked for.
  public struct Exceeded: Error, Sendable, Hashable {
    /// The resource.
    public var resource: Resource
    /// Its bound.
    public var limit: Int
    /// What the case used, or asked for, when it went over.
    public var used: Int
    /// Whether it was the case's own time limit that ran out while the model worked
    /// (``Resource/modelMilliseconds`` only), not the model's budget.
    public var byTimeLimit = false

    /// Creates the error.
    public init(_ resource: Resource, limit: Int, used: Int) {
      self.resource = resource
      self.limit = limit
      self.used = used
    }

    /// The case's time limit ran out while the model was at work, after `used` ms of the model's own time.
    public static func timeLimit(modelMilliseconds used: Int, budget: AppBudget) -> Exceeded {
      var exceeded = Exceeded(.modelMilliseconds, limit: budget.modelMilliseconds, used: used)
      exceeded.byTimeLimit = true
      return exceeded
    }

    /// The error in words, naming the budget.
    public var message: String {
      if byTimeLimit {
        return "the case's time limit ran out while trackcheck's platform model played the implementation's answers "
          + "(the model had spent \(used) ms on the case; budget '\(resource.rawValue)', docs/PROTOCOL.md, \"Budgets\")"
      }
      return "the implementation's answers exceeded trackcheck's budget of \(limit) \(resource.counted): the case reached \(used) "
        + "(budget '\(resource.rawValue)', docs/PROTOCOL.md, \"Budgets\")"
    }
  }

  /// What a case has used so far; ``charge(_:_:)`` adds to it and throws once a bound is passed.
  public struct Usage: Sendable, Hashable {
    private var used: [Resource: Int] = [:]

    /// Nothing used.
    public init() {}

    /// What `resource` has used so far.
    public subscript(resource: Resource) -> Int { used[resource] ?? 0 }

    /// Adds `amount` of `resource` against `budget`: the error when the total passes the bound (nothing is added then).
    public mutating func charge(_ resource: Resource, _ amount: Int, against budget: AppBudget) throws(Exceeded) {
      let (total, overflow) = self[resource].addingReportingOverflow(amount)
      guard !overflow, total <= budget[resource] else {
        throw Exceeded(resource, limit: budget[resource], used: overflow ? Int.max : total)
      }
      used[resource] = total
    }

    /// Starts counting `resource` over (a per-step count at a new step).
    public mutating func reset(_ resource: Resource) { used[resource] = nil }
  }
}

/// Why a case could not be played on: the model cannot play a step (a suite
/// error), or the implementation's answers went over a budget.
public enum PlayError: Error, Sendable {
  /// The platform model cannot play a step.
  case model(PlatformModelError)
  /// The implementation's answers exceeded a budget.
  case budget(AppBudget.Exceeded)
}

extension AppFacts {
  /// What these facts charge against a case's budget: notifications, PendingIntents, activity starts and extras bytes.
  func charge(to usage: inout AppBudget.Usage, against budget: AppBudget) throws(AppBudget.Exceeded) {
    try usage.charge(.notifications, posted.count, against: budget)
    var pendingIntents = 0
    var extras = 0
    func count(_ intent: IntentSpec) {
      if !intent.extras.isEmpty { extras += JSONSerializer.bytes(.object(intent.extras)).count }
    }
    func count(_ spec: PendingIntentSpec?) {
      guard let spec else { return }
      pendingIntents += 1
      count(spec.intent)
      for intent in spec.intents { count(intent) }
    }
    for notification in posted {
      count(notification.contentIntent)
      count(notification.deleteIntent)
      for action in notification.actions { count(action.intent) }
    }
    if let intent = setIntentTo { count(intent) }
    for intent in startedActivities { count(intent) }
    try usage.charge(.pendingIntents, pendingIntents, against: budget)
    try usage.charge(.activityStarts, startedActivities.count, against: budget)
    try usage.charge(.extrasBytes, extras, against: budget)
  }
}
