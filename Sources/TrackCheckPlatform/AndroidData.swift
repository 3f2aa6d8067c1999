import TrackCheckModel

/// How FCM turns a data message's values into the strings the app receives.
public enum AndroidData {
  /// The string an app reads for `value`, or `nil` for JSON `null` (the key is absent).
  public static func string(_ value: JSONValue) -> String? {
    switch value {
    case .null: nil
    case .string(let text): text
    case .bool(let flag): flag ? "true" : "false"
    case .integer(let number): String(number)
    case .number(let number): String(number)
    case .array, .object: JSONSerializer.string(value)
    }
  }

  /// The data map of an FCM message as `RemoteMessage.getData()` returns it.
  public static func dataMap(of message: JSONValue) -> JSONObject {
    let data = message["data"]?.objectValue ?? JSONObject()
    return JSONObject(
      data.members.compactMap { member in
        string(member.value).map { (key: member.key, value: JSONValue.string($0)) }
      })
  }
}
