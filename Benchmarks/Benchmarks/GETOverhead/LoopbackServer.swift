// LoopbackServer: a SwiftNIO HTTP/1.1 server on 127.0.0.1 that the benchmarks measure against.
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// A keep-alive HTTP server on a free loopback port, cheap enough that the client's costs dominate.
///
/// Routes:
/// - `/users`: 20 users as JSON (1.5 KB);
/// - `/items?page=N&per_page=M`: WordPress-style pages of `{"id", "title"}` over 10 000 items, with `X-WP-Total`
///   and `X-WP-TotalPages`, each answered after `pageDelay` (a server that does some work per page).
final class LoopbackServer: Sendable {
    /// The server's root, such as `http://127.0.0.1:54321`.
    let baseURL: String
    private let channel: any Channel
    private let group: MultiThreadedEventLoopGroup

    static let totalItems = 10_000

    /// Starts the server; `pageDelay` slows `/items` only.
    init(pageDelay: TimeAmount = .milliseconds(5)) throws {
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        channel = try ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline().flatMap {
                    channel.pipeline.addHandler(Responder(pageDelay: pageDelay))
                }
            }
            .bind(host: "127.0.0.1", port: 0)
            .wait()
        baseURL = "http://127.0.0.1:\(channel.localAddress?.port ?? 0)"
    }

    /// Stops the server.
    func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }

    static let users: ByteBuffer = {
        let users = (1...20).map { index in
            #"{"id":\#(index),"name":"User \#(index)","email":"user\#(index)@example.com","active":\#(index % 2 == 0)}"#
        }
        return ByteBuffer(string: "[" + users.joined(separator: ",") + "]")
    }()
}

/// Answers each request on one connection.
private final class Responder: ChannelInboundHandler, Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let pageDelay: TimeAmount

    init(pageDelay: TimeAmount) {
        self.pageDelay = pageDelay
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data) else { return }
        let components = URLComponents(string: head.uri)
        switch components?.path {
        case "/users":
            respond(context: context, body: LoopbackServer.users, headers: [:])
        case "/items":
            let query = Dictionary(
                (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
            let perPage = min(max(Int(query["per_page"] ?? "") ?? 10, 1), 100)
            let page = max(Int(query["page"] ?? "") ?? 1, 1)
            let totalPages = (LoopbackServer.totalItems + perPage - 1) / perPage
            let first = (page - 1) * perPage + 1
            let ids =
                first <= LoopbackServer.totalItems
                ? Array(first...min(first + perPage - 1, LoopbackServer.totalItems)) : []
            let body = ByteBuffer(
                string: "[" + ids.map { #"{"id":\#($0),"title":"Item \#($0)"}"# }.joined(separator: ",") + "]")
            let headers = ["X-WP-Total": "\(LoopbackServer.totalItems)", "X-WP-TotalPages": "\(totalPages)"]
            let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            context.eventLoop.scheduleTask(in: pageDelay) {
                let (responder, context) = loopBound.value
                responder.respond(context: context, body: body, headers: headers)
            }
        default:
            respond(
                context: context, body: ByteBuffer(string: #"{"code":"not_found"}"#), headers: [:], status: .notFound)
        }
    }

    private func respond(
        context: ChannelHandlerContext,
        body: ByteBuffer,
        headers extra: [String: String],
        status: HTTPResponseStatus = .ok
    ) {
        var headers = HTTPHeaders([("Content-Type", "application/json"), ("Content-Length", "\(body.readableBytes)")])
        for (name, value) in extra { headers.add(name: name, value: value) }
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }
}
