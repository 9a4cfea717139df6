// GuildWars2 pagination over real sockets: pages of 200 from page 0, totals, and a page past the end.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct GuildWars2PaginationTests {
    @Test func `items walks the whole catalogue in pages of 200, in order`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let ids = try await gw2.get(endpoint: .items).decode(type: [Int].self)
        var items: [GuildWars2.Item] = []
        var totals: Set<Int?> = []
        for try await page in gw2.get(endpoint: .items).pages(of: GuildWars2.Item.self) {
            items += page.items
            totals.insert(page.totalItems)
        }
        #expect(items.map(\.id) == ids.sorted())
        #expect(totals == [ids.count])
        let queries = try await server.requests(path: "/v2/items").map(\.query).filter { $0.contains("page=") }
        let expectedPages = (ids.count + 199) / 200
        #expect(queries.count == expectedPages)
        #expect(queries.allSatisfy { $0.contains("page_size=200") })
        #expect(
            Set(queries.compactMap { $0.firstMatch(of: /[?&]?page=(\d+)/).map { Int($0.1)! } })
                == Set(0..<expectedPages))
    }

    @Test func `a page past the end ends the walk cleanly, a page size the session names is kept`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let past = try await gw2.get(endpoint: .items).query(key: "page", value: "999")
            .items(of: GuildWars2.Item.self).collect()
        #expect(past.isEmpty)
        var sizes: [Int] = []
        for try await page in gw2.get(endpoint: .worlds).query(key: "page_size", value: "20")
            .pages(of: GuildWars2.World.self)
        {
            sizes.append(page.items.count)
            #expect(page.headers["X-Page-Size"] == "20")
        }
        #expect(sizes.count == 3 && sizes.reduce(0, +) == 51)
    }
}
