// RESTClient's endpoint methods: sessions built from Endpoint values.
import Foundation

extension RESTClient {
    /// A GET session for `endpoint`, with its query items and headers, reshaped by the client's mapping.
    public func get(_ endpoint: some Endpoint) -> GetSession {
        GetSession(client: self, request: prepare(endpoint, method: .get))
    }

    /// A session for `endpoint` with its own verb and body, reshaped by the client's mapping.
    public func request(_ endpoint: some Endpoint) -> RequestSession {
        RequestSession(client: self, request: prepare(endpoint, method: endpoint.method))
    }

    private func prepare(_ endpoint: some Endpoint, method: HTTPMethod) -> PreparedRequest {
        var request = prepare(method, endpoint.path, body: method == .get ? nil : endpoint.body)
        request.queryItems += endpoint.queryItems
        request.headers = request.headers.merging(endpoint.headers)
        request.endpoint = endpoint
        return configuration.endpointMapping.map(endpoint, request)
    }
}
