// One object the model cannot read never spoils the others: bulk fetches and page walks report it with its id.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct BadObjectTests {
    private func start(breaking ids: [Int]) async throws -> TestServer {
        let server = try await TestServer.start(script: "gw2_server.py")
        let list = ids.map(String.init).joined(separator: ",")
        var request = URLRequest(url: server.url("/_break?ids=\(list)"))
        request.httpMethod = "POST"
        _ = try await URLSession.shared.data(for: request)
        return server
    }

    @Test func `a bulk fetch returns every readable object and reports the unreadable one with its id`() async throws {
        let server = try await start(breaking: [70, 333])
        defer { server.stop() }
        let ids = Array(1...400)
        let result = try await GuildWars2(route: server.baseURL).fetch(ids: ids, as: GuildWars2.Item.self)
        #expect(result.values.map(\.id) == ids.filter { $0 != 70 && $0 != 333 })
        #expect(result.problems.map(\.id) == [70, 333])
        #expect(result.problems.first?.failure.codingPath.hasSuffix("type") == true)
        #expect(result.missingIDs.isEmpty)
        #expect(!result.isComplete)
        #expect(result.problems.first?.description.contains("70") == true)
    }

    @Test func `a page walk goes to the last page and reports each unreadable object on the way`() async throws {
        let server = try await start(breaking: [4321])
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let ids = try await gw2.get(endpoint: .items).decode(type: [Int].self)
        let entries = try await gw2.get(endpoint: .items)
            .items(of: GuildWars2.Decoded<GuildWars2.Item>.self).collect()
        #expect(entries.count == ids.count)
        #expect(entries.compactMap(\.value).count == ids.count - 1)
        #expect(entries.compactMap(\.problem).map(\.id) == [4321])
    }

    @Test func `string ids are fetched in bulk, in the order asked`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let result = try await gw2.fetch(ids: ["9-9", "1-1", "1-1"], as: GuildWars2.WvWMatch.self)
        #expect(result.values.map(\.id) == ["1-1", "1-1"])
        #expect(result.missingIDs == ["9-9"])
        let query = try #require(try await server.requests(path: "/v2/wvw/matches").first).query
        #expect(query.contains("ids=9-9,1-1") || query.contains("ids=9-9%2C1-1"))
    }

    @Test func `answers in another order, with ids left out or added, still come back in the order asked`()
        async throws
    {
        // Each request is answered backwards, without id 7, and with an object nobody asked for.
        let transport = StubTransport { request in
            let query = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let asked = (query.first { $0.name == "ids" }?.value ?? "").split(separator: ",").compactMap { Int($0) }
            let answered = (asked.filter { $0 != 7 } + [100_000]).reversed()
            let body = "[" + answered.map { #"{"id":\#($0),"name":"category \#($0)"}"# }.joined(separator: ",") + "]"
            return RESTResponse(statusCode: 200, body: Data(body.utf8))
        }
        let gw2 = try GuildWars2(transport: transport)
        let ids = Array(1...250) + [3, 7, 250]  // two requests, and ids asked twice
        let result = try await gw2.fetch(ids: ids, as: GuildWars2.HomesteadDecorationCategory.self)
        #expect(result.values.map(\.id) == ids.filter { $0 != 7 })
        #expect(result.values.allSatisfy { $0.name == "category \($0.id)" })
        #expect(result.missingIDs == [7] && result.problems.isEmpty)
    }

    @Test func `an answer that is not a list fails the fetch with a one-line error naming the list it expected`()
        async throws
    {
        let transport = StubTransport { _ in RESTResponse(statusCode: 200, body: Data(#"{"text":"busy"}"#.utf8)) }
        let gw2 = try GuildWars2(transport: transport)
        let error = await #expect(throws: RESTError.self) {
            try await gw2.fetch(ids: [1, 2], as: GuildWars2.HomesteadDecorationCategory.self)
        }
        guard case .decoding(let failure)? = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(failure.typeName == "[HomesteadDecorationCategory]")
        let thrown = try #require(error)
        let text = "\(thrown)"
        #expect(!text.contains("\n") && !text.contains("BulkAnswer"), "\(text)")
        #expect(text.hasPrefix("Could not decode [HomesteadDecorationCategory]: "), "\(text)")
    }
}
