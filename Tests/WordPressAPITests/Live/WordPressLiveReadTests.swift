// Against a real WordPress: every endpoint, embed and every model decode what the site sends.
import Foundation
import RESTChain
import Testing
import WordPressAPI

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveReadTests {
    @Test func `the site index lists the wp v2 namespace`() async throws {
        let index = try await LiveSite.anonymous().index().decode(type: WordPress.SiteIndex.self)
        #expect(index.namespaces.contains("wp/v2"))
    }

    @Test func `posts decode in view, embed and edit context`() async throws {
        let wp = try LiveSite.authenticated()
        let posts = try await wp.get(endpoint: .posts).query(key: .before, value: "2025-01-01T00:00:00")
            .query(key: .perPage, value: "10").decode(type: [WordPress.Post].self)
        #expect(posts.count == 10)
        let embedded = try await wp.get(endpoint: .posts).embed().decode(type: [WordPress.Post].self)
        #expect(embedded.contains { $0.embedded?.author?.isEmpty == false })
        #expect(embedded.contains { $0.embedded?.featuredMedia?.isEmpty == false })
        let first = try #require(posts.first)
        let edit = try await wp.get(endpoint: .post(id: first.id)).context(.edit).decode(type: WordPress.Post.self)
        #expect(edit.id == first.id && edit.title.raw != nil)
        let wanted = try await wp.get(endpoint: .post(id: first.id)).embed().decode(type: WordPress.Post.self)
        #expect(wanted.embedded != nil)
    }

    @Test func `every other core endpoint decodes`() async throws {
        let wp = try LiveSite.authenticated()
        // Seeded posts only: the write tests create and delete others meanwhile.
        let posts = try await wp.get(endpoint: .posts).query(key: .before, value: "2025-01-01T00:00:00")
            .decode(type: [WordPress.Post].self)
        for post in posts {
            _ = try await wp.get(endpoint: .revisions(of: .post(id: post.id))).decode(type: [WordPress.Revision].self)
        }
        _ = try await wp.get(endpoint: .pages).embed().decode(type: [WordPress.Page].self)
        let media = try await wp.get(endpoint: .media).decode(type: [WordPress.Media].self)
        #expect(!media.isEmpty)
        // The seeded item (the lowest id): write tests upload and delete others meanwhile.
        let seeded = try #require(media.min { $0.id < $1.id })
        _ = try await wp.get(endpoint: .mediaItem(id: seeded.id)).context(.edit).decode(type: WordPress.Media.self)
        _ = try await wp.get(endpoint: .categories).decode(type: [WordPress.Category].self)
        _ = try await wp.get(endpoint: .tags).decode(type: [WordPress.Tag].self)
        _ = try await wp.get(endpoint: .comments).context(.edit).decode(type: [WordPress.Comment].self)
        _ = try await wp.get(endpoint: .users).decode(type: [WordPress.User].self)
        _ = try await wp.get(endpoint: .me).context(.edit).decode(type: WordPress.User.self)
        _ = try await wp.get(endpoint: .settings).decode(type: WordPress.Settings.self)
        _ = try await wp.get(endpoint: .search).query(key: .search, value: "post").decode(
            type: [WordPress.SearchResult].self)
        _ = try await wp.get(endpoint: .blocks).json()
        #expect(try await wp.get(endpoint: .types).json()["post"] != nil)
        #expect(try await wp.get(endpoint: .statuses).json()["publish"] != nil)
        #expect(try await wp.get(endpoint: .taxonomies).json()["category"] != nil)
        _ = try await wp.get(endpoint: .taxonomy(slug: "category")).json()
    }

    @Test func `pages of seeded posts arrive in order and the walk ends at the last one`() async throws {
        // `before` keeps posts that the write tests create meanwhile out of the collection.
        let seeded = try LiveSite.anonymous().get(endpoint: .posts)
            .query(key: .before, value: "2025-01-01T00:00:00").query(key: .perPage, value: "4")
        var pages: [RESTChain.Page<WordPress.Post>] = []
        for try await page in seeded.pages(of: WordPress.Post.self) {
            pages.append(page)
        }
        let total = try #require(pages.first?.totalItems)
        #expect(total >= 27)
        #expect(pages.count == (total + 3) / 4)
        #expect(pages.map(\.number) == Array(1...pages.count))
        #expect(pages.map(\.hasMore) == Array(repeating: true, count: pages.count - 1) + [false])
        let ids = pages.flatMap(\.items).map(\.id)
        #expect(ids.count == total && Set(ids).count == total)
        let prefetched = try await seeded.items(of: WordPress.Post.self).prefetching(maxConcurrentPages: 3).collect()
        #expect(prefetched.map(\.id) == ids)
        let past = try await seeded.query(key: .page, value: "99").items(of: WordPress.Post.self).collect()
        #expect(past.isEmpty)
    }

    @Test func `an unknown post and a page past the end give WordPress's errors`() async throws {
        let wp = try LiveSite.anonymous()
        do {
            _ = try await wp.get(endpoint: .post(id: 987654)).decode(type: WordPress.Post.self)
            Issue.record("expected a failure")
        } catch .httpStatus(let failure) {
            #expect((failure.apiError as? WordPress.APIError)?.code == "rest_post_invalid_id")
        }
        do {
            _ = try await wp.get(endpoint: .posts).query(key: .page, value: "999").data()
            Issue.record("expected a failure")
        } catch .httpStatus(let failure) {
            #expect((failure.apiError as? WordPress.APIError)?.code == "rest_post_invalid_page_number")
        }
        do {
            _ = try await wp.get(endpoint: .settings).data()
            Issue.record("expected a failure")
        } catch .httpStatus(let failure) {
            #expect(failure.statusCode == 401)
        }
    }
}
