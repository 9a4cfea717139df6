// HTTPCommands: `restchain get|post|put|patch|delete URL [items…]`, any REST API over a RESTClient.
import Foundation
import RESTChain

/// The commands for any REST API: `get`, `post`, `put`, `patch` and `delete`.
enum HTTPCommands {
    /// The commands.
    static let all: [Command] = [get] + [HTTPMethod.post, .put, .patch, .delete].map(bodyCommand)

    static let sharedOptions: [OptionSpec] = [
        .value("--header", short: "-H", "name:value", "Send a header (repeatable)."),
        .value("--query", short: "-q", "name=value", "Add a query item (repeatable)."),
        .value("--decode-path", "a.b.0.c", "Print only the JSON value at this path (keys and array indexes)."),
        .flag("--json", "Print the body as it came (no colour, no indentation)."),
        .value("--timeout", "S", "Give up on each attempt after S seconds."),
        .value(
            "--retry", "N",
            "Retry up to N times after a connection failure, 408, 429, 500, 502, 503 or 504 (a POST or PATCH only"
                + " with --idempotency-key)."),
        .flag("--verbose", short: "-v", "Print the request and response headers to stderr."),
        .value("--cache", "DIR", "Keep an HTTP cache in DIR: fresh answers come from it, stale ones are revalidated."),
    ]

    static let details = """
        Built on:
          let api = try RESTClient(baseURL: "https://api.example.com")
          let response = try await api.get("users").query(key: "id", value: "2").setting(header: "Accept", to: "application/json")
              .timeout(5).response()
        Exit status: 0 for 2xx, 3/4/5 for a 3xx/4xx/5xx answer, 1 for no answer, 2 for a usage error.
        """

    static let get = Command(
        path: ["get"],
        summary: "GET a URL and print the body (pretty JSON on a terminal).",
        synopsis: "URL [name==value]… [-H name:value]… [-q name=value]… [--decode-path a.b.c] [--json] [--head] [-v]",
        options: sharedOptions + [.flag("--head", "Send HEAD and print the status line and headers.")],
        details: details
    ) { invocation in
        try await send(invocation, method: invocation.arguments.has("--head") ? .head : .get)
    }

    static func bodyCommand(_ method: HTTPMethod) -> Command {
        Command(
            path: [method.rawValue.lowercased()],
            summary: "\(method.rawValue) to a URL with name=value, name:=json or @file items.",
            synopsis: "URL [name=value | name:=json | name==value]… [@file] [--form] [-H name:value]… [--json] [-v]",
            options: sharedOptions + [
                .flag("--form", "Send the fields form-encoded instead of as JSON."),
                .value("--idempotency-key", "KEY", "Send Idempotency-Key: KEY, so --retry may send the request again."),
            ],
            details: """
                Items (as in HTTPie): name=value (a string field), name:=json (raw JSON), name==value (a query
                item), @file (the file is the body). Fields go as one JSON object unless --form.

                """ + details
        ) { invocation in
            try await send(invocation, method: method)
        }
    }

    /// Sends the request the command line describes and prints the answer.
    static func send(_ invocation: Invocation, method: HTTPMethod) async throws {
        let arguments = invocation.arguments
        let target = try RequestTarget(try invocation.positional(0, "URL"))
        let items = try RequestItems(Array(arguments.positionals.dropFirst()))
        if method == .get || method == .head, !items.fields.isEmpty || items.file != nil {
            throw invocation.usageError("get sends no body; use name==value or -q name=value for query items")
        }
        let headers = try arguments.all("--header").map { text throws(UsageError) -> (String, String) in
            guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else {
                throw invocation.usageError("a header is name:value, not '\(text)'")
            }
            return (String(text[..<colon]), text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let query = try arguments.all("--query").map { text throws(UsageError) -> URLQueryItem in
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                throw invocation.usageError("a query item is name=value, not '\(text)'")
            }
            return URLQueryItem(name: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
        }
        let timeout = try arguments.seconds("--timeout")
        let retries = try arguments.integer("--retry", in: 0...20)
        let console = invocation.console
        let verbose = arguments.has("--verbose")
        let cache = try arguments.value("--cache").map { directory throws(RESTError) in
            try HTTPCache(directory: URL(fileURLWithPath: directory))
        }
        let client = try RESTClient(baseURL: target.origin).configured { configuration in
            if let cache { configuration.cache = cache }
            if verbose { configuration.monitors.append(ClosureMonitor { HeaderPrinter.print($0, on: console) }) }
            if let retries {
                configuration.retryPolicy = RetryPolicy(maximumAttempts: retries + 1)
            }
        }
        func shape<Session: RequestShaping>(_ session: Session) -> Session {
            var session = session.query(target.queryItems + items.query + query)
            for (name, value) in headers { session = session.setting(header: name, to: value) }
            return timeout.map { session.timeout($0) } ?? session
        }
        let response: RESTResponse
        if method == .get {
            response = try await shape(client.get(target.path)).response()
        } else {
            let body = try items.body(form: arguments.has("--form"))
            var session = shape(client.request(method, target.path, body: body))
            if let key = arguments.value("--idempotency-key") { session = session.idempotencyKey(key) }
            response = try await session.response()
        }
        if verbose { console.writeError("< cache: \(response.cacheStatus)\n") }
        if method == .head {
            console.write(HeaderPrinter.statusAndHeaders(response))
            return
        }
        try ResponseWriter.write(response.body, invocation: invocation)
    }
}
