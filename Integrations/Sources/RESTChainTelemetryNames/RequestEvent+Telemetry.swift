// The words logs, metrics and traces use for a request: OpenTelemetry's names, RESTChain's redaction.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLRequest {
    /// The verb, `GET` when none is set.
    package var telemetryMethod: String { httpMethod ?? "GET" }

    /// The URL as RESTChain writes it in any text: the values of secret query items redacted.
    package var redactedURL: String { Redactor.redact(url: url) }

    /// The host, lower-cased, or `unknown`: a dimension, never a full URL.
    package var telemetryHost: String { url?.host?.lowercased() ?? "unknown" }
}

extension RESTError {
    /// The error's kind, as OpenTelemetry's `error.type` wants it: a case name such as `transport` or
    /// `cancelled`, never a value that could hold a secret.
    package var telemetryType: String {
        switch self {
        case .invalidURL: "invalidURL"
        case .invalidRequest: "invalidRequest"
        case .transport: "transport"
        case .httpStatus: "httpStatus"
        case .decoding: "decoding"
        case .adaptation: "adaptation"
        case .authentication: "authentication"
        case .pagination: "pagination"
        case .responseTooLarge: "responseTooLarge"
        case .cancelled: "cancelled"
        }
    }
}

/// `2xx`, `3xx`, `4xx` or `5xx` for a status code (`1xx` below 200).
package func statusClass(_ status: Int) -> String {
    "\(min(max(status / 100, 1), 5))xx"
}

extension Duration {
    /// Whole milliseconds.
    package var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// Whole nanoseconds, saturating.
    package var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? .max : whole.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue
    }
}
