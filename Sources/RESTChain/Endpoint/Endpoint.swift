// Endpoint: an API described as a type — usually an enum whose cases are the API's routes.
import Foundation

/// One route of an API, described as a value — usually a case of an enum of yours.
///
/// ```swift
/// enum GitHub: Endpoint {
///     case zen
///     case userProfile(String)
///     var path: String {
///         switch self {
///         case .zen: "zen"
///         case .userProfile(let name): "users/\(segment: name)"   // escaped: "a/b" stays one segment
///         }
///     }
/// }
/// let zen = try await github.get(endpoint: GitHub.zen).string()
/// ```
/// Only `path` is required. `method` defaults to GET; query items, headers and body default to none;
/// `sampleData` (empty by default) is what ``EndpointStubbing/sampleData(delay:statusCode:)`` answers.
public protocol Endpoint: Sendable {
    /// The path under the client's base URL, such as `users/ann`.
    var path: String { get }
    /// The verb; `.get` unless the endpoint says otherwise.
    var method: HTTPMethod { get }
    /// Query items sent with this endpoint.
    var queryItems: [URLQueryItem] { get }
    /// Headers sent with this endpoint, on top of the client's.
    var headers: HTTPHeaders { get }
    /// The body, for verbs that send one.
    var body: RequestBody? { get }
    /// A canned response body for stubs and previews.
    var sampleData: Data { get }
}

extension Endpoint {
    /// `.get`.
    public var method: HTTPMethod { .get }
    /// No query items.
    public var queryItems: [URLQueryItem] { [] }
    /// No extra headers.
    public var headers: HTTPHeaders { [:] }
    /// No body.
    public var body: RequestBody? { nil }
    /// An empty body.
    public var sampleData: Data { Data() }
}

extension DefaultStringInterpolation {
    /// Interpolates `value` as one escaped path segment: `"users/\(segment: "a/b c")"` is `users/a%2Fb%20c`.
    public mutating func appendInterpolation(segment value: some CustomStringConvertible) {
        appendLiteral(PathEscaping.escapeSegment(value.description))
    }
}
