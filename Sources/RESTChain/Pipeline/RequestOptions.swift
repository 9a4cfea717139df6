// RequestOptions: how a session validates and decodes its response.
import Foundation

/// How a session judges and decodes its response; set through the session's shaping methods.
public struct RequestOptions: Sendable {
    /// The status codes treated as success; anything else is ``RESTError/httpStatus(_:)``. `200..<300` by default.
    public var acceptableStatusCodes: Set<Int> = RequestOptions.successCodes
    /// The decoder for `decode(type:)` and `json()`; `nil` uses the client's.
    public var decoder: JSONDecoder?
    /// How the request uses the client's ``HTTPCache``; ``CachePolicy/default`` follows RFC 9111.
    public var cachePolicy: CachePolicy = .default

    /// Creates the default options.
    public init() {}

    /// `200..<300`, built once and shared, so making a session does not rebuild the set.
    private static let successCodes = Set(200..<300)
}
