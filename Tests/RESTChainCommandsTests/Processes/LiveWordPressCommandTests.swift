// restchain wp against the real WordPress of the live suite (runs when WORDPRESS_URL is set).
import Foundation
import Testing

struct LiveWordPressCommandTests {
    static let site = ProcessInfo.processInfo.environment["WORDPRESS_URL"]

    @Test(.enabled(if: site != nil))
    func `wp posts --all pulls every post of the real site`() async throws {
        let site = try #require(Self.site)
        let run = try await restchain("wp", "posts", "--site", site, "--all", "--per-page", "5", "--json")
        #expect(run.status == 0, "\(run.errors)")
        let posts = try #require(try JSONSerialization.jsonObject(with: run.output) as? [[String: Any]])
        let ids = posts.compactMap { $0["id"] as? Int }
        #expect(!ids.isEmpty && Set(ids).count == ids.count)
        let pages = (ids.count + 4) / 5
        #expect(run.errors.hasSuffix("\(pages)/\(pages) pages\n"), "\(run.errors)")
        let index = try await restchain("wp", "index", "--site", site)
        #expect(index.status == 0 && index.text.contains("wp/v2"))
    }
}
