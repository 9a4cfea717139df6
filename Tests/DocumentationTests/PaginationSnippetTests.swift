// DocC "Paginating": pages and items of a page-numbered collection, the other strategies, progress, loops and
// errors, against the loopback server's /paginate routes.
import RESTChain
import TestSupport
import Testing

struct PaginationSnippetTests {
    /// `{"items": […], "next_cursor": "…" or null}`, the loopback server's cursor pages.
    private struct Feed: Decodable, Sendable {
        let items: [Article]
        let nextCursor: String?
        enum CodingKeys: String, CodingKey {
            case items
            case nextCursor = "next_cursor"
        }
    }

    @Test func `pages, items and collect walk the whole collection`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        // docs: baseURL "https://api.example.com" and the path "articles"; here the loopback server's
        // /paginate/plain: 137 articles, no totals, pages past the end are empty.
        let api = try RESTClient(
            baseURL: server.baseURL + "/paginate", pagination: .pageNumber(pageSizeKey: "per_page"))
        var summaries: [String] = []

        for try await page in api.get("plain").query(key: "per_page", value: "50").pages(of: Article.self) {
            summaries.append(
                "\(page.number) \(page.items.count) \(page.totalPages as Any) \(page.totalItems as Any) "
                    + "\(page.hasMore)")  // docs: print(page.number, page.items.count, …, page.hasMore)
        }
        var walked: [Article] = []
        for try await article in api.get("plain").items(of: Article.self) { walked.append(article) }  // flattened
        let everything = try await api.get("plain").items(of: Article.self).collect()

        #expect(summaries == ["1 50 nil nil true", "2 50 nil nil true", "3 37 nil nil false"])
        #expect(walked.map(\.id) == Array(1...137))
        #expect(everything == walked)
    }

    @Test func `nothing is sent until iteration starts and breaking out sends nothing more`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(
            baseURL: server.baseURL + "/paginate", pagination: .pageNumber(pageSizeKey: "per_page"))

        let pages = api.get("plain").query(key: "per_page", value: "10").pages(of: Article.self)
        #expect(try await server.totalRequests() == 0)
        for try await page in pages.prefetching(maxConcurrentPages: 1) where page.number == 2 { break }
        #expect(try await server.stats(path: "/paginate/plain").count == 2)
    }

    @Test func `the link-header and cursor strategies walk their APIs to the end`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL + "/paginate")

        let linked = try await api.get("link").query(key: "per_page", value: "40").items(of: Article.self)
            .paginated(by: .linkHeader()).collect()
        #expect(linked.map(\.id) == Array(1...137))

        let cursorPages = api.get("cursor").query(key: "limit", value: "50")
            .pages(of: Feed.self, extracting: \.items)
            .paginated(
                by: .cursor(key: "cursor") { response in
                    try JSONDecoder().decode(Feed.self, from: response.body).nextCursor
                })
        var counts: [Int] = []
        for try await page in cursorPages { counts.append(page.items.count) }
        #expect(counts == [50, 50, 37])
    }

    @Test func `the offset strategy moves forward by the items of each page`() async throws {
        let offsets = Box<[String]>([])
        let stub = StubTransport(respond: { request in
            let query = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
            let offset = Int(query.first { $0.name == "offset" }?.value ?? "0") ?? 0
            offsets.update { $0.append(String(offset)) }
            let ids = Array((offset + 1)...min(offset + 20, 45)).map { #"{"id": \#($0), "title": "Item \#($0)"}"# }
            return jsonResponse("[" + ids.joined(separator: ",") + "]")
        })
        let api = try RESTClient(baseURL: "https://api.example.com", transport: stub)

        let events = try await api.get("events").query(key: "limit", value: "20").items(of: Article.self)
            .paginated(by: .offset(key: "offset", limitKey: "limit")).collect()
        #expect(events.map(\.id) == Array(1...45))
        #expect(offsets.value == ["0", "20", "40"])
    }

    @Test func `prefetching holds at most n pages in flight and progress counts against the totals`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(
            baseURL: server.baseURL + "/paginate",
            pagination: .pageNumber(totalPagesHeader: "X-WP-TotalPages", totalItemsHeader: "X-WP-Total"))
        let bar = Box(0.0)

        let articles = try await api.get("wp").query(key: "per_page", value: "10").query(key: "delay_ms", value: "50")
            .items(of: Article.self)
            .prefetching(maxConcurrentPages: 3)
            .reportingProgress { progress in bar.update { $0 = progress.fractionCompleted ?? 0 } }
            .collect()

        #expect(articles.map(\.id) == Array(1...137))
        #expect(bar.value == 1)
        let stats = try await server.stats(path: "/paginate/wp")
        #expect(stats.count == 14)
        #expect(stats.maxConcurrent > 1 && stats.maxConcurrent <= 3)
    }

    @Test func `a repeating next link ends the walk with a pagination error`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL + "/paginate")

        do {
            _ = try await api.get("repeat").items(of: Article.self).paginated(by: .linkHeader()).collect()
            Issue.record("expected a pagination error")
        } catch .pagination(let failure) {
            #expect(String(describing: failure).contains("loop"))
        } catch {
            Issue.record("unexpected: \(error)")
        }
    }

    @Test func `an error on page k is thrown after pages 1 to k-1 were delivered`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(
            baseURL: server.baseURL + "/paginate", pagination: .pageNumber(pageSizeKey: "per_page"))
        var delivered: [Int] = []

        do {
            for try await page in api.get("plain").query(key: "fail_at", value: "3").pages(of: Article.self) {
                delivered.append(page.number)
            }
            Issue.record("expected page 3 to fail")
        } catch .httpStatus(let failure) {
            #expect(failure.statusCode == 500)
        } catch {
            Issue.record("unexpected: \(error)")
        }
        #expect(delivered == [1, 2])
    }
}
