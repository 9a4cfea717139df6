// A site without pretty permalinks: every request goes out as ?rest_route=, whatever the route, query or verb.
import Foundation
import RESTChain
import Testing
import WordPressAPI

struct QueryRouteAdapterTests {
    @Test(arguments: [
        ("https://example.com/?rest_route=/", "https://example.com/?rest_route=/wp/v2/posts&page=2&per_page=5"),
        (
            "https://example.com/blog/?rest_route=/",
            "https://example.com/blog/?rest_route=/wp/v2/posts&page=2&per_page=5"
        ),
        (
            "https://example.com/index.php?rest_route=/",
            "https://example.com/index.php?rest_route=/wp/v2/posts&page=2&per_page=5"
        ),
        ("https://example.com/wp-json", "https://example.com/wp-json/wp/v2/posts?page=2&per_page=5"),
    ])
    func `a ?rest_route= root sends the route in the query and keeps the rest of it`(root: String, expected: String)
        async throws
    {
        let sent = SentRequests()
        let wp = try WordPress(route: root, transport: sent.transport)
        _ = try await wp.get(endpoint: .posts).query(key: .page, value: "2").query(key: .perPage, value: "5").data()
        #expect(await sent.all.first?.url?.absoluteString == expected)
    }

    @Test func `the site index, the namespace root, slashed ids, escapes and writes keep their shape`() async throws {
        let sent = SentRequests()
        let wp = try WordPress(route: "https://example.com/?rest_route=/", transport: sent.transport)
        _ = try await wp.index().data()
        _ = try await wp.namespaceIndex().data()
        _ = try await wp.get(endpoint: .template(id: "twentytwentythree//home")).context(.edit).data()
        _ = try await wp.delete(.post(id: 5), force: true).data()
        _ = try await wp.get(endpoint: .taxonomy(slug: "a+b&c=d")).data()
        let requests = await sent.all
        #expect(
            requests.map { $0.url?.absoluteString ?? "" } == [
                "https://example.com/?rest_route=/",
                "https://example.com/?rest_route=/wp/v2",
                "https://example.com/?rest_route=/wp/v2/templates/twentytwentythree//home&context=edit",
                "https://example.com/?rest_route=/wp/v2/posts/5&force=true",
                "https://example.com/?rest_route=/wp/v2/taxonomies/a%2Bb%26c%3Dd",
            ])
        #expect(requests.map(\.httpMethod) == ["GET", "GET", "GET", "DELETE", "GET"])
        #expect(wp.route.string == "https://example.com/wp-json")
    }

    @Test func `a link the site sent in ?rest_route= form is followed as it is`() async throws {
        let sent = SentRequests()
        let wp = try WordPress(route: "https://example.com/?rest_route=/", transport: sent.transport)
        let next = try #require(URL(string: "https://example.com/?rest_route=/wp/v2/posts&page=3"))
        _ = try await wp.client.get(url: next).data()
        // The core may percent-encode the route's slashes in the query; the adapter leaves the URL where it is.
        let went = await sent.all.map { $0.url?.absoluteString.removingPercentEncoding ?? "" }
        #expect(went == [next.absoluteString])
    }

    @Test func `a root with another query is still refused with a typed error`() {
        #expect(throws: RESTError.self) { _ = try WordPress(route: "https://example.com/?p=1") }
    }
}
