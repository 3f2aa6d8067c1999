/// How binding a requirement is.
public enum RequirementLevel: String, Sendable, Hashable, CaseIterable, Codable {
  /// What the documents require.
  case must = "MUST"
  /// Good practice the documents imply but do not spell out.
  case should = "SHOULD"

  /// The word of `--fail-on` and of the results file's `failOn`: `must`, `should`.
  public var word: String { rawValue.lowercased() }
}

/// A requirement's id (`ACS-IDS-01`, `CC-TAP-CLICK`): what a case, a finding, a gap and a profile's event
/// table name a rule by. Suites and profiles are checked against their catalogue when they load, so an id
/// that reaches a verdict names a rule; in code it is never confused with other text.
public struct RequirementID: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The id as written.
  public var rawValue: String

  /// The id written `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The id written `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral value: String) { rawValue = value }

  public var description: String { rawValue }

  public static func < (lhs: RequirementID, rhs: RequirementID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Whether the id starts with `prefix` (a profile's general rules: `CC-`).
  public func hasPrefix(_ prefix: String) -> Bool { rawValue.hasPrefix(prefix) }
}

/// One rule of the requirement catalogue.
public struct Requirement: Sendable, Hashable, Identifiable {
  /// The stable id (`ACS-IDS-01`).
  public var id: RequirementID
  /// How binding it is.
  public var level: RequirementLevel
  /// The rule in one sentence.
  public var rule: String
  /// Where the rule comes from.
  public var source: String
  /// When the platform itself enforces the rule (no callback reaches the tracker), why.
  public var enforcedByPlatform: String?
  /// When a finding is blamed on it.
  public var blame: [BlamePattern]
  /// The only evidence that can judge it (`judgedOn:` in the catalogue): `calls` for a rule of the
  /// calls themselves (which SDK API, which keys), `hits` for a rule of the SDK's requests; `nil`
  /// when either can.
  public var judgedOn: Evidence?
  /// Where it is written.
  public var location: SourceLocation
  /// The platforms of the cases that check it, in the suites it was loaded with (empty: not known):
  /// a run scoped to other platforms does not concern it.
  public var platforms: [Platform] = []

  /// Creates a value from its fields.
  public init(
    id: RequirementID, level: RequirementLevel, rule: String, source: String, enforcedByPlatform: String?, blame: [BlamePattern] = [],
    judgedOn: Evidence? = nil, location: SourceLocation
  ) {
    self.judgedOn = judgedOn
    self.id = id
    self.level = level
    self.rule = rule
    self.source = source
    self.enforcedByPlatform = enforcedByPlatform
    self.blame = blame
    self.location = location
  }
}

/// A source that rules cite by id (`ANDROID-INTENT`), from `Suites/sources.yaml`.
public struct SourceReference: Sendable, Hashable, Identifiable {
  /// The id citations use.
  public var id: String
  /// The title as published.
  public var title: String
  /// Its public address, when one is established.
  public var url: String?

  /// Creates a value from its fields.
  public init(id: String, title: String, url: String?) {
    self.id = id
    self.title = title
    self.url = url
  }

  /// The ids a citation names (`ANDROID-INTENT (FLAG_ACTIVITY_CLEAR_TOP); AEPSDK-CAMPAIGN-IOS@7a695695` names two).
  public static func ids(in citation: String) -> [String] {
    var result: [String] = []
    for token in citation.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "@") }) {
      let id = token.split(separator: "@").first.map(String.init) ?? ""
      guard id.split(separator: "-").count >= 2, id.first?.isLetter == true,
        id.allSatisfy({ ($0.isUppercase && $0.isASCII) || $0.isNumber || $0 == "-" }), !result.contains(id)
      else { continue }
      result.append(id)
    }
    return result
  }
}

/// A payload shared between cases.
public struct PayloadFixture: Sendable, Hashable {
  /// The name cases use.
  public var name: String
  /// The platform the payload is for.
  public var platform: Platform
  /// Where the payload comes from.
  public var source: String
  /// The payload.
  public var payload: JSONValue
  /// Where it is written.
  public var location: SourceLocation

  /// Creates a value from its fields.
  public init(name: String, platform: Platform, source: String, payload: JSONValue, location: SourceLocation) {
    self.name = name
    self.platform = platform
    self.source = source
    self.payload = payload
    self.location = location
  }
}

extension RequirementID {
  /// The id as a JSON string, as results files and the collector write it.
  public var json: JSONValue { .string(rawValue) }
}
