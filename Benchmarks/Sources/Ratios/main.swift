// Ratios: each workload's variants in interleaved rounds, printed as ratios of medians to the same run's baseline.
//
//   Ratios              the full run (several minutes)
//   Ratios --smoke      a few requests of each workload, checking every answer (CI)
//   Ratios walk N       one page walk over N items, printing the peak resident memory (run by the full run)
//   Ratios store        only the store comparison, RESTChainStore against GRDB (`--smoke` for its smoke run)
import Foundation
import LoopbackServer

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if arguments.first == "walk", arguments.count == 2, let total = Int(arguments[1]) {
        try await PageWalk.walk(total: total)
        exit(0)
    }
    let smoke = arguments.contains("--smoke")
    if arguments.first == "store" {
        try await StoreWorkloads.compare(smoke: smoke)
        exit(0)
    }
    let server = try LoopbackServer()
    let clients = try GETClients(baseURL: server.baseURL)
    let rounds = smoke ? 1 : 9
    print("# RESTChain ratios\(smoke ? " (smoke: answers checked, times meaningless)" : "")")
    for comparison in clients.comparisons(scale: smoke ? 100 : 1) {
        try await comparison.run(rounds: rounds)
    }
    try await BulkWorkloads(baseURL: server.baseURL, requests: smoke ? 4 : 300).comparison()
        .run(rounds: smoke ? 1 : 5)
    try PageWalk.compare(smoke ? [1_000, 2_000] : [10_000, 100_000])
    try await StoreWorkloads.compare(smoke: smoke)
    server.stop()
} catch {
    FileHandle.standardError.write(Data("Ratios: \(error)\n".utf8))
    exit(1)
}
