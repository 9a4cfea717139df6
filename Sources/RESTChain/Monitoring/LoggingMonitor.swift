// LoggingMonitor: one line per request, with every secret redacted.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Writes one line per request when it ends, never printing a secret.
///
/// ```
/// GET https://api.example.com/v2/users?access_token=<redacted> [Authorization: <redacted>] → 200, 512 bytes, 31 ms
/// ```
/// The values of `Authorization`, API-key and token headers and of `access_token`-style query items are
/// replaced by `<redacted>` (see ``SensitiveData``).
public struct LoggingMonitor: EventMonitor {
    private let write: @Sendable (String) -> Void
    private let includesHeaders: Bool

    /// Creates a logger.
    ///
    /// - Parameters:
    ///   - includesHeaders: Whether to list the request's headers (redacted) on the line.
    ///   - write: Where lines go; standard error by default (``standardError``), where logs belong, so a program's
    ///     output stays its own. Pass `{ print($0) }` for standard output, or your logger.
    public init(
        includesHeaders: Bool = true,
        write: @escaping @Sendable (String) -> Void = LoggingMonitor.standardError
    ) {
        self.includesHeaders = includesHeaders
        self.write = write
    }

    /// Writes `line` and a line break to standard error, at once (standard error is not buffered).
    public static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes the line of a finished request, an answer from the cache, or a retry; other events are ignored.
    public func record(_ event: RequestEvent) {
        switch event {
        case .received(let request, let response, let duration):
            write(
                prefix(request) + " → \(response.statusCode), \(response.body.count) bytes, \(milliseconds(duration))")
        case .failed(let request, let error, let duration):
            write(prefix(request) + " → failed after \(milliseconds(duration)): \(Redactor.redact(error.description))")
        case .cache(let request, let response) where [.hit, .stale].contains(response.cacheStatus):
            write(
                prefix(request)
                    + " → \(response.statusCode), \(response.body.count) bytes, from cache (\(response.cacheStatus))")
        case .retrying(let request, let attempt, let delay):
            write(prefix(request) + " → attempt \(attempt) in \(milliseconds(delay))")
        case .started, .created, .adapted, .sent, .cache, .finished:
            break
        }
    }

    private func prefix(_ request: URLRequest) -> String {
        var line = (request.httpMethod ?? "GET") + " " + Redactor.redact(url: request.url)
        if includesHeaders, let headers = request.allHTTPHeaderFields, !headers.isEmpty {
            line += " [" + Redactor.redact(headers: headers).joined(separator: ", ") + "]"
        }
        return line
    }

    private func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }
}
