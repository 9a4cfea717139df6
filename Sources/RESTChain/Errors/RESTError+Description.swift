// RESTError's one-line descriptions.
import Foundation

extension RESTError: CustomStringConvertible, LocalizedError {
    /// What went wrong, in one readable line.
    public var description: String {
        switch self {
        case .invalidURL(let url, let reason):
            return "Invalid URL \"\(url)\": \(reason)"
        case .invalidRequest(let reason):
            return "Invalid request: \(reason)"
        case .transport(let error):
            let url = error.failingURL.map { " (\($0.absoluteString))" } ?? ""
            return "Transport error \(error.code.rawValue)\(url): \(error.summary)"
        case .httpStatus(let failure):
            let url = failure.url.map { " from \($0.absoluteString)" } ?? ""
            let detail = failure.apiError.map { String(describing: $0) } ?? failure.bodyText
            return "HTTP \(failure.statusCode)\(url)" + (detail.isEmpty ? "" : ": \(detail)")
        case .decoding(let failure):
            let type = failure.typeName.isEmpty ? "" : " \(failure.typeName)"
            let path = failure.codingPath.isEmpty ? "" : " at \(failure.codingPath)"
            return "Could not decode\(type)\(path): \(failure.reason); body starts \"\(failure.bodyPrefix)\""
        case .adaptation(let failure):
            return "Request adapter \(failure.adapter) failed: \(failure.reason)"
        case .pagination(let failure):
            return "Pagination failed: \(failure)"
        case .responseTooLarge(let limit, let url):
            return "The response from \(Redactor.redact(url: url)) is larger than the limit of \(limit) bytes"
        case .cancelled:
            return "The request was cancelled"
        }
    }

    /// The same line as ``description``, for APIs that show `localizedDescription`.
    public var errorDescription: String? { description }
}
