// The commands as processes on the recorded fixtures: the demo, wp and gw2 offline, help, version, usage errors.
import Foundation
import RESTChainStore
import Testing
import WordPressAPI

struct OfflineCommandTests {
    @Test func `the demo walks WordPress and Guild Wars 2 offline, printing each call and its table`() async throws {
        let run = try await restchain("demo")
        #expect(run.status == 0, "\(run.errors)")
        for expected in [
            "wp.get(endpoint: .posts).embed().decode(type: [WordPress.Post].self)", "Site Admin",
            ".items(of: WordPress.Post.self)", "27 posts, 27 distinct", "Sample gradient",
            "gw2.fetch(ids: [19684, 19709, 999999], as: GuildWars2.Item.self)", "missing: 999999", "Anvil Rock",
            "gw2.resolve(GuildWars2.BulkResult(values: [recipe]))", "Lump of Mithrillium", "gw2.wvw(world: 1001)",
            "match 1-1",
            "store.all(WordPress.Post.self)", "10 posts read back from the store",
        ] {
            #expect(run.text.contains(expected), "missing \(expected)")
        }
        #expect(run.errors == "1/3 pages\n2/3 pages\n3/3 pages\n")
        #expect(!run.text.contains("\u{1B}["))
    }

    @Test func `the demo finds the fixtures when run from another directory`() async throws {
        let elsewhere = FileManager.default.temporaryDirectory
        let run = try await CommandProcess(["demo", "--rows", "1"], directory: elsewhere).result()
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.contains("Mithril Ingot"))
    }

    @Test func `wp posts --all prints plain progress lines and every post as JSON`() async throws {
        let run = try await restchain("wp", "posts", "--offline", "--per-page", "10", "--all", "--json")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors == "1/3 pages\n2/3 pages\n3/3 pages\n")
        let posts = try #require(try JSONSerialization.jsonObject(with: run.output) as? [[String: Any]])
        #expect(posts.count == 27)
    }

    @Test func `wp posts --store saves every page in the store`() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-posts-\(UUID()).sqlite")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await restchain("wp", "posts", "--offline", "--per-page", "10", "--all", "--store", file.path)
        #expect(run.status == 0, "\(run.errors)")
        let stored = try await ModelStore(path: file.path).all(WordPress.Post.self)
        #expect(stored.count == 27)
        #expect(run.text.contains("The last seeded post"))
    }

    @Test func `wp post, media and index print tables`() async throws {
        let post = try await restchain("wp", "post", "5", "--offline")
        #expect(post.status == 0, "\(post.errors)")
        #expect(post.text.hasPrefix("Field"))
        let media = try await restchain("wp", "media", "--offline")
        #expect(media.text.contains("Sample gradient"))
        let index = try await restchain("wp", "index", "--offline")
        #expect(index.text.contains("wp/v2"))
    }

    @Test func `a missing post is a 404 with WordPress's message and exit status 4`() async throws {
        let run = try await restchain("wp", "post", "999999", "--offline")
        #expect(run.status == 4)
        #expect(run.errors.hasPrefix("restchain: HTTP 404"))
        #expect(run.errors.split(separator: "\n").count == 1)
    }

    @Test func `a post ID that is not a number is a usage error with exit status 2`() async throws {
        let run = try await restchain("wp", "post", "hello-world", "--offline")
        #expect(run.status == 2)
        #expect(run.errors.contains("a post ID is a number, not 'hello-world'"))
    }

    @Test func `gw2 item prints the found items and reports a missing id with exit status 1`() async throws {
        let run = try await restchain("gw2", "item", "19684", "19709", "999999", "--offline")
        #expect(run.status == 1)
        #expect(run.text.contains("Mithril Ingot") && run.text.contains("Elder Wood Plank"))
        #expect(run.errors == "restchain: no such item: 999999\n")
    }

    @Test func `gw2 worlds, recipe and wvw answer offline`() async throws {
        let worlds = try await restchain("gw2", "worlds", "--offline", "--json")
        let list = try #require(try JSONSerialization.jsonObject(with: worlds.output) as? [[String: Any]])
        #expect(list.count == 51)
        let recipe = try await restchain("gw2", "recipe", "7319", "--resolve", "--offline")
        #expect(recipe.text.contains("Thermocatalytic Reagent"))
        let wvw = try await restchain("gw2", "wvw", "--world", "1001", "--offline")
        #expect(wvw.text.contains("Blue ★"))
    }

    @Test func `--version and --help answer at once`() async throws {
        let version = try await restchain("--version")
        #expect(version.status == 0 && version.text.hasPrefix("restchain "))
        let help = try await restchain("--help")
        #expect(help.status == 0)
        for name in ["demo", "get", "post", "wp posts", "gw2 items", "completions"] {
            #expect(help.text.contains("  \(name) "), "missing \(name)")
        }
        let command = try await restchain("help", "wp", "posts")
        #expect(command.text.contains("--per-page N"))
        let flag = try await restchain("gw2", "wvw", "--help")
        #expect(flag.status == 0 && flag.text.contains("gw2.wvw(world: 1001)"))
    }

    @Test(arguments: [
        (["get"], "missing URL"),
        (["get", "http://x", "--colour"], "unknown option --colour"),
        (["wp", "posts", "--per-page", "500", "--offline"], "--per-page takes a whole number from 1"),
        (["wp", "posts"], "--site URL is required"),
        (["gw2", "item", "abc", "--offline"], "an id is a whole number"),
        (["gw2", "items", "--offline"], "add --all"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["completions", "tcsh"], "no completions for 'tcsh'"),
    ])
    func `a bad command line exits 2 with the message and the usage line`(words: [String], message: String)
        async throws
    {
        let run = try await CommandProcess(words).result()
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.contains("usage: restchain"))
        #expect(run.output.isEmpty)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func `completion scripts name every command`(shell: String) async throws {
        let run = try await restchain("completions", shell)
        #expect(run.status == 0)
        for word in ["demo", "posts", "wvw", "decode-path"] { #expect(run.text.contains(word)) }
    }

    @Test func `the bash completion script is valid bash`() async throws {
        let run = try await restchain("completions", "bash")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-\(UUID()).bash")
        try run.output.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let check = try await CommandProcess(
            ["bash", "-n", file.path], executable: URL(fileURLWithPath: "/usr/bin/env")
        ).result()
        #expect(check.status == 0, "\(check.errors)")
    }
}
