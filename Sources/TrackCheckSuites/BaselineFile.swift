import Foundation
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckPrimitives

extension ExpectedFailures {
  /// Reads a baseline file.
  public static func load(_ path: String) throws(SuiteError) -> ExpectedFailures {
    var log = DiagnosticLog()
    let url = URL(fileURLWithPath: path)
    if case .failure(let problem) = FileRead.kind(of: url.path) {
      throw .notFound(
        "cannot read the expected-failures file '\(path)': \(problem)",
        hint: problem == .noSuchFile ? "write one with 'trackcheck baseline'" : nil)
    }
    guard let yaml = YAMLFile.load(url, displayPath: path, log: &log) else { throw .invalid(log.diagnostics) }
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
    guard log.isEmpty else { throw .invalid(log.diagnostics) }
    return ExpectedFailures(entries: entries)
  }

}
