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

    @Test(.enabled(if: site != nil))
    func `wp login reads the callback, checks it with users me and prints export lines`() async throws {
        let environment = ProcessInfo.processInfo.environment
        let route = try #require(Self.site)
        let user = try #require(environment["WORDPRESS_USER"])
        let password = try #require(environment["WORDPRESS_APP_PASSWORD"])
        let address = route.replacingOccurrences(of: "/wp-json", with: "")
        var callback = try #require(URLComponents(string: "restchain://signed-in"))
        callback.queryItems = [
            URLQueryItem(name: "site_url", value: address), URLQueryItem(name: "user_login", value: user),
            URLQueryItem(name: "password", value: password),
        ]
        let run = try await restchain("wp", "login", "--site", address, "--callback", try #require(callback.string))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text == "export WP_USER='\(user)'\nexport WP_APP_PASSWORD='\(password)'\n")
        #expect(run.errors.hasPrefix("Signed in to \(route)"), "\(run.errors)")
        #expect(!run.errors.contains(password))

        let wrong = "restchain://signed-in?user_login=\(user)&password=not-issued"
        let refused = try await restchain("wp", "login", "--site", address, "--callback", wrong)
        #expect(refused.status != 0 && refused.text.isEmpty)
        #expect(!refused.errors.contains("not-issued"), "\(refused.errors)")

        let declined = try await restchain(
            "wp", "login", "--site", address, "--callback", "restchain://signed-in?success=false")
        #expect(declined.status == 1 && declined.text.isEmpty, "\(declined.errors)")
    }
}
