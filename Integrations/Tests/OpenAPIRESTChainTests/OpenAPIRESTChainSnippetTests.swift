// DocC "OpenAPIRESTChain": the article's snippets, compiled and run against the loopback server.
import Foundation
import IntegrationTestSupport
import OpenAPIRESTChain
import OpenAPIRuntime
import RESTChain
import Testing

@Suite("OpenAPIRESTChain: the article's snippets")
struct OpenAPIRESTChainSnippetTests {
    @Test("the generated client over a RESTClient with retries and a rate limit")
    func overview() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let serverURL = server.url.appendingPathComponent("v2")  // docs: try Servers.Server1.url()

        let api = try RESTClient(baseURL: server.url.absoluteString).configured {  // docs: "https://api.guildwars2.com"
            $0.retryPolicy = .default
            $0.rateLimiter = RateLimiter(capacity: 5, refillPerSecond: 5)
        }
        let client = Client(serverURL: serverURL, transport: RESTChainTransport(client: api))
        let build = try await client.getBuild().ok.body.json

        #expect(build.id == 115267)
    }

    @Test("a streamed operation hands its body over as it arrives")
    func streamedOperations() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.url.absoluteString)

        let transport = RESTChainTransport(client: api, configuration: .init(streamedOperations: ["getFile"]))

        let client = Client(serverURL: server.url.appendingPathComponent("v2"), transport: transport)
        let body = try await client.getFile(query: .init(size: 1000)).ok.body.binary
        #expect(try await [UInt8](collecting: body, upTo: 2000).count == 1000)
    }
}
