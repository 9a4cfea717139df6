// HeaderPrinter: the request and response headers `-v` prints to stderr, secrets redacted.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Writes what `-v` shows: `> GET url` and the request headers, `< 200` and the response headers.
enum HeaderPrinter {
    /// Prints the request when it is sent and the response when it arrives, on standard error.
    static func print(_ event: RequestEvent, on console: Console) {
        switch event {
        case .sent(let request):
            var text = "> \(request.httpMethod ?? "GET") \(Redactor.redact(url: request.url))\n"
            for line in Redactor.redact(headers: request.allHTTPHeaderFields ?? [:]) { text += "> \(line)\n" }
            console.writeError(text + ">\n")
        case .received(_, let response, let duration):
            let lines = statusAndHeaders(response).split(separator: "\n").map { "< \($0)\n" }.joined()
            console.writeError(lines + "< (\(response.body.count) bytes in \(milliseconds(duration)) ms)\n")
        case .retrying(_, let attempt, let delay):
            console.writeError("< retrying: attempt \(attempt) in \(milliseconds(delay)) ms\n")
        default:
            break
        }
    }

    /// Whole milliseconds in `duration`.
    private static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }

    /// `HTTP 200` and the response's headers, one per line, secrets redacted.
    static func statusAndHeaders(_ response: RESTResponse) -> String {
        "HTTP \(response.statusCode)\n"
            + Redactor.redact(headers: response.headers.dictionary).map { $0 + "\n" }.joined()
    }
}
