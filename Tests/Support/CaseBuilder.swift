import TrackCheckModel

/// Builds cases in code for tests of the platform model, the protocol and the runner.
public enum CaseBuilder {
  public static let iosPayload: JSONValue = [
    "aps": ["alert": ["title": "t", "body": "b"], "content-available": 1, "category": "DEFAULT"],
    "_dId": "56c4", "_mId": "h138a", "_acsDeliveryTracking": "on",
  ]

  public static let androidPayload: JSONValue = [
    "priority": "high",
    "data": ["_dId": "d57fd6", "_mId": "h1685a5", "_acsDeliveryTracking": "on", "badge": 1817],
  ]

  public static func testCase(
    id: String = "T-1", platform: Platform = .ios, state: AppState = .background,
    payload: JSONValue? = nil, notifications: [Notification]? = nil, steps: [Step.Kind] = [.receive(notification: "default")],
    expected: [TrackingAction] = [.impression], device: DeviceSettings = DeviceSettings(),
    categories: [NotificationCategory] = [.documentedDefault], api: APIChoice = .any
  ) -> TrackingCase {
    let body = payload ?? (platform == .ios ? iosPayload : androidPayload)
    let list = notifications ?? [Notification(name: "default", payload: body)]
    let keys = list[0].campaignKeys(on: platform)
    let location = SourceLocation(file: "test.yaml", line: 1, column: 1)
    return TrackingCase(
      id: id, title: "test case \(id)", requirements: ["R-1"], source: "test", tags: [], platform: platform,
      device: device, categories: categories, initialState: state, notifications: list,
      steps: steps.map { Step($0, at: location) },
      expectedCalls: expected.map {
        ExpectedCall(
          api: api, deliveryId: keys["_dId"]?.stringValue ?? "", broadlogId: keys["_mId"]?.stringValue ?? "", action: $0,
          on: TestProfiles.standard)
      },
      api: api, suite: "test", location: location)
  }
}
