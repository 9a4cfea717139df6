// WordPress requests: namespaces, query keys, embed, authentication and writes as sent.
import Foundation
import RESTChain
import Testing
import WordPressAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records requests and answers `{}`.
actor SentRequests {
    var all: [URLRequest] = []
    func append(_ request: URLRequest) { all.append(request) }
    nonisolated var transport: StubTransport {
        StubTransport { request in
            await self.append(request)
            return RESTResponse(statusCode: 200, body: Data("{}".utf8))
        }
    }
}

struct WordPressRequestTests {
    @Test(arguments: [
        (
            "https://example.com/api", WordPress.Namespace.plugin(name: "plugin", v: .v1),
            "https://example.com/api/plugin/v1/posts"
        ),
        ("https://example.com/wp-json/", .custom(path: "plugin/v1"), "https://example.com/wp-json/plugin/v1/posts"),
        (
            "https://example.com/wp-json", .plugin(name: "my-plugin", v: .custom(v: "10")),
            "https://example.com/wp-json/my-plugin/10/posts"
        ),
        ("https://example.com/wp-json", .wp(v: .v2), "https://example.com/wp-json/wp/v2/posts"),
    ])
    func `namespaces compose the URL`(route: String, namespace: WordPress.Namespace, expected: String) async throws {
        let sent = SentRequests()
        _ = try await WordPress(route: route, namespace: namespace, transport: sent.transport).get(endpoint: .posts)
            .data()
        #expect(await sent.all.first?.url?.absoluteString == expected)
    }

    @Test func `query keys, embed, fields and context reach the query string`() async throws {
        let sent = SentRequests()
        let wp = try WordPress(route: "https://example.com/wp-json", transport: sent.transport)
        _ = try await wp.get(endpoint: .posts).query(key: .page, value: "2").query(key: .perPage, value: "5")
            .query(key: .orderBy, value: "date").embed().fields("id", "title").context(.view).data()
        let url = try #require(await sent.all.first?.url)
        #expect(url.query == "page=2&per_page=5&orderby=date&_embed&_fields=id,title&context=view")
    }

    @Test func `numbered resources take an Int, named ones a String that stays one segment`() {
        #expect(WordPress.Endpoint.post(id: 5_508_442).path == "posts/5508442")
        #expect(WordPress.Endpoint.revisions(of: .post(id: 7)).path == "posts/7/revisions")
        #expect(WordPress.Endpoint.autosave(id: 9, of: .page(id: 3)).path == "pages/3/autosaves/9")
        #expect(WordPress.Endpoint.widget(id: "1/../../users").path == "widgets/1%2F..%2F..%2Fusers")
        #expect(WordPress.Endpoint.me.path == "users/me")
        #expect(WordPress.Endpoint.mediaItem(id: 4).path == "media/4")
        #expect(WordPress.Endpoint.applicationPasswords(of: .user(id: 2)).path == "users/2/application-passwords")
        #expect(
            WordPress.Endpoint.applicationPassword(uuid: "a/b", of: .me).path == "users/me/application-passwords/a%2Fb")
        #expect(
            WordPress.Endpoint.applicationPasswordIntrospection(of: .me).path
                == "users/me/application-passwords/introspect")
    }

    @Test func `a face over your own client is rooted at the namespace and configured keeps it`() throws {
        let own = try RESTClient(baseURL: "https://example.com/wp-json/")
        let wp = try WordPress(client: own, namespace: .plugin(name: "shop", v: .v1))
        let logged = wp.configured { $0.monitors.append(LoggingMonitor()) }
        #expect(wp.get(endpoint: .posts).request.url == "https://example.com/wp-json/shop/v1/posts")
        #expect(logged.get(endpoint: .posts).request.url == "https://example.com/wp-json/shop/v1/posts")
        #expect(logged.client.configuration.monitors.count == 1)
        #expect(logged.index().request.url == "https://example.com/wp-json")
    }

    @Test func `the face and its core client request an endpoint the same way`() throws {
        let wp = try WordPress(route: "https://example.com/wp-json/")
        let viaFace = wp.get(endpoint: .post(id: 5)).request
        let viaClient = wp.client.get(endpoint: WordPress.Endpoint.post(id: 5)).request
        #expect(viaFace.url == "https://example.com/wp-json/wp/v2/posts/5")
        #expect(viaClient.url == viaFace.url)
        #expect(viaFace.endpoint as? WordPress.Endpoint == .post(id: 5))
        #expect(wp.index().request.url == "https://example.com/wp-json")
    }

    @Test func `application passwords and bearer tokens sign every request`() async throws {
        let sent = SentRequests()
        let basic = try WordPress(
            route: "https://example.com/wp-json",
            authentication: .applicationPassword(user: "admin", password: "abcd efgh"),
            transport: sent.transport)
        let bearer = try WordPress(
            route: "https://example.com/wp-json", authentication: .bearer(token: "jwt"),
            transport: sent.transport)
        _ = try await basic.get(endpoint: .me).data()
        _ = try await bearer.get(endpoint: .me).data()
        let headers = await sent.all.map { $0.value(forHTTPHeaderField: "Authorization") }
        #expect(headers == ["Basic " + Data("admin:abcd efgh".utf8).base64EncodedString(), "Bearer jwt"])
    }

    @Test func `writes use WordPress's verbs, paths and bodies`() async throws {
        let sent = SentRequests()
        let wp = try WordPress(route: "https://example.com/wp-json", transport: sent.transport)
        _ = try await wp.create(.posts, body: .json(["title": "Hello", "status": "draft"])).data()
        _ = try await wp.update(.post(id: 41), body: .json(["title": "Changed"])).data()
        _ = try await wp.delete(.post(id: 41), force: true).data()
        _ = try await wp.uploadMedia(Data([1, 2, 3]), filename: "a.png", contentType: "image/png").data()
        let all = await sent.all
        #expect(all.map { $0.httpMethod ?? "" } == ["POST", "POST", "DELETE", "POST"])
        #expect(all[1].url?.path == "/wp-json/wp/v2/posts/41")
        #expect(all[2].url?.query == "force=true")
        #expect(all[3].value(forHTTPHeaderField: "Content-Disposition") == "attachment; filename=\"a.png\"")
        #expect(all[3].value(forHTTPHeaderField: "Content-Type") == "image/png")
        #expect(all[3].httpBody == Data([1, 2, 3]))
    }

    @Test func `an invalid route is refused with a clear error`() {
        #expect(throws: RESTError.self) { _ = try WordPress(route: "wp-json") }
    }
}

/// WordpressKit's completion style — `result.value` and `result.error` — against the recorded site.
struct WordPressCompletionTests {
    @Test func `a completion handler reads the value of a success and the error of a failure`() async throws {
        let wp = try fixtureSite()
        let (results, sink) = AsyncStream.makeStream(of: Result<WordPress.Post, RESTError>.self)
        wp.get(endpoint: .post(id: 5)).decode(type: WordPress.Post.self) { result in sink.yield(result) }
        wp.get(endpoint: .post(id: 999_999)).decode(type: WordPress.Post.self) { result in sink.yield(result) }

        var values: [WordPress.Post] = []
        var errors: [RESTError] = []
        for await result in results.prefix(2) {
            if let post = result.value { values.append(post) }
            if let error = result.error { errors.append(error) }
        }

        #expect(values.map(\.id) == [5])
        guard case .httpStatus(let failure) = try #require(errors.first) else {
            Issue.record("expected an HTTP failure, got \(errors)")
            return
        }
        #expect(failure.statusCode == 404)
        #expect((failure.apiError as? WordPress.APIError)?.code == "rest_post_invalid_id")
    }
}
