// Every WordPress model, as the real site's recorded responses hold it, saved from a session and read back equal.
import Foundation
import RESTChain
import RESTChainStore
import TestSupport
import Testing
import WordPressAPI

struct WordPressRoundTripTests {
    /// A face answering from the recorded responses in `Fixtures/wordpress`.
    private func site() throws -> WordPress {
        try WordPress(
            route: "https://example.com/wp-json",
            transport: FixtureTransport(directory: wordPressFixtures, mountPath: "/wp-json"))
    }

    @Test(arguments: [
        "posts", "posts?_embed=1", "posts?context=edit&status=draft", "posts?page=2&per_page=10",
        "posts?page=3&per_page=10",
    ])
    func `every recorded list of posts reads back equal`(_ route: String) async throws {
        try await roundTripList(WordPress.Post.self, route)
    }

    @Test(arguments: [
        "posts/5", "posts/5?_embed=1", "posts/5?context=edit", "posts/11?_embed=1", "posts/13?context=edit",
        "posts/15?_embed=1", "posts/23?_embed=1", "posts/24", "posts/24?context=edit",
        "posts/31?context=edit",
    ])
    func `every recorded post reads back equal`(_ route: String) async throws {
        try await roundTripOne(WordPress.Post.self, route)
    }

    @Test func `pages read back equal`() async throws {
        try await roundTripList(WordPress.Page.self, "pages")
        for route in ["pages/35", "pages/35?context=edit", "pages/36?_embed=1"] {
            try await roundTripOne(WordPress.Page.self, route)
        }
    }

    @Test func `media read back equal`() async throws {
        try await roundTripList(WordPress.Media.self, "media")
        for route in ["media/4", "media/4?context=edit"] { try await roundTripOne(WordPress.Media.self, route) }
    }

    @Test func `comments read back equal`() async throws {
        for route in ["comments", "comments?context=edit", "comments?post=23"] {
            try await roundTripList(WordPress.Comment.self, route)
        }
        try await roundTripOne(WordPress.Comment.self, "comments/2")
    }

    @Test func `categories and tags read back equal`() async throws {
        try await roundTripList(WordPress.Term.self, "categories")
        try await roundTripList(WordPress.Term.self, "tags")
        try await roundTripOne(WordPress.Term.self, "categories/3")
        try await roundTripOne(WordPress.Term.self, "tags/5")
    }

    @Test func `users read back equal`() async throws {
        for route in ["users", "users?context=edit"] { try await roundTripList(WordPress.User.self, route) }
        for route in ["users/1", "users/me?context=edit"] {
            try await roundTripOne(WordPress.User.self, route)
        }
    }

    @Test func `revisions and reusable blocks read back equal`() async throws {
        try await roundTripList(WordPress.Revision.self, "posts/13/revisions")
        try await roundTripOne(WordPress.Revision.self, "posts/13/revisions/33")
        try await roundTripList(WordPress.ReusableBlock.self, "blocks")
    }

    @Test func `embedded authors are saved as users of their own, related to their posts`() async throws {
        let store = try ModelStore.inMemory()
        let posts = try await session(try site(), "posts?_embed=1").store(in: store)
            .nesting(WordPress.User.self, at: "_embedded.author")
            .decode(type: [WordPress.Post].self)
        let authors = try await store.related(WordPress.User.self, to: posts[0], at: "_embedded.author")
        #expect(authors.map(\.id) == [posts[0].author].compactMap { $0 })
        #expect(try await store.all(WordPress.User.self).isEmpty == false)
    }

    /// Fetches `route` through a storing session, then reads every model back by id and all together.
    private func roundTripList<Model: Codable & Identifiable & Sendable & Equatable>(
        _ type: Model.Type, _ route: String
    ) async throws {
        let store = try ModelStore.inMemory()
        let models = try await session(try site(), route).store(in: store).remembering(as: route)
            .decode(type: [Model].self)
        #expect(!models.isEmpty)
        for model in models {
            #expect(try await store.get(Model.self, id: model.id) == model)
        }
        #expect(try await store.all(Model.self).count == Set(models.map(\.id)).count)
        #expect(try await store.list(Model.self, named: route)?.models == models)
    }

    /// Fetches one model at `route` through a storing session and reads it back.
    private func roundTripOne<Model: Codable & Identifiable & Sendable & Equatable>(
        _ type: Model.Type, _ route: String
    ) async throws {
        let store = try ModelStore.inMemory()
        let model = try await session(try site(), route).store(in: store).decode(type: Model.self)
        #expect(try await store.get(Model.self, id: model.id) == model)
    }

    /// A GET of `route` (a path under the namespace with an optional query) on the face's client.
    private func session(_ wp: WordPress, _ route: String) -> GetSession {
        let parts = route.split(separator: "?", maxSplits: 1).map(String.init)
        var session = wp.client.get(parts[0])
        for pair in parts.count > 1 ? parts[1].split(separator: "&") : [] {
            let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            session = session.query(key: keyValue[0], value: keyValue.count > 1 ? keyValue[1] : "")
        }
        return session
    }
}
