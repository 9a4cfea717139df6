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
/// `swift run -c release OpenAPITransportRatios [--smoke]`: `--smoke` runs one small round, to show it works.
@main
enum OpenAPITransportRatios {
    static func main() async throws {
        let smoke = CommandLine.arguments.contains("--smoke")
        let (rounds, requests) = smoke ? (1, 64) : (7, 2048)
        let server = try await ItemServer.start()
        let serverURL = try require(URL(string: "http://127.0.0.1:\(server.port)/v2"))
        let transports: [(name: String, make: () throws -> any ClientTransport)] = [
            ("RESTChain", { RESTChainTransport(client: try RESTClient(baseURL: serverURL.absoluteString)) }),
            ("AsyncHTTPClient", { AsyncHTTPClientTransport() }),
            ("URLSession", { URLSessionTransport() }),
        ]
        var results: [String: [String: [Duration]]] = [:]
        for _ in 0..<rounds {
            for (name, make) in transports {
                // A new transport for every round: RESTChain's cache starts empty each time.
                let client = Client(serverURL: serverURL, transport: try make())
                for workload in Workload.all(requests: requests) {
                    let start = ContinuousClock.now
                    try await workload.run(client)
                    results[workload.name, default: [:]][name, default: []].append(start.duration(to: .now))
                }
            }
        }
        try await server.stop()
        print(Table(results: results, transports: transports.map(\.name), requests: requests, rounds: rounds))
    }

    private static func require<Value>(_ value: Value?) throws -> Value {
        guard let value else { throw RESTError.invalidURL("the server's URL", reason: "not a valid URL") }
        return value
    }
}
