// ItemServer: the two routes of openapi.yaml over SwiftNIO on a free port of 127.0.0.1, fast enough to measure
// the clients rather than itself.
import NIOCore
import NIOHTTP1
import NIOPosix

/// An HTTP/1.1 server with keep-alive: `/v2/build` fresh for five minutes, `/v2/items/{id}` never stored.
struct ItemServer {
    let channel: any Channel

    /// The port it listens on.
    var port: Int { channel.localAddress?.port ?? 0 }

    /// Starts listening on a free loopback port.
    static func start() async throws -> ItemServer {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(RouteHandler())
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        return ItemServer(channel: channel)
    }

    /// Stops listening.
    func stop() async throws {
        try await channel.close()
    }
}

/// Answers each request when its end arrives.
private final class RouteHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private var uri = ""

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            uri = head.uri
        case .body:
            break
        case .end:
            let build = uri.hasPrefix("/v2/build")
            let id = uri.split(separator: "/").last.flatMap { Int($0) } ?? 0
            let body = build ? #"{"id":115267}"# : #"{"id":\#(id),"name":"Item \#(id)"}"#
            let headers = HTTPHeaders([
                ("Content-Type", "application/json"), ("Content-Length", "\(body.utf8.count)"),
                ("Cache-Control", build ? "max-age=300" : "no-store"),
            ])
            let head = HTTPResponseHead(version: .http1_1, status: .ok, headers: headers)
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: body)))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
    }
}
