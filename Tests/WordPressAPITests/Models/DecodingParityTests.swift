// Recorded WordPress responses decode to the same values with RESTChain's own reader as with Foundation's.
import Foundation
import TestSupport
import Testing
import WordPressAPI

@testable import RESTChain

struct DecodingParityTests {
    static let collections: [(file: String, decode: @Sendable (Data) -> Bool?)] = [
        ("posts.json", { parity([WordPress.Post].self, $0) }),
        ("posts@_embed=1.json", { parity([WordPress.Post].self, $0) }),
        ("posts@per_page=500.json", { parity([WordPress.Post].self, $0) }),
        ("posts@context=edit&status=draft.json", { parity([WordPress.Post].self, $0) }),
        ("pages.json", { parity([WordPress.Page].self, $0) }),
        ("users.json", { parity([WordPress.User].self, $0) }),
        ("users@context=edit.json", { parity([WordPress.User].self, $0) }),
        ("comments.json", { parity([WordPress.Comment].self, $0) }),
        ("comments@context=edit.json", { parity([WordPress.Comment].self, $0) }),
        ("categories.json", { parity([WordPress.Term].self, $0) }),
        ("tags.json", { parity([WordPress.Term].self, $0) }),
        ("media.json", { parity([WordPress.Media].self, $0) }),
        ("taxonomies.json", { parity([String: WordPress.Taxonomy].self, $0) }),
        ("types.json", { parity([String: WordPress.PostType].self, $0) }),
        ("settings.json", { parity(WordPress.Settings.self, $0) }),
        ("plugins.json", { parity([WordPress.Plugin].self, $0) }),
        ("themes.json", { parity([WordPress.Theme].self, $0) }),
    ]

    /// Whether the tape read `data` as `type` itself to Foundation's value (`nil`: it left it to Foundation).
    static func parity<T: Decodable & Equatable>(_ type: T.Type, _ data: Data) -> Bool? {
        let expected = Result { try JSONDecoder().decode(T.self, from: data) }
        guard let read = JSONDecoder.decodeWithTape(T.self, from: data) else { return nil }
        switch (expected, read) {
        case (.success(let expected), .success(let value)): return expected == value
        case (.failure, .failure): return true
        default: return false
        }
    }

    @Test(arguments: collections.map(\.file))
    func `a recorded response reads to Foundation's value with RESTChain's reader`(file: String) throws {
        let data = try Data(contentsOf: wordPressFixtures.appendingPathComponent("wp/v2/\(file)"))
        let decode = try #require(Self.collections.first { $0.file == file }?.decode)
        #expect(decode(data) == true)
    }
}
