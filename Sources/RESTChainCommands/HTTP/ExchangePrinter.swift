// ExchangePrinter: the request and response as `--print` selects them, coloured on a terminal, secrets redacted.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Prints the parts of an exchange a ``PrintSelection`` names, to standard output, one blank line between parts.
///
/// The request head is printed as it goes out, the framing fields the transport adds (`Content-Length`,
/// `Transfer-Encoding`) included; bodies as the server sent them. Secret values (``SensitiveData``: `Authorization`,
/// cookies, API keys, `token=` query items…) are printed as `<redacted>` in heads, so a terminal recording or a
/// pasted log never holds a credential, unless `--show-secrets` asks for them; a body that quotes one is printed
/// as it came, with a warning on standard error.
final class ExchangePrinter: Sendable {
    let selection: PrintSelection
    let invocation: Invocation
    /// How the parts are dressed.
    let pretty: Pretty
    /// Whether secret values are printed as they are (`--show-secrets`) rather than as `<redacted>`.
    let showsSecrets: Bool
    /// Whether each hop `--follow --all` takes is printed, not only the first request and the last answer.
    let printsEveryHop: Bool
    /// How many parts were printed, and whether the request was one of them.
    private let printed = Locked((parts: 0, request: false))
    /// The first request sent, for `--curl`.
    private let first = Locked<TransportRequest?>(nil)
    /// The secret values of every request sent, longest first, looked for in the bodies printed.
    private let secrets = Locked([String]())

    init(selection: PrintSelection, invocation: Invocation, pretty: Pretty) {
        self.selection = selection
        self.invocation = invocation
        self.pretty = pretty
        showsSecrets = invocation.arguments.has("--show-secrets")
        printsEveryHop = invocation.arguments.has("--all") && invocation.arguments.has("--follow")
    }

    private var console: Console { invocation.console }
    private var coloured: Bool { console.colouredOutput && pretty.colours }

    /// Prints the first request sent (the one the command line describes; retries and redirects are not repeated),
    /// and keeps the secrets of every one to look for in the answer.
    func request(_ sent: TransportRequest) {
        let request = sent.urlRequest
        let first = printed.withLock { printed in
            defer { printed.request = true }
            return !printed.request
        }
        if first { self.first.withLock { $0 = sent } }
        let values = SecretEcho.values(in: request)
        if !values.isEmpty {
            secrets.withLock { secrets in
                secrets = Array(Set(secrets + values)).sorted { $0.utf8.count > $1.utf8.count }
            }
        }
        guard first || printsEveryHop else { return }
        if selection.requestHead { part(requestHead(request, framing: Self.framing(of: sent))) }
        if selection.requestBody, let body = request.httpBody, !body.isEmpty {
            part { ResponseWriter.writeBody(body, plain: !pretty.formats, coloured: pretty.colours, console: console) }
        }
    }

    /// Prints a redirect `--follow` goes on from, with `--all`: its status line and headers, and its body when it
    /// was read whole, as selected.
    func redirect(_ response: RESTResponse) {
        guard printsEveryHop else { return }
        if selection.responseHead { part(responseHead(response)) }
        if selection.responseBody, !response.body.isEmpty {
            part {
                ResponseWriter.writeBody(
                    response.body, plain: !pretty.formats, coloured: pretty.colours, console: console)
            }
        }
    }

    /// The curl command that sends the first request, with `--curl`; `nil` otherwise.
    func curlCommand() -> String? {
        guard invocation.arguments.has("--curl"), let request = first.withLock({ $0 }) else { return nil }
        return CurlCommand.line(for: request, arguments: invocation.arguments, showsSecrets: showsSecrets)
    }

    /// Prints the response's status line and headers, then its body, as selected.
    ///
    /// - Throws: `CommandFailure` from `--decode-path`.
    func response(_ response: RESTResponse) throws {
        if selection.responseHead { part(responseHead(response)) }
        if selection.responseBody, !response.body.isEmpty {
            try part { try ResponseWriter.write(response.body, invocation: invocation, pretty: pretty) }
            var watch = secretWatch()
            watch.scan(response.body)
            warn(if: watch)
        }
    }

    /// Prints the response's status line and headers, then its body as it arrives, as selected; a body not
    /// selected is not read, and its connection is closed.
    ///
    /// - Throws: The transfer's failure, when the body is cut short.
    func response(_ response: StreamedResponse) async throws {
        if selection.responseHead { part(responseHead(response.head)) }
        guard selection.responseBody else { return response.body.cancel() }
        var watch = secretWatch()
        try await ResponseWriter.write(
            response.body, console: console, watching: { watch.scan($0) }, beginning: { beginPart() })
        warn(if: watch)
    }

    /// A watch for the secrets sent so far; none with `--show-secrets`, where they are printed on purpose.
    private func secretWatch() -> SecretWatch {
        SecretWatch(secrets: showsSecrets ? [] : secrets.withLock { $0 })
    }

    /// `failure` with the secrets sent replaced by the placeholder in its body, for its one line on standard error:
    /// the body is printed as it came, but an error's line never quotes a secret.
    func scrubbed(_ failure: HTTPFailure) -> HTTPFailure {
        let secrets = secrets.withLock { $0 }
        guard !secrets.isEmpty else { return failure }
        var response = failure.response
        response.body = SecretEcho.scrub(response.body, removing: secrets)
        return HTTPFailure(response: response, apiError: failure.apiError)
    }

    /// Warns on standard error when `watch` saw a secret go by.
    private func warn(if watch: SecretWatch) {
        guard watch.found else { return }
        console.writeError(
            "restchain: warning: the response body quotes a secret this request sent (printed as the server sent it)\n")
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

    /// `POST /path?query`, `Host:` and the other header fields, `framing` among them.
    func requestHead(_ request: URLRequest, framing: [String: String] = [:]) -> String {
        let components = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
        let target = (components?.percentEncodedPath).map { $0.isEmpty ? "/" : $0 } ?? "/"
        let query = components?.percentEncodedQuery.map { "?" + $0 } ?? ""
        let shown = showsSecrets ? target + query : Redactor.redact(target + query)
        let method = ANSI.green.paint(request.httpMethod ?? "GET", enabled: coloured)
        var text = "\(method) \(ANSI.cyan.paint(shown, enabled: coloured))\n"
        if let host = components?.host { text += field("Host", host + (components?.port.map { ":\($0)" } ?? "")) }
        let headers = (request.allHTTPHeaderFields ?? [:]).merging(framing) { given, _ in given }
        let lines =
            showsSecrets
            ? headers.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { "\($0.key): \($0.value)" }
            : Redactor.redact(headers: headers)
        for line in lines { text += field(line) }
        return text
    }

    /// The fields that frame a request's body, which the transport writes: `Content-Length`, or
    /// `Transfer-Encoding: chunked` for a stream of unknown length.
    static func framing(of request: TransportRequest) -> [String: String] {
        if let body = request.urlRequest.httpBody { return ["Content-Length": "\(body.count)"] }
        guard let upload = request.body else { return [:] }
        return upload.length.map { ["Content-Length": "\($0)"] } ?? ["Transfer-Encoding": "chunked"]
    }

    /// `HTTP/1.1 200 OK` (or `HTTP/2 200`, which carries no reason) and the response's header fields, in the order
    /// they came.
    func responseHead(_ response: RESTResponse) -> String {
        let code = response.statusCode
        let colour: ANSI = code < 300 ? .green : (code < 400 ? .yellow : .red)
        let version = response.metrics?.httpVersion ?? "HTTP"
        let hasReason = version == "HTTP" || version.hasPrefix("HTTP/1")
        let reason = hasReason ? StatusReason.phrase(for: code).map { " " + $0 } ?? "" : ""
        var text =
            ANSI.blue.paint(version, enabled: coloured) + " " + colour.paint("\(code)\(reason)", enabled: coloured)
        text += "\n"
        for header in response.headers {
            text += field(header.name, showsSecrets ? header.value : Redactor.redact(header: header))
        }
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
