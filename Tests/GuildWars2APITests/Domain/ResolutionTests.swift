// The one resolution call: required objects by kind, and every failure of a route it touches at the top level.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct ResolutionTests {
    @Test func `an item resolves its default skin, and the result says it is complete`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let resolved = await gw2.resolve(try await gw2.fetch(ids: [30684], as: GuildWars2.Item.self))
        #expect(resolved.related.skins[4678]?.id == 4678 && resolved.isComplete)
        #expect(resolved.failedRoutes.isEmpty && resolved.missingRelated.isEmpty)
    }

    @Test func `a 404 on the skins route is a failed route with its skins missing, never an empty success`()
        async throws
    {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let skinsGone = StubTransport { request in
            guard request.url?.path != "/v2/skins" else {
                return RESTResponse(statusCode: 404, body: Data(#"{"text":"not found"}"#.utf8))
            }
            return try await URLSessionTransport.shared.send(TransportRequest(request))
        }
        let gw2 = try GuildWars2(route: server.baseURL, transport: skinsGone)
        let resolved = await gw2.resolve(try await gw2.fetch(ids: [30684], as: GuildWars2.Item.self))
        #expect(resolved.values.map(\.id) == [30684])
        #expect(resolved.related.skins.isEmpty && !resolved.isComplete)
        #expect(resolved.missingRelated == [.skin(4678)])
        let failure = try #require(resolved.failedRoutes.first)
        #expect(failure.endpoint == .skins && failure.requirements == [.skin(4678)])
        guard case .httpStatus(let status) = failure.error else {
            Issue.record("expected the 404, got \(failure.error)")
            return
        }
        #expect(status.statusCode == 404)
    }

    @Test func `a 404 for a route that is not there fails a bulk fetch; unknown ids do not`() async throws {
        let gone = StubTransport { _ in RESTResponse(statusCode: 404, body: Data(#"{"text":"not found"}"#.utf8)) }
        let gw2 = try GuildWars2(transport: gone)
        await #expect(throws: RESTError.self) { _ = try await gw2.fetch(ids: [1, 2], as: GuildWars2.Item.self) }
        let unknown = StubTransport { _ in
            RESTResponse(statusCode: 404, body: Data(#"{"text":"all ids provided are invalid"}"#.utf8))
        }
        let result = try await GuildWars2(transport: unknown).fetch(ids: [1, 2], as: GuildWars2.Item.self)
        #expect(result.values.isEmpty && result.missingIDs == [1, 2])
    }

    @Test func `a model without a route needs one named, before anything is sent`() async throws {
        let gw2 = try GuildWars2(transport: StubTransport { _ in RESTResponse(statusCode: 500) })
        do {
            _ = try await gw2.fetch(ids: ["a"], as: GuildWars2.Guild.self)
            Issue.record("expected a refusal")
        } catch .invalidRequest(let reason) {
            #expect(reason.contains("names no route"))
        }
    }
}
