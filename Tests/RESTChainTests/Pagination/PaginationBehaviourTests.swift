// How a walk behaves over real sockets: laziness, early break, cancellation, prefetch, loop guards, errors, progress.
import Foundation
import RESTChain
import TestSupport
import Testing

struct PaginationBehaviourTests {
    @Test func `nothing is sent until iteration starts`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        let pages = api.get("paginate/wp").pages(of: Entry.self).prefetching(maxConcurrentPages: 2)
        var iterator = pages.makeAsyncIterator()
        try await Task.sleep(for: .milliseconds(200))
        #expect(try await server.totalRequests() == 0)
        #expect(try await iterator.next()?.number == 1)
        #expect(try await server.totalRequests() == 1)
    }

    @Test func `early break sends no more requests`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        for try await page in api.get("paginate/wp").pages(of: Entry.self).prefetching(maxConcurrentPages: 1) {
            if page.number == 3 { break }
        }
        try await Task.sleep(for: .milliseconds(300))
        #expect(try await server.stats(path: "/paginate/wp").count == 3)
    }

    @Test func `early break with prefetch sends nothing past the window`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        var seen: [Int] = []
        for try await item in api.get("paginate/wp").items(of: Entry.self) {
            seen.append(item.id)
            if item.id == 15 { break }
        }
        try await Task.sleep(for: .milliseconds(300))
        #expect(seen == Array(1...15))
        let window = AsyncPageSequence<Entry>.defaultMaxConcurrentPages
        #expect(try await server.stats(path: "/paginate/wp").count == 1 + window)
    }

    @Test func `cancelling the iterating task cancels the page in flight and sends no more`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        let delivered = Recorder<Int>()
        let walk = Task {
            let pages = api.get("paginate/wp").query(key: "delay_ms", value: "1000").pages(of: Entry.self)
            for try await page in pages {
                delivered.record(page.number)
            }
        }
        #expect(try await eventually { delivered.values == [1] })
        #expect(try await eventually { try await server.stats(path: "/paginate/wp").inFlight > 0 })
        walk.cancel()
        let result = await walk.result
        guard case .failure(let error) = result, case .cancelled = RESTError(error) else {
            Issue.record("expected the walk to end in RESTError.cancelled, got \(result)")
            return
        }
        #expect(try await eventually { try await server.stats(path: "/paginate/wp").disconnected > 0 })
        try await Task.sleep(for: .milliseconds(300))
        let stats = try await server.stats(path: "/paginate/wp")
        #expect(stats.count == stats.disconnected + 1)
        #expect(delivered.values == [1])
    }

    @Test func `prefetched pages arrive in order and never exceed the window`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        let session = api.get("paginate/wp").query(key: "delay_ms", value: "100").query(key: "per_page", value: "10")
        let (pages, error) = await walk(session.pages(of: Entry.self).prefetching(maxConcurrentPages: 3))
        #expect(error == nil)
        #expect(pages.map(\.number) == Array(1...14))
        #expect(pages.flatMap(\.items).map(\.id) == Array(1...137))
        let stats = try await server.stats(path: "/paginate/wp")
        #expect(stats.count == 14)
        #expect((2...3).contains(stats.maxConcurrent))
    }

    @Test func `pages are fetched one at a time while their count is unknown`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .pageNumber(pageSize: 20))
        let session = api.get("paginate/plain").query(key: "delay_ms", value: "30")
        let items = try await session.items(of: Entry.self).prefetching(maxConcurrentPages: 4).collect()
        #expect(items.map(\.id) == Array(1...137))
        #expect(try await server.stats(path: "/paginate/plain").maxConcurrent == 1)
    }

    @Test func `a repeated next link ends in a clear error`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .linkHeader())
        let session = api.get("paginate/repeat").query(key: "per_page", value: "10")
        let (pages, error) = await walk(session.pages(of: Entry.self))
        #expect(pages.map(\.number) == [1, 2])
        guard case .pagination(.repeatedRequest(let url, let afterPage))? = error else {
            Issue.record("expected a repeated-request failure, got \(String(describing: error))")
            return
        }
        #expect(url.contains("page=2") && afterPage == 2)
        #expect(try await server.stats(path: "/paginate/repeat").count == 2)
    }

    @Test(arguments: [1, 4])
    func `a page count that keeps growing ends in a clear error`(window: Int) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        let pages = api.get("paginate/growing").pages(of: Entry.self).prefetching(maxConcurrentPages: window)
        let (delivered, error) = await walk(pages)
        guard case .pagination(.growingPageCount(let first, let last, _))? = error else {
            Issue.record("expected a growing-page-count failure, got \(String(describing: error))")
            return
        }
        #expect(last > first)
        #expect(delivered.count < 14)
        #expect(try await server.stats(path: "/paginate/growing").count <= 1 + 3 * window)
    }

    @Test(arguments: [1, 4])
    func `an error on page k is thrown after pages 1 to k-1`(window: Int) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        let session = api.get("paginate/wp").query(key: "fail_at", value: "3")
        let (pages, error) = await walk(session.pages(of: Entry.self).prefetching(maxConcurrentPages: window))
        #expect(pages.map(\.number) == [1, 2])
        #expect(error?.statusCode == 500)
    }

    @Test func `progress counts pages and items out of the totals`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        let progress = Recorder<PaginationProgress>()
        let items = try await api.get("paginate/wp").query(key: "per_page", value: "50").items(of: Entry.self)
            .reportingProgress { progress.record($0) }
            .collect()
        #expect(items.count == 137)
        #expect(
            progress.values == [
                PaginationProgress(pagesFetched: 1, itemsFetched: 50, totalPages: 3, totalItems: 137),
                PaginationProgress(pagesFetched: 2, itemsFetched: 100, totalPages: 3, totalItems: 137),
                PaginationProgress(pagesFetched: 3, itemsFetched: 137, totalPages: 3, totalItems: 137),
            ])
        #expect(progress.values.last?.fractionCompleted == 1)
    }

    @Test func `a client without a strategy follows Link rel=next headers`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server)
        let items = try await api.get("paginate/link").items(of: Entry.self).collect()
        #expect(items.map(\.id) == Array(1...137))
        #expect(try await server.stats(path: "/paginate/link").count == 5)
    }

    @Test func `a client without a strategy fails clearly when the first page gives no signal`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server)
        let (pages, error) = await walk(api.get("paginate/plain").pages(of: Entry.self))
        #expect(pages.isEmpty)
        #expect(error.map { if case .pagination(.noStrategy) = $0 { true } else { false } } == true)
        #expect(error?.description.contains("no pagination strategy") == true)
        #expect(try await server.totalRequests() == 1)
    }

    @Test func `a walk's own strategy replaces the client's`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try paginationClient(server, pagination: .wordPressStyle)
        let items = try await api.get("paginate/link").items(of: Entry.self).paginated(by: .linkHeader()).collect()
        #expect(items.map(\.id) == Array(1...137))
        #expect(try await server.stats(path: "/paginate/link").count == 5)
    }
}
