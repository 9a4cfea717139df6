// Every recorded GW2 object decodes to the same value with RESTChain's own reader as with Foundation's JSONDecoder.
import Foundation
import GuildWars2API
import TestSupport
import Testing

@testable import RESTChain

struct DecodingParityCorpusTests {
    @Test func `every recorded item reads to Foundation's value with RESTChain's reader`() async throws {
        try await expectParity(GuildWars2.Item.self, file: "items")
    }

    @Test func `every recorded recipe reads to Foundation's value with RESTChain's reader`() async throws {
        try await expectParity(GuildWars2.Recipe.self, file: "recipes")
    }

    @Test func `every recorded skin reads to Foundation's value with RESTChain's reader`() async throws {
        try await expectParity(GuildWars2.Skin.self, file: "skins")
    }

    @Test func `every recorded achievement reads to Foundation's value with RESTChain's reader`() async throws {
        try await expectParity(GuildWars2.Achievement.self, file: "achievements")
    }

    @Test func `bulk answers read to Foundation's values, an unreadable object included`() throws {
        let lines = try Corpus.lines(of: "items").prefix(400)
        var body = Data("[".utf8) + lines.joined(separator: Data(",".utf8)) + Data("]".utf8)
        // One object the model cannot read: the answer still decodes, reporting it as Foundation does.
        body.replaceSubrange(1..<1, with: Data(#"{"id":7,"name":"x","type":"Weapon","level":"high"},"#.utf8))
        typealias Entries = [GuildWars2.Decoded<GuildWars2.Item>]
        let expected = try JSONDecoder().decode(Entries.self, from: body)
        let read = try #require(try JSONDecoder.decodeWithTape(Entries.self, from: body)?.get())
        #expect(read.map(\.value) == expected.map(\.value))
        #expect(read.map(\.problem) == expected.map(\.problem))
        #expect(read.first?.problem?.id == 7)
    }

    /// Decodes the whole file as one array with both decoders: the tape must read it itself, to equal values.
    private func expectParity<Model: Decodable & Hashable & Sendable>(_ type: Model.Type, file: String) async throws {
        let (expected, read) = try await onOwnThread {
            let lines = try Corpus.lines(of: file)
            let body = Data("[".utf8) + lines.joined(separator: Data(",".utf8)) + Data("]".utf8)
            return (
                try JSONDecoder().decode([Model].self, from: body),
                try JSONDecoder.decodeWithTape([Model].self, from: body)?.get()
            )
        }
        let values = try #require(read, "the tape left \(file) to Foundation")
        #expect(values.count == expected.count)
        let first = values.indices.first { index in index < expected.count && values[index] != expected[index] }
        #expect(first == nil, "\(file)[\(first ?? -1)] differs")
    }
}
