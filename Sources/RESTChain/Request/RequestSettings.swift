// RequestSettings: a request's own settings resolved against its client's configuration — the one place.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How one request is sent: every override of its ``PreparedRequest`` resolved once against the client's
/// ``ClientConfiguration``, when the request starts. Nothing else in RESTChain reads `request.x ?? configuration.x`.
struct RequestSettings: Sendable {
    /// How long each attempt may take in all; `nil` for no limit.
    let timeout: Duration?
    /// The most bytes the response body may have; `nil` for no limit.
    let responseSizeLimit: Int?
    /// Which answers are tried again, when the request is safe to repeat.
    let retryPolicy: RetryPolicy
    /// Whether the request is safe to send more than once.
    let isIdempotent: Bool
    /// Where the request goes: the client's transport, or its stub for the request's endpoint.
    let transport: any Transport

    init(_ request: PreparedRequest, in configuration: ClientConfiguration) {
        if let seconds = request.timeout ?? configuration.timeout, seconds > 0, seconds.isFinite {
            timeout = .seconds(seconds)
        } else {
            timeout = nil
        }
        let limit = request.responseSizeLimit ?? configuration.responseSizeLimit
        responseSizeLimit = limit == .max ? nil : limit
        retryPolicy = request.retryPolicy ?? configuration.retryPolicy
        isIdempotent = request.isIdempotent
        transport = configuration.transport(for: request.endpoint)
    }

    /// The input of one attempt of `request`, starting now.
    func attempt(_ request: URLRequest) -> TransportRequest {
        TransportRequest(
            request, deadline: timeout.map { ContinuousClock.now + $0 }, responseSizeLimit: responseSizeLimit)
    }
}

extension PreparedRequest {
    /// The decoder a handler uses: its own `decoder` argument, else the request's, else the client's.
    func decoder(_ argument: JSONDecoder?, in configuration: ClientConfiguration) -> JSONDecoder {
        argument ?? decoder ?? configuration.decoder
    }
}
