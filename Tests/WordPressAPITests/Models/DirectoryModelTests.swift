// WordPress.org's directories as a WordPress site relays them, recorded: the answers decode, offline fails typed.
import Foundation
import RESTChain
import Testing
import WordPressAPI

struct DirectoryModelTests {
    @Test func `a recorded block directory search decodes into its items`() async throws {
        let found = try await fixtureSite().get(endpoint: .blockDirectorySearch).query(key: "term", value: "restchain")
            .decode(type: [WordPress.BlockDirectoryItem].self)
        #expect(found.map(\.id) == ["restchain-sample"])
        #expect(found.first?.name == "restchain/sample" && found.first?.title == "Chain")
        #expect(found.first?.authorBlockRating == 4 && found.first?.lastUpdated == "2024-03-01T10:00:00")
    }

    @Test func `a recorded pattern directory answer decodes into its patterns`() async throws {
        let patterns = try await fixtureSite().get(endpoint: .patternDirectory).query(key: "search", value: "restchain")
            .decode(type: [WordPress.DirectoryPattern].self)
        #expect(patterns.map(\.id) == [4201])
        #expect(patterns.first?.keywords == ["buttons", "links"] && patterns.first?.viewportWidth == 600)
    }

    @Test(arguments: [
        (WordPress.Endpoint.blockDirectorySearch, "term", WordPress.ErrorCode.pluginsAPIFailed),
        (.patternDirectory, "search", .httpRequestNotExecuted),
    ])
    func `a site without network answers the directories with a typed 500`(
        endpoint: WordPress.Endpoint, key: String, code: WordPress.ErrorCode
    ) async throws {
        let site = try fixtureSite()
        do {
            _ = try await site.get(endpoint: endpoint).query(key: key, value: "offline").data()
            Issue.record("expected the recorded failure")
        } catch .httpStatus(let failure) {
            #expect(failure.statusCode == 500)
            #expect((failure.apiError as? WordPress.APIError)?.code == code)
        }
    }
}
