import TrackCheckModel

/// Joins the run records of the shards of one run into the record of the
/// whole run, refusing shards that do not belong together.
public enum ResultsMerge {
  /// Merges `parts`; they must be every shard K/N of one selection of the same
  /// suites, run against the same implementation. A shard that was interrupted
  /// makes the merged run incomplete. The merged run is judged by `failOn`,
  /// or, when that is `nil`, by the policy the shards were run with (which
  /// must then be one).
  public static func merge(_ parts: [(path: String, run: RunRecord)], failOn: RequirementLevel? = nil) throws(ReportError)
    -> RunRecord
  {
    guard let first = parts.first else { throw .cannotMerge("no results files to merge", hint: nil) }
    var seen: [String: String] = [:]
    var count: Int?
    let sameRun = "merge only the shards of one run"
    for (path, run) in parts {
      if run.suiteDigest != first.run.suiteDigest {
        throw .cannotMerge(
          "\(path) was run on other suites (\(run.suiteDigest)) than \(first.path) (\(first.run.suiteDigest))", hint: sameRun)
      }
      if run.identity.name != first.run.identity.name || run.identity.version != first.run.identity.version {
        throw .cannotMerge(
          "\(path) tested \(run.identity.name) \(run.identity.version), but \(first.path) tested \(first.run.identity.name) \(first.run.identity.version)",
          hint: sameRun)
      }
      if run.fingerprints != first.run.fingerprints {
        let describe: ([Fingerprint]) -> String = { $0.isEmpty ? "none" : $0.map { "\($0.path) \($0.digest)" }.joined(separator: ", ") }
        throw .cannotMerge(
          "\(path) tested other code than \(first.path): its --fingerprint is \(describe(run.fingerprints)), theirs \(describe(first.run.fingerprints))",
          hint: sameRun)
      }
      if run.selection != first.run.selection {
        throw .cannotMerge("\(path) selected '\(run.selection)', but \(first.path) selected '\(first.run.selection)'", hint: sameRun)
      }
      if failOn == nil, run.failOn != first.run.failOn {
        throw .cannotMerge(
          "\(path) was judged with --fail-on \(run.failOn.word), but \(first.path) with --fail-on \(first.run.failOn.word)",
          hint: "give merge --fail-on to judge the whole run by one level")
      }
      guard let shard = run.shard else { throw .cannotMerge("\(path) is not a shard (it was run without --shard)", hint: sameRun) }
      if let count, count != shard.count { throw .cannotMerge("\(path) is shard \(shard) but the others are of \(count)", hint: sameRun) }
      count = shard.count
      if let earlier = seen[shard.description] { throw .cannotMerge("\(path) and \(earlier) are both shard \(shard)", hint: nil) }
      seen[shard.description] = path
    }
    let total = count ?? 1
    // Every shard given is a distinct one of `total`: the rest are missing. Only the first few are
    // named, so a file claiming a billion shards costs nothing.
    let missingCount = total - seen.count
    if missingCount > 0 {
      var named: [String] = []
      var index = 1
      while named.count < 10 && index <= total {
        if seen["\(index)/\(total)"] == nil { named.append("\(index)/\(total)") }
        index += 1
      }
      let list = named.joined(separator: ", ") + (missingCount > named.count ? " and \(missingCount - named.count) more" : "")
      throw .cannotMerge("shard\(missingCount == 1 ? "" : "s") \(list) missing", hint: "pass the results of every shard")
    }
    var merged = first.run
    merged.shard = nil
    merged.cases = parts.flatMap(\.run.cases).sorted { $0.order < $1.order }
    merged.duration = parts.map(\.run.duration).max() ?? 0
    merged.timestamp = parts.map(\.run.timestamp).min() ?? first.run.timestamp
    var unknown: [String: ExpectedFailure] = [:]
    for entry in parts.flatMap(\.run.unknownBaselineEntries) { unknown[entry.caseID] = entry }
    merged.unknownBaselineEntries = unknown.keys.sorted().compactMap { unknown[$0] }
    // Stopped if any shard was, a signal before --max-failures: the planned total is what every shard planned together.
    let stops = parts.compactMap(\.run.stop)
    if let stop = stops.first(where: { $0.signal != nil }) ?? stops.first {
      let planned = parts.reduce(0) { $0 + ($1.run.stop?.planned ?? $1.run.cases.count) }
      merged.stop = RunStop(stop.cause, planned: planned)
    } else {
      merged.stop = nil
    }
    merged.failOn = failOn ?? first.run.failOn
    // Shards built trackcheck each on their own (a fleet of architectures): one digest only when they agree.
    let harnessDigests = Set(parts.map(\.run.harnessDigest))
    merged.harnessDigest = harnessDigests.count == 1 ? first.run.harnessDigest : nil
    return merged
  }
}
