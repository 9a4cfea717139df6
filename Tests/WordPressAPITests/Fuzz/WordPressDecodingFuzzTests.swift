// Seeded decoding fuzz over the recorded WordPress responses: no crash, every failure a typed one-line error.
import TestSupport
import Testing
import WordPressAPI

struct WordPressDecodingFuzzTests {
    @Test func `broken WordPress responses decode or fail with a one-line decoding error`() async throws {
        let fixtures = wordPressFixtures.appendingPathComponent("wp/v2")
        let targets = [
            try FuzzTarget(fixture: "posts@page=1&per_page=10.json", in: fixtures, type: [WordPress.Post].self),
            try FuzzTarget(fixture: "posts/5@_embed=1.json", in: fixtures, type: WordPress.Post.self),
            try FuzzTarget(fixture: "posts/13@context=edit.json", in: fixtures, type: WordPress.Post.self),
            try FuzzTarget(fixture: "media/4.json", in: fixtures, type: WordPress.Media.self),
            try FuzzTarget(fixture: "comments@context=edit.json", in: fixtures, type: [WordPress.Comment].self),
            try FuzzTarget(fixture: "users/1.json", in: fixtures, type: WordPress.User.self),
            try FuzzTarget(fixture: "categories/3.json", in: fixtures, type: WordPress.Category.self),
            try FuzzTarget(fixture: "settings.json", in: fixtures, type: WordPress.Settings.self),
        ]
        try await expectDecodingSurvivesFuzz(of: "WordPress", targets, seed: 16_05)
    }
}
