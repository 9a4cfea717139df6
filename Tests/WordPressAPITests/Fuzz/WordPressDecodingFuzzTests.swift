// Seeded decoding fuzz over the recorded WordPress responses: no crash, every failure a typed one-line error.
import Foundation
import RESTChain
import TestSupport
import Testing
import WordPressAPI

struct WordPressDecodingFuzzTests {
    static let seed: UInt64 = 16_05

    static func targets() throws -> [FuzzTarget] {
        func target<Value: Decodable & SendableMetatype>(_ file: String, _ type: Value.Type) throws -> FuzzTarget {
            let data = try Data(contentsOf: wordPressFixtures.appendingPathComponent("wp/v2/" + file))
            return try FuzzTarget(name: file, document: data, type: type)
        }
        return [
            try target("posts@page=1&per_page=10.json", [WordPress.Post].self),
            try target("posts/5@_embed=1.json", WordPress.Post.self),
            try target("posts/13@context=edit.json", WordPress.Post.self),
            try target("media/4.json", WordPress.Media.self),
            try target("comments@context=edit.json", [WordPress.Comment].self),
            try target("users/1.json", WordPress.User.self),
            try target("categories/3.json", WordPress.Category.self),
            try target("settings.json", WordPress.Settings.self),
        ]
    }

    @Test func `broken WordPress responses decode or fail with a one-line decoding error`() async throws {
        let report = try await fuzzDecoding(try Self.targets(), seed: Self.seed, rounds: 40)
        #expect(report.violations.isEmpty, "\(report): \(report.violations.prefix(5))")
        #expect(report.refusedEveryInvalidDocument, "\(report)")
        print("WordPress decoding fuzz: \(report)")
    }
}
