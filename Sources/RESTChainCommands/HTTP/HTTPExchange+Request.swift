// HTTPExchange+Request: the body (items or standard input), the headers, credentials and the --session file.
import Foundation
import RESTChain

extension HTTPExchange {
    /// The body: the request items' when they make one, else what standard input holds, else none.
    ///
    /// Both at once are refused, as HTTPie and xh refuse them: neither may be dropped silently. A pipe still open
    /// and silent after a moment counts as holding a body, so the refusal never waits on it. Input bytes go as
    /// `application/json` when they parse as JSON, form-encoded with `--form`, else as
    /// `application/octet-stream`; a `Content-Type` header replaces either.
    ///
    /// - Throws: `UsageError` for items and input together, or a body for GET or HEAD; `CommandFailure` when a
    ///   file or input cannot be read.
    func requestBody(_ items: RequestItems) throws -> RequestBody? {
        let input = arguments.has("--ignore-stdin") ? nil : StandardInput()
        if method == .get || method == .head {
            if items.makeBody {
                throw invocation.usageError("get sends no body; use name==value or -q name=value for query items")
            }
            guard let input, input.mayHoldBody, input.holdsData() != false else { return nil }
            throw invocation.usageError(
                "\(method.rawValue) sends no body, but standard input holds one; pipe it into post, put or patch, or"
                    + " pass -I (--ignore-stdin)")
        }
        let form = arguments.has("--form")
        if form, arguments.has("--json") { throw invocation.usageError("--json and --form ask for two kinds of body") }
        if let raw = arguments.value("--raw") {
            guard !items.makeBody else {
                throw invocation.usageError("--raw and request items (name=value, @file) cannot be mixed")
            }
            return Self.body(whole: Data(raw.utf8), form: form)
        }
        guard let input, input.mayHoldBody else { return try items.body(form: form) }
        if items.makeBody {
            guard input.holdsData() == false else {
                let what = items.file == nil ? "request items (name=value, name:=json, name@file)" : "an @file body"
                throw invocation.usageError(
                    "\(what) and a body on standard input cannot be mixed; pass -I (--ignore-stdin) to send only the"
                        + " items")
            }
            return try items.body(form: form)
        }
        return try Self.body(of: input, form: form)
    }

    /// The bytes held before a body on standard input is streamed instead of sent whole.
    static let wholeInputLimit = 1 << 20

    /// The body standard input holds: sent whole when it ends within ``wholeInputLimit`` bytes, else streamed up
    /// as it is read (with its length when it is a redirected file), so memory stays flat whatever its size.
    ///
    /// A whole body is JSON when it parses as JSON; a streamed one when it starts with `{` or `[`.
    static func body(of input: StandardInput, form: Bool) throws(CommandFailure) -> RequestBody? {
        let length = input.remainingFileBytes
        let start = try input.read(upTo: wholeInputLimit)
        guard !start.isEmpty else { return nil }
        guard start.count == wholeInputLimit else { return body(whole: start, form: form) }
        let opening = start.first { !" \t\r\n".utf8.contains($0) }
        let looksLikeJSON = opening == UInt8(ascii: "{") || opening == UInt8(ascii: "[")
        let type = form ? formType : (looksLikeJSON ? "application/json" : "application/octet-stream")
        return .stream(StandardInputChunks(first: start, input: input), length: length, contentType: type)
    }

    /// `data` as a body: form-encoded with `--form`, else JSON when it parses as JSON, else raw bytes.
    static func body(whole data: Data, form: Bool) -> RequestBody {
        if form { return .data(data, contentType: formType) }
        let isJSON = (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
        return .data(data, contentType: isJSON ? "application/json" : "application/octet-stream")
    }

    /// The content type of a form body.
    static let formType = "application/x-www-form-urlencoded; charset=utf-8"

    /// A `--session` in use: its file, what it holds, and whether this run may update it.
    struct OpenSession {
        let file: URL
        var saved: SavedSession
        let updates: Bool

        /// Writes the session back, unless it is read-only.
        func save() throws(CommandFailure) {
            if updates { try saved.save(to: file) }
        }
    }

    /// The session `--session` or `--session-read-only` names for `host`, as stored; `nil` for none.
    ///
    /// - Throws: `UsageError` for a bad name; `CommandFailure` for a file that is not a session.
    func openSession(host: String) throws -> OpenSession? {
        guard let name = arguments.value("--session") ?? arguments.value("--session-read-only") else { return nil }
        let file = try SavedSession.file(named: name, host: host, environment: invocation.environment)
        return OpenSession(
            file: file, saved: try SavedSession.load(from: file), updates: arguments.value("--session") != nil)
    }

    /// The headers to set, in order (a `nil` value removes one): `User-Agent`, `Accept` and `Accept-Encoding`, the
    /// session's headers and cookies, the credentials, then `-H` and the `Header:value` items, which the session
    /// then remembers.
    ///
    /// The first three are set here, not left to the transport, so that `-v` prints what goes out. `Accept` is
    /// HTTPie's: JSON first with `--json` or with any body but a form (`--json` alone also says its missing body is
    /// JSON, as HTTPie's does); `Accept-Encoding` names the codings the transport decodes.
    ///
    /// - Throws: `UsageError` for a bad `-H` or `-a`.
    func headerSettings(
        _ items: RequestItems, sendsBody: Bool, session: inout OpenSession?
    ) throws -> [(String, String?)] {
        var settings: [(String, String?)] = [("User-Agent", "restchain/\(Program.version)")]
        let sendsForm = arguments.has("--form") || !items.fileParts.isEmpty
        let acceptsJSON = arguments.has("--json") || (sendsBody && !sendsForm)
        settings.append(("Accept", acceptsJSON ? "application/json, */*;q=0.5" : "*/*"))
        if arguments.has("--json"), !sendsBody { settings.append(("Content-Type", "application/json")) }
        if let codings = Self.decodedCodings { settings.append(("Accept-Encoding", codings)) }
        let given = try headerOptions() + items.headers.map { ($0.name, $0.value) }
        let credentials = try arguments.value("--auth").map { argument throws(UsageError) in
            try Credentials(argument: argument, type: arguments.value("--auth-type"))
        }
        if arguments.value("--auth-type") != nil, credentials == nil {
            throw invocation.usageError("--auth-type goes with -a (--auth)")
        }
        if let saved = session?.saved {
            settings += saved.headers.map { header -> (String, String?) in (header.name, header.value) }
            if let cookies = saved.cookieHeader { settings.append(("Cookie", cookies)) }
        }
        if let auth = credentials ?? session?.saved.auth { settings.append(("Authorization", auth.headerValue)) }
        settings += given
        for (name, value) in given { session?.saved.remember(header: name, value: value) }
        if let credentials { session?.saved.auth = credentials }
        return settings
    }

    /// The content codings restchain's transport decodes, as `Accept-Encoding` lists them; `nil` where the system
    /// sets that field itself (URLSession).
    static var decodedCodings: String? {
        #if os(Linux) && canImport(CCurl)
            let codings = CurlTransport.decodedContentCodings
            return codings.isEmpty ? nil : codings.joined(separator: ", ")
        #else
            return nil
        #endif
    }

    /// Remembers the cookies `response` set in `session` and writes it back.
    ///
    /// - Throws: `CommandFailure` when the session cannot be written.
    func keepCookies(of response: RESTResponse, in session: OpenSession?) throws {
        guard var session, let field = response.headers["Set-Cookie"] else { return }
        session.saved.remember(setCookie: field)
        try session.save()
    }

    /// `-H name:value` as name and value.
    private func headerOptions() throws(UsageError) -> [(String, String?)] {
        try arguments.all("--header").map { text throws(UsageError) -> (String, String?) in
            guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else {
                throw invocation.usageError("a header is name:value, not '\(text)'")
            }
            return (String(text[..<colon]), text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
    }

    /// `host:port` of `target`, the key sessions are kept under.
    func hostKey(of target: RequestTarget) -> String {
        String(target.origin.drop { $0 != "/" }.drop { $0 == "/" })
    }
}
