import Foundation
import Yams

/// One entry of an expected-failures baseline.
public struct ExpectedFailure: Sendable, Hashable {
  /// Why a failure is accepted for now.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A known bug of the tracker, to be fixed.
    case bug
    /// A deliberate deviation that will stay.
    case wontFix = "wont-fix"
    /// Something the tracker's platform or SDK cannot do.
    case unsupported
  }

  /// The case id.
  public var caseID: String
  /// Why the failure is expected.
  public var reason: String
  /// What kind of expected failure it is.
  public var kind: Kind
  /// A link to the tracker's issue, if any.
  public var link: String?
  /// Where the entry is written.
  public var location: SourceLocation

  /// Creates an entry.
  public init(caseID: String, reason: String, kind: Kind = .bug, link: String? = nil, location: SourceLocation = SourceLocation(file: "")) {
    self.caseID = caseID
    self.reason = reason
    self.kind = kind
    self.link = link
    self.location = location
  }
}

/// A baseline of expected failures (`--expected-failures FILE`): listed cases
/// that fail do not fail the run; listed cases that pass, and entries that
/// match no case, make the baseline stale.
public struct ExpectedFailures: Sendable {
  /// The entries, in file order.
  public var entries: [ExpectedFailure]

  /// Creates a baseline.
  public init(entries: [ExpectedFailure]) { self.entries = entries }

  /// Reads a baseline file.
  public static func load(_ path: String) throws(TrackCheckError) -> ExpectedFailures {
    var log = DiagnosticLog()
    let url = URL(fileURLWithPath: path)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw .usage("no expected-failures file at '\(path)'", hint: "write one with 'trackcheck baseline'")
    }
    guard let yaml = YAMLFile.load(url, displayPath: path, log: &log) else { throw .invalidSuites(log.diagnostics) }
    var entries: [ExpectedFailure] = []
    if let root = yaml.root, let top = MappingReader(root, file: path, what: "an expected-failures file", log: &log) {
      top.rejectUnknownKeys(allowed: ["expectedFailures"], what: "an expected-failures file", log: &log)
      if let list = top.requireKey("expectedFailures", what: "the file", log: &log) {
        if case .sequence(let items) = list {
          var seen: [String: SourceLocation] = [:]
          for item in items {
            guard let reader = MappingReader(item, file: path, what: "an entry", log: &log) else { continue }
            reader.rejectUnknownKeys(allowed: ["case", "reason", "kind", "link"], what: "an entry", log: &log)
            let id = reader.string("case", what: "the entry", required: true, log: &log)
            let reason = reader.string("reason", what: "the entry", required: true, log: &log)
            let kind = reader.choice("kind", among: ExpectedFailure.Kind.allCases.map { ($0.rawValue, $0) }, log: &log) ?? .bug
            let link = reader.string("link", what: "the entry", required: false, log: &log)
            if let reason, reason.trimmingCharacters(in: .whitespaces).isEmpty {
              log.error(reader.location, "the entry's 'reason' is empty", hint: "say why the failure is accepted")
            }
            guard let id, let reason else { continue }
            if let earlier = seen[id] {
              log.error(reader.location, "case '\(id)' is already listed at \(earlier)")
            }
            seen[id] = reader.location
            entries.append(ExpectedFailure(caseID: id, reason: reason, kind: kind, link: link, location: reader.location))
          }
        } else {
          log.error(list.location(in: path), "'expectedFailures' must be a list")
        }
      }
    }
    guard log.isEmpty else { throw .invalidSuites(log.diagnostics) }
    return ExpectedFailures(entries: entries)
  }

  /// The baseline as YAML.
  public func yaml() -> String {
    var lines = [
      "# Expected failures for trackcheck run --expected-failures.",
      "# Each listed case may fail without failing the run; remove an entry once its case passes.",
      "# kind: bug | wont-fix | unsupported",
      "expectedFailures:",
    ]
    if entries.isEmpty { lines[lines.count - 1] = "expectedFailures: []" }
    for entry in entries {
      lines.append("  - case: \(Self.quoted(entry.caseID))")
      lines.append("    reason: \(Self.quoted(entry.reason))")
      lines.append("    kind: \(entry.kind.rawValue)")
      if let link = entry.link { lines.append("    link: \(Self.quoted(link))") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func quoted(_ text: String) -> String {
    var output = ""
    JSONSerializer.writeString(text, into: &output)
    return output
  }

  /// Marks listed failures as expected and listed passes as fixed, and returns
  /// the entries that name no case among `knownCaseIDs`.
  public func apply(to run: inout RunResult, knownCaseIDs: Set<String>) -> [ExpectedFailure] {
    let byID = Dictionary(entries.map { ($0.caseID, $0) }, uniquingKeysWith: { first, _ in first })
    for index in run.results.indices {
      guard let entry = byID[run.results[index].testCase.id] else { continue }
      switch run.results[index].outcome {
      case .failed(let comparison):
        run.results[index].outcome = .expectedFailure(entry, summary: comparison.summary, details: comparison.report)
      case .error(let kind, let message):
        run.results[index].outcome = .expectedFailure(entry, summary: "\(kind.rawValue): \(message)", details: message)
      case .passed:
        run.results[index].outcome = .fixed(entry)
      case .notApplicable, .expectedFailure, .fixed:
        break
      }
    }
    let unknown = entries.filter { !knownCaseIDs.contains($0.caseID) }
    run.unknownBaselineEntries = unknown
    return unknown
  }
}

extension ExpectedFailures {
  /// A baseline listing every case of `results` that failed, errored or was
  /// an expected failure, keeping the reason, kind and link of `existing`
  /// entries for cases that still fail.
  public static func make(from results: ResultsFile, keeping existing: ExpectedFailures?) -> ExpectedFailures {
    let previous = Dictionary((existing?.entries ?? []).map { ($0.caseID, $0) }, uniquingKeysWith: { first, _ in first })
    let entries = results.cases.filter { ["failed", "error", "expected-failure"].contains($0.outcome) }.map { record in
      previous[record.id].map { ExpectedFailure(caseID: $0.caseID, reason: $0.reason, kind: $0.kind, link: $0.link) }
        ?? ExpectedFailure(caseID: record.id, reason: record.message, kind: .bug)
    }
    return ExpectedFailures(entries: entries)
  }
}
