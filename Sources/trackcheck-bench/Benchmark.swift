import Foundation
import TrackCheckEngine
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckProcess
import TrackCheckSuites

/// `trackcheck-bench`: measures trackcheck against this machine's own limit
/// and prints a table. Run it with `swift run -c release trackcheck-bench`.
@main
enum Benchmark {
  struct Row {
    var what: String
    var cases: Int
    var jobs: Int
    var measurement: Measurement
    var requests: Int
    /// Whether trackcheck co-located each job with its implementation (its default).
    var coLocated = true
  }

  /// The raw limit of a line protocol on this machine, with the two processes
  /// on one CPU (as trackcheck places a job and its implementation) and as the
  /// kernel places them (across CPUs, on an idle machine).
  struct RawPipe {
    /// Round trips per second on one CPU.
    var oneCPU: Double
    /// Round trips per second as the kernel places the two.
    var kernelPlaced: Double
    /// The CPU each side spends per round trip, in µs, on one CPU and as the kernel places them.
    var floorOneCPU: Double
    var floorKernelPlaced: Double

    /// The rate a row is compared with: the one measured under the same placement.
    func rate(for row: Row) -> Double { row.coLocated ? oneCPU : kernelPlaced }
  }

  static func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--generate", arguments.count == 3, let count = Int(arguments[1]) {
      // Writes a generated suite and stops: for profiling trackcheck by hand.
      try SuiteGenerator.write(count: count, to: URL(fileURLWithPath: arguments[2]))
      return
    }
    let quick = arguments.contains("--quick")
    let products = URL(fileURLWithPath: ExecutablePath.current ?? CommandLine.arguments[0]).deletingLastPathComponent()
    let trackcheck = products.appendingPathComponent("trackcheck").path
    if arguments.contains("--collect") {
      // The collector alone: `swift run -c release trackcheck-bench --collect`.
      print(try collectTable(trackcheck: trackcheck, quick: quick))
      return
    }
    let reference = products.appendingPathComponent("reference-tracker").path
    let repository = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let python = repository.appendingPathComponent("Examples/python/adapter.py").path
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-bench-\(getpid())")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }

    log("compiling the C programs")
    let pingPong = try compile(CPrograms.pingPong, name: "pingpong", in: work)
    let echo = try compile(CPrograms.echo, name: "echo", in: work)

    log("measuring the raw pipe round trip")
    func rawRate(_ placement: [String]) -> Double {
      (0..<3).compactMap { _ in Double(Measure.output([pingPong, "200000"] + placement).trimmingCharacters(in: .whitespacesAndNewlines)) }
        .max() ?? 0
    }
    // The kernel's share of a round trip: the CPU each side of the bare C
    // ping-pong spends per round trip (almost all of it system time), the
    // floor under any harness that waits for each answer.
    let floorRounds = 100_000
    func floor(_ placement: [String]) -> Double {
      Measure.run([pingPong, String(floorRounds)] + placement).totalCPUSeconds / Double(floorRounds) / 2 * 1e6
    }
    let raw = RawPipe(
      oneCPU: rawRate(["same-cpu"]), kernelPlaced: rawRate([]), floorOneCPU: floor(["same-cpu"]), floorKernelPlaced: floor([]))

    let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
    // The requests of one case of each place, from a four-case sample: the
    // benchmark must not load the large suites itself, or its own memory would
    // be counted in the peak RSS of the processes it starts.
    let sample = work.appendingPathComponent("sample")
    try SuiteGenerator.write(count: SuiteGenerator.places.count, to: sample)
    let perPlace = try SuiteLoader.load(paths: [sample.path]).cases.reduce(0) { $0 + (try PlatformModel.derive($1).callbacks.count) + 2 }
    var suites: [Int: (folder: URL, requests: Int)] = [:]
    for size in sizes {
      let folder = work.appendingPathComponent("suite-\(size)")
      try SuiteGenerator.write(count: size, to: folder)
      let requests = size / SuiteGenerator.places.count * perPlace
      suites[size] = (folder, requests)
      log("generated \(size) cases (\(requests) protocol requests)")
    }

    var rows: [Row] = []
    func run(_ what: String, _ command: [String], size: Int, jobs: Int, coLocated: Bool = true) {
      guard let suite = suites[size] else { return }
      log("\(what): \(size) cases, --jobs \(jobs)")
      let junit = work.appendingPathComponent("reports/junit.xml").path
      let measurement = Measure.run(
        [trackcheck, "run", "--quiet", "--suite", suite.folder.path, "--jobs", String(jobs), "--junit", junit]
          + (coLocated ? [] : ["--no-co-locate"]) + ["--"] + command)
      rows.append(Row(what: what, cases: size, jobs: jobs, measurement: measurement, requests: suite.requests, coLocated: coLocated))
    }
    for size in sizes {
      for jobs in [1, 2] { run("C echo", [echo, "--no-pipelining"], size: size, jobs: jobs) }
    }
    for size in sizes {
      for jobs in [1, 2] { run("C echo, pipelined", [echo], size: size, jobs: jobs) }
    }
    // The same at --jobs 1 with placement left to the kernel (--no-co-locate).
    for size in sizes {
      run("C echo, --no-co-locate", [echo, "--no-pipelining"], size: size, jobs: 1, coLocated: false)
      run("C echo, pipelined, --no-co-locate", [echo], size: size, jobs: 1, coLocated: false)
    }
    for size in sizes {
      for jobs in [1, 2] { run("reference tracker (pipelined)", [reference], size: size, jobs: jobs) }
    }
    for size in sizes {
      for jobs in [1, 2] { run("Python example", ["python3", python], size: size, jobs: jobs) }
    }

    // An adapter that waits 100 ms per callback: --jobs 8 must run 8 processes
    // at once on any machine, so it takes at most half the time of --jobs 2.
    var waiting: [(jobs: Int, measurement: Measurement)] = []
    let waitingSuite = work.appendingPathComponent("suite-waiting")
    try SuiteGenerator.write(count: 64, to: waitingSuite)
    for jobs in [2, 8] {
      log("waiting adapter (100 ms per callback): 64 cases, --jobs \(jobs)")
      let junit = work.appendingPathComponent("reports-waiting/junit.xml").path
      waiting.append(
        (
          jobs,
          Measure.run([
            trackcheck, "run", "--quiet", "--suite", waitingSuite.path, "--jobs", String(jobs), "--junit", junit, "--", echo,
            "--no-pipelining", "--delay-ms", "100",
          ])
        ))
    }

    let largest = sizes.max() ?? 1_000
    guard let largestSuite = suites[largest] else { throw BenchmarkError(message: "no suite of \(largest) cases") }
    let validate = Measure.run([trackcheck, "validate", "--suite", largestSuite.folder.path])
    let list = Measure.run([trackcheck, "list", "--suite", largestSuite.folder.path])
    let help = (0..<10).map { _ in Measure.run([trackcheck, "--help"]).seconds }.sorted()[5]

    // The differential check at scale: the reference tracker against the oracle.
    let scenarios = quick ? 20_000 : 1_000_000
    log("explore: \(scenarios) scenarios against the reference tracker")
    let exploreStart = Date()
    let explored = Measure.output([
      trackcheck, "explore", "--seed", "1", "--scenarios", String(scenarios), "--quiet", "--junit",
      work.appendingPathComponent("explore/junit.xml").path, "--", reference,
    ])
    let exploreSeconds = Date().timeIntervalSince(exploreStart)

    print(table(rows: rows, raw: raw, validate: validate, list: list, largest: largest, help: help))
    print("")
    print(
      "bare ping-pong, CPU of each side per round trip (the kernel's floor under one request and its answer): \(format(raw.floorOneCPU, 1)) µs on one CPU, \(format(raw.floorKernelPlaced, 1)) µs as the kernel places them"
    )
    print("")
    print("explore --seed 1 --scenarios \(scenarios) against the reference tracker (\(format(exploreSeconds, 1)) s end to end):")
    for line in explored.split(separator: "\n")
    where line.contains("scenarios in") || line.hasPrefix("CPU:") || line.hasPrefix("first failure") {
      print("  " + line)
    }
    print(waitingTable(waiting))
    print(targets(rows: rows, raw: raw, validate: validate, help: help, largest: largest))
    if let two = waiting.first(where: { $0.jobs == 2 }), let eight = waiting.first(where: { $0.jobs == 8 }) {
      let met = eight.measurement.seconds <= two.measurement.seconds / 2
      print(
        "  [\(met ? "met" : "MISSED")] waiting adapter, 64 cases: --jobs 8 \(format(eight.measurement.seconds, 2)) s against --jobs 2 \(format(two.measurement.seconds, 2)) s (target: at most half)"
      )
    }
    let lines = explored.split(separator: "\n")
    // "CPU: trackcheck 106.660 s (system 29.153 s), the implementation 324.430 s (…)": the share from the seconds.
    if let cpu = lines.first(where: { $0.hasPrefix("CPU: trackcheck ") }),
      let own = Double(cpu.dropFirst("CPU: trackcheck ".count).prefix { $0 != " " }),
      let range = cpu.range(of: "the implementation "),
      let implementation = Double(cpu[range.upperBound...].prefix { $0 != " " })
    {
      let share = 100 * own / max(own + implementation, 0.000_001)
      print(
        "  [\(share < 25 ? "met" : "MISSED")] explore: trackcheck's share of the CPU \(format(share, 1)) % (\(format(own, 1)) s against the implementation's \(format(implementation, 1)) s; target: under a quarter)"
      )
    }
    let agreed = lines.contains { $0.contains("scenarios in") && $0.contains(" 0 do not") }
    print("  [\(agreed ? "met" : "MISSED")] explore, \(scenarios) scenarios: the reference tracker agrees with the oracle on every one")
    print(try collectTable(trackcheck: trackcheck, quick: quick))
  }

  /// `trackcheck collect` on loopback under simulated devices: hits/s held, latency, and what was lost.
  static func collectTable(trackcheck: String, quick: Bool) throws -> String {
    var lines = [
      "",
      "trackcheck collect on loopback (plain HTTP listener; each device a keep-alive connection and thread sending hits back to back):",
      "",
      "| devices | hits each | wall time | hits/s | latency p50 | latency p99 | kept | lost | dropped | out of order |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    let shapes = quick ? [(10, 2_000), (100, 200)] : [(1, 20_000), (10, 5_000), (100, 1_000), (500, 200)]
    for (devices, hitsEach) in shapes {
      log("collect: \(devices) devices × \(hitsEach) hits")
      let result = try CollectBenchmark.run(trackcheck: trackcheck, devices: devices, hitsEach: hitsEach)
      lines.append(
        "| \(devices) | \(hitsEach) | \(format(result.seconds, 2)) s | \(format(result.rate, 0)) | \(format(result.p50, 0)) µs | \(format(result.p99, 0)) µs | \(result.kept) | \(result.lost) | \(result.dropped) | \(result.misordered) |"
      )
    }
    return lines.joined(separator: "\n")
  }

  static func table(rows: [Row], raw: RawPipe, validate: Measurement, list: Measurement, largest: Int, help: Double) -> String {
    var lines = [
      "",
      "raw pipe round trip (C parent and child, one JSON line each way): \(format(raw.oneCPU, 0)) round trips/s on one CPU, \(format(raw.kernelPlaced, 0)) as the kernel places them",
      "(each row's ratio is to the rate under its own placement: co-located rows to the one-CPU rate, --no-co-locate rows to the other)",
      "",
      "| implementation | cases | jobs | wall time | cases/s | requests/s | ratio to raw | trackcheck CPU per request (of it system) | peak RSS | exit |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows {
      let seconds = max(row.measurement.seconds, 0.000_001)
      let requestRate = Double(row.requests) / seconds
      lines.append(
        "| \(row.what) | \(row.cases) | \(row.jobs) | \(format(seconds, 2)) s | \(format(Double(row.cases) / seconds, 0)) | \(format(requestRate, 0)) | \(format(100 * requestRate / raw.rate(for: row), 1)) % | \(cpuPerRequest(row)) | \(format(row.measurement.peakRSSMegabytes, 1)) MB | \(row.measurement.status) |"
      )
    }
    lines.append("")
    lines.append("| command | cases | wall time | peak RSS | exit |")
    lines.append("|---|---:|---:|---:|---:|")
    lines.append(
      "| trackcheck validate | \(largest) | \(format(validate.seconds, 2)) s | \(format(validate.peakRSSMegabytes, 1)) MB | \(validate.status) |"
    )
    lines.append(
      "| trackcheck list | \(largest) | \(format(list.seconds, 2)) s | \(format(list.peakRSSMegabytes, 1)) MB | \(list.status) |")
    lines.append("| trackcheck --help (median of 10) | — | \(format(help * 1000, 1)) ms | — | — |")
    return lines.joined(separator: "\n")
  }

  /// "12.3 µs (7.9 µs)": trackcheck's CPU per request, and the system time in it.
  static func cpuPerRequest(_ row: Row) -> String {
    guard let own = row.measurement.ownCPUSeconds else { return "—" }
    let perRequest = { (seconds: Double) in format(seconds / Double(row.requests) * 1e6, 1) + " µs" }
    return perRequest(own) + (row.measurement.ownSystemSeconds.map { " (\(perRequest($0)))" } ?? "")
  }

  static func waitingTable(_ runs: [(jobs: Int, measurement: Measurement)]) -> String {
    var lines = ["", "| waiting adapter (100 ms per callback), 64 cases | wall time | exit |", "|---|---:|---:|"]
    for run in runs { lines.append("| --jobs \(run.jobs) | \(format(run.measurement.seconds, 2)) s | \(run.measurement.status) |") }
    return lines.joined(separator: "\n")
  }

  static func targets(rows: [Row], raw: RawPipe, validate: Measurement, help: Double, largest: Int) -> String {
    func row(_ what: String, _ cases: Int, _ jobs: Int) -> Row? { rows.first { $0.what == what && $0.cases == cases && $0.jobs == jobs } }
    var lines = ["", "targets:"]
    func check(_ met: Bool, _ text: String) { lines.append("  [\(met ? "met" : "MISSED")] \(text)") }
    func perRequest(_ row: Row) -> (total: Double, system: Double)? {
      guard let cpu = row.measurement.ownCPUSeconds else { return nil }
      return (cpu / Double(row.requests) * 1e6, (row.measurement.ownSystemSeconds ?? 0) / Double(row.requests) * 1e6)
    }
    for what in ["C echo", "C echo, pipelined"] {
      guard let one = row(what, largest, 1), let cpu = perRequest(one) else { continue }
      check(
        cpu.total <= 10,
        "\(what), --jobs 1, \(largest) cases: trackcheck's own CPU \(format(cpu.total, 1)) µs per request, of it \(format(cpu.total - cpu.system, 1)) µs user and \(format(cpu.system, 1)) µs system; the bare ping-pong on one CPU spends \(format(raw.floorOneCPU, 1)) µs per side per round trip (target: at most 10 µs)"
      )
    }
    for what in ["C echo", "C echo, pipelined"] {
      guard let one = row(what, largest, 1) else { continue }
      let rate = Double(one.requests) / one.measurement.seconds
      check(
        rate / raw.oneCPU >= 0.5,
        "\(what), --jobs 1, \(largest) cases: \(format(100 * rate / raw.oneCPU, 1)) % of the raw round-trip rate on one CPU (\(format(rate, 0)) requests/s against \(format(raw.oneCPU, 0)) round trips/s; target: at least 50 %)"
      )
    }
    // Placement left to the kernel: figures beside the targets, not targets.
    for what in ["C echo, --no-co-locate", "C echo, pipelined, --no-co-locate"] {
      guard let one = row(what, largest, 1), let cpu = perRequest(one) else { continue }
      let rate = Double(one.requests) / one.measurement.seconds
      lines.append(
        "  [figure] \(what), --jobs 1, \(largest) cases: trackcheck's own CPU \(format(cpu.total, 1)) µs per request (\(format(cpu.system, 1)) µs system; the bare ping-pong as the kernel places it: \(format(raw.floorKernelPlaced, 1)) µs a side); \(format(100 * rate / raw.kernelPlaced, 1)) % of the raw rate so placed (\(format(rate, 0)) requests/s against \(format(raw.kernelPlaced, 0)))"
      )
    }
    if let one = row("C echo", largest, 1) {
      if let two = row("C echo", largest, 2) {
        check(
          two.measurement.seconds < one.measurement.seconds,
          "C echo, --jobs 2 beats --jobs 1: \(format(two.measurement.seconds, 2)) s against \(format(one.measurement.seconds, 2)) s")
      }
    }
    if let reference = rows.filter({ $0.what.hasPrefix("reference tracker") && $0.cases == largest }).min(by: {
      $0.measurement.seconds < $1.measurement.seconds
    }) {
      check(
        reference.measurement.seconds < 30,
        "reference tracker, \(largest) cases end to end: \(format(reference.measurement.seconds, 2)) s with --jobs \(reference.jobs) (target: under 30 s)"
      )
    }
    let peak = rows.filter { $0.cases == largest }.map(\.measurement.peakRSSMegabytes).max() ?? 0
    check(peak < 100, "peak RSS of trackcheck at \(largest) cases: \(format(peak, 1)) MB (target: under 100 MB)")
    check(validate.seconds < 1, "validate (load and expand) \(largest) cases: \(format(validate.seconds, 2)) s (target: under 1 s)")
    check(help < 0.05, "trackcheck --help: \(format(help * 1000, 1)) ms (target: under 50 ms)")
    return lines.joined(separator: "\n")
  }

  static func compile(_ source: String, name: String, in folder: URL) throws -> String {
    let file = folder.appendingPathComponent("\(name).c")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let binary = folder.appendingPathComponent(name).path
    let result = Measure.run(["cc", "-O2", "-o", binary, file.path])
    guard result.status == 0 else { throw BenchmarkError(message: "cannot compile \(name).c with cc") }
    return binary
  }

  static func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }

  static func log(_ text: String) {
    FileHandle.standardError.write(Data("bench: \(text)\n".utf8))
  }
}

struct BenchmarkError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
