/// A push tracking event as the Edge Network receives it from AEP Messaging (Journey Optimizer), and the
/// part of it a call decides: the Messaging extension writes `eventType`, `pushNotificationTracking`
/// (`pushProviderMessageID`, `pushProvider`, `customAction.actionID`) and `application.launches.value`, and
/// merges the content of the push's `_xdm` (its `mixins`, else its `cjm`) into the event's `xdm`, adding its
/// own message profile and push channel context to `_experience.customerJourneyManagement`
/// (AEPSDK-MESSAGING-ANDROID@0438aaeb MessagingExtension.handleTrackingInfo, getXdmData, addApplicationData,
/// addXDMData; AEPSDK-MESSAGING-IOS@5dad851d; docs/profiles/journey-optimizer.md §13).
public enum EdgeEvent {
  /// The `xdm` members the Messaging extension writes itself, and those the Edge extension adds to every event.
  public static let writtenBySDK: Set<String> = ["eventType", "pushNotificationTracking", "application", "_id", "timestamp"]
  /// The members the extension adds to `_experience.customerJourneyManagement` (`MESSAGE_PROFILE_JSON`).
  public static let addedToJourney: Set<String> = ["messageProfile", "pushChannelContext"]
  /// The event's name for whether the interaction opened the app (`application.launches.value` 1 or 0), as a call carries it.
  public static let openedKey = "applicationOpened"
  /// The event's name for a custom action's id (`pushNotificationTracking.customAction.actionID`), as a call carries it.
  public static let actionKey = "actionId"

  /// The content of a push's tracking data (`_xdm`, as text or as an object) that the extension merges into the event,
  /// in canonical text (``IdRules/canonicalJSON(_:)``): its `mixins`, else its `cjm`, without what the extension adds
  /// or writes itself; `""` when it merges nothing (no `_xdm`, not a JSON object, neither member an object).
  public static func content(ofTrackingData value: JSONValue?) -> String {
    var object: JSONObject?
    switch value {
    case .string(let text)?: object = (try? JSONParser.parse(text))?.objectValue
    case .object(let given)?: object = given
    default: object = nil
    }
    guard let object, let mixins = object["mixins"]?.objectValue ?? object["cjm"]?.objectValue else { return "" }
    return canonical(mixins)
  }

  /// The content of an event's `xdm` beyond what the extensions write themselves, in canonical text; `""` when there is none.
  public static func content(ofEvent xdm: JSONObject) -> String { canonical(xdm) }

  /// The values beside the ids and the event type that an event reports, under a call's names: whether the app
  /// opened (`application.launches.value` 1), and the custom action's id when there is one.
  public static func values(ofEvent xdm: JSONObject) -> JSONObject {
    var values: JSONObject = [openedKey: .bool(xdm["application"]?["launches"]?["value"] == .integer(1))]
    if let id = xdm["pushNotificationTracking"]?["customAction"]?["actionID"], id != .null { values[actionKey] = id }
    return values
  }

  /// The same values as a call reports them (`applicationOpened`, absent as false as the SDK reads it; `actionId`,
  /// absent or null as none).
  public static func values(ofCall context: JSONObject) -> JSONObject {
    var values: JSONObject = [openedKey: .bool(context[openedKey] == .bool(true))]
    if let id = context[actionKey], id != .null { values[actionKey] = id }
    return values
  }

  private static func canonical(_ object: JSONObject) -> String {
    var content = object
    for key in writtenBySDK { content[key] = nil }
    if var experience = content["_experience"]?.objectValue {
      if var journey = experience["customerJourneyManagement"]?.objectValue {
        for key in addedToJourney { journey[key] = nil }
        experience["customerJourneyManagement"] = .object(journey)
      }
      // The extension's own `propositionEventType`, written when the decisioning data carries an `exdRequestID`.
      if var decisioning = experience["decisioning"]?.objectValue {
        decisioning["propositionEventType"] = nil
        experience["decisioning"] = .object(decisioning)
      }
      content["_experience"] = .object(experience)
    }
    return IdRules.canonicalJSON(.object(content)) ?? ""
  }
}
