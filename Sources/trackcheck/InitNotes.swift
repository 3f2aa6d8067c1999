import Foundation
import TrackCheckBuiltIn
import TrackCheckModel

/// What `init` writes into a project besides the template and the kit: the
/// rules each stub handler must meet, in its own comments, and the documents
/// those comments and the project's README point at.
enum InitNotes {
  /// The documents a project gets, under `docs/`: built into trackcheck, so a binary-only user has them too.
  static let documents = ["docs/ADAPTERS.md", "docs/PROTOCOL.md"]

  /// `text` (a template file) with each `@requirements ID …` comment line replaced by one comment
  /// line per requirement: its id, its level and its rule, from the catalogue. An id the catalogue
  /// does not know is kept, marked as such. The plain marker lists the default profile's
  /// requirements, `@requirements.<profile> ID …` another profile's: only `profile`'s lines are kept.
  static func expandingRequirements(in text: String, catalogue: [RequirementID: Requirement], profile: ProfileID = .campaignStandard)
    -> String
  {
    var lines: [Substring] = []
    let own = profile == .campaignStandard ? "@requirements " : "@requirements.\(profile.rawValue) "
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let anyMarker = line.range(of: "@requirements") else {
        lines.append(line)
        continue
      }
      let prefixText = line[..<anyMarker.lowerBound].trimmingCharacters(in: .whitespaces)
      guard prefixText.hasSuffix("#") || prefixText.hasSuffix("//") else {
        lines.append(line)
        continue
      }
      // Another profile's list: not this project's rules.
      guard let marker = line.range(of: own), marker.lowerBound == anyMarker.lowerBound else { continue }
      let prefix = line[..<marker.lowerBound]
      guard prefix.trimmingCharacters(in: .whitespaces).hasSuffix("#") || prefix.trimmingCharacters(in: .whitespaces).hasSuffix("//")
      else {
        lines.append(line)
        continue
      }
      let ids = line[marker.upperBound...].split(separator: " ").map { RequirementID(String($0)) }
      for id in ids {
        if let requirement = catalogue[id] {
          lines.append(prefix + "\(id) [\(requirement.level.rawValue)]: \(requirement.rule)")
        } else {
          lines.append(prefix + "\(id): not in this trackcheck's catalogue")
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The project's REQUIREMENTS.md: every requirement of the catalogue, MUST first, with its rule,
  /// its platforms and its source — what the stubs' comments name.
  static func requirementsDocument(_ requirements: [Requirement]) -> String {
    var text = """
      # The rules your tracker must meet

      Every failure trackcheck reports names one of these requirements. The stubs' comments
      list, at each handler, the ones it must meet. A case whose push is not tracked at all is
      blamed on its first missing call; the rules of its later steps are judged once it tracks. `trackcheck run --summary` shows each
      failing requirement once, with the first case that breaks it and the callbacks of the
      step that must make the call; `trackcheck explain CASE` shows a case's callbacks.

      | requirement | level | platforms | rule | source |
      |---|---|---|---|---|

      """
    let ordered = requirements.sorted { ($0.level == .must ? 0 : 1, $0.id) < ($1.level == .must ? 0 : 1, $1.id) }
    for requirement in ordered {
      let platforms = requirement.platforms.isEmpty ? "both" : requirement.platforms.map(\.rawValue).joined(separator: ", ")
      let cells = [requirement.id.rawValue, requirement.level.rawValue, platforms, requirement.rule, requirement.source].map {
        $0.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
      }
      text += "| " + cells.joined(separator: " | ") + " |\n"
    }
    return text
  }

  /// Writes the notes into the project at `target`: the stubs' requirement comments expanded in
  /// every file of the template's (`files`), `REQUIREMENTS.md`, and the documents under `docs/` (the kit's
  /// README, `kitReadme`, as `docs/KIT.md`).
  static func write(
    into target: URL, files: [(path: String, contents: Data)], kitReadme: String, requirements: [Requirement],
    profile: ProfileID = .campaignStandard
  ) throws {
    let catalogue = Dictionary(requirements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for file in files {
      let url = target.appendingPathComponent(file.path)
      guard let text = String(data: file.contents, encoding: .utf8), text.contains("@requirements") else { continue }
      try Data(expandingRequirements(in: text, catalogue: catalogue, profile: profile).utf8).write(to: url)
    }
    try Data(requirementsDocument(requirements).utf8).write(to: target.appendingPathComponent("REQUIREMENTS.md"))
    let docs = target.appendingPathComponent("docs")
    try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
    for file in BuiltIn.files(under: "docs") where documents.contains("docs/" + file.path) {
      try file.contents.write(to: docs.appendingPathComponent(file.path))
    }
    // The kit's own README, as docs/KIT.md.
    let folder = (kitReadme as NSString).deletingLastPathComponent
    if let readme = BuiltIn.files(under: folder).first(where: { $0.path == "README.md" }) {
      try readme.contents.write(to: docs.appendingPathComponent("KIT.md"))
    }
  }
}
