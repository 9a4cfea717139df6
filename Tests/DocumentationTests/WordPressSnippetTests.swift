// DocC "Using WordPress": the snippet's calls and the writing calls, against the site recorded in Fixtures/wordpress.
import RESTChain
import TestSupport
import Testing
import WordPressAPI

struct WordPressSnippetTests {
    private static func fixtures() -> RecordingTransport {
        // The recordings of pages 2 and 3 were made without `_embed`: let them answer the snippet's `.embed()`.
        RecordingTransport(
            wrapped: FixtureTransport(
                directory: wordPressFixtures, mountPath: "/wp-json", optionalQueryNames: ["_embed"]))
    }

    @Test func `the WordPress snippet reads a page of posts, one post, every page and the site index`() async throws {
        let transport = Self.fixtures()

        let wp = try WordPress(route: "https://www.example.com/wp-json", namespace: .wp(v: .v2), transport: transport)
        // docs: per_page 5; the recordings hold page 2 with per_page 10 only.
        let posts = try await wp.get(endpoint: .posts)
            .query(key: .page, value: "2")
            .query(key: .perPage, value: "10")
            .embed()
            .decode(type: [WordPress.Post].self)
        let titles = posts.map { $0.title.rendered }  // docs: posts.forEach { print($0.title.rendered) }

        #expect(posts.map(\.id) == Array((11...20).reversed()))
        #expect(titles.first == "Ordering results")
        let sent = try #require(transport.urls.first)
        #expect(sent.hasPrefix("https://www.example.com/wp-json/wp/v2/posts?page=2&per_page=10&_embed"))

        // docs: .post(id: 5508442); the recordings hold post 5.
        let (one, sink) = AsyncStream.makeStream(of: String.self)
        wp.get(endpoint: .post(id: 5)).decode(type: WordPress.Post.self) { result in
            guard let post = result.value else {
                sink.yield(result.error?.description ?? "")
                return
            }
            sink.yield(post.title.rendered)
        }
        #expect(await first(1, of: one).first == "Getting started with RESTChain")

        // docs: no per_page; the recordings hold pages 2 and 3 only with per_page=10.
        var every: [WordPress.Post] = []
        for try await post in wp.get(endpoint: .posts).query(key: .perPage, value: "10").items(of: WordPress.Post.self)
        {
            every.append(post)
        }  // every page
        let site = try await wp.index().decode(type: WordPress.SiteIndex.self)  // name, namespaces, routes

        #expect(every.count == 27 && Set(every.map(\.id)).count == 27)
        #expect(site.name == "RESTChain Test Site")
        #expect(site.namespaces.contains("wp/v2"))
        #expect(site.routes?.isEmpty == false)
    }

    @Test func `namespaces, endpoints and query helpers build the paths the docs list`() throws {
        let wp = try WordPress(route: "https://www.example.com/wp-json", transport: Self.fixtures())
        let plugin = try WordPress(route: "https://www.example.com/wp-json", namespace: .plugin(name: "plugin", v: .v1))
        let custom = try WordPress(route: "https://www.example.com/wp-json", namespace: .custom(path: "plugin/v1"))

        #expect(plugin.get(endpoint: .posts).request.url == "https://www.example.com/wp-json/plugin/v1/posts")
        #expect(custom.get(endpoint: .posts).request.url == "https://www.example.com/wp-json/plugin/v1/posts")
        #expect(WordPress.Namespace.wp(v: .custom(v: "10")).path == "wp/10")
        #expect(wp.get(endpoint: .mediaItem(id: 4)).request.url == "https://www.example.com/wp-json/wp/v2/media/4")
        #expect(wp.get(endpoint: .post(id: 7)).request.url == "https://www.example.com/wp-json/wp/v2/posts/7")
        #expect(wp.get(endpoint: .sidebar(id: "a/b")).request.url.hasSuffix("/sidebars/a%2Fb"))
        #expect(
            wp.get(endpoint: .applicationPasswords(of: .me)).request.url.hasSuffix("/users/me/application-passwords"))
        let shaped = wp.get(endpoint: .posts).fields("id", "title").context(.edit).query(
            key: .custom("sticky"), value: "1")
        #expect(shaped.request.absoluteString.hasSuffix("posts?_fields=id,title&context=edit&sticky=1"))
    }

    @Test func `embedded authors and media are typed and errors arrive as WordPress APIError`() async throws {
        let wp = try WordPress(route: "https://www.example.com/wp-json", transport: Self.fixtures())

        let post = try await wp.get(endpoint: .post(id: 5)).embed().decode(type: WordPress.Post.self)
        #expect(post.embedded?.author?.first?.id == post.author)
        #expect(post.embedded?.terms?.isEmpty == false)
        let page = try await wp.get(endpoint: .posts).embed().decode(type: [WordPress.Post].self)
        let illustrated = try #require(page.first { $0.id == 29 })
        #expect(illustrated.embedded?.featuredMedia?.first?.id == 4)

        do {
            _ = try await wp.get(endpoint: .post(id: 999999)).decode(type: WordPress.Post.self)
            Issue.record("expected a 404")
        } catch .httpStatus(let failure) {
            #expect((failure.apiError as? WordPress.APIError)?.code == "rest_post_invalid_id")
        }
    }

    @Test func `the writing calls send the verbs and credentials the docs describe`() async throws {
        let transport = Self.fixtures()
        let wp = try WordPress(
            route: "https://www.example.com/wp-json",
            authentication: .applicationPassword(user: "admin", password: "abcd efgh"),
            transport: transport)
        let draft = WordPress.PostDraft(title: "Hello", content: "From RESTChain", status: .draft)
        let png = Data([0x89, 0x50, 0x4E, 0x47])

        // docs: .post(id: 7); the recordings hold the writes of post 38.
        let created = try await wp.create(.posts, body: .json(draft)).decode(type: WordPress.Post.self)
        let updated = try await wp.update(.post(id: 38), body: .json(WordPress.PostDraft(title: "Renamed")))
            .decode(type: WordPress.Post.self)
        let deleted = try await wp.delete(.post(id: 38), force: true).json()
        let media = try await wp.uploadMedia(png, filename: "a.png", contentType: "image/png")
            .decode(type: WordPress.Media.self)

        #expect(created.id == 38 && updated.id == 38)
        #expect(deleted["deleted"] == true)
        #expect(media.id == 40)
        let requests = transport.sent.value
        #expect(requests.map { $0.httpMethod ?? "" } == ["POST", "POST", "DELETE", "POST"])
        #expect(requests[2].url?.query == "force=true")
        #expect(requests[3].value(forHTTPHeaderField: "Content-Disposition") == #"attachment; filename="a.png""#)
        let basic = "Basic " + Data("admin:abcd efgh".utf8).base64EncodedString()
        #expect(requests.allSatisfy { $0.value(forHTTPHeaderField: "Authorization") == basic })
        let bearer = try WordPress(route: "https://www.example.com/wp-json", authentication: .bearer(token: "jwt"))
        #expect(bearer.client.configuration.headers["Authorization"] == "Bearer jwt")
    }
}
