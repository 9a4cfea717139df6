// PlantedSecrets: a client of the loopback server that sends a secret in a header and in a query item.
import Foundation
import IntegrationTestSupport
import RESTChain

/// The secrets every observability test plants, and a client that sends them with every request.
enum PlantedSecrets {
    static let header = "hdr-5ecret-7f3a9"
    static let query = "qry-5ecret-41c2e"

    /// A client of `server` whose every request carries `X-Api-Key: <header secret>` and
    /// `access_token=<query secret>`, retrying a 503 at once.
    static func client(_ server: LoopbackServer, _ change: (inout ClientConfiguration) -> Void) throws -> RESTClient {
        try RESTClient(baseURL: server.url.absoluteString + "/v2", headers: ["X-Api-Key": header]).configured {
            $0.queryItems = [URLQueryItem(name: "access_token", value: query)]
            $0.retryPolicy = .rateLimited
            change(&$0)
        }
    }

    /// Whether `text` holds either secret.
    static func leak(in text: String) -> Bool {
        text.contains(header) || text.contains(query)
    }
}

extension RESTClient {
    /// The requests every observability test sends: a cached GET twice, a GET the server refuses once, a 404.
    func sendTheUsualRequests() async throws {
        _ = try await get("build").response()
        _ = try await get("build").response()
        _ = try await get("flaky").response()
        _ = try await get("items/0").acceptingAnyStatusCode().response()
    }
}
