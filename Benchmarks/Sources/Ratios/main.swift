// Ratios: each workload's variants in interleaved rounds, printed as ratios of medians to the same run's baseline.
//
//   Ratios              the full run (several minutes)
//   Ratios --smoke      a few requests of each workload, checking every answer (CI)
//   Ratios get bulk …   only the workloads named: get, get64, posts, h2, bulk, limited, walk, store, decode
//   Ratios walk N [uncached]   one page walk over N items, printing the peak resident memory (run by the full run)
//   Ratios store        only the store comparison, RESTChainStore against GRDB (`--smoke` for its smoke run)
//   Ratios --in-process-server …   the GET and bulk workloads against the in-process SwiftNIO server, not nginx
//   RATIOS_ONLY="VARIANT" Ratios get64   only that variant's rounds, no figures (to run under a profiler)
import BenchmarkBodies
import Foundation
import LoopbackServer
import NginxServer

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if arguments.first == "walk", arguments.count >= 2, let total = Int(arguments[1]) {
        try await PageWalk.walk(total: total, cached: !arguments.contains("uncached"))
        exit(0)
    }
    let smoke = arguments.contains("--smoke")
    if arguments.first == "store" {
        try await StoreWorkloads.compare(smoke: smoke)
        exit(0)
    }
    let named = Set(arguments.filter { !$0.hasPrefix("--") })
    let runs = { (workload: String) in named.isEmpty || named.contains(workload) }
    let server = try LoopbackServer()
    // The GET workloads run against nginx, a process of its own, when it is installed (`.ci/run` installs it) and
    // starts; else against the in-process server, saying so.
    var nginx: NginxServer?
    if !arguments.contains("--in-process-server"), NginxServer.executable != nil {
        do {
            nginx = try NginxServer(serving: ["users": Bodies.users, "posts": Bodies.posts])
        } catch {
            print("# \(error); the GET workloads run against the in-process server")
        }
    }
    let clients = try GETClients(
        baseURL: nginx?.baseURL ?? server.baseURL,
        server: nginx.map { "\($0.version), a process of its own" } ?? "the in-process SwiftNIO server")
    let rounds = smoke ? 1 : 9
    print("# RESTChain ratios\(smoke ? " (smoke: answers checked, times meaningless)" : "")")
    for (workload, comparison) in clients.comparisons(scale: smoke ? 100 : 1) where runs(workload) {
        try await comparison.run(rounds: rounds)
    }
    if runs("h2"), nginx != nil {
        try await HTTP2Workload(times: 2_000 / (smoke ? 100 : 1), inFlight: 64).run(rounds: rounds)
        // The same with the latency of a distant server, where multiplexing is what HTTP/2 is for.
        do {
            try await HTTP2Workload(times: 2_000 / (smoke ? 100 : 1), inFlight: 64, answerDelay: .milliseconds(20))
                .run(rounds: rounds)
        } catch let failure as NginxServer.StartFailure {
            print("\n# HTTP/2 with answers after 20 ms: left out, \(failure)")
        }
    }
    if runs("bulk") {
        try await BulkPull.run(
            requests: smoke ? 4 : 300, rounds: smoke ? 1 : 5, inProcess: server,
            nginxAllowed: !arguments.contains("--in-process-server"))
    }
    if runs("decode") {
        // The bulk pull's decoding alone, in memory (#34): the corpus's first 60 000 items.
        try await DecodeWorkload.run(count: smoke ? 1_000 : 60_000, rounds: smoke ? 1 : 5)
    }
    if runs("limited") {
        // #20: every item under 300 burst + 5/s takes ~7.4 s; the smoke pass scales it to 10 requests, 5 + 5/s.
        try await RateLimitedPull(
            baseURL: server.baseURL, items: smoke ? 2_000 : 67_280, burst: smoke ? 5 : 300, perSecond: 5
        ).run(rounds: smoke ? 1 : 3)
    }
    if runs("walk") { try PageWalk.compare(smoke ? [1_000, 2_000] : [10_000, 100_000]) }
    if runs("store") { try await StoreWorkloads.compare(smoke: smoke) }
    server.stop()
    nginx?.stop()
} catch {
    FileHandle.standardError.write(Data("Ratios: \(error)\n".utf8))
    exit(1)
}
