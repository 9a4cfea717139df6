// Against a real WordPress: plugins installed and deleted, and the WordPress.org directories, answered or offline.
import Foundation
import RESTChain
import Testing
import WordPressAPI

/// The test site has no network: Scripts/wordpress/directory/ stands in for WordPress.org with stored answers for
/// the slug `restchain-sample` and the term `restchain`, and leaves every other question to fail as offline.
@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveDirectoryTests {
    @Test func `a plugin is installed from the directory, read in every context and deleted`() async throws {
        let wp = try LiveSite.authenticated()
        let file = "restchain-sample/restchain-sample"
        // A run that stopped half-way may have left it installed.
        _ = try? await wp.delete(.plugin(file: file)).data()

        let installed = try await wp.install(plugin: "restchain-sample").decode(type: WordPress.Plugin.self)
        #expect(installed.plugin == file && installed.status == "inactive" && installed.version == "1.0.0")
        let read = try await wp.decodeInContexts(.plugin(file: file), as: WordPress.Plugin.self)
        #expect(read.allSatisfy { $0.name == "RESTChain Sample" })
        let again = try await LiveSite.apiError { _ = try await wp.install(plugin: "restchain-sample").data() }
        #expect(again.code == .folderExists)

        let gone = try await wp.delete(.plugin(file: file)).decode(type: WordPress.Deletion<WordPress.Plugin>.self)
        #expect(gone.deleted && gone.previous.plugin == file)
        let missing = try await LiveSite.apiError { _ = try await wp.get(endpoint: .plugin(file: file)).data() }
        #expect(missing.code == "rest_plugin_not_found" && missing.status == 404)
    }

    @Test func `installing a plugin the site cannot fetch fails with WordPress's typed error`() async throws {
        let refusal = try await LiveSite.apiError {
            _ = try await LiveSite.authenticated().install(plugin: "hello-dolly").data()
        }
        #expect(refusal.code == .pluginsAPIFailed && refusal.status == 500)
    }

    @Test func `the block directory's answer decodes, and a plugin without blocks is left out`() async throws {
        let found = try await LiveSite.authenticated().get(endpoint: .blockDirectorySearch)
            .query(key: "term", value: "restchain").decode(type: [WordPress.BlockDirectoryItem].self)
        let item = try #require(found.first)
        #expect(found.count == 1 && item.id == "restchain-sample" && item.name == "restchain/sample")
        #expect(item.rating == 4.5 && item.activeInstalls == 300 && item.author == "RESTChain")
    }

    @Test func `the pattern directory's answer decodes`() async throws {
        let patterns = try await LiveSite.authenticated().get(endpoint: .patternDirectory)
            .query(key: "search", value: "restchain").decode(type: [WordPress.DirectoryPattern].self)
        let pattern = try #require(patterns.first)
        #expect(patterns.count == 1 && pattern.id == 4201 && pattern.title == "Two linked buttons")
        #expect(pattern.categories == ["buttons"] && pattern.keywords == ["buttons", "links"])
        #expect(pattern.content.contains("wp:buttons") && pattern.viewportWidth == 600)
    }

    @Test(arguments: [WordPress.Endpoint.blockDirectorySearch, .patternDirectory])
    func `a directory the site cannot reach answers with WordPress's typed error`(_ endpoint: WordPress.Endpoint)
        async throws
    {
        let wp = try LiveSite.authenticated()
        // A fresh term each time: WordPress caches the pattern directory's failures for a few seconds.
        let term = "offline-\(UUID().uuidString.prefix(8).lowercased())"
        let refusal = try await LiveSite.apiError {
            _ = try await wp.get(endpoint: endpoint).query(key: "term", value: term).query(key: "search", value: term)
                .data()
        }
        #expect(refusal.status == 500)
        #expect(refusal.code == .pluginsAPIFailed || refusal.code == .httpRequestNotExecuted)
    }
}
