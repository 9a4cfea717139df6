// WordPressCommands: `restchain wp posts|post|media|index`, each a few lines over the WordPress face.
import Foundation
import RESTChain
import RESTChainStore
import WordPressAPI

/// The `wp` commands.
enum WordPressCommands {
    /// The commands.
    static let all: [Command] = [posts, post, media, MediaUploadCommand.command, index, LoginCommand.command]

    static let posts = Command(
        path: ["wp", "posts"],
        summary: "List a WordPress site's posts, one page or --all with progress.",
        synopsis: "--site URL [--page N] [--per-page N] [--embed] [--search TEXT] [--all] [--json] [--store FILE]",
        options: SiteClient.options + [
            .value("--page", "N", "The page to show (from 1)."),
            .value("--per-page", "N", "Posts per page (1–100)."),
            .flag("--embed", "Embed authors, terms and featured media (names instead of ids)."),
            .value("--search", "TEXT", "Only posts matching TEXT."),
            .flag("--all", "Every page, with progress on stderr."),
            .value("--store", "FILE", "Also save the posts in this SQLite store, page by page."),
        ],
        details: """
            Built on:
              let wp = try WordPress(route: "https://example.com/wp-json")
              let posts = try await wp.get(endpoint: .posts).query(key: .perPage, value: "10").embed()
                  .decode(type: [WordPress.Post].self)
              let all = try await wp.get(endpoint: .posts).items(of: WordPress.Post.self)
                  .reportingProgress { print($0.pagesFetched, $0.totalPages ?? 0) }.collect()
              try await store.save(page.items)                    // --store: let store = try ModelStore(path: FILE)
            Credentials for private posts: WP_USER and WP_APP_PASSWORD (an Application Password).
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 0)
        let arguments = invocation.arguments
        var session = try SiteClient.make(invocation).get(endpoint: .posts)
        if let page = try arguments.integer("--page", in: 1...Int.max) {
            session = session.query(key: .page, value: "\(page)")
        }
        if let perPage = try arguments.integer("--per-page", in: 1...100) {
            session = session.query(key: .perPage, value: "\(perPage)")
        }
        if let search = arguments.value("--search") { session = session.query(key: .search, value: search) }
        if arguments.has("--embed") { session = session.embed() }
        let store = try arguments.value("--store").map { path throws(StoreError) in try ModelStore(path: path) }
        var posts: [WordPress.Post] = []
        if arguments.has("--all") {
            let progress = ProgressReporter(unit: "pages", console: invocation.console)
            defer { progress.finish() }
            let pages = session.pages(of: WordPress.Post.self)
                .reportingProgress { progress.update(done: $0.pagesFetched, total: $0.totalPages) }
            for try await page in pages {
                try await store?.save(page.items)
                posts += page.items
            }
        } else {
            posts = try await session.decode(type: [WordPress.Post].self)
            try await store?.save(posts)
        }
        Presenter.present(posts, invocation: invocation) { WordPressTables.posts(posts) }
    }

    static let post = Command(
        path: ["wp", "post"],
        summary: "Show one post with its author, terms and featured media.",
        synopsis: "ID --site URL [--json]",
        options: SiteClient.options,
        details: """
            Built on:
              let post = try await wp.get(endpoint: .post(id: 5)).embed().decode(type: WordPress.Post.self)
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 1)
        let text = try invocation.positional(0, "post ID")
        guard let id = Int(text) else { throw invocation.usageError("a post ID is a number, not '\(text)'") }
        let post = try await SiteClient.make(invocation).get(endpoint: .post(id: id)).embed()
            .decode(type: WordPress.Post.self)
        Presenter.present(post, invocation: invocation) { WordPressTables.post(post) }
    }

    static let media = Command(
        path: ["wp", "media"],
        summary: "List a site's media library.",
        synopsis: "--site URL [--json]",
        options: SiteClient.options,
        details: """
            Built on:
              let media = try await wp.get(endpoint: .media).decode(type: [WordPress.Media].self)
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 0)
        let media = try await SiteClient.make(invocation).get(endpoint: .media).decode(type: [WordPress.Media].self)
        Presenter.present(media, invocation: invocation) { WordPressTables.media(media) }
    }

    static let index = Command(
        path: ["wp", "index"],
        summary: "Show a site's name, namespaces and routes.",
        synopsis: "--site URL [--json]",
        options: SiteClient.options,
        details: """
            Built on:
              let site = try await wp.index().decode(type: WordPress.SiteIndex.self)
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 0)
        let site = try await SiteClient.make(invocation).index().decode(type: WordPress.SiteIndex.self)
        Presenter.present(site, invocation: invocation) { WordPressTables.index(site) }
    }
}
