import TrackCheckModel

/// The values a case varies, each as a word (`ios/flag:" on"`, `android/id:number`,
/// `ios/aps:badge`, `ios/step:coverApp`, …): what a test compares between the
/// suites and the generator, so that every value a suite varies is one the
/// generator can produce.
public enum ScenarioValues {
  /// The values `testCase` varies: its app state, API, device settings, steps,
  /// flag values, id shapes and types, payload shapes, categories, action buttons and wiring.
  public static func of(_ testCase: TrackingCase) -> Set<String> {
    let platform = testCase.platform.rawValue
    var values: Set<String> = ["\(platform)/state:\(testCase.initialState.rawValue)", "api:\(testCase.api.description)"]
    values.insert("\(platform)/notificationsAllowed:\(testCase.device.notificationsAllowed)")
    if testCase.platform == .ios {
      values.insert("ios/backgroundAppRefresh:\(testCase.device.backgroundAppRefresh)")
      values.insert("ios/deferBackgroundDelivery:\(testCase.device.deferBackgroundDelivery)")
      values.insert("ios/notificationDelegate:\(testCase.device.notificationDelegate)")
    }
    if testCase.needsReportedWiring { values.insert("wiring:reported") }
    for step in testCase.steps { values.insert("\(platform)/step:\(step.keyword.rawValue)") }
    let campaign = Set(Notification.identityKeys)
    for notification in testCase.notifications {
      let keys = notification.campaignKeys(on: testCase.platform)
      values.insert("\(platform)/flag:" + (keys["_acsDeliveryTracking"].map { JSONSerializer.string($0) } ?? "absent"))
      for key in ["_dId", "_mId"] { values.insert("\(platform)/id:" + shape(keys[key])) }
      if keys.keys.contains(where: { !campaign.contains($0) && $0 != "aps" }) { values.insert("\(platform)/extraKeys") }
      switch testCase.platform {
      case .ios:
        let aps = notification.payload["aps"]?.objectValue ?? JSONObject()
        for key in aps.keys { values.insert("ios/aps:\(key)") }
        if let alert = aps["alert"] { values.insert("ios/alert:\(alert.typeName)") }
        let category = aps["category"]?.stringValue
        let registered = testCase.categories.first { $0.identifier == category }
        let relation: String
        if category == nil {
          relation = "none"
        } else if let registered {
          relation = "registered, customDismissAction \(registered.customDismissAction)"
        } else {
          relation = "unregistered"
        }
        values.insert("ios/push.category:" + relation)
      case .android:
        for key in notification.payload.objectValue?.keys ?? [] where key != "data" { values.insert("android/message:\(key)") }
      }
    }
    if testCase.platform == .ios {
      let named = Set(testCase.namedCategories)
      for category in testCase.categories {
        values.insert("ios/category.customDismissAction:\(category.customDismissAction)")
        if !named.contains(category.identifier) { values.insert("ios/category:registered, named by no push") }
        for action in category.actions {
          values.insert(
            "ios/action:opensApp \(action.opensApp), destructive \(action.destructive), authenticationRequired \(action.authenticationRequired)"
          )
        }
      }
    }
    return values
  }

  /// An id's shape: `text`, `empty`, `absent`, or its JSON type.
  static func shape(_ value: JSONValue?) -> String {
    switch value {
    case nil: "absent"
    case .string(let text)?: text.isEmpty ? "empty" : "text"
    case .integer?: "number"
    case let other?: other.typeName
    }
  }
}

extension ScenarioGenerator {
  /// The values the generator reaches in its first `samples` scenarios of `seed` (``ScenarioValues``),
  /// drawing the app's wiring as for an implementation that reports it.
  public static func reachableValues(
    seed: UInt64 = 1, samples: Int = 20_000, platforms: [Platform] = [.ios, .android], profile: Profile
  ) -> Set<String> {
    var generator = ScenarioGenerator(seed: seed, platforms: platforms, profile: profile)
    var values: Set<String> = []
    for _ in 0..<samples { values.formUnion(ScenarioValues.of(generator.next().caseForModel)) }
    return values
  }
}
