/// Joins the results files of the shards of one run into the results of the
/// whole run, refusing shards that do not belong together.
public enum ResultsMerge {
  /// Merges `parts`; they must be every shard K/N of one selection of the same
  /// suites, run against the same implementation.
  public static func merge(_ parts: [(path: String, file: ResultsFile)]) throws(TrackCheckError) -> ResultsFile {
    guard let first = parts.first else { throw .usage("no results files to merge") }
    var seen: [String: String] = [:]
    var count: Int?
    for (path, file) in parts {
      if file.suiteDigest != first.file.suiteDigest {
        throw .usage("\(path) was run on other suites (\(file.suiteDigest)) than \(first.path) (\(first.file.suiteDigest))",
          hint: "merge only the shards of one run")
      }
      if file.implementationName != first.file.implementationName || file.implementationVersion != first.file.implementationVersion {
        throw .usage("\(path) tested \(file.implementationName) \(file.implementationVersion), but \(first.path) tested \(first.file.implementationName) \(first.file.implementationVersion)",
          hint: "merge only the shards of one run")
      }
      if file.selection != first.file.selection {
        throw .usage("\(path) selected '\(file.selection)', but \(first.path) selected '\(first.file.selection)'")
      }
      guard let shard = file.shard.flatMap(CaseSelection.Shard.init) else {
        throw .usage("\(path) is not a shard (it was run without --shard)")
      }
      if let count, count != shard.count { throw .usage("\(path) is shard \(shard) but the others are of \(count)") }
      count = shard.count
      if let earlier = seen[shard.description] { throw .usage("\(path) and \(earlier) are both shard \(shard)") }
      seen[shard.description] = path
    }
    let total = count ?? 1
    let missing = (1...total).filter { seen["\($0)/\(total)"] == nil }
    if !missing.isEmpty {
      throw .usage("shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(total)" }.joined(separator: ", ")) missing",
        hint: "pass the results of every shard")
    }
    var merged = first.file
    merged.shard = nil
    merged.cases = parts.flatMap(\.file.cases).sorted { $0.order < $1.order }
    merged.duration = parts.map(\.file.duration).max() ?? 0
    merged.timestamp = parts.map(\.file.timestamp).min() ?? first.file.timestamp
    merged.unknownBaselineEntries = Array(Set(parts.flatMap(\.file.unknownBaselineEntries))).sorted()
    return merged
  }
}
