// Posts, pages and media share their common fields through WordPress.PostObject, read flat.
import Foundation
import RESTChain
import Testing
import WordPressAPI

struct PostObjectTests {
    /// Generic over every post type: only the protocol's fields.
    func summary(_ item: some WordPress.PostObject) -> String {
        "\(item.type) \(item.id): \(item.title.rendered) at \(item.link.path)"
    }

    @Test func `posts, pages and media items are read through the same protocol`() async throws {
        let wp = try fixtureSite()
        let post = try await wp.get(endpoint: .post(id: 5)).decode(type: WordPress.Post.self)
        let page = try await wp.get(endpoint: .page(id: 35)).decode(type: WordPress.Page.self)
        let media = try await wp.get(endpoint: .mediaItem(id: 4)).decode(type: WordPress.Media.self)
        #expect(summary(post).hasPrefix("post 5: "))
        #expect(summary(page).hasPrefix("page 35: "))
        #expect(summary(media).hasPrefix("attachment 4: "))
        #expect(media.sourceURL?.pathExtension.isEmpty == false)
    }

    @Test func `a post encodes its common and own fields into one object and decodes back equal`() async throws {
        let post = try await fixtureSite().get(endpoint: .post(id: 13)).context(.edit)
            .decode(type: WordPress.Post.self)
        let data = try JSONEncoder().encode(post)
        let object = try JSONDecoder().decode([String: JSONValue].self, from: data)
        #expect(object["id"] == .number(13) && object["content"] != nil && object["common"] == nil)
        #expect(try JSONDecoder().decode(WordPress.Post.self, from: data) == post)
    }

    @Test func `the date pairs give the instant and the site's offset`() async throws {
        let post = try await fixtureSite().get(endpoint: .post(id: 5)).decode(type: WordPress.Post.self)
        let zoned = try #require(post.dateInSiteZone)
        #expect(zoned.date == post.dateGMT)
        let local = try #require(post.date)
        #expect(local.date(in: zoned.timeZone) == zoned.date)
    }

    @Test func `a post's fields can be set through the flat names`() async throws {
        var post = try await fixtureSite().get(endpoint: .post(id: 5)).decode(type: WordPress.Post.self)
        post.slug = "renamed"
        #expect(post.common.slug == "renamed")
    }
}
