// GuildWars2Corpus: the 67 280 real Guild Wars 2 items committed in Fixtures/gw2/corpus, decoded.
import Foundation
import GuildWars2API

enum GuildWars2Corpus {
    /// `GW2_DATA_DIR` when set, else the repository's `Fixtures/gw2/corpus`.
    static var directory: URL {
        if let path = ProcessInfo.processInfo.environment["GW2_DATA_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/gw2/corpus")
    }

    /// The first `limit` items of `items.jsonl.gz` (all when `nil`), every line decoded or an error thrown.
    static func items(limit: Int? = nil) throws -> [GuildWars2.Item] {
        let lines = try itemLines()
        let decoder = JSONDecoder()
        return try lines.prefix(limit ?? lines.count).map { try decoder.decode(GuildWars2.Item.self, from: Data($0)) }
    }

    /// Each item of `items.jsonl.gz` as the API sent it, one JSON object a line.
    static func itemLines() throws -> [Data.SubSequence] {
        let file = directory.appendingPathComponent("items.jsonl.gz").path
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-dc", file]
        let output = Pipe()
        gzip.standardOutput = output
        try gzip.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        gzip.waitUntilExit()
        try check(gzip.terminationStatus == 0, "cannot read \(file)")
        // The file starts with a UTF-8 byte order mark.
        return data.split(separator: UInt8(ascii: "\n")).map {
            $0.starts(with: [0xEF, 0xBB, 0xBF]) ? $0.dropFirst(3) : $0
        }.filter { !$0.isEmpty }
    }
}
