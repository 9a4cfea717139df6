// The typed writes as sent: verbs, paths, queries and JSON bodies of the calls beyond create, update and delete.
import Foundation
import RESTChain
import Testing
import WordPressAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct WordPressWriteRequestTests {
    /// The JSON body of `request`, as a value.
    func body(_ request: URLRequest) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: try #require(request.httpBody))
    }

    @Test func `users are deleted for good with an heir, or with their content`() async throws {
        let sent = SentRequests()
        let wp = try WordPress(route: "https://example.com/wp-json", transport: sent.transport)
        _ = try await wp.delete(user: .user(id: 7), reassigningContentTo: 1).data()
        _ = try await wp.delete(user: .me, reassigningContentTo: nil).data()
        let all = await sent.all
        #expect(all.map { $0.httpMethod ?? "" } == ["DELETE", "DELETE"])
        #expect(
            all.map { $0.url?.absoluteString ?? "" } == [
                "https://example.com/wp-json/wp/v2/users/7?force=true&reassign=1",
                "https://example.com/wp-json/wp/v2/users/me?force=true&reassign=false",
            ])
    }

    @Test func `image edits, sizes, plugins, renderers and widgets post their bodies`() async throws {
        let sent = SentRequests()
        let wp = try WordPress(route: "https://example.com/wp-json", transport: sent.transport)
        let source = try #require(URL(string: "https://example.com/a.png"))
        let edit = WordPress.ImageEdit(
            source: source, modifiers: [.rotate(degrees: 90), .crop(left: 10, top: 20, width: 30, height: 40)])
        _ = try await wp.edit(image: 4, edit).data()
        _ = try await wp.createImageSizes(of: 4).data()
        _ = try await wp.install(plugin: "hello-dolly", activating: true).data()
        _ = try await wp.render(block: "core/archives", attributes: ["showPostCounts": true], in: 5).data()
        _ = try await wp.encode(widgetType: "search", formData: "widget-search[-1][title]=Find").data()
        _ = try await wp.render(widgetType: "search", instance: ["raw": ["title": "Find"]]).data()
        let all = await sent.all
        #expect(all.allSatisfy { $0.httpMethod == "POST" })
        #expect(
            all.map { $0.url?.path ?? "" } == [
                "/wp-json/wp/v2/media/4/edit", "/wp-json/wp/v2/media/4/post-process", "/wp-json/wp/v2/plugins",
                "/wp-json/wp/v2/block-renderer/core/archives", "/wp-json/wp/v2/widget-types/search/encode",
                "/wp-json/wp/v2/widget-types/search/render",
            ])
        #expect(
            try body(all[0]) == [
                "src": "https://example.com/a.png",
                "modifiers": [
                    ["type": "rotate", "args": ["angle": 90]],
                    ["type": "crop", "args": ["left": 10, "top": 20, "width": 30, "height": 40]],
                ],
            ])
        #expect(try body(all[1]) == ["action": "create-image-subsizes"])
        #expect(try body(all[2]) == ["slug": "hello-dolly", "status": "active"])
        #expect(try body(all[3]) == ["attributes": ["showPostCounts": true], "context": "edit", "post_id": 5])
        #expect(try body(all[4]) == ["form_data": "widget-search[-1][title]=Find"])
        #expect(try body(all[5]) == ["instance": ["raw": ["title": "Find"]]])
    }

    @Test func `a restored revision writes back its raw texts, or the rendered ones without them`() async throws {
        let sent = SentRequests()
        let wp = try WordPress(route: "https://example.com/wp-json", transport: sent.transport)
        let json = """
            {"id": 9, "parent": 5, "title": {"raw": "Dawn", "rendered": "Dawn"},
             "content": {"raw": "<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->", "rendered": "<p>Hi</p>"},
             "excerpt": {"rendered": "<p>Short</p>"}}
            """
        let revision = try JSONDecoder().decode(WordPress.Revision.self, from: Data(json.utf8))
        _ = try await wp.restore(revision, of: .post(id: 5)).context(.edit).data()
        let request = try #require(await sent.all.first)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://example.com/wp-json/wp/v2/posts/5?context=edit")
        #expect(
            try body(request) == [
                "title": "Dawn", "content": "<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->",
                "excerpt": "<p>Short</p>",
            ])
    }

    @Test func `a user draft sends only the fields set, under WordPress's names`() throws {
        let draft = WordPress.UserDraft(username: "jo", email: "jo@example.com", firstName: "Jo", roles: ["author"])
        let sent = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(draft))
        #expect(sent == ["username": "jo", "email": "jo@example.com", "first_name": "Jo", "roles": ["author"]])
        let media = try JSONDecoder().decode(
            JSONValue.self, from: JSONEncoder().encode(WordPress.MediaDraft(altText: "A", post: 3)))
        #expect(media == ["alt_text": "A", "post": 3])
    }
}
