// RequestOptions: how a session validates, decodes and delivers its response.
import Foundation

/// How a session judges, decodes and delivers its response; set through the session's shaping methods.
public struct RequestOptions: Sendable {
    /// The status codes treated as success; anything else is ``RESTError/httpStatus(_:)``. `200..<300` by default.
    public var acceptableStatusCodes: Set<Int> = Set(200..<300)
    /// The decoder for `decode(type:)` and `json()`; `nil` uses the client's.
    public var decoder: JSONDecoder?
    /// Where completion handlers run; `nil` uses the client's.
    public var delivery: CallbackDelivery?

    /// Creates the default options.
    public init() {}
}
