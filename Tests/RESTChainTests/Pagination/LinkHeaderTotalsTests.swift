// A walk by Link headers reports its totals from the `last` link and `X-Total-Count`, as GitHub-style APIs send.
import Foundation
import RESTChain
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct LinkHeaderTotalsTests {
    /// Three pages of `[page]`, numbered from `first`, each with `next` (but the last), `first` and `last`
    /// links and `X-Total-Count: 3`, as GitHub and GitLab send them.
    private static func client(firstPage first: Int) throws -> RESTClient {
        let last = first + 2
        let recorder = StubRecorder()
        return try stubClient(
            recorder.transport { request in
                let items =
                    request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
                let page = items.first { $0.name == "page" }?.value.flatMap(Int.init) ?? first
                var links = ["<https://api.example.com/api/v2/items?page=\(first)>; rel=\"first\""]
                if page < last { links.append("<https://api.example.com/api/v2/items?page=\(page + 1)>; rel=\"next\"") }
                if page < last { links.append("<https://api.example.com/api/v2/items?page=\(last)>; rel=\"last\"") }
                return RESTResponse(
                    statusCode: 200, headers: ["Link": links.joined(separator: ", "), "X-Total-Count": "3"],
                    body: Data("[\(page)]".utf8))
            })
    }

    @Test(arguments: [1, 0])
    func `a client with no strategy reads the page count from the last link and the items from X-Total-Count`(
        first: Int
    ) async throws {
        var pages: [Page<Int>] = []
        for try await page in try Self.client(firstPage: first).get("items").pages(of: Int.self) {
            pages.append(page)
        }
        #expect(pages.flatMap(\.items) == [first, first + 1, first + 2])
        #expect(pages.prefix(2).map(\.totalPages) == [3, 3])
        #expect(pages.map(\.totalItems) == [3, 3, 3])
    }

    @Test func `the declared link strategy reads them the same way, and a page count header wins`() async throws {
        let api = try Self.client(firstPage: 1)
        let declared = try await api.get("items").pages(of: Int.self).paginated(by: .linkHeader()).first { _ in true }
        #expect(declared?.totalPages == 3 && declared?.totalItems == 3)
        let strategy = LinkHeaderStrategy.linkHeader(totalPagesHeader: "X-Total-Count", pageKey: nil)
        let response = RESTResponse(
            statusCode: 200, headers: ["X-Total-Count": "9", "Link": "<https://x.test/?page=4>; rel=\"last\""])
        #expect(strategy.totals(in: response) == PageTotals(pages: 9, items: 9))
        #expect(LinkHeaderStrategy.linkHeader(pageKey: nil).totals(in: RESTResponse(statusCode: 200)).pages == nil)
    }
}
