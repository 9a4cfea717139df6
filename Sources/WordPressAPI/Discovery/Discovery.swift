// WordPress discovery: from a typed address to the site's REST API root, trying the repairs people need.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension WordPress {
    /// Finds a site's REST API root from an address as a person types it.
    ///
    /// Tries, in order and until one finds a WordPress API: the address as typed (`https://` in front when it has
    /// no scheme); a typed `http` address over `https`; the address without its `/wp-admin…` part; without its
    /// `/wp-login.php…` part (both in the typed scheme); and an address typed without `http` over plain `http`
    /// only when `allowingHTTP`. On each, the page's
    /// `Link: <…>; rel="https://api.w.org/"` header, else its `<link rel="https://api.w.org/">` tag, else
    /// `?rest_route=/` (which every WordPress answers, pretty permalinks or not) must answer with the site's index.
    ///
    /// ```swift
    /// let site = try await WordPress.discover(site: "example.com/wp-admin")
    /// let wp = try WordPress(route: site.apiRoot.absoluteString)
    /// ```
    /// Redirects are followed, so an `http` address the site sends to `https` ends up on `https`.
    ///
    /// Every attempt has an end: its requests (the page, its redirects, the API roots it points to) must all be
    /// over within `timeout` of the attempt's start, and no answer may pass 16 MiB, so a port that never answers
    /// (an `https` attempt to a plain-`http` server that waits for a request line, say) costs at most `timeout`
    /// and the next attempt goes on.
    ///
    /// A site whose web server asks its own HTTP Basic auth answers `401` with `WWW-Authenticate: Basic`: without
    /// `serverCredentials` the attempt says so (``DiscoveryAttempt/Outcome/serverAuthenticationRequired(realm:)``,
    /// and ``DiscoveryFailure/asksForServerCredentials``); with them, every request to the typed address's host
    /// carries them (a redirect to another host drops them).
    ///
    /// - Parameters:
    ///   - address: What the user typed.
    ///   - allowingHTTP: Whether to try plain `http` when nothing else answers; off by default, since application
    ///     passwords need `https` (except on a `local` environment).
    ///   - timeout: The longest one attempt may take, its redirects and API roots included; 10 seconds by default.
    ///     An attempt that runs out is reported as ``FailureReason/timedOut``.
    ///   - serverCredentials: The web server's own HTTP Basic credentials, for a site behind them; none by default.
    ///   - transport: Where requests go; the network by default.
    /// - Returns: The API root, the index, and every attempt made.
    /// - Throws: ``DiscoveryFailure/invalidAddress(_:)`` for text that makes no web address;
    ///   ``DiscoveryFailure/notFound(attempts:)`` with each attempt's outcome when none found an API.
    public static func discover(
        site address: String, allowingHTTP: Bool = false, timeout: Duration = .seconds(10),
        serverCredentials: PasswordCredentials? = nil,
        transport: any Transport = ClientConfiguration.defaultTransport
    ) async throws(DiscoveryFailure) -> DiscoveredSite {
        let plan = discoveryPlan(for: address, allowingHTTP: allowingHTTP)
        guard !plan.isEmpty else { throw .invalidAddress(address) }
        var attempts: [DiscoveryAttempt] = []
        for (kind, url) in plan {
            let limits = Limits(
                deadline: .now + timeout, idleTimeout: timeout, serverCredentials: serverCredentials, host: url.host)
            let (outcome, found) = await attempt(url, with: transport, within: limits)
            attempts.append(DiscoveryAttempt(kind: kind, url: url, outcome: outcome))
            if let found {
                return DiscoveredSite(
                    apiRoot: found.apiRoot, index: found.index, finalURL: found.finalURL, attempts: attempts)
            }
        }
        throw .notFound(attempts: attempts)
    }

    /// The addresses to try for `typed`, each once, in order; empty when it makes no http(s) URL with a host.
    static func discoveryPlan(for typed: String, allowingHTTP: Bool) -> [(DiscoveryAttempt.Kind, URL)] {
        let text = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        let hasScheme = text.contains("://")
        guard var parts = URLComponents(string: hasScheme ? text : "https://" + text),
            let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https",
            parts.host?.isEmpty == false
        else { return [] }
        parts.scheme = scheme
        parts.fragment = nil
        var plan: [(DiscoveryAttempt.Kind, URL)] = []
        func add(_ kind: DiscoveryAttempt.Kind, _ change: (inout URLComponents) -> Void = { _ in }) {
            var candidate = parts
            change(&candidate)
            guard let url = candidate.url, !plan.contains(where: { $0.1 == url }) else { return }
            plan.append((kind, url))
        }
        add(.asTyped)
        if scheme == "http" { add(.https) { $0.scheme = "https" } }
        for (kind, marker) in [
            (DiscoveryAttempt.Kind.withoutAdminPath, "/wp-admin"), (.withoutLoginPage, "/wp-login.php"),
        ] {
            guard let range = parts.path.range(of: marker) else { continue }
            add(kind) {
                $0.path = String($0.path[..<range.lowerBound])
                $0.query = nil
            }
        }
        if allowingHTTP {
            add(.http) { $0.scheme = "http" }
            if let range = parts.path.range(of: "/wp-admin") ?? parts.path.range(of: "/wp-login.php") {
                add(.http) {
                    $0.scheme = "http"
                    $0.path = String($0.path[..<range.lowerBound])
                    $0.query = nil
                }
            }
        }
        return plan
    }

    /// What one attempt found: the outcome to report, and the site when it is one.
    private static func attempt(
        _ url: URL, with transport: any Transport, within limits: Limits
    ) async -> (DiscoveryAttempt.Outcome, (apiRoot: URL, index: SiteIndex, finalURL: URL)?) {
        let page: RESTResponse
        do {
            page = try await send(URLRequest(url: url), with: transport, within: limits)
        } catch {
            return (.unreachable(FailureReason(error), detail: error.description), nil)
        }
        let base = page.url ?? url
        if let refusal = serverRefusal(of: page, within: limits) { return (refusal, nil) }
        // An address that is itself an API root answers with the index.
        if page.isSuccess, let index = siteIndex(in: page) { return (.found(apiRoot: base), (base, index, base)) }
        let advertised =
            page.headers["Link"].flatMap { LinkHeader($0).target(for: apiRelation) } ?? htmlLink(in: page.body)
        if !page.isSuccess && advertised == nil {
            let failure = RESTError.httpStatus(HTTPFailure(response: page))
            return (.refused(status: page.statusCode, reason: FailureReason(failure)), nil)
        }
        var candidates: [URL] = []
        if let advertised, let root = URL(string: advertised, relativeTo: base)?.absoluteURL { candidates.append(root) }
        if let fallback = queryRoute(at: base) { candidates.append(fallback) }
        var answers: [String] = []
        for candidate in candidates {
            var request = URLRequest(url: candidate)
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            do {
                let answer = try await send(request, with: transport, within: limits)
                if answer.isSuccess, let index = siteIndex(in: answer) {
                    return (.found(apiRoot: candidate), (candidate, index, answer.url ?? candidate))
                }
                if let refusal = serverRefusal(of: answer, within: limits) { return (refusal, nil) }
                if answer.statusCode == 401, let code = APIError.code(in: answer) {
                    return (.signInRequired(apiRoot: candidate, code: code), nil)
                }
                answers.append("\(candidate.absoluteString) answered HTTP \(answer.statusCode) without a site index")
            } catch {
                answers.append("\(candidate.absoluteString) failed: \(error.description)")
            }
        }
        let link = advertised == nil ? "no api.w.org link in its headers or HTML" : "it links an API"
        return (.notWordPress("HTTP \(page.statusCode), \(link); " + answers.joined(separator: "; ")), nil)
    }

    /// The outcome of a web server's HTTP Basic challenge, when `answer` is one: asked for credentials, or refused
    /// the ones sent.
    private static func serverRefusal(of answer: RESTResponse, within limits: Limits) -> DiscoveryAttempt.Outcome? {
        guard let realm = basicChallengeRealm(in: answer) else { return nil }
        let sent = limits.serverCredentials != nil && answer.url?.host?.lowercased() == limits.host?.lowercased()
        return sent ? .serverCredentialsRejected(realm: realm) : .serverAuthenticationRequired(realm: realm)
    }

    /// The site index in an answer, when it is one (a JSON object with `namespaces`).
    private static func siteIndex(in answer: RESTResponse) -> SiteIndex? {
        guard answer.body.first.map({ $0 == UInt8(ascii: "{") }) ?? false else { return nil }
        return try? JSONDecoder().decode(SiteIndex.self, from: answer.body)
    }

    /// `base` with `?rest_route=/`, the API root every WordPress answers without pretty permalinks.
    private static func queryRoute(at base: URL) -> URL? {
        guard var parts = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return nil }
        parts.path = parts.path.hasSuffix("/") ? parts.path : parts.path + "/"
        parts.queryItems = [URLQueryItem(name: "rest_route", value: "/")]
        return parts.url
    }

    /// The link relation WordPress uses for its REST API root.
    static let apiRelation = "https://api.w.org/"

    /// The bounds every request of one discovery attempt is sent within.
    struct Limits: Sendable {
        /// When the attempt must be over, its redirects and API roots included.
        var deadline: ContinuousClock.Instant
        /// The longest silence allowed between two pieces of an answer.
        var idleTimeout: Duration
        /// The web server's credentials, sent to ``host`` only.
        var serverCredentials: PasswordCredentials? = nil
        /// The host of the address the attempt started from.
        var host: String? = nil
        /// The most bytes one answer may have: a site index listing every route of a large site stays below it.
        var responseSizeLimit = 16 * 1024 * 1024
    }

    /// Sends one request within `limits`, following up to 5 redirects (a transport such as `CurlTransport` hands
    /// them back) and turning transport failures into `RESTError`; the answer's `url` is the address that answered
    /// last.
    static func send(
        _ request: URLRequest, with transport: any Transport, within limits: Limits
    ) async throws(RESTError) -> RESTResponse {
        var request = request
        for _ in 0...5 {
            var answer: RESTResponse
            if let credentials = limits.serverCredentials {
                request = credentials.signing(request, forHost: limits.host)
            }
            do {
                let attempt = TransportRequest(
                    request, deadline: limits.deadline, responseSizeLimit: limits.responseSizeLimit,
                    idleTimeout: limits.idleTimeout)
                answer = try await transport.send(attempt)
            } catch let error as RESTError {
                throw error
            } catch let error as URLError {
                throw .transport(error)
            } catch {
                throw .invalidRequest(reason: "\(request.url?.absoluteString ?? "request") failed: \(error)")
            }
            if answer.url == nil { answer.url = request.url }
            guard [301, 302, 303, 307, 308].contains(answer.statusCode), let location = answer.headers["Location"],
                let next = URL(string: location, relativeTo: request.url)?.absoluteURL
            else { return answer }
            request.url = next
        }
        throw .transport(URLError(.httpTooManyRedirects, userInfo: [NSURLErrorFailingURLErrorKey: request.url as Any]))
    }

    /// The `href` of `<link rel="https://api.w.org/" href="…">` in an HTML page, if any.
    static func htmlLink(in body: Data) -> String? {
        let html = String(decoding: body.prefix(512 * 1024), as: UTF8.self)
        for tag in html.components(separatedBy: "<link").dropFirst() {
            let attributes = tag.prefix { $0 != ">" }
            guard attributes.contains("rel=\"\(apiRelation)\"") || attributes.contains("rel='\(apiRelation)'"),
                let href = attributeValue("href", in: String(attributes))
            else { continue }
            return href.replacingOccurrences(of: "&amp;", with: "&")
        }
        return nil
    }

    /// The value of `name="…"` or `name='…'` in a tag's attributes.
    private static func attributeValue(_ name: String, in attributes: String) -> String? {
        for quote in ["\"", "'"] {
            let marker = name + "=" + quote
            guard let start = attributes.range(of: marker) else { continue }
            let rest = attributes[start.upperBound...]
            guard let end = rest.firstIndex(of: Character(quote)) else { continue }
            return String(rest[..<end])
        }
        return nil
    }
}
