// RequestShaping: the chainable steps that shape a session — query, header, status codes, decoder, timeout.
import Foundation

/// A session that can be shaped step by step; every step returns a new value and sends nothing.
public protocol RequestShaping: Sendable {
    /// The request as shaped so far: what is sent, and how it is sent and judged.
    var request: PreparedRequest { get set }
}

extension RequestShaping {
    /// Adds the query item `key=value`, percent-encoded when sent; a key may repeat.
    public func query(key: String, value: String) -> Self {
        query([URLQueryItem(name: key, value: value)])
    }

    /// Adds query items, in order.
    public func query(_ items: [URLQueryItem]) -> Self {
        var copy = self
        copy.request.queryItems += items
        return copy
    }

    /// Replaces every query item named `key` with `key=value`; ``query(key:value:)`` adds one instead.
    public func setting(query key: String, to value: String) -> Self {
        var copy = self
        copy.request.queryItems.removeAll { $0.name == key }
        copy.request.queryItems.append(URLQueryItem(name: key, value: value))
        return copy
    }

    /// Sets the header `name` to `value` on top of the client's headers; `nil` removes it.
    ///
    /// A name must be a token (letters, digits and the symbols RFC 9110 §5.6.2 allows), and a value must have no
    /// line break or other control character but the tab; otherwise sending fails with
    /// ``RESTError/invalidRequest(reason:)``, which names the header and never quotes its value.
    ///
    /// ```swift
    /// api.get("users").setting(header: "Accept-Language", to: "de")
    /// ```
    public func setting(header name: String, to value: String?) -> Self {
        var copy = self
        copy.request.headers[name] = value
        return copy
    }

    /// Accepts these status codes as success instead of `200..<300`.
    ///
    /// ```swift
    /// let missing = try await api.get("users/9").accepting(statusCodes: 200..<300, 404).response()
    /// ```
    public func accepting(statusCodes codes: Range<Int>, _ others: Int...) -> Self {
        var copy = self
        copy.request.acceptableStatusCodes = Set(codes).union(others)
        return copy
    }

    /// Accepts every status code as success: the handlers never throw ``RESTError/httpStatus(_:)``.
    public func acceptingAnyStatusCode() -> Self {
        accepting(statusCodes: 100..<600)
    }

    /// Decodes with `decoder` instead of the client's.
    public func decoder(_ decoder: JSONDecoder) -> Self {
        var copy = self
        copy.request.decoder = decoder
        return copy
    }

    /// Fails with ``RESTError/transport(_:)`` carrying `URLError.timedOut` when an attempt takes longer than
    /// `seconds` in all — a silent server, or a body that trickles in too slowly — instead of the client's
    /// ``ClientConfiguration/timeout``; `.infinity` sets no limit for this request.
    public func timeout(_ seconds: TimeInterval) -> Self {
        var copy = self
        copy.request.timeout = seconds
        return copy
    }

    /// Fails with ``RESTError/transport(_:)`` carrying `URLError.timedOut` when the server stays silent for
    /// `seconds` — no head yet, or no new piece of the body — instead of the client's
    /// ``ClientConfiguration/idleTimeout`` (60 s unless configured); `.infinity` sets no limit for this request.
    ///
    /// Unlike ``timeout(_:)`` it never ends a transfer that keeps moving, however long it takes: the limit for
    /// downloads, streams and long polls.
    public func idleTimeout(_ seconds: TimeInterval) -> Self {
        var copy = self
        copy.request.idleTimeout = seconds
        return copy
    }

    /// Marks the request as wrong: every handler fails with `failure` before the cache or the network is asked.
    ///
    /// Shaping steps return values and never throw, so a step of your own that finds its input invalid refuses
    /// the request instead, and the error surfaces where the caller awaits or handles it. The first refusal is
    /// kept; later steps cannot undo it.
    ///
    /// ```swift
    /// extension GetSession {
    ///     func pageSize(_ size: Int) -> GetSession {
    ///         guard (1...100).contains(size) else {
    ///             return refusing(.invalidRequest(reason: "page size \(size) is not within 1...100"))
    ///         }
    ///         return setting(query: "per_page", to: String(size))
    ///     }
    /// }
    /// ```
    public func refusing(_ failure: RESTError) -> Self {
        guard request.shapingFailure == nil else { return self }
        var copy = self
        copy.request.shapingFailure = failure
        return copy
    }
}
