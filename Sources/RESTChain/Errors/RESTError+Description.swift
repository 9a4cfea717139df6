// RESTError's one-line descriptions.
import Foundation

extension RESTError: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable, LocalizedError {
    /// What went wrong, in one readable line: control characters escaped, secret values (``SensitiveData``)
    /// redacted.
    public var description: String {
        OneLine.escaped(Redactor.redact(line))
    }

    /// The same line as ``description``.
    public var debugDescription: String { description }

    /// Only the description, so `dump` and debuggers never show a secret held inside.
    public var customMirror: Mirror {
        Mirror(self, children: ["description": description], displayStyle: .enum)
    }

    private var line: String {
        switch self {
        case .invalidURL(let url, let reason):
            return "Invalid URL \"\(url)\": \(reason)"
        case .invalidRequest(let reason):
            return "Invalid request: \(reason)"
        case .transport(let error):
            let url = error.failingURL.map { " (\(Redactor.redact(url: $0)))" } ?? ""
            let replay = wasNotReplayed ? " (not retried: its body is a one-shot stream that cannot be sent again)" : ""
            return "Transport error \(error.code.rawValue)\(url)\(afterAttempts): \(error.summary)\(replay)"
        case .httpStatus(let failure):
            let url = failure.url.map { " from \(Redactor.redact(url: $0))" } ?? ""
            let detail = failure.apiError.map { String(describing: $0) } ?? failure.bodyText
            return "HTTP \(failure.statusCode)\(url)\(afterAttempts)" + (detail.isEmpty ? "" : ": \(detail)")
        case .decoding(let failure):
            let type = failure.typeName.isEmpty ? "" : " \(failure.typeName)"
            let path = failure.codingPath.isEmpty ? "" : " at \(failure.codingPath)"
            if let line = failure.line {
                return
                    "Could not decode\(type) on line \(line)\(path): \(failure.reason); line starts \"\(failure.bodyPrefix)\""
            }
            return "Could not decode\(type)\(path): \(failure.reason); body starts \"\(failure.bodyPrefix)\""
        case .adaptation(let failure):
            let reason = (failure.underlying as? URLError).map { "\($0.summary) (URLError \($0.code.rawValue))" }
            return "Request adapter \(failure.adapter) failed: \(reason ?? failure.reason)"
        case .authentication(let failure):
            return "Authentication failed: \(failure)"
        case .pagination(let failure):
            return "Pagination failed: \(failure)"
        case .responseTooLarge(let limit, let url):
            return "The response from \(Redactor.redact(url: url)) is larger than the limit of \(limit) bytes "
                + "(raise it with responseSizeLimit(_:) or ClientConfiguration.responseSizeLimit)"
        case .cancelled:
            return "The request was cancelled"
        }
    }

    /// " after 3 attempts" when the request was retried, else nothing.
    private var afterAttempts: String {
        attempts > 1 ? " after \(attempts) attempts" : ""
    }

    /// The same line as ``description``, for APIs that show `localizedDescription`.
    public var errorDescription: String? { description }
}
