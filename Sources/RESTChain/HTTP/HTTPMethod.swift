// HTTPMethod: the request verb, the common ones by name and any other by string.
import Foundation

/// The verb of a request: the common ones as constants, any other through its raw value.
///
/// ```swift
/// let verb: HTTPMethod = .patch
/// let purge: HTTPMethod = "PURGE"
/// ```
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The verb as sent on the wire, upper-cased.
    public let rawValue: String

    /// Creates a verb from its name; the name is upper-cased.
    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    /// Creates a verb from a string literal such as `"PURGE"`.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// `GET`: read a resource.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `POST`: create a resource or run an action.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`: replace a resource.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`: change part of a resource.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`: remove a resource.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `HEAD`: read a resource's headers only.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `OPTIONS`: ask what a resource allows.
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    /// `TRACE`: echo the request back, for diagnostics.
    public static let trace = HTTPMethod(rawValue: "TRACE")

    /// Whether sending a request with this verb twice has the same effect as sending it once (RFC 9110 §9.2.2):
    /// `GET`, `HEAD`, `PUT`, `DELETE`, `OPTIONS` and `TRACE`. Only such requests are retried, unless a request
    /// says it is safe to repeat (``RequestSession/idempotencyKey(_:)``, ``RequestSession/idempotent()``).
    public var isIdempotent: Bool {
        switch self {
        case .get, .head, .put, .delete, .options, .trace: true
        default: false
        }
    }

    /// Whether requests with this verb carry their parameters in the query string by default.
    public var encodesParametersInQuery: Bool { self == .get || self == .head || self == .delete }
}

extension HTTPMethod: CustomStringConvertible {
    /// The verb as sent on the wire.
    public var description: String { rawValue }
}
