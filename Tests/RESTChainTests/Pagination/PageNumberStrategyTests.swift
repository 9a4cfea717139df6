// PageNumberStrategy over real sockets: the WordPress and GW2 presets, page sizes, and every way a walk ends.
import Foundation
import RESTChain
import TestSupport
import Testing

struct PageNumberStrategyTests {
    @Test func `WordPress pages run from 1 to the last page the totals announce`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        let session = api.get("paginate/wp").query(key: "per_page", value: "10")
        let (pages, error) = await walk(session.pages(of: Entry.self))
        #expect(error == nil)
        #expect(pages.map(\.number) == Array(1...14))
        #expect(pages.flatMap(\.items).map(\.id) == Array(1...137))
        #expect(pages.allSatisfy { $0.totalPages == 14 && $0.totalItems == 137 })
        #expect(pages.map(\.hasMore) == Array(repeating: true, count: 13) + [false])
        #expect(pages.last?.headers["x-wp-total"] == "137")
        #expect(try await server.stats(path: "/paginate/wp").count == 14)
    }

    @Test func `GW2 pages run from page 0 with its page size`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .guildWars2Style)
        let session = api.get("paginate/gw2").query(key: "page_size", value: "50")
        let (pages, error) = await walk(session.pages(of: Entry.self))
        #expect(error == nil)
        #expect(pages.map(\.number) == [1, 2, 3])
        #expect(pages.flatMap(\.items).map(\.id) == Array(1...137))
        #expect(pages.first?.totalPages == 3)
        #expect(pages.first?.totalItems == 137)
        let queries = try await server.requests(path: "/paginate/gw2").map(\.query)
        #expect(queries.sorted() == ["page_size=50&page=0", "page_size=50&page=1", "page_size=50&page=2"])
    }

    @Test func `a page size above the maximum is cut to it`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        let session = api.get("paginate/wp").query(key: "per_page", value: "500")
        let items = try await session.items(of: Entry.self).collect()
        #expect(items.count == 137)
        let queries = try await server.requests(path: "/paginate/wp").map(\.query)
        #expect(queries.count == 2)
        #expect(queries.allSatisfy { $0.contains("per_page=100") })
    }

    @Test func `WordPress's out-of-range answer ends the walk cleanly`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        var strategy = PageNumberStrategy.wordPressStyle
        strategy.totalPagesHeader = nil
        let api = try paginationClient(server, pagination: strategy)
        let session = api.get("paginate/wp").query(key: "total", value: "140").query(key: "per_page", value: "10")
        let (pages, error) = await walk(session.pages(of: Entry.self))
        #expect(error == nil)
        #expect(pages.count == 14)
        #expect(pages.flatMap(\.items).count == 140)
        #expect(try await server.stats(path: "/paginate/wp").count == 15)
    }

    @Test func `GW2's out-of-range answer ends the walk cleanly`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        var strategy = PageNumberStrategy.guildWars2Style
        strategy.totalPagesHeader = nil
        let api = try paginationClient(server, pagination: strategy)
        let session = api.get("paginate/gw2").query(key: "total", value: "150").query(key: "page_size", value: "50")
        let items = try await session.items(of: Entry.self).collect()
        #expect(items.map(\.id) == Array(1...150))
        #expect(try await server.stats(path: "/paginate/gw2").count == 4)
    }

    @Test func `an out-of-range answer the strategy does not know is thrown after the pages before it`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .pageNumber())
        let session = api.get("paginate/wp").query(key: "total", value: "140").query(key: "per_page", value: "10")
        let (pages, error) = await walk(session.pages(of: Entry.self))
        #expect(pages.count == 14)
        #expect(error?.statusCode == 400)
    }

    @Test func `a short page ends a walk without totals`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .pageNumber(pageSize: 10))
        let (pages, error) = await walk(api.get("paginate/plain").pages(of: Entry.self))
        #expect(error == nil)
        #expect(pages.flatMap(\.items).map(\.id) == Array(1...137))
        #expect(pages.last?.hasMore == false)
        #expect(try await server.stats(path: "/paginate/plain").count == 14)
    }

    @Test func `an empty page ends a walk without totals and is not delivered`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .pageNumber(pageSize: 10))
        let session = api.get("paginate/plain").query(key: "total", value: "140")
        let (pages, error) = await walk(session.pages(of: Entry.self))
        #expect(error == nil)
        #expect(pages.count == 14)
        #expect(pages.allSatisfy { $0.items.count == 10 })
        #expect(try await server.stats(path: "/paginate/plain").count == 15)
    }

    @Test func `an empty collection is one empty page`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        let (pages, error) = await walk(api.get("paginate/wp").query(key: "total", value: "0").pages(of: Entry.self))
        #expect(error == nil)
        #expect(pages.count == 1)
        #expect(pages.first?.items.isEmpty == true)
        #expect(pages.first?.totalItems == 0)
        #expect(pages.first?.hasMore == false)
    }

    @Test func `a page number the session names is where the walk starts`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        let session = api.get("paginate/wp").query(key: "page", value: "13").query(key: "per_page", value: "10")
        let (pages, error) = await walk(session.pages(of: Entry.self))
        #expect(error == nil)
        #expect(pages.map(\.number) == [1, 2])
        #expect(pages.flatMap(\.items).map(\.id) == Array(121...137))
    }
}
