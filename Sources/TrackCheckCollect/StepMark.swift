import TrackCheckModel

/// A UI test's mark that it is now playing a step of its case (`POST /_trackcheck/step`): every request
/// that arrives after it, until the next mark, arrived during that step.
public struct StepMark: Sendable, Hashable {
  /// Which step of the case the mark names.
  public enum Step: Sendable, Hashable, CustomStringConvertible {
    /// The step with this number, from 1, as `trackcheck explain` numbers them.
    case number(Int)
    /// A step named by its keyword (`tap`) or as `explain` writes it (`tap default`): the case's next step of
    /// that name after the step marked before.
    case name(String)

    /// `step 2`, or `"tap"`.
    public var description: String {
      switch self {
      case .number(let number): "step \(number)"
      case .name(let name): "\"\(name)\""
      }
    }

    /// The step as the API writes it: `{"index": 2}` or `{"name": "tap"}`.
    public var json: JSONValue {
      switch self {
      case .number(let number): ["index": .integer(Int64(number))]
      case .name(let name): ["name": .string(name)]
      }
    }
  }

  /// Which step.
  public var step: Step
  /// The device it is for; `nil` for every device that has no marks of its own (one device under test).
  public var device: DeviceKey?
  /// Requests the collector had received when the mark was made: the requests numbered above it came after it.
  public var after: Int
  /// Milliseconds since the collector started.
  public var markedAt: Int64

  /// Creates a mark.
  public init(step: Step, device: DeviceKey?, after: Int, markedAt: Int64) {
    self.step = step
    self.device = device
    self.after = after
    self.markedAt = markedAt
  }

  /// The mark as the API lists it.
  public var json: JSONValue {
    .object([
      "step": step.json, "device": device.map { .string($0.description) } ?? .null, "after": .integer(Int64(after)),
      "markedAt": .integer(markedAt),
    ])
  }

  /// For each request, the mark it arrived after (the latest mark made before it, an index into `marks`, which
  /// are in the order they were made), or `nil` when it arrived before the first.
  public static func anchors(of requests: [CollectedRequest], in marks: [StepMark]) -> [Int?] {
    requests.map { request in marks.lastIndex { $0.after < request.sequence } }
  }

  /// The step of `steps` (an index into them) each mark names, in order: a number names that step; a name,
  /// the first step after the one marked before whose keyword (`tap`) or summary (`tap default`) it is,
  /// ignoring case. A mark that names no step is an error that says which steps there are.
  public static func resolve(_ marks: [StepMark], steps: [TrackCheckModel.Step], caseID: String) -> Result<[Int], CollectError> {
    var resolved: [Int] = []
    for (position, mark) in marks.enumerated() {
      let found: Int?
      switch mark.step {
      case .number(let number): found = number >= 1 && number <= steps.count ? number - 1 : nil
      case .name(let name):
        let wanted = name.lowercased()
        let from = (resolved.last ?? -1) + 1
        found = steps.indices.first { index in
          index >= from && (steps[index].keyword.rawValue.lowercased() == wanted || steps[index].summary.lowercased() == wanted)
        }
      }
      guard let found else {
        let list = steps.enumerated().map { "\($0.offset + 1). \($0.element.summary)" }.joined(separator: ", ")
        let after = resolved.last.map { " after step \($0 + 1) (\(steps[$0].summary)), marked before it" } ?? ""
        return .failure(
          CollectError(
            status: 422,
            "step mark \(position + 1), \(mark.step), names no step of case \(caseID)\(after); its steps are \(list.isEmpty ? "none" : list): mark a step by its number (index=N), its keyword (name=tap) or as written (name=tap default), in the order they are played"
          ))
      }
      resolved.append(found)
    }
    return .success(resolved)
  }
}
