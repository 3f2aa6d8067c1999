import TrackCheckModel
import TrackCheckPlatform

extension Scenario {
  /// The scenario as a suite case, ready to paste under a suite file's
  /// `cases:`: each step carries the calls the oracle requires of it.
  /// Payloads are inline (JSON is YAML), so the case needs no fixture.
  ///
  /// Under another profile than the default the expectations go in the case's block for that
  /// profile (`campaign-classic: {requirements, expect}`), each call placed on its step.
  public func yaml(title: String, source: String, profile: Profile) throws(PlatformModelError) -> String {
    let judged = try judgedCase(profile: profile)
    let ownBlock = profile.id != .campaignStandard
    var lines: [String] = []
    lines.append("- id: \(quoted(id))")
    lines.append("  title: \(quoted(title))")
    lines.append("  source: \(quoted(source))")
    if !judged.requirements.isEmpty && !ownBlock {
      lines.append("  requirements: [\(judged.requirements.map(\.rawValue).joined(separator: ", "))]")
    }
    lines.append("  platform: \(platform.rawValue)")
    lines.append("  app: \(initialState.rawValue)")
    if case .pinned(let api) = api { lines.append("  api: \(api.rawValue)") }
    if judgesWiring { lines.append("  wiring: reported") }
    // A case file cannot carry a wiring proposal: it is said, for whoever wires an app to replay it.
    if let wiring = wiring.summary(on: platform) { lines.append("  # the app's wiring, proposed in begin.app: \(wiring)") }
    var device: [String] = []
    if !self.device.notificationsAllowed { device.append("notifications: denied") }
    if platform == .ios {
      if !self.device.backgroundAppRefresh { device.append("backgroundAppRefresh: \"off\"") }
      if self.device.deferBackgroundDelivery { device.append("backgroundDelivery: deferred") }
      if !self.device.notificationDelegate { device.append("notificationDelegate: false") }
    }
    if !device.isEmpty { lines.append("  device: {\(device.joined(separator: ", "))}") }
    if platform == .ios && categories != [.documentedDefault] {
      lines.append("  categories:")
      for category in categories {
        let actions = category.actions.map { "{id: \($0.identifier), opensApp: \($0.opensApp)}" }.joined(separator: ", ")
        lines.append("    - {id: \(category.identifier), customDismissAction: \(category.customDismissAction), actions: [\(actions)]}")
      }
    }
    lines.append("  notifications:")
    for push in pushes {
      lines.append("    \(push.name): {inline: \(JSONSerializer.string(push.payload(on: platform)))}")
    }
    lines.append("  steps:")
    for (index, step) in steps.enumerated() {
      let calls = judged.expectedCalls.filter { $0.step == index }.map { call in
        "{action: \(call.action.name), notification: \(call.notification ?? "")}"
      }
      let expect = ownBlock ? [] : ["expect: " + (calls.isEmpty ? "none" : "[\(calls.joined(separator: ", "))]")]
      let keyword = Step(step, at: SourceLocation(file: "")).keyword.rawValue
      let fields: [String]
      switch step {
      case .receive(let name), .tap(let name), .dismiss(let name), .swipeBanner(let name): fields = ["notification: \(name)"] + expect
      case .tapAction(let name, let action): fields = ["notification: \(name)", "action: \(action)"] + expect
      default: fields = expect
      }
      lines.append(fields.isEmpty ? "    - \(keyword)" : "    - \(keyword): {\(fields.joined(separator: ", "))}")
    }
    if ownBlock {
      lines.append("  \(profile.id.rawValue):")
      lines.append("    requirements: [\(judged.requirements.map(\.rawValue).joined(separator: ", "))]")
      let calls = judged.expectedCalls.map { call in
        "{action: \(call.action.name), notification: \(call.notification ?? ""), step: \((call.step ?? 0) + 1)"
          + (call.optional ? ", optional: true}" : "}")
      }
      lines.append("    expect: " + (calls.isEmpty ? "none" : "[\(calls.joined(separator: ", "))]"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func quoted(_ text: String) -> String {
    var output = ""
    JSONSerializer.writeString(text, into: &output)
    return output
  }
}
