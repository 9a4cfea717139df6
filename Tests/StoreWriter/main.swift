// StoreWriter: writes batches of entries into a store until killed, printing each committed batch — for the
// killed-writer test.
import Foundation
import RESTChainStore

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: StoreWriter <store path>\n".utf8))
    exit(2)
}
let store = try ModelStore(path: CommandLine.arguments[1])
var batch = 0
while true {
    let entries = (0..<100).map {
        Entry(id: batch * 100 + $0, batch: batch, payload: String(repeating: "x", count: 400))
    }
    try await store.save(entries)
    FileHandle.standardOutput.write(Data("committed \(batch)\n".utf8))
    batch += 1
}
