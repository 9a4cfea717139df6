// OpenAPITransportRatios: one generated client over three transports, in interleaved rounds, as ratios of medians.
import Foundation
import OpenAPIAsyncHTTPClient
import OpenAPIRESTChain
import OpenAPIRuntime
import OpenAPIURLSession
import RESTChain

/// Times four workloads of the generated client over `RESTChainTransport`, swift-openapi-async-http-client's
/// and swift-openapi-urlsession's transports against one loopback server, round after round with the transports
/// interleaved, and prints each median and the others' ratio to RESTChain's (above 1: RESTChain is faster).
///
/// `swift run -c release OpenAPITransportRatios [--smoke] [--only TRANSPORT] [--workload NAME] [--calls N]`:
/// `--smoke` runs one small round, to show it works; `--only`, `--workload` and `--calls` run one transport, one
/// workload (`sequential, distinct`…) or N calls per workload, to profile one of them alone (under callgrind, say).
@main
enum OpenAPITransportRatios {
    static func main() async throws {
        let smoke = CommandLine.arguments.contains("--smoke")
        let rounds = smoke ? 1 : 7
        let requests = option("--calls").flatMap { Int($0) } ?? (smoke ? 64 : 2048)
        let server = try await ItemServer.start()
        let serverURL = try require(URL(string: "http://127.0.0.1:\(server.port)/v2"))
        let transports: [(name: String, make: () throws -> any ClientTransport)] = [
            ("RESTChain", { RESTChainTransport(client: try RESTClient(baseURL: serverURL.absoluteString)) }),
            ("AsyncHTTPClient", { AsyncHTTPClientTransport() }),
            ("URLSession", { URLSessionTransport() }),
        ].filter { option("--only") ?? $0.name == $0.name }
        var results: [String: [String: [Duration]]] = [:]
        for _ in 0..<rounds {
            for (name, make) in transports {
                // A new transport for every round: RESTChain's cache starts empty each time.
                let client = Client(serverURL: serverURL, transport: try make())
                for workload in Workload.all(requests: requests)
                where option("--workload") ?? workload.name == workload.name {
                    let start = ContinuousClock.now
                    try await workload.run(client)
                    results[workload.name, default: [:]][name, default: []].append(start.duration(to: .now))
                }
            }
        }
        try await server.stop()
        print(Table(results: results, transports: transports.map(\.name), requests: requests, rounds: rounds))
    }

    /// The value after `name` on the command line, if it is there.
    private static func option(_ name: String) -> String? {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    private static func require<Value>(_ value: Value?) throws -> Value {
        guard let value else { throw RESTError.invalidURL("the server's URL", reason: "not a valid URL") }
        return value
    }
}
