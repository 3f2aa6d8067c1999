import TrackCheckModel

/// Places the calls of a flat `expect:` list on the case's timeline: each call
/// belongs to the step that must cause it.
///
/// The rule (docs/SUITES.md, "The timeline"): an impression of a notification
/// belongs to the step that receives it; a click belongs to the user's action on
/// the notification — a tap, an action button, a dismissal, or clearing all —
/// and an open to the same action as the click before it. Each kind is matched
/// in order ("clear all" acts on every notification still on display), and
/// the list is anchored only when it is unambiguous: the
/// expected impressions of a notification must be as many as its receive steps,
/// and its clicks as many as the user's actions on it. Anything else — a
/// redelivery, a deferred delivery, an action repeated — must say where each
/// call belongs, with `expect:` on the steps.
enum TimelineAnchor {
  /// Why a flat list cannot be anchored, for the diagnostic.
  struct Ambiguity: Error {
    var message: String
  }

  static func anchor(_ calls: [ExpectedCall], steps: [Step], defaultNotification: String?) -> Result<[ExpectedCall], Ambiguity> {
    var anchored = calls
    var receives: [String: [Int]] = [:]
    var actions: [String: [Int]] = [:]
    // The notifications on display: acting on one takes it away.
    var shown: [String] = []
    for (index, step) in steps.enumerated() {
      switch step.kind {
      case .receive(let name):
        receives[name, default: []].append(index)
        if !shown.contains(name) { shown.append(name) }
      case .tap(let name), .tapAction(let name, _), .dismiss(let name):
        actions[name, default: []].append(index)
        shown.removeAll { $0 == name }
      case .clearAll:
        // Clearing all acts on every notification still on display.
        for name in shown { actions[name, default: []].append(index) }
        shown.removeAll()
      case .swipeBanner, .leaveApp, .returnToApp, .openFromRecents, .launchFromIcon, .rotate, .coverApp, .forceQuit, .systemKill:
        break
      }
    }
    var impressionsUsed: [String: Int] = [:]
    var receiveWord: [String: String] = [:]
    var clicksUsed: [String: Int] = [:]
    var lastClickStep: [String: Int] = [:]
    for index in calls.indices where calls[index].step == nil {
      let name = calls[index].notification ?? defaultNotification ?? ""
      let shown = "'\(name)'"
      switch calls[index].action {
      case .impression, .receive:
        let candidates = receives[name] ?? []
        let used = impressionsUsed[name, default: 0]
        guard used < candidates.count else {
          return .failure(Ambiguity(message: "\(calls[index].action.name) \(used + 1) of \(shown) has no receive step of its own"))
        }
        anchored[index].step = candidates[used]
        impressionsUsed[name] = used + 1
        receiveWord[name] = calls[index].action.name
      case .click, .opened, .action, .backgroundAction, .dismiss:
        let candidates = actions[name] ?? []
        let used = clicksUsed[name, default: 0]
        guard used < candidates.count else {
          return .failure(Ambiguity(message: "click \(used + 1) of \(shown) has no tap, action, dismissal or clear-all of its own"))
        }
        anchored[index].step = candidates[used]
        lastClickStep[name] = candidates[used]
        clicksUsed[name] = used + 1
      case .open:
        guard let step = lastClickStep[name] else {
          return .failure(Ambiguity(message: "the open of \(shown) follows no click: an open belongs to the tap its click belongs to"))
        }
        anchored[index].step = step
      }
    }
    // As many of each kind as there are steps for it, or the list is ambiguous.
    for (name, used) in impressionsUsed where used != receives[name]?.count ?? 0 {
      return .failure(
        Ambiguity(
          message:
            "\(used) \(receiveWord[name] ?? "impression")\(used == 1 ? "" : "s") of '\(name)' for \(receives[name]?.count ?? 0) receive steps"
        ))
    }
    for (name, used) in clicksUsed where used != actions[name]?.count ?? 0 {
      return .failure(
        Ambiguity(message: "\(used) click\(used == 1 ? "" : "s") of '\(name)' for \(actions[name]?.count ?? 0) user actions on it"))
    }
    return .success(anchored)
  }
}
