import Foundation
import TrackCheckPrimitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `trackcheck collect` under a steady stream of hits: simulated devices, each on its own keep-alive
/// connection and thread, send tracking hits as fast as the collector answers; then the collector's own
/// record is checked for loss and for each device's order.
enum CollectBenchmark {
  struct Result {
    var devices: Int
    var hitsEach: Int
    var seconds: Double
    var p50: Double
    var p99: Double
    var kept: Int
    var dropped: Int
    var misordered: Int

    var rate: Double { Double(devices * hitsEach) / seconds }
    var lost: Int { devices * hitsEach - kept }
  }

  static func run(trackcheck: String, devices: Int, hitsEach: Int) throws -> Result {
    let collector = Process()
    collector.executableURL = URL(fileURLWithPath: trackcheck)
    collector.arguments = ["collect", "--https", "off", "--http", "127.0.0.1:0", "--max-requests", String(devices * hitsEach + 1)]
    let output = Pipe()
    collector.standardOutput = output
    collector.standardError = FileHandle.nullDevice
    try collector.run()
    defer {
      if collector.isRunning {
        kill(collector.processIdentifier, SIGINT)
        collector.waitUntilExit()
      }
    }
    var text = ""
    while !text.contains("listening: http://") || !text.hasSuffix("\n") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { throw BenchmarkError(message: "trackcheck collect ended before it listened") }
      text += String(decoding: chunk, as: UTF8.self)
    }
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("listening: http://") }),
      let port = Int(line.split(separator: ":").last ?? "")
    else { throw BenchmarkError(message: "no address in: \(text)") }

    let latencies = LatencyLog()
    let start = ContinuousClock.now
    let threads = (0..<devices).map { device in
      Thread {
        guard let connection = Connection(port: port) else { return }
        defer { connection.close() }
        var own: [Double] = []
        own.reserveCapacity(hitsEach)
        for index in 0..<hitsEach {
          let sent = ContinuousClock.now
          let request = "GET /r/?id=m\(device),d\(device),\(index)&mcId=BENCH-\(device) HTTP/1.1\r\nHost: bench\r\n\r\n"
          guard connection.exchange(request) != nil else { return }
          let elapsed = ContinuousClock.now - sent
          own.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
        latencies.add(own)
      }
    }
    for thread in threads { thread.start() }
    while latencies.finished < devices && threads.contains(where: { !$0.isFinished }) { usleep(1000) }
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18

    let status = Connection(port: port)?.exchange("GET /_trackcheck/status HTTP/1.1\r\nHost: bench\r\n\r\n") ?? ""
    func number(_ key: String) -> Int {
      guard let range = status.range(of: "\"\(key)\":") else { return -1 }
      return Int(status[range.upperBound...].prefix { $0.isNumber }) ?? -1
    }
    var misordered = 0
    for device in 0..<devices {
      let listed =
        Connection(port: port)?.exchange("GET /_trackcheck/requests?device=ecid:BENCH-\(device) HTTP/1.1\r\nHost: bench\r\n\r\n") ?? ""
      var last = -1
      var count = 0
      for part in listed.components(separatedBy: ",d\(device),").dropFirst() {
        let index = Int(part.prefix { $0.isNumber }) ?? -1
        if index != last + 1 { misordered += 1 }
        last = index
        count += 1
      }
      if count != hitsEach { misordered += abs(hitsEach - count) }
    }
    let sorted = latencies.all.sorted()
    func percentile(_ p: Double) -> Double { sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
    return Result(
      devices: devices, hitsEach: hitsEach, seconds: seconds, p50: percentile(0.5), p99: percentile(0.99), kept: number("kept"),
      dropped: number("dropped"), misordered: misordered)
  }

  /// Each device's latencies (µs), gathered as its thread ends.
  final class LatencyLog: Sendable {
    private let state = Locked<(values: [Double], done: Int)>(([], 0))
    func add(_ more: [Double]) { state.withLock { $0 = ($0.values + more, $0.done + 1) } }
    var finished: Int { state.withLock { $0.done } }
    var all: [Double] { state.withLock { $0.values } }
  }

  /// A blocking keep-alive HTTP/1.1 connection on loopback.
  final class Connection {
    private let socket: Int32

    init?(port: Int) {
      #if canImport(Glibc)
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #else
        socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
      #endif
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var yes: Int32 = 1
      setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
      }
      if connected != 0 { return nil }
    }

    func close() { _ = systemClose(socket) }

    /// Sends `request` and reads one response (headers, then Content-Length bytes); its text, or nil.
    func exchange(_ request: String) -> String? {
      let bytes = Array(request.utf8)
      var written = 0
      while written < bytes.count {
        let result = bytes[written...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        if result <= 0 { return nil }
        written += result
      }
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      var headerEnd: Int?
      var length = 0
      while true {
        if let end = headerEnd, received.count >= end + length { return String(decoding: received, as: UTF8.self) }
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count <= 0 { return headerEnd == nil ? nil : String(decoding: received, as: UTF8.self) }
        received += buffer[0..<count]
        if headerEnd == nil, let range = String(decoding: received, as: UTF8.self).range(of: "\r\n\r\n") {
          let head = String(decoding: received, as: UTF8.self)[..<range.lowerBound]
          headerEnd = String(decoding: received, as: UTF8.self)[..<range.upperBound].utf8.count
          if let line = head.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }) {
            length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
          }
        }
      }
    }
  }
}

private func systemClose(_ descriptor: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.close(descriptor)
  #else
    Darwin.close(descriptor)
  #endif
}
