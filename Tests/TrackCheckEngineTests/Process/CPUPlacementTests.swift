import Foundation
import Testing
import TrackCheckPrimitives
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProcess
@testable import TrackCheckProtocol

@Suite(
  "Where jobs and implementations run", .serialized, .hangGuard(minutes: 5),
  .enabled(if: CPUPlacement.support == .confinesThreads, "the POSIX process layer leaves placement to the kernel (ProcessLayerTests)"))
struct CPUPlacementTests {
  private let cases = (1...6).map { CaseBuilder.testCase(id: "CASE-\($0)", expected: []) }

  /// The CPUs the implementation's main thread could use as each case began (the fixture writes them to stderr).
  private func cpusSeen(coLocate: Bool, jobs: Int, mode: String = "report-cpus") throws -> [[Int32]] {
    let runner = Runner(
      options: .init(
        command: TestPaths.misbehaving(mode), jobs: jobs, timeout: 5, keepAllTranscripts: true, coLocate: coLocate,
        profile: TestProfiles.standard))
    let result = try runner.run(cases)
    #expect(result.counts.passed == cases.count)
    return result.cases.map { record in
      let line = record.standardError.split(separator: "\n").first { $0.hasPrefix("cpus: ") } ?? ""
      return line.dropFirst("cpus: ".count).split(separator: ",").compactMap { Int32($0) }
    }
  }

  @Test func eachJobSharesOneCPUWithItsImplementation() throws {
    let allowed = CPUPlacement.allowedCPUs
    let seen = try cpusSeen(coLocate: true, jobs: 2)
    #expect(seen.count == cases.count)
    for cpus in seen {
      if allowed.count > 1 {
        // Job 0 on the first CPU allowed, job 1 on the second.
        #expect(cpus.count == 1)
        #expect(cpus.allSatisfy { Array(allowed.prefix(2)).contains($0) })
      } else {
        // One CPU allowed: nothing to choose, nothing confined.
        #expect(cpus == allowed)
      }
    }
  }

  /// As a JVM does: the protocol read on a thread of its own while the main thread waits for it.
  @Test func theThreadThatReadsTheProtocolIsTheOneConfined() throws {
    let allowed = CPUPlacement.allowedCPUs
    for cpus in try cpusSeen(coLocate: true, jobs: 1, mode: "report-cpus-thread") {
      #expect(cpus == (allowed.count > 1 ? [allowed[0]] : allowed))
    }
  }

  @Test func withoutCoLocationTheImplementationMayUseEveryCPU() throws {
    let seen = try cpusSeen(coLocate: false, jobs: 1)
    #expect(seen == Array(repeating: CPUPlacement.allowedCPUs, count: cases.count))
  }

  @Test func aJobGetsACPUOfItsOwnWhileThereAreCPUs() {
    let allowed = CPUPlacement.allowedCPUs
    guard allowed.count > 1 else {
      #expect(CPUPlacement.cpu(forJob: 0) == nil)
      return
    }
    #expect((0..<allowed.count).map { CPUPlacement.cpu(forJob: $0) } == allowed.map(Optional.some))
    // More jobs than CPUs: they share, in turn.
    #expect(CPUPlacement.cpu(forJob: allowed.count) == allowed[0])
  }

  @Test func anImplementationStartsOnEveryCPUWhicheverThreadStartsIt() throws {
    let allowed = CPUPlacement.allowedCPUs
    try #require(!allowed.isEmpty)
    // Spawned from a thread confined to one CPU (as a job's thread is after its first start).
    let seen = Locked<(thread: [Int32]?, child: [Int32]?)>((nil, nil))
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      CPUPlacement.confineCurrentThread(to: allowed[allowed.count - 1])
      let child = try? ChildProcess(arguments: ["sleep", "30"])
      seen.withLock { $0 = (CPUPlacement.cpus(of: 0), child.flatMap { CPUPlacement.cpus(of: $0.pid) }) }
      child?.terminate()
      done.signal()
    }
    thread.start()
    done.wait()
    let (threadCPUs, childCPUs) = seen.withLock { $0 }
    #expect(threadCPUs == [allowed[allowed.count - 1]])
    #expect(childCPUs == allowed)
  }
}
