// LoopbackServer: a SwiftNIO HTTP/1.1 server on 127.0.0.1 that the benchmarks and tests measure against.
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// A keep-alive HTTP server on a free loopback port, cheap enough that the client's costs dominate.
///
/// Routes (``Routes`` builds the bodies):
/// - `/users`: 20 users as JSON (1.5 KB);
/// - `/posts`: an array of WordPress-like posts, about 5 MB;
/// - `/cached`: the users with `Cache-Control: max-age=3600`, for the HTTP cache's fresh hits;
/// - `/large`: 200 KB with `ETag: "large"` and `Cache-Control: no-cache`; `304` when `If-None-Match` matches;
/// - `/items?page=N&per_page=M`: WordPress-style pages of `{"id", "title"}` over `totalItems` items, with
///   `X-WP-Total` and `X-WP-TotalPages`, each answered after `pageDelay`;
/// - `/v2/items?ids=1,2,…`: Guild Wars 2 items by id, each answer after `bulkDelay`;
/// - `/echo`: the request's method, headers and body, as JSON;
/// - `/status/N`: an empty answer with status `N`.
public final class LoopbackServer: Sendable {
    /// The server's root, such as `http://127.0.0.1:54321`.
    public let baseURL: String
    private let channel: any Channel
    private let group: MultiThreadedEventLoopGroup
    private let received: NIOLockedValueBox<Int>

    /// How many requests have arrived whole so far.
    public var requestsReceived: Int { received.withLockedValue { $0 } }

    /// Starts the server.
    ///
    /// - Parameters:
    ///   - totalItems: How many items `/items` pages over.
    ///   - pageDelay: How long each `/items` page takes (a server that does some work per page).
    ///   - bulkDelay: How long each `/v2/items` answer takes (the latency of a distant API).
    /// - Throws: The NIO error when no loopback port can be bound.
    public init(
        totalItems: Int = 10_000,
        pageDelay: TimeAmount = .milliseconds(5),
        bulkDelay: TimeAmount = .milliseconds(20)
    ) throws {
        let routes = Routes(totalItems: totalItems, pageDelay: pageDelay, bulkDelay: bulkDelay)
        let received = NIOLockedValueBox(0)
        self.received = received
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        channel = try ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 512)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(Responder(routes: routes, received: received))
                }
            }
            .bind(host: "127.0.0.1", port: 0)
            .wait()
        baseURL = "http://127.0.0.1:\(channel.localAddress?.port ?? 0)"
    }

    /// Stops the server.
    public func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}
