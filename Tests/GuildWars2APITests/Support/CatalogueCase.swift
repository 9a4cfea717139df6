// A catalogue route under test: its objects fetched domain first with RouteCheck, then their values checked.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

/// One id'd route of the loopback server's catalogues and the checks its values must pass, for tables of routes.
struct CatalogueCase: Sendable, CustomTestStringConvertible {
    /// The route path, such as `pvp/amulets`.
    let path: String
    /// Fetches the route's objects with ``RouteCheck/everything(_:sourceLocation:)`` and checks their values.
    let check: @Sendable (RouteCheck) async throws -> Void

    var testDescription: String { path }

    init(_ path: String, _ check: @escaping @Sendable (RouteCheck) async throws -> Void) {
        self.path = path
        self.check = check
    }

    /// Runs the case against a fresh loopback server, and checks that the details came in one bulk request.
    func run() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        try await check(try RouteCheck(server))
        let bulk = try await server.requests(path: "/v2/\(path)").filter { $0.query.contains("ids=") }
        #expect(bulk.count == 1, "\(path)")
    }
}
