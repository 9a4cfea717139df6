// RESTClient's endpoint methods: sessions built from Endpoint values.
import Foundation

extension RESTClient {
    /// A GET session for a GET `endpoint`, with its query items and headers, reshaped by the client's mapping.
    ///
    /// ```swift
    /// let zen = try await api.get(endpoint: GitHub.zen).string()
    /// ```
    /// An endpoint with another verb fails when started, with ``RESTError/invalidRequest(reason:)`` naming
    /// ``request(_:)``: a GET never silently drops an endpoint's verb and body.
    public func get(endpoint: some Endpoint) -> GetSession {
        GetSession(client: self, request: prepare(endpoint))
    }

    /// A session for `endpoint` with its own verb and body, reshaped by the client's mapping.
    ///
    /// ```swift
    /// let user = try await api.request(MyAPI.createUser(name: "Ann")).decode(type: User.self)
    /// ```
    public func request(_ endpoint: some Endpoint) -> RequestSession {
        RequestSession(client: self, request: prepare(endpoint))
    }

    private func prepare(_ endpoint: some Endpoint) -> PreparedRequest {
        var request = prepare(endpoint.method, endpoint.path, body: endpoint.body)
        request.queryItems += endpoint.queryItems
        request.headers = request.headers.merging(endpoint.headers)
        request.endpoint = endpoint
        return pipeline.configuration.endpointMapping.map(endpoint, request)
    }
}
