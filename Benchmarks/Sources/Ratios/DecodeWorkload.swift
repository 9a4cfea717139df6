// DecodeWorkload: the bulk pull's bodies decoded in memory, Foundation's JSONDecoder against RESTChain's decoding.
import Foundation
import GuildWars2API
import RESTChain

/// The CPU the bulk pull spends decoding, without the network: the first `count` items of the committed corpus in
/// bodies of 200, as the API answers, decoded as `[Decoded<Item>]` by `JSONDecoder` and by `RESTResponse.decode`.
enum DecodeWorkload {
    static func run(count: Int, rounds: Int) async throws {
        let items = try BulkPull.corpusItems(count)
        let size = GuildWars2.maximumIDsPerRequest
        let bodies = stride(from: 0, to: items.count, by: size).map {
            Data(("[" + items[$0..<min($0 + size, items.count)].map(\.json).joined(separator: ",") + "]").utf8)
        }
        typealias Entries = [GuildWars2.Decoded<GuildWars2.Item>]
        let foundation = { @Sendable () throws -> [Entries] in
            try bodies.map { try JSONDecoder().decode(Entries.self, from: $0) }
        }
        let restChain = { @Sendable () throws -> [Entries] in
            try bodies.map { try RESTResponse(statusCode: 200, body: $0).decode(type: Entries.self) }
        }
        // Both read every item, and read it the same.
        let expected = try foundation()
        try check(expected.joined().allSatisfy { $0.value != nil }, "Foundation left items unread")
        try check(
            try restChain().map { $0.map(\.value) } == expected.map { $0.map(\.value) },
            "RESTResponse.decode differs from JSONDecoder")
        try await Comparison(
            title: "\(items.count) Guild Wars 2 items decoded in memory as [Decoded<Item>], \(bodies.count) bodies",
            variants: [
                Variant(name: "JSONDecoder") { _ = try foundation() },
                Variant(name: "RESTResponse.decode") { _ = try restChain() },
            ]
        ).run(rounds: rounds)
    }
}
