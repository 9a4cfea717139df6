// APIErrorBody: an API's own error format, decoded and carried by RESTError.
import Foundation

/// An API's own error body, such as `{"code": …, "message": …}` or `{"text": …}`.
///
/// Conform a `Decodable` type and register it with ``APIErrorDecoding/json(_:)`` on the client; a failed
/// request then carries the decoded value in ``HTTPFailure/apiError``:
/// ```swift
/// struct MyAPIError: APIErrorBody, Decodable {
///     let error: String
///     var description: String { error }
/// }
/// let api = try RESTClient(baseURL: "https://api.example.com", errorDecoding: .json(MyAPIError.self))
/// ```
public protocol APIErrorBody: Error, Sendable, CustomStringConvertible {}

/// How a client turns a failed response's body into its API's error type.
public struct APIErrorDecoding: Sendable {
    /// Returns the decoded error body, or `nil` when the body is not in the API's format.
    public let decode: @Sendable (RESTResponse) -> (any APIErrorBody)?

    /// Creates a decoding from a closure over the failed response.
    public init(_ decode: @escaping @Sendable (RESTResponse) -> (any APIErrorBody)?) {
        self.decode = decode
    }

    /// Decodes failed bodies as JSON into `type`; bodies in another shape give `nil`.
    public static func json<Body: APIErrorBody & Decodable>(_ type: Body.Type) -> APIErrorDecoding {
        APIErrorDecoding { response in
            guard !response.body.isEmpty else { return nil }
            return try? JSONDecoder().decode(Body.self, from: response.body)
        }
    }

    /// Leaves error bodies undecoded.
    public static let none = APIErrorDecoding { _ in nil }
}
