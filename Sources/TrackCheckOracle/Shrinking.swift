import TrackCheckModel

extension Scenario {
  /// Simpler scenarios, simplest first: fewer steps, fewer pushes, a simpler
  /// payload, default settings. Each is playable and differs from this one in
  /// one respect, so a shrinker that keeps any that still fails ends at a
  /// scenario where every respect matters.
  public var simplifications: [Scenario] {
    var candidates: [Scenario] = []
    // Fewer steps: drop one, from the end (later steps rarely cause the earlier calls).
    for index in steps.indices.reversed() where steps.count > 1 {
      var fewer = self
      fewer.steps.remove(at: index)
      candidates.append(fewer)
    }
    // Fewer pushes: drop one with the steps that name it.
    if pushes.count > 1 {
      for push in pushes {
        var fewer = self
        fewer.pushes.removeAll { $0.name == push.name }
        fewer.steps.removeAll { $0.notificationName == push.name }
        if !fewer.steps.isEmpty { candidates.append(fewer) }
      }
    }
    // A simpler payload: each key back to the documents' normal form.
    for index in pushes.indices {
      let normal = Push(name: pushes[index].name, deliveryId: .text("d\(index + 1)"), broadlogId: .text("m\(index + 1)"))
      var simpler: [(inout Push) -> Void] = [
        { $0.flag = normal.flag }, { $0.deliveryId = normal.deliveryId }, { $0.broadlogId = normal.broadlogId },
        { $0.extraKeys = false }, { $0.alert = true }, { $0.contentAvailable = true }, { $0.collapseKey = nil },
        { $0.idsInsideAps = false }, { $0.decorations = false }, { $0.plainAlert = false }, { $0.addressed = false },
      ]
      if pushes[index].category != nil { simpler.append { $0.category = "DEFAULT" } }
      for change in simpler {
        var candidate = self
        change(&candidate.pushes[index])
        candidates.append(candidate)
      }
    }
    // Default settings, one at a time.
    let defaults = DeviceSettings()
    var settings: [(inout Scenario) -> Void] = [
      { $0.device.notificationsAllowed = defaults.notificationsAllowed },
      { $0.device.backgroundAppRefresh = defaults.backgroundAppRefresh },
      { $0.device.deferBackgroundDelivery = defaults.deferBackgroundDelivery },
      { $0.device.notificationDelegate = defaults.notificationDelegate },
      { $0.api = .any }, { $0.judgesWiring = false },
    ]
    if platform == .ios { settings.append { $0.categories = [.documentedDefault] } }
    // The documents' wiring, then one respect of a proposed wiring at a time.
    if wiring != .documents {
      settings.append { $0.wiring = .documents }
      let documents = Wiring.documents
      settings += [
        { $0.wiring.lateDelegate = documents.lateDelegate }, { $0.wiring.launchMode = documents.launchMode },
        { $0.wiring.contentFlags = documents.contentFlags }, { $0.wiring.contentTarget = documents.contentTarget },
        { $0.wiring.targetSdk = documents.targetSdk }, { $0.wiring.notificationIds = documents.notificationIds },
        { $0.wiring.configChanges = documents.configChanges },
      ]
    }
    // Simpler states come first in this order; only a simpler one is proposed, so shrinking cannot cycle.
    let order: [AppState] = [.foreground, .background, .terminated, .forceQuit, .forceStopped]
    for state in order.prefix(while: { $0 != initialState }) where state != .forceQuit && state != .forceStopped {
      settings.append { $0.initialState = state }
    }
    for change in settings {
      var candidate = self
      change(&candidate)
      candidates.append(candidate)
    }
    var seen: Set<Scenario> = [self]
    return candidates.filter { seen.insert($0).inserted && $0.isPlayable }
  }
}

extension Step.Kind {
  /// The push a step acts on, if any.
  var notificationName: String? {
    switch self {
    case .receive(let name), .tap(let name), .dismiss(let name), .swipeBanner(let name), .tapAction(let name, _): name
    default: nil
    }
  }
}

/// Shrinks a failing scenario to a minimal one that still fails.
public enum Shrinker {
  /// Repeatedly replaces `scenario` by the first of its simplifications that
  /// still fails, until none does. `firstFailing` judges a batch of
  /// candidates (so they can run in parallel) and returns the index of the
  /// first that fails, or nil. Returns the minimal scenario and how many
  /// candidates were tried.
  public static func shrink<Failure: Error>(
    _ scenario: Scenario, limit: Int = 2_000, firstFailing: ([Scenario]) throws(Failure) -> Int?
  ) throws(Failure) -> (scenario: Scenario, tried: Int) {
    var current = scenario
    var tried = 0
    while tried < limit {
      let candidates = current.simplifications
      guard !candidates.isEmpty else { break }
      tried += candidates.count
      guard let index = try firstFailing(candidates) else { break }
      current = candidates[index]
    }
    return (current, tried)
  }
}
