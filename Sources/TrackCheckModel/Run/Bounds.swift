/// The limits that keep what an implementation writes from growing a run
/// record, or any report made from it, beyond a fixed size per case — one
/// set of limits for the record in memory, the results file and the JUnit report.
public enum Bounds {
  /// The most characters one text (a diff, an error, stderr) keeps.
  public static let text = 64 * 1024
  /// The most characters one string inside a reported call keeps.
  public static let value = 4096

  /// `text` shortened to `limit` Unicode scalars: its head and its tail, with a
  /// note of how much was cut between them. Linear in the text.
  public static func text(_ text: String, limit: Int = Bounds.text) -> String {
    // No more UTF-8 bytes than the limit: no more scalars either (the count of bytes is known without a walk).
    if text.utf8.count <= limit { return text }
    let scalars = text.unicodeScalars
    // Counting stops at the limit: a short text costs nothing, a long one once.
    guard scalars.dropFirst(limit).first != nil else { return text }
    let count = scalars.count
    let headCount = limit / 4
    let tailCount = limit - headCount
    let head = String(String.UnicodeScalarView(scalars.prefix(headCount)))
    let tail = String(String.UnicodeScalarView(scalars.suffix(tailCount)))
    return head + "\n[… \(count - headCount - tailCount) characters omitted by trackcheck …]\n" + tail
  }

  /// `value` with every string longer than `limit` scalars shortened, and at
  /// most `limit` members or elements kept per object or array.
  public static func value(_ value: JSONValue, limit: Int = Bounds.value) -> JSONValue {
    switch value {
    case .string(let string):
      return string.utf8.count <= limit || string.unicodeScalars.dropFirst(limit).first == nil ? value : .string(text(string, limit: limit))
    case .array(let elements):
      let kept = elements.prefix(limit).map { Self.value($0, limit: limit) }
      return .array(kept + (elements.count > limit ? [.string("[… \(elements.count - limit) more elements omitted by trackcheck]")] : []))
    case .object(let object):
      var members = object.members.prefix(limit).map { (key: text($0.key, limit: limit), value: Self.value($0.value, limit: limit)) }
      if object.members.count > limit {
        members.append((key: "…", value: .string("\(object.members.count - limit) more members omitted by trackcheck")))
      }
      return .object(JSONObject(members))
    case .null, .bool, .integer, .number:
      return value
    }
  }
}
