// Span+HTTP: OpenTelemetry's HTTP client attributes from RESTChain's values.
import Foundation
import RESTChain
import RESTChainTelemetryNames
import Tracing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Span {
    /// Sets the attributes of the request: method, redacted URL, server address and port; never a header.
    func describe(_ request: URLRequest) {
        attributes["http.request.method"] = request.telemetryMethod
        attributes["url.full"] = request.redactedURL
        if let url = request.url, let host = url.host {
            attributes["server.address"] = host
            attributes["server.port"] = url.port ?? (url.scheme == "https" ? 443 : 80)
        }
    }

    /// Sets the attributes of the answer; a status of 400 or more is an error, named by its code.
    func describe(_ response: RESTResponse) {
        attributes["http.response.status_code"] = response.statusCode
        attributes["http.response.body.size"] = response.body.count
        if response.statusCode >= 400 {
            attributes["error.type"] = "\(response.statusCode)"
            setStatus(SpanStatus(code: .error))
        }
    }

    /// Records `error` (its redacted one-line description) and its kind as `error.type`.
    func record(_ error: RESTError) {
        attributes["error.type"] = error.telemetryType
        if case .httpStatus(let failure) = error { attributes["http.response.status_code"] = failure.statusCode }
        recordError(error)
        setStatus(SpanStatus(code: .error, message: Redactor.redact(error.description)))
    }
}
