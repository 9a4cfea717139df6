// HTTPExchange: one HTTP command's trip — the request built from the command line, sent, and printed.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One run of `get`, `post`, `put`, `patch` or `delete`: the command line made into a request, the session
/// remembered, the request sent through a ``CommandTransport`` and the exchange printed as `--print` selects.
struct HTTPExchange {
    let invocation: Invocation
    let method: HTTPMethod
    /// The transport under the command's ``CommandTransport`` when it is online; `nil` for restchain's own, made
    /// for the command line's TLS options.
    let base: (any Transport)?
    var arguments: ParsedArguments { invocation.arguments }

    init(_ invocation: Invocation, method: HTTPMethod, base: (any Transport)? = nil) {
        self.invocation = invocation
        self.method = method
        self.base = base
    }

    /// Builds, sends and prints the request.
    ///
    /// - Throws: `UsageError` for a bad command line, `CommandFailure` for a file or session that cannot be read
    ///   or written, and `RESTError` for a request that failed or was answered outside 2xx (after printing it).
    func run() async throws {
        let scheme = arguments.has("--https") ? "https" : "http"
        let target = try RequestTarget(try invocation.positional(0, "URL"), defaultScheme: scheme)
        let items = try RequestItems(Array(arguments.positionals.dropFirst()))
        let body = try requestBody(items)
        var session = try openSession(host: hostKey(of: target))
        let headers = try headerSettings(items, sendsBody: body != nil, session: &session)
        try session?.save()
        let printer = ExchangePrinter(
            selection: try PrintSelection.of(
                arguments, method: method, outputIsTerminal: invocation.console.outputIsTerminal),
            invocation: invocation, pretty: try Pretty.of(arguments, console: invocation.console))
        let trust = try TLSOptions.trust(arguments, environment: invocation.environment)
        let connections = try ConnectionOptions(arguments)
        let client = try makeClient(origin: target.origin, printer: printer, trust: trust, connections: connections)
        let query = try target.queryItems + items.query + queryOptions()
        let limits = try TimeLimits(arguments)
        if method == .get, HTTPTransfers.isRequested(by: arguments), !arguments.has("--curl") {
            // Read as it arrives: the library's own transport streams (restchain's prints whole exchanges).
            let transport = try TLSOptions.transport(for: trust, connections: connections, returningRedirects: false)
            let client = try transport.map { try RESTClient(baseURL: target.origin, transport: $0) }
            let session = shaped(
                try (client ?? RESTClient(baseURL: target.origin)).get(target.path), query, headers, limits)
            return try await HTTPTransfers.run(session, target: target, invocation: invocation)
        }
        let started = ContinuousClock.now
        do {
            if method == .get {
                try await exchange(shaped(client.get(target.path), query, headers, limits), printer, session, started)
            } else {
                var request = shaped(client.request(method, target.path, body: body), query, headers, limits)
                if let key = arguments.value("--idempotency-key") { request = request.idempotencyKey(key) }
                try await exchange(request, printer, session, started)
            }
        } catch RESTError.httpStatus(let failure) {
            try keepCookies(of: failure.response, in: session)
            try printer.response(failure.response)
            printer.metadata(failure.response, elapsed: ContinuousClock.now - started)
            if arguments.has("--no-check-status") { return }
            if failure.statusCode == 407, let proxy = proxyAddress(connections, origin: target.origin) {
                // The proxy answered, not the origin the library's line would name.
                throw CommandFailure(
                    "the proxy \(proxy) requires authentication (it answered 407): pass --proxy"
                        + " http://user:password@host:port", status: ExitStatus.of(.httpStatus(failure)))
            }
            throw RESTError.httpStatus(printer.scrubbed(failure))
        } catch RESTError.transport(let error) where Self.isTLSFailure(error, origin: target.origin) {
            let plain = target.origin.replacingOccurrences(of: "https://", with: "http://")
            throw CommandFailure(
                "the TLS handshake with \(target.origin.dropFirst(8)) failed: is it a plain-HTTP port? (try"
                    + " \(plain)/\(target.path))", status: ExitStatus.tlsFailed)
        }
    }

    /// The `host:port` of the proxy a plain request goes through: `--proxy`'s, else `http_proxy`'s for an
    /// `http://` origin, as curl reads the environment; never its credentials.
    private func proxyAddress(_ connections: ConnectionOptions, origin: String) -> String? {
        if let proxy = connections.proxy { return proxy.address }
        let environment = invocation.environment
        guard origin.hasPrefix("http://"),
            let url = environment["http_proxy"] ?? environment["HTTP_PROXY"], !url.isEmpty
        else { return nil }
        return try? Proxy(url).address
    }

    /// Sends `request` and prints the answer: its body streamed to standard output as it arrives, or, where it must
    /// be whole (formatted for a terminal, `--decode-path`, `--cache`, `--offline`), read whole first.
    private func exchange<Session: ResponseHandling & RequestShaping>(
        _ request: Session, _ printer: ExchangePrinter, _ session: OpenSession?, _ started: ContinuousClock.Instant
    ) async throws {
        guard streamsBody(printer) else {
            let response = try await request.response()
            if let line = printer.curlCommand() { return invocation.console.write(line + "\n") }
            guard !sendsNothing else { return }
            try keepCookies(of: response, in: session)
            try printer.response(response)
            return printer.metadata(response, elapsed: ContinuousClock.now - started)
        }
        // A streamed body has no size limit unless --max-size sets one.
        let response = try await request.responseSizeLimit(try responseSizeLimit(otherwise: nil)).streamedResponse()
        try keepCookies(of: response.head, in: session)
        try await printer.response(response)
        printer.metadata(response.head, elapsed: ContinuousClock.now - started)
    }

    /// Whether the response body goes to standard output as it arrives, never whole in memory: unless it is
    /// formatted for a terminal, cut by `--decode-path`, cached, bounded in all by `--timeout` (a streamed body's
    /// limit is silence only), or not sent at all.
    private func streamsBody(_ printer: ExchangePrinter) -> Bool {
        let formatted = printer.selection.responseBody && printer.pretty.formats
        return !formatted && arguments.value("--decode-path") == nil && arguments.value("--cache") == nil
            && arguments.value("--timeout") == nil && !sendsNothing
    }

    /// `session` with the query items, headers and time limits of the command line.
    private func shaped<Session: RequestShaping>(
        _ session: Session, _ query: [URLQueryItem], _ headers: [(String, String?)], _ limits: TimeLimits
    ) -> Session {
        var session = session.query(query)
        for (name, value) in headers { session = session.setting(header: name, to: value) }
        return limits.applied(to: session)
    }

    /// Whether the request is only built and printed: `--offline`, or `--curl` as a curl command.
    private var sendsNothing: Bool { arguments.has("--offline") || arguments.has("--curl") }

    /// The client for `origin`: restchain's transport, the size limit, cache, retries and `-v`'s retry notes.
    private func makeClient(
        origin: String, printer: ExchangePrinter, trust: ServerTrust, connections: ConnectionOptions
    ) throws -> RESTClient {
        let offline = sendsNothing
        let base =
            offline
            ? nil
            : try self.base ?? TLSOptions.transport(for: trust, connections: connections, returningRedirects: true)
        let maximumRedirects = try arguments.integer("--max-redirects", in: 0...100) ?? 10
        let transport = CommandTransport(
            base: base ?? StubTransport(respond: { _ in RESTResponse(statusCode: 204) }),
            redirects: arguments.has("--follow") ? .followed(maximum: maximumRedirects) : .returned,
            offline: offline, onSend: { printer.request($0) }, onRedirect: { printer.redirect($0) })
        let cache = try arguments.value("--cache").map { directory throws(RESTError) in
            try HTTPCache(directory: URL(fileURLWithPath: directory))
        }
        let retries = try arguments.integer("--retry", in: 0...20)
        let console = invocation.console
        let verbose = arguments.has("--verbose")
        return try RESTClient(baseURL: origin, transport: transport).configured { configuration in
            configuration.cache = offline ? nil : cache
            configuration.responseSizeLimit = try responseSizeLimit(otherwise: configuration.responseSizeLimit)
            // A body is printed as the server sent it; the printer warns when it quotes a secret.
            configuration.scrubsEchoedSecrets = false
            // HTTPie's -x: deflate, skipped when it would not make the body smaller.
            if arguments.has("--compress") {
                configuration.requestBodyCompression = BodyCompression.deflate.whenSmaller
            }
            if let retries, !offline { configuration.retryPolicy = RetryPolicy(maximumAttempts: retries + 1) }
            if !arguments.has("--quiet") {
                configuration.monitors.append(
                    ClosureMonitor { event in
                        guard case .retrying(_, let attempt, let delay) = event else { return }
                        let note = Self.retryNote(attempt: attempt, delay: delay, verbose: verbose)
                        if let note { console.writeError(note) }
                    })
            }
        }
    }

    /// What is said on standard error before attempt number `attempt`, `delay` from now: with `-v`, every retry;
    /// otherwise only a wait longer than a second (a `Retry-After`), so that no wait passes without a word.
    static func retryNote(attempt: Int, delay: Duration, verbose: Bool) -> String? {
        let milliseconds = delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000
        if verbose { return "< retrying: attempt \(attempt) in \(milliseconds) ms\n" }
        guard delay > .seconds(1) else { return nil }
        let seconds = String(format: "%.1f", Double(milliseconds) / 1000)
        return "restchain: waiting \(seconds) s before attempt \(attempt)\n"
    }

    /// The bytes `--max-size` allows, `nil` for `none`, and `otherwise` when it is not given.
    private func responseSizeLimit(otherwise: Int?) throws(UsageError) -> Int? {
        guard let text = arguments.value("--max-size") else { return otherwise }
        if text.lowercased() == "none" { return nil }
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = Substring(text.uppercased())
        if digits.hasSuffix("B") { digits.removeLast() }
        let unit = digits.last.flatMap { units[$0] } ?? 1
        if unit > 1 { digits.removeLast() }
        guard let number = Int(digits), number > 0, number <= Int.max / unit else {
            throw invocation.usageError("--max-size takes bytes such as 500K, 200M, 2G or none, not '\(text)'")
        }
        return number * unit
    }

    /// `-q name=value` as query items.
    private func queryOptions() throws(UsageError) -> [URLQueryItem] {
        try arguments.all("--query").map { text throws(UsageError) -> URLQueryItem in
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                throw invocation.usageError("a query item is name=value, not '\(text)'")
            }
            return URLQueryItem(name: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
        }
    }

    /// Whether `error` is a TLS handshake that failed against `origin`, as one with a plain-HTTP port does.
    static func isTLSFailure(_ error: URLError, origin: String) -> Bool {
        let handshakeFailures: [URLError.Code] = [.secureConnectionFailed, .unknown, .cannotParseResponse]
        return origin.hasPrefix("https://") && handshakeFailures.contains(error.code)
    }

    /// The advice after an error's line: follow a redirect, raise a limit.
    static let hint: @Sendable (RESTError, ParsedArguments) -> String? = { error, arguments in
        switch error {
        case .httpStatus(let failure) where (300..<400).contains(failure.statusCode):
            let location = failure.headers["Location"].map { " to \(Redactor.redact($0))" } ?? ""
            return "a redirect\(location): pass --follow (-F) to follow it"
        case .httpStatus(let failure) where failure.statusCode == 401 && arguments.value("--auth") == nil:
            return "the server asks for credentials: pass -a user:password, or -A bearer -a TOKEN"
        case .httpStatus(let failure) where failure.statusCode == 407:
            return "the proxy asks for credentials: pass --proxy http://user:password@host:port"
        case .transport(let failure) where failure.code == .timedOut:
            return TimeLimits.hint(arguments)
        case .transport(let failure) where failure.code == .httpTooManyRedirects:
            return
                "more than --max-redirects=\(arguments.value("--max-redirects") ?? "10"): raise it, or look for a loop"
        case .responseTooLarge:
            return "raise the limit with --max-size, such as --max-size 1G, or --max-size none"
        default:
            return nil
        }
    }
}
