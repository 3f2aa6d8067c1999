#if Collector
  import NIOCore
  import NIOPosix
  import NIOSSL
  import TrackCheckPrimitives

  /// A client that writes raw bytes to the collector and reads until the connection closes: what a device,
  /// a broken client or a slow one sends, byte for byte.
  enum TestClient {
    static let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    /// Sends `bytes` (to a TLS listener when `tls` is given) and answers everything read until the server
    /// closes; `closeAfterWriting` ends the connection from this side at once (an abrupt disconnect).
    static func exchange(
      port: Int, tls: NIOSSLContext? = nil, _ bytes: [UInt8], closeAfterWriting: Bool = false
    ) async throws -> String {
      let collected = Collected()
      let channel = try await ClientBootstrap(group: group)
        .channelInitializer { channel in
          channel.eventLoop.makeCompletedFuture {
            if let tls {
              try channel.pipeline.syncOperations.addHandler(try NIOSSLClientHandler(context: tls, serverHostname: "localhost"))
            }
            try channel.pipeline.syncOperations.addHandler(Collector(collected: collected))
          }
        }
        .connect(host: "127.0.0.1", port: port).get()
      try await channel.writeAndFlush(channel.allocator.buffer(bytes: bytes))
      if closeAfterWriting {
        try? await channel.close()
        return ""
      }
      try await channel.closeFuture.get()
      return String(decoding: collected.bytes.withLock { $0 }, as: UTF8.self)
    }

    /// One request, `Connection: close`.
    static func request(_ method: String, _ target: String, host: String = "collector.test", headers: [String] = [], body: String = "")
      -> [UInt8]
    {
      var text = "\(method) \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n"
      for header in headers { text += header + "\r\n" }
      if !body.isEmpty || method == "POST" { text += "Content-Length: \(body.utf8.count)\r\n" }
      return Array((text + "\r\n" + body).utf8)
    }

    /// The response's body (after the blank line).
    static func body(_ response: String) -> String {
      guard let range = response.range(of: "\r\n\r\n") else { return "" }
      return String(response[range.upperBound...])
    }

    final class Collected: Sendable {
      let bytes = Locked<[UInt8]>([])
    }

    final class Collector: ChannelInboundHandler {
      typealias InboundIn = ByteBuffer
      let collected: Collected
      init(collected: Collected) { self.collected = collected }
      func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var buffer = unwrapInboundIn(data)
        if let bytes = buffer.readBytes(length: buffer.readableBytes) { collected.bytes.withLock { $0 += bytes } }
      }
      func errorCaught(context: ChannelHandlerContext, error: Error) { context.close(promise: nil) }
    }
  }
#endif
