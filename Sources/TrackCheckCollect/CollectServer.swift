// The network side of the collector: SwiftNIO, NIOSSL. Built with the package trait `Collector`
// (`swift build --traits Collector`, as releases are), so the main job and the other stages' tests need none of it.
#if Collector
  import Foundation
  import NIOCore
  import NIOHTTP1
  import NIOPosix
  import NIOSSL
  import TrackCheckModel
  import TrackCheckPrimitives

  /// `trackcheck collect`: an endpoint the SDK on a simulator, emulator or device sends its requests to
  /// (its `campaign.server` pointed here, or through a test proxy). It records every request in order per
  /// device, answers the SDK minimally so it proceeds, and serves a small API under `/_trackcheck/` for the
  /// UI test, to the holder of its token alone: the requests so far, a reset, and the verdict of a case from
  /// the hits received.
  public final class CollectServer: Sendable {
    /// Where and how it listens.
    public struct Configuration: Sendable {
      /// The HTTPS listener (host and port; port 0 picks one), and its certificate.
      public var https: (host: String, port: Int, certificate: CollectCertificate)?
      /// The plain HTTP listener, for a test proxy that ends TLS itself.
      public var http: (host: String, port: Int)?
      /// The token every request to the API must carry (``APIToken``); devices' requests need none.
      public var apiToken: APIToken
      /// What the log keeps.
      public var limits: RequestLog.Limits
      /// Connections served at once; more are closed as they come.
      public var maxConnections: Int
      /// A connection that sends nothing for this long is closed (a slow or stalled client).
      public var idleTimeout: TimeAmount

      /// Creates a configuration.
      public init(
        https: (host: String, port: Int, certificate: CollectCertificate)?, http: (host: String, port: Int)?, apiToken: APIToken,
        limits: RequestLog.Limits = .standard, maxConnections: Int = 4096, idleTimeout: TimeAmount = .seconds(30)
      ) {
        self.https = https
        self.http = http
        self.apiToken = apiToken
        self.limits = limits
        self.maxConnections = maxConnections
        self.idleTimeout = idleTimeout
      }
    }

    /// The verdict of a case from a device's requests and step marks: the API's `/_trackcheck/verdict`
    /// (trackcheck judges them as `run` judges an implementation's hits). Answers the JSON to return, or a
    /// reason it cannot.
    public typealias Judge = CollectJudge

    /// The requests received.
    public let log: RequestLog
    private let configuration: Configuration
    private let judge: Judge
    private let group: MultiThreadedEventLoopGroup
    private let channels = Locked<[Channel]>([])
    private let connections = Locked(0)
    private let started = ContinuousClock.now

    /// A server that has not started.
    public init(configuration: Configuration, judge: @escaping Judge, threads: Int = 2) {
      self.configuration = configuration
      self.judge = judge
      self.log = RequestLog(limits: configuration.limits)
      self.group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, threads))
    }

    /// Starts the listeners; answers the addresses they are bound to, `HOST:PORT` (a port 0 made concrete).
    public func start() async throws -> (https: String?, http: String?) {
      var https: String?
      var http: String?
      if let listener = configuration.https {
        let context = try NIOSSLContext(
          configuration: .makeServerConfiguration(
            certificateChain: try NIOSSLCertificate.fromPEMBytes(Array(listener.certificate.chainPEM.utf8)).map { .certificate($0) },
            privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(listener.certificate.privateKeyPEM.utf8), format: .pem))))
        let channel = try await bind(host: listener.host, port: listener.port, scheme: .https, tls: context)
        https = channel.localAddress.map(Self.text)
      }
      if let listener = configuration.http {
        let channel = try await bind(host: listener.host, port: listener.port, scheme: .http, tls: nil)
        http = channel.localAddress.map(Self.text)
      }
      return (https, http)
    }

    /// `HOST:PORT`, `[IPV6]:PORT` for an IPv6 host.
    static func text(_ address: SocketAddress) -> String {
      let host = address.ipAddress ?? "?"
      return (host.contains(":") ? "[\(host)]" : host) + ":\(address.port ?? 0)"
    }

    /// Closes the listeners and every connection.
    public func stop() async {
      let open = channels.withLock { channels in
        defer { channels = [] }
        return channels
      }
      for channel in open { try? await channel.close() }
      try? await group.shutdownGracefully()
    }

    private func bind(host: String, port: Int, scheme: CollectedRequest.Scheme, tls: NIOSSLContext?) async throws -> Channel {
      let bootstrap = ServerBootstrap(group: group)
        .serverChannelOption(.backlog, value: 256)
        .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
        .childChannelOption(.socketOption(.so_reuseaddr), value: 1)
        .childChannelInitializer { [self] channel in
          let admitted = connections.withLock { count in
            guard count < configuration.maxConnections else { return false }
            count += 1
            return true
          }
          guard admitted else { return channel.close() }
          channel.closeFuture.whenComplete { [self] _ in connections.withLock { $0 -= 1 } }
          return channel.eventLoop.makeCompletedFuture {
            if let tls { try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls)) }
            try channel.pipeline.syncOperations.addHandler(IdleStateHandler(readTimeout: configuration.idleTimeout))
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
            try channel.pipeline.syncOperations.addHandler(
              CollectHandler(server: self, scheme: scheme, address: channel.remoteAddress?.ipAddress ?? "unknown"))
          }
        }
      let channel = try await bootstrap.bind(host: host, port: port).get()
      channels.withLock { $0.append(channel) }
      return channel
    }

    /// Milliseconds since the server was made.
    var elapsedMilliseconds: Int64 {
      let elapsed = ContinuousClock.now - started
      return elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    }

    /// The answer to one complete request.
    func respond(
      scheme: CollectedRequest.Scheme, head: HTTPRequestHead, body: String, address: String
    ) -> CollectResponse {
      let target = head.uri
      let headers = head.headers.map { CollectedRequest.Header(name: $0.name, value: $0.value) }
      if target.hasPrefix(CollectAPI.prefix) {
        // The API answers only the holder of the token; it never records.
        return CollectAPI(log: log, judge: judge, token: configuration.apiToken, now: elapsedMilliseconds).respond(
          method: head.method.rawValue, target: target, headers: headers, body: body)
      }
      // Behind a proxy that ended TLS (the plain listener), the scheme the SDK used is the proxy's to say.
      let forwarded = head.headers.first(name: "x-forwarded-proto").flatMap { CollectedRequest.Scheme(rawValue: $0.lowercased()) }
      let used = scheme == .http ? forwarded ?? .http : scheme
      let recorded = log.record { sequence in
        CollectedRequest(
          sequence: sequence, device: DeviceKey.of(target: target, headers: headers, address: address), scheme: used,
          method: head.method.rawValue, host: head.headers.first(name: "host") ?? "", target: target, headers: headers, body: body,
          receivedAt: elapsedMilliseconds)
      }
      guard let recorded else {
        return .json(503, ["error": "the collector's log is full: reset it (POST /_trackcheck/reset)"])
      }
      return CollectResponse.answering(recorded, kind: recorded.kind)
    }
  }

  /// One HTTP/1.1 connection: a request's head and body gathered (within the body limit), then answered.
  private final class CollectHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let server: CollectServer
    private let scheme: CollectedRequest.Scheme
    private let address: String
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var tooLarge = false

    init(server: CollectServer, scheme: CollectedRequest.Scheme, address: String) {
      self.server = server
      self.scheme = scheme
      self.address = address
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      switch unwrapInboundIn(data) {
      case .head(let head):
        self.head = head
        body = []
        tooLarge = false
      case .body(var chunk):
        guard !tooLarge else { return }
        if body.count + chunk.readableBytes > server.log.limits.bodyBytes {
          tooLarge = true
          body = []
        } else if let bytes = chunk.readBytes(length: chunk.readableBytes) {
          body += bytes
        }
      case .end:
        guard let head else { return }
        self.head = nil
        let response =
          tooLarge
          ? CollectResponse.json(413, ["error": .string("a request body may be at most \(server.log.limits.bodyBytes) bytes")])
          : server.respond(scheme: scheme, head: head, body: String(decoding: body, as: UTF8.self), address: address)
        body = []
        write(response, keepAlive: head.isKeepAlive && !tooLarge, context: context)
      }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
      if event is IdleStateHandler.IdleStateEvent {
        context.close(promise: nil)
      } else {
        context.fireUserInboundEventTriggered(event)
      }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
      // A malformed request, a failed handshake, a client gone: the connection ends, the collector goes on.
      context.close(promise: nil)
    }

    private func write(_ response: CollectResponse, keepAlive: Bool, context: ChannelHandlerContext) {
      var headers = HTTPHeaders()
      headers.add(name: "Content-Length", value: String(response.body.count))
      if let type = response.contentType { headers.add(name: "Content-Type", value: type) }
      headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
      for header in response.headers { headers.add(name: header.name, value: header.value) }
      let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
      context.write(wrapOutboundOut(.head(head)), promise: nil)
      if !response.body.isEmpty {
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: response.body)))), promise: nil)
      }
      let done = context.writeAndFlush(wrapOutboundOut(.end(nil)))
      if !keepAlive {
        let channel = context.channel
        done.whenComplete { _ in channel.close(promise: nil) }
      }
    }
  }
#endif
