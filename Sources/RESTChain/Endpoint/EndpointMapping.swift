// EndpointMapping: a hook that sees each endpoint value and may reshape its request.
import Foundation

/// A hook that sees every endpoint value and may change its request: add headers, query items, or a body.
///
/// It runs when a session is made from an ``Endpoint``, before anything is sent:
/// ```swift
/// let signing = EndpointMapping { endpoint, request in
///     guard let route = endpoint as? MyAPI, route != .authenticate else { return request }
///     var signed = request
///     signed.headers["Authorization"] = "Bearer \(token)"
///     return signed
/// }
/// var configuration = ClientConfiguration(baseURL: try BaseURL("https://api.example.com"))
/// configuration.endpointMapping = signing
/// ```
public struct EndpointMapping: Sendable {
    /// The reshaping function.
    public let map: @Sendable (any Endpoint, PreparedRequest) -> PreparedRequest

    /// Creates a mapping from a function of the endpoint and its request.
    public init(_ map: @escaping @Sendable (any Endpoint, PreparedRequest) -> PreparedRequest) {
        self.map = map
    }

    /// Leaves every request as the endpoint describes it.
    public static let identity = EndpointMapping { _, request in request }
}
