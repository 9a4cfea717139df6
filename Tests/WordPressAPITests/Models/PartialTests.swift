// Partial responses: `_fields`-narrowed items decode as WordPress.Partial and read by key path.
import Foundation
import RESTChain
import Testing
import WordPressAPI

struct PartialTests {
    /// A client answering every GET with `body`, recording nothing.
    func site(answering body: String) throws -> WordPress {
        try WordPress(
            route: "https://example.com/wp-json",
            transport: StubTransport { _ in RESTResponse(statusCode: 200, body: Data(body.utf8)) })
    }

    @Test func `posts narrowed to id and title decode as partials without a missing-key error`() async throws {
        let wp = try site(
            answering: #"[{"id": 7, "title": {"rendered": "Hello"}}, {"id": 8, "title": {"rendered": ""}}]"#)
        let items = try await wp.get(endpoint: .posts).fields("id", "title")
            .decode(type: [WordPress.Partial<WordPress.Post>].self)
        #expect(items.map(\.id) == [7, 8])
        #expect(items[0].title?.rendered == "Hello")
        #expect(items[0].slug == nil && items[0].content == nil && items[0].sticky == nil)
        #expect(items[0].contains(\.title) && !items[0].contains(\.slug))
    }

    @Test func `a partial reads dates, URLs and the post's own fields in their model types`() throws {
        let json = #"{"date_gmt": "2024-05-01T09:20:30", "link": "https://example.com/hello/", "featured_media": 4}"#
        let item = try JSONDecoder().decode(WordPress.Partial<WordPress.Post>.self, from: Data(json.utf8))
        #expect(item.dateGMT == Date(timeIntervalSince1970: 1_714_555_230))
        #expect(item.link?.host == "example.com")
        #expect(item.featuredMedia == 4)
    }

    @Test func `a field sent with the wrong type is nil by member and a typed error by value`() throws {
        let item = try JSONDecoder().decode(WordPress.Partial<WordPress.Media>.self, from: Data(#"{"id": "x"}"#.utf8))
        #expect(item.id == nil)
        #expect(throws: DecodingError.self) { try item.value(\.id) }
    }

    @Test func `fields(of:) sends the JSON names of the key paths`() async throws {
        let sent = SentRequests()
        let wp = try WordPress(route: "https://example.com/wp-json", transport: sent.transport)
        _ = try await wp.get(endpoint: .media).fields(of: WordPress.Media.self, \.id, \.sourceURL, \.dateGMT).data()
        #expect(await sent.all.first?.url?.query == "_fields=id,source_url,date_gmt")
    }
}
