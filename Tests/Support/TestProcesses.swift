import Foundation
import Testing
import TrackCheckPrimitives

/// The processes of this machine, for tests that check nothing is left behind.
public enum TestProcesses {
  /// The command lines of the processes whose command line contains `marker`.
  public static func containing(_ marker: String) -> [String] {
    #if canImport(Darwin)
      // No /proc: ps lists every process's command line, however long.
      let ps = Process()
      ps.executableURL = URL(fileURLWithPath: "/bin/ps")
      ps.arguments = ["-A", "-ww", "-o", "args="]
      guard let listed = try? run(ps), listed.status == 0 else { return [] }
      return String(decoding: listed.output, as: UTF8.self).split(separator: "\n").map(String.init).filter { $0.contains(marker) }
    #else
      return fromProc(marker)
    #endif
  }

  /// The command lines containing `marker`, read from /proc.
  private static func fromProc(_ marker: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
      return line.contains(marker) ? line : nil
    }
  }

  /// The interpreters (not their shims, not trackcheck, whose command line
  /// names the implementation too) whose command line contains `marker`.
  public static func implementations(_ marker: String) -> [String] {
    containing(marker).filter { line in
      let program = line.split(separator: " ").first.map { $0.split(separator: "/").last.map(String.init) ?? "" } ?? ""
      return program.hasPrefix("python")
    }
  }
}

/// What a process that ran to its end wrote, and how it ended.
public struct FinishedProcess: Sendable {
  /// The exit status, or the number of the signal that ended it.
  public var status: Int32
  /// Everything it wrote to stdout.
  public var output: Data
  /// Everything it wrote to stderr.
  public var error: Data
}

extension TestProcesses {
  /// Starts `process` (set up but not started) with stdout and stderr on pipes
  /// of their own, reads both to their ends together, and waits for it to exit;
  /// `started` is called with its pid as soon as it runs.
  ///
  /// stderr is read on a thread of its own while this thread reads stdout: read
  /// one after the other, a child that writes more than a pipe buffer (64 KiB)
  /// to the pipe not yet read blocks for ever, and never closes the one being read.
  /// `input`, when given, is written to its stdin, which is then closed.
  public static func run(_ process: Process, input: Data? = nil, started: (Int32) -> Void = { _ in }) throws -> FinishedProcess {
    let output = Pipe()
    let error = Pipe()
    let stdin = input.map { _ in Pipe() }
    process.standardOutput = output
    process.standardError = error
    if let stdin { process.standardInput = stdin }
    try process.run()
    started(process.processIdentifier)
    let errorReader = error.fileHandleForReading
    let errorData = Locked<Data?>(nil)
    let errorRead = DispatchSemaphore(value: 0)
    let thread = Thread {
      let data = errorReader.readDataToEndOfFile()
      errorData.withLock { $0 = data }
      errorRead.signal()
    }
    thread.start()
    if let stdin, let input {
      // Written whole once stderr is being drained, then closed: the child reads its input to the end.
      stdin.fileHandleForWriting.write(input)
      try stdin.fileHandleForWriting.close()
    }
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    errorRead.wait()
    process.waitUntilExit()
    return FinishedProcess(status: process.terminationStatus, output: outData, error: errorData.withLock { $0 } ?? Data())
  }
}

/// Facts about the test run itself.
public enum TestEnvironment {
  /// Whether the tests run under a sanitizer (`TRACKCHECK_SANITIZER`, set by `.ci/run`): the
  /// `trackcheck` executable is then instrumented too, and its runtime takes over signal delivery
  /// and file-size limits, so the tests of those run in the plain build only. The in-process
  /// tests of cancellation still run under the sanitizer.
  public static let underSanitizer = ProcessInfo.processInfo.environment["TRACKCHECK_SANITIZER"] != nil
}

extension Trait where Self == TimeLimitTrait {
  /// A hang guard: the test fails after `minutes`, or five times that under a sanitizer, whose
  /// instrumented processes run several times slower (a guard catches a hang, not a slow machine).
  public static func hangGuard(minutes: Int) -> Self {
    .timeLimit(.minutes(TestEnvironment.underSanitizer ? minutes * 5 : minutes))
  }
}
