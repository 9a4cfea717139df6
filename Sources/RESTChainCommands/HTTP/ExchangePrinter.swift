// ExchangePrinter: the request and response as `--print` selects them, coloured on a terminal, secrets redacted.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Prints the parts of an exchange a ``PrintSelection`` names, to standard output, one blank line between parts.
///
/// Headers whose values are secrets (``SensitiveData``: `Authorization`, cookies, API keys…) are printed as
/// `<redacted>`, so a terminal recording or a pasted log never holds a credential.
final class ExchangePrinter: Sendable {
    let selection: PrintSelection
    let invocation: Invocation
    /// How the parts are dressed.
    let pretty: Pretty
    /// How many parts were printed, and whether the request was one of them.
    private let printed = Locked((parts: 0, request: false))

    init(selection: PrintSelection, invocation: Invocation, pretty: Pretty) {
        self.selection = selection
        self.invocation = invocation
        self.pretty = pretty
    }

    private var console: Console { invocation.console }
    private var coloured: Bool { console.colouredOutput && pretty.colours }

    /// Prints the first request sent (the one the command line describes; retries and redirects are not repeated).
    func request(_ request: URLRequest) {
        let first = printed.withLock { printed in
            defer { printed.request = true }
            return !printed.request
        }
        guard first else { return }
        if selection.requestHead { part(requestHead(request)) }
        if selection.requestBody, let body = request.httpBody, !body.isEmpty {
            part { ResponseWriter.writeBody(body, plain: !pretty.formats, coloured: pretty.colours, console: console) }
        }
    }

    /// Prints the response's status line and headers, then its body, as selected.
    ///
    /// - Throws: `CommandFailure` from `--decode-path`.
    func response(_ response: RESTResponse) throws {
        if selection.responseHead { part(responseHead(response)) }
        if selection.responseBody, !response.body.isEmpty {
            try part { try ResponseWriter.write(response.body, invocation: invocation, pretty: pretty) }
        }
    }

    /// Prints the response's status line and headers, then its body as it arrives, as selected; a body not
    /// selected is not read, and its connection is closed.
    ///
    /// - Throws: The transfer's failure, when the body is cut short.
    func response(_ response: StreamedResponse) async throws {
        if selection.responseHead { part(responseHead(response.head)) }
        guard selection.responseBody else { return response.body.cancel() }
        try await ResponseWriter.write(response.body, console: console) { beginPart() }
    }

    /// The connection and the phases of the exchange, in milliseconds, as two lines of the metadata.
    static func describe(_ metrics: TransferMetrics) -> String {
        let connection = [metrics.httpVersion, metrics.isReusedConnection ? "reused" : "new"].compactMap { $0 }
        var text = "Connection: \(address(of: metrics)) (\(connection.joined(separator: ", ")))\n"
        let phases = [
            ("lookup", metrics.nameLookup), ("connect", metrics.connection), ("TLS", metrics.secureHandshake),
            ("waiting", metrics.waiting), ("receiving", metrics.receiving),
        ]
        text += "Timing: " + phases.map { "\($0.0) \(milliseconds($0.1))" }.joined(separator: ", ") + "\n"
        return text
    }

    /// The server's address and port as a URL writes them: `127.0.0.1:8080`, `[::1]:443`.
    private static func address(of metrics: TransferMetrics) -> String {
        guard let host = metrics.remoteAddress else { return "unknown address" }
        let written = host.contains(":") ? "[\(host)]" : host
        return metrics.remotePort.map { "\(written):\($0)" } ?? written
    }

    /// `duration` in milliseconds with three decimals, as `1.234ms`.
    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.3fms", Double(seconds) * 1e3 + Double(attoseconds) / 1e15)
    }

    /// Prints the metadata: time taken, how the connection went, where the answer came from, and attempts past the
    /// first.
    func metadata(_ response: RESTResponse?, elapsed: Duration) {
        guard selection.metadata else { return }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var text = "Elapsed time: " + String(format: "%.3f", seconds) + "s\n"
        if let response {
            if let metrics = response.metrics { text += Self.describe(metrics) }
            text += "Cache: \(response.cacheStatus)\n"
            if response.attempts > 1 { text += "Attempts: \(response.attempts)\n" }
        }
        part(text)
    }

    /// `POST /path?query`, `Host:` and the other header fields.
    func requestHead(_ request: URLRequest) -> String {
        let url = request.url.map(Redactor.redacted(url:))
        let components = url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
        let target = (components?.percentEncodedPath).map { $0.isEmpty ? "/" : $0 } ?? "/"
        let query = components?.percentEncodedQuery.map { "?" + $0 } ?? ""
        let method = ANSI.green.paint(request.httpMethod ?? "GET", enabled: coloured)
        var text = "\(method) \(ANSI.cyan.paint(target + query, enabled: coloured))\n"
        if let host = url?.host { text += field("Host", host + (url?.port.map { ":\($0)" } ?? "")) }
        for line in Redactor.redact(headers: request.allHTTPHeaderFields ?? [:]) { text += field(line) }
        return text
    }

    /// `HTTP 200 OK` and the response's header fields, in the order they came.
    func responseHead(_ response: RESTResponse) -> String {
        let code = response.statusCode
        let colour: ANSI = code < 300 ? .green : (code < 400 ? .yellow : .red)
        let reason = StatusReason.phrase(for: code).map { " " + $0 } ?? ""
        var text =
            ANSI.blue.paint("HTTP", enabled: coloured) + " " + colour.paint("\(code)\(reason)", enabled: coloured)
        text += "\n"
        for header in response.headers { text += field(header.name, Redactor.redact(header: header)) }
        return text
    }

    private func field(_ name: String, _ value: String) -> String {
        ANSI.cyan.paint(name, enabled: coloured) + ": " + value + "\n"
    }

    /// A `Name: value` line as the redactor wrote it, its name coloured.
    private func field(_ line: String) -> String {
        guard let colon = line.firstIndex(of: ":") else { return line + "\n" }
        return ANSI.cyan.paint(String(line[..<colon]), enabled: coloured) + line[colon...] + "\n"
    }

    /// Writes `text` as one part.
    private func part(_ text: String) {
        part { console.write(text) }
    }

    /// Runs `write` as one part, after a blank line when a part came before.
    private func part(_ write: () throws -> Void) rethrows {
        beginPart()
        try write()
    }

    /// Counts a part about to be written, and writes the blank line before it when a part came before.
    private func beginPart() {
        let earlier = printed.withLock { printed in
            defer { printed.parts += 1 }
            return printed.parts
        }
        if earlier > 0 { console.write("\n") }
    }
}
