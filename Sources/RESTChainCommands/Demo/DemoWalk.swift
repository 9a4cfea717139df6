// DemoWalk: the demo's steps — each prints its Swift call and a table of what came back.
import Foundation
import GuildWars2API
import RESTChain
import RESTChainStore
import WordPressAPI

/// The steps of `restchain demo`, over clients reading `Fixtures/`.
struct DemoWalk: Sendable {
    let console: Console
    let rows: Int
    let fixtures: URL

    /// Prints a step's title and the Swift call it makes.
    func step(_ title: String, _ code: String) {
        let colour = console.colouredOutput
        console.write("\n" + ANSI.bold.paint("▸ " + title, enabled: colour) + "\n")
        for line in code.split(separator: "\n") { console.write(ANSI.cyan.paint("  " + line, enabled: colour) + "\n") }
        console.write("\n")
    }

    /// Prints `table`, its first ``rows`` rows, saying how many more there were.
    func show(_ table: Table) {
        var shown = table
        shown.rows = Array(table.rows.prefix(rows))
        var text = shown.render(width: console.width - 2, coloured: console.colouredOutput)
        if table.rows.count > rows { text += "… and \(table.rows.count - rows) more\n" }
        console.write(
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
                .joined(separator: "\n").dropLast(2).description)
    }

    /// Prints one line of commentary.
    func note(_ text: String) {
        console.write("  " + ANSI.dim.paint(text, enabled: console.colouredOutput) + "\n")
    }

    /// The WordPress steps: embedded posts, a page walk with progress, media.
    func wordPress() async throws {
        let transport = FixtureTransport(
            directory: fixtures.appendingPathComponent("wordpress"), mountPath: "/wp-json")
        let wp = try WordPress(route: "https://example.com/wp-json", transport: transport)

        step(
            "WordPress posts, authors and featured media embedded",
            """
            let wp = try WordPress(route: "https://example.com/wp-json", transport: FixtureTransport(…))
            let posts = try await wp.get(endpoint: .posts).embed().decode(type: [WordPress.Post].self)
            """)
        let posts = try await wp.get(endpoint: .posts).embed().decode(type: [WordPress.Post].self)
        show(WordPressTables.posts(posts))

        step(
            "Every page of posts, with progress",
            """
            let all = try await wp.get(endpoint: .posts).query(key: .perPage, value: "10")
                .items(of: WordPress.Post.self)
                .reportingProgress { bar.update(done: $0.pagesFetched, total: $0.totalPages) }
                .collect()
            """)
        let progress = ProgressReporter(unit: "pages", console: console)
        let all = try await wp.get(endpoint: .posts).query(key: .perPage, value: "10")
            .items(of: WordPress.Post.self)
            .reportingProgress { progress.update(done: $0.pagesFetched, total: $0.totalPages) }
            .collect()
        progress.finish()
        note("\(all.count) posts, \(Set(all.map(\.id)).count) distinct, walked page by page until X-WP-TotalPages")
        show(WordPressTables.posts(all, authorNames: Self.authorNames(in: posts)))

        step("The media library", "let media = try await wp.get(endpoint: .media).decode(type: [WordPress.Media].self)")
        show(WordPressTables.media(try await wp.get(endpoint: .media).decode(type: [WordPress.Media].self)))

        step(
            "The same posts saved in a store and read back with no network",
            """
            let store = try ModelStore.inMemory()        // or ModelStore(path: "posts.sqlite")
            _ = try await wp.get(endpoint: .posts).embed().store(in: store).decode(type: [WordPress.Post].self)
            let stored = try await store.all(WordPress.Post.self)
            """)
        let store = try ModelStore.inMemory()
        _ = try await wp.get(endpoint: .posts).embed().store(in: store).decode(type: [WordPress.Post].self)
        let stored = try await store.all(WordPress.Post.self)
        note("\(stored.count) posts read back from the store, in id order")
        show(WordPressTables.posts(stored))
    }

    /// The names of the authors embedded in `posts`, by id, for pages fetched without `_embed`.
    private static func authorNames(in posts: [WordPress.Post]) -> [Int: String] {
        var names: [Int: String] = [:]
        for post in posts {
            if let id = post.author, let name = post.embedded?.author?.first?.name { names[id] = name }
        }
        return names
    }

    /// The Guild Wars 2 steps: an item, a bulk fetch with a missing id, worlds, a resolved recipe, a WvW match.
    func guildWars2() async throws {
        let gw2 = try GuildWars2(
            transport: FixtureTransport(directory: fixtures.appendingPathComponent("gw2"), optionalQueryNames: ["lang"])
        )

        step(
            "A Guild Wars 2 item",
            """
            let gw2 = try GuildWars2(transport: FixtureTransport(directory: gw2Fixtures, optionalQueryNames: ["lang"]))
            let item = try await gw2.get(endpoint: .item(id: 19684)).decode(type: GuildWars2.Item.self)
            """)
        show(GameTables.items([try await gw2.get(endpoint: .item(id: 19684)).decode(type: GuildWars2.Item.self)]))

        step(
            "A bulk fetch: ids split by 200, sent concurrently, unknown ids reported",
            "let found = try await gw2.fetch(ids: [19684, 19709, 999999], as: GuildWars2.Item.self)")
        let found = try await gw2.fetch(ids: [19684, 19709, 999999], as: GuildWars2.Item.self)
        show(GameTables.items(found.values))
        note("missing: \(found.missingIDs.map(String.init).joined(separator: ", ")) (the API's 206 Partial Content)")

        step(
            "Every world",
            "let worlds = try await gw2.get(endpoint: .worlds).query(ids: .all).decode(type: [GuildWars2.World].self)")
        show(
            GameTables.worlds(
                try await gw2.get(endpoint: .worlds).query(ids: .all).decode(type: [GuildWars2.World].self)))

        step(
            "A recipe resolved domain-first: its output and ingredients in one bulk request",
            """
            let recipe = try await gw2.get(endpoint: .recipe(id: 7319)).decode(type: GuildWars2.Recipe.self)
            let resolved = await gw2.resolve(GuildWars2.BulkResult(values: [recipe]))
            """)
        let recipe = try await gw2.get(endpoint: .recipe(id: 7319)).decode(type: GuildWars2.Recipe.self)
        let resolved = await gw2.resolve(GuildWars2.BulkResult(values: [recipe]))
        show(GameTables.recipe(recipe, with: resolved.related))

        step(
            "A World vs. World match, with every world in it",
            "let wvw = try await gw2.wvw(world: 1001)   // the match and /v2/worlds, concurrently")
        let wvw = try await gw2.wvw(world: 1001)
        show(GameTables.match(wvw))
        note("match \(wvw.match.id); ★ marks \(wvw.world.name)'s team")
    }

    /// The closing lines.
    func finish() {
        console.write(
            "\nEvery answer above came from \(fixtures.path) through FixtureTransport; no network was used.\n"
                + "Next: 'swift test --no-parallel' runs the suite; 'restchain --help' lists the commands.\n")
    }
}
