// LinkHeaderStrategy: GitHub-style and GW2-style links over real sockets, and what a followed link keeps.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct LinkHeaderStrategyTests {
    @Test func `quoted next links with absolute URLs are followed to the last page`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .linkHeader())
        let session = api.get("paginate/link").query(key: "per_page", value: "30")
        let (pages, error) = await walk(session.pages(of: Entry.self))
        #expect(error == nil)
        #expect(pages.map(\.items.count) == [30, 30, 30, 30, 17])
        #expect(pages.flatMap(\.items).map(\.id) == Array(1...137))
        #expect(pages.map(\.hasMore) == [true, true, true, true, false])
        #expect(try await server.stats(path: "/paginate/link").count == 5)
    }

    @Test func `bare relative links among several are followed, with totals from headers`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let strategy = LinkHeaderStrategy.linkHeader(
            totalPagesHeader: "X-Page-Total", totalItemsHeader: "X-Result-Total")
        let api = try paginationClient(server)
        let session = api.get("paginate/gw2").query(key: "links", value: "relative")
            .query(key: "page_size", value: "50")
        let (pages, error) = await walk(session.pages(of: Entry.self).paginated(by: strategy))
        #expect(error == nil)
        #expect(pages.flatMap(\.items).map(\.id) == Array(1...137))
        #expect(pages.map(\.totalPages) == [3, 3, 3])
        #expect(pages.first?.totalItems == 137)
        #expect(try await server.stats(path: "/paginate/gw2").count == 3)
    }

    @Test func `a link to another origin drops secret headers and keeps the rest`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(
            recorder.transport { request in
                let first = request.url?.host == "api.example.com"
                let link = first ? ["Link": "<https://cdn.example.net/items?page=2>; rel=\"next\""] : HTTPHeaders()
                return RESTResponse(statusCode: 200, headers: link, body: Data(first ? "[1]".utf8 : "[2]".utf8))
            })
        let session = api.get("items").setting(header: "Accept", to: "application/json")
        let (pages, error) = await walk(session.pages(of: Int.self).paginated(by: .linkHeader()))
        #expect(error == nil)
        #expect(pages.flatMap(\.items) == [1, 2])
        let second = try #require(await recorder.requests.last)
        #expect(second.url?.absoluteString == "https://cdn.example.net/items?page=2")
        #expect(second.value(forHTTPHeaderField: "X-API-KEY") == nil)
        #expect(second.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test func `a same-origin link keeps the secret query items it leaves out`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(
            recorder.transport { request in
                let first = request.url?.query?.contains("page=2") == false
                let link = first ? ["Link": "</api/v2/items?page=2>; rel=next"] : HTTPHeaders()
                return RESTResponse(statusCode: 200, headers: link, body: Data(first ? "[1]".utf8 : "[2]".utf8))
            })
        let session = api.get("items").query(key: "access_token", value: "s3cret")
        #expect(try await session.items(of: Int.self).paginated(by: .linkHeader()).collect() == [1, 2])
        let second = try #require(await recorder.requests.last)
        #expect(second.url?.absoluteString == "https://api.example.com/api/v2/items?page=2&access_token=s3cret")
        #expect(second.value(forHTTPHeaderField: "X-API-KEY") == "secret")
    }
}
