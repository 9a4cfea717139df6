// Where the recorded data lives: the repository's WordPress fixtures and its real GW2 dumps.
import Foundation
import TestSupport

/// The real Guild Wars 2 dumps (gzip'd JSON lines) committed in `Fixtures/gw2/corpus`, or `GW2_DATA_DIR` when set.
let guildWars2Dumps =
    ProcessInfo.processInfo.environment["GW2_DATA_DIR"].map { URL(fileURLWithPath: $0) }
    ?? gw2Fixtures.appendingPathComponent("corpus")

/// The JSON objects of the gzip'd JSON-lines file `name` in ``guildWars2Dumps``, one `Data` per line.
func guildWars2Lines(_ name: String) throws -> [Data] {
    let gzip = Process()
    gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    gzip.arguments = ["gzip", "-dc", guildWars2Dumps.appendingPathComponent(name).path]
    let output = Pipe()
    gzip.standardOutput = output
    try gzip.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    gzip.waitUntilExit()
    var lines: [Data] = []
    for line in data.split(separator: UInt8(ascii: "\n")) {
        // Each file starts with a UTF-8 byte order mark.
        let bytes = line.starts(with: [0xEF, 0xBB, 0xBF]) ? line.dropFirst(3) : line
        if !bytes.isEmpty { lines.append(Data(bytes)) }
    }
    return lines
}
