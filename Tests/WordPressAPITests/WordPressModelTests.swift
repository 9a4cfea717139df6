// WordPress models decode what a real WordPress sent, in view, embed and edit context.
import Foundation
import RESTChain
import Testing
import WordPressAPI

struct WordPressModelTests {
    @Test func `posts decode in view context, HTML and dates included`() async throws {
        let posts = try await fixtureSite().get(endpoint: .posts).decode(type: [WordPress.Post].self)
        #expect(posts.count == 10)
        #expect(posts.allSatisfy { $0.id > 0 && !$0.title.rendered.isEmpty })
        #expect(posts.contains { $0.dateGMT != nil })
    }

    @Test func `embedded authors, featured media and terms decode into typed values`() async throws {
        let posts = try await fixtureSite().get(endpoint: .posts).embed().decode(type: [WordPress.Post].self)
        let embedded = posts.compactMap(\.embedded)
        #expect(embedded.count == posts.count)
        #expect(embedded.contains { $0.author?.first?.name.isEmpty == false })
        #expect(embedded.contains { $0.featuredMedia?.isEmpty == false })
        #expect(embedded.contains { ($0.terms?.flatMap { $0 }.count ?? 0) > 0 })
    }

    @Test(arguments: [5, 13, 24, 31])
    func `a post decodes in edit context, raw fields included`(id: Int) async throws {
        let post = try await fixtureSite().get(endpoint: .post(id: id)).context(.edit).decode(type: WordPress.Post.self)
        #expect(post.id == id)
        #expect(post.title.raw != nil)
    }

    @Test func `revisions, pages, media, terms, comments and users decode`() async throws {
        let wp = try fixtureSite()
        #expect(
            !(try await wp.get(endpoint: .revisions(of: .post(id: 13))).decode(type: [WordPress.Revision].self)).isEmpty
        )
        #expect(
            try await wp.get(endpoint: .revision(id: 33, of: .post(id: 13))).decode(type: WordPress.Revision.self).id
                == 33)
        #expect(!(try await wp.get(endpoint: .pages).decode(type: [WordPress.Page].self)).isEmpty)
        #expect(try await wp.get(endpoint: .page(id: 35)).decode(type: WordPress.Page.self).id == 35)
        #expect(!(try await wp.get(endpoint: .media).decode(type: [WordPress.Media].self)).isEmpty)
        #expect(try await wp.get(endpoint: .mediaItem(id: 4)).decode(type: WordPress.Media.self).id == 4)
        #expect(!(try await wp.get(endpoint: .categories).decode(type: [WordPress.Category].self)).isEmpty)
        #expect(try await wp.get(endpoint: .category(id: 3)).decode(type: WordPress.Category.self).id == 3)
        #expect(!(try await wp.get(endpoint: .tags).decode(type: [WordPress.Tag].self)).isEmpty)
        #expect(!(try await wp.get(endpoint: .comments).decode(type: [WordPress.Comment].self)).isEmpty)
        #expect(!(try await wp.get(endpoint: .users).decode(type: [WordPress.User].self)).isEmpty)
        #expect(try await wp.get(endpoint: .me).context(.edit).decode(type: WordPress.User.self).id == 1)
    }

    @Test func `site endpoints decode: index, types, statuses, taxonomies, settings, search, blocks`() async throws {
        let wp = try fixtureSite()
        let index = try await wp.index().decode(type: WordPress.SiteIndex.self)
        #expect(index.namespaces.contains("wp/v2"))
        #expect(try await wp.get(endpoint: .types).json()["post"] != nil)
        #expect(try await wp.get(endpoint: .statuses).json()["publish"] != nil)
        #expect(try await wp.get(endpoint: .taxonomies).json()["category"] != nil)
        _ = try await wp.get(endpoint: .settings).decode(type: WordPress.Settings.self)
        _ = try await wp.get(endpoint: .search).query(key: .search, value: "revisions").decode(
            type: [WordPress.SearchResult].self)
        _ = try await wp.get(endpoint: .blocks).json()
    }

    @Test func `edit context without credentials is a 401 carrying WordPress's error`() async throws {
        let error = await #expect(throws: RESTError.self) {
            try await fixtureSite().get(endpoint: .post(id: 23)).context(.edit).decode(type: WordPress.Post.self)
        }
        guard case .httpStatus(let failure)? = error else {
            Issue.record("expected an HTTP failure")
            return
        }
        #expect(failure.statusCode == 401)
        #expect((failure.apiError as? WordPress.APIError)?.code == "rest_forbidden_context")
    }

    @Test func `an unknown post is a 404 carrying WordPress's error`() async throws {
        do {
            _ = try await fixtureSite().get(endpoint: .post(id: 999999)).decode(type: WordPress.Post.self)
            Issue.record("expected a failure")
        } catch let error as RESTError {
            guard case .httpStatus(let failure) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            let apiError = try #require(failure.apiError as? WordPress.APIError)
            #expect(
                failure.statusCode == 404 && apiError.code == "rest_post_invalid_id" && apiError.data?.status == 404)
        }
    }
}
