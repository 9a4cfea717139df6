// StoredResponse: one response as the cache keeps it — bytes, headers, when it was asked and answered.
import Foundation

/// A response as the cache stores it, with what freshness needs: when it was requested and received
/// (RFC 9111 §4.2.3) and which variant of its URL it is (§4.1).
struct StoredResponse: Sendable, Hashable {
    var statusCode: Int
    var headers: HTTPHeaders {
        didSet { (control, date) = Self.parse(headers) }
    }
    var body: Data
    /// The URL that answered, credentials removed.
    var url: String?
    var requestTime: Date
    var responseTime: Date
    /// The header names of the response's `Vary`, lower-cased and sorted.
    var varyNames: [String]
    /// ``CacheKey/variant(varying:on:)`` of the request that brought it.
    var variant: String
    /// The response's `Cache-Control` directives.
    private(set) var control: CacheControl
    /// The response's `Date`, when valid.
    private(set) var date: Date?

    init(
        statusCode: Int, headers: HTTPHeaders, body: Data, url: String?, requestTime: Date, responseTime: Date,
        varyNames: [String], variant: String
    ) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.url = url
        self.requestTime = requestTime
        self.responseTime = responseTime
        self.varyNames = varyNames
        self.variant = variant
        (control, date) = Self.parse(headers)
    }

    /// The fields every lookup reads, parsed once.
    private static func parse(_ headers: HTTPHeaders) -> (CacheControl, Date?) {
        (CacheControl(headers["Cache-Control"]), headers["Date"].flatMap(HTTPDate.parse))
    }

    /// About how many bytes it takes: body, headers and bookkeeping.
    var size: Int {
        body.count + headers.reduce(256) { $0 + $1.name.utf8.count + $1.value.utf8.count } + (url?.utf8.count ?? 0)
    }

    /// Whether `other` is the same variant of the same URL, so that it replaces this one.
    func isSameVariant(as other: StoredResponse) -> Bool {
        variant == other.variant && varyNames == other.varyNames
    }

    /// The headers of a stored response made from `received`: hop-by-hop fields left out, so no connection detail
    /// is kept (RFC 9111 §3.1). `Set-Cookie` is kept, as a private cache may (§7.3), but never written to disk
    /// (``CacheFileFormat``); a shared cache stores no response that has one.
    ///
    /// Names are compared without regard to ASCII case and without making lowercased copies: every response the
    /// cache stores passes here.
    static func storableHeaders(_ received: HTTPHeaders) -> HTTPHeaders {
        let connectionNames = received["Connection"].map(connectionOptions) ?? []
        var kept = HTTPHeaders()
        kept.reserveCapacity(received.count)
        for field in received {
            let length = field.name.utf8.count
            let mayBeUnstored = length < 64 && unstoredLengths & (1 << length) != 0
            if mayBeUnstored && unstoredNames.contains(where: { HTTPHeaders.sameName(field.name.utf8, $0.utf8) }) {
                continue
            }
            if !connectionNames.isEmpty
                && connectionNames.contains(where: { HTTPHeaders.sameName(field.name.utf8, $0) })
            {
                continue
            }
            kept.append(field)
        }
        return kept
    }

    /// The field names a `Connection` value lists; none for the usual `keep-alive`, a name left out already, which
    /// is answered without splitting anything.
    private static func connectionOptions(_ value: String) -> [Substring.UTF8View] {
        if HTTPHeaders.sameName(value, "keep-alive") { return [] }
        return value.utf8.split(separator: UInt8(ascii: ",")).compactMap { name in
            var name = name
            while let first = name.first, isBlank(first) { name.removeFirst() }
            while let last = name.last, isBlank(last) { name.removeLast() }
            return name.isEmpty ? nil : name
        }
    }

    /// The lengths of ``unstoredNames``, one bit each: most fields of a response have none of them, and are kept
    /// without comparing a byte.
    private static let unstoredLengths: UInt64 = unstoredNames.reduce(0) { $0 | 1 << $1.utf8.count }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static let unstoredNames = [
        "connection", "keep-alive", "proxy-connection", "te", "transfer-encoding", "upgrade", "proxy-authenticate",
        "proxy-authentication-info",
    ]

    /// This response with `newer`'s header fields on top (a 304 or HEAD answer, RFC 9111 §3.2), except
    /// `Content-Length`, and timed by the exchange that brought them.
    func updated(with newer: HTTPHeaders, requestTime: Date, responseTime: Date) -> StoredResponse {
        var fresh = Self.storableHeaders(newer)
        fresh["Content-Length"] = nil
        var copy = self
        copy.headers = headers.merging(fresh)
        copy.requestTime = requestTime
        copy.responseTime = responseTime
        return copy
    }

    /// The response to hand back to `request` at `now`, marked with where it came from, its `Age` the current
    /// age in whole seconds (RFC 9111 §5.1, capped at 2³¹ as §1.2.2 says); a `304` when the request's own
    /// preconditions say the caller's copy is current (``notModified(answering:served:url:status:)``).
    ///
    /// Its URL is the request's own when the stored answer came from it (so credentials come back as the caller
    /// sent them), else the stored URL (after a redirect).
    func response(status: CacheStatus, for request: CacheRequest, at now: Date) -> RESTResponse {
        let answering = url.flatMap { $0 == request.key.url ? request.url : URL(string: $0) } ?? request.url
        var served = headers
        let age = min(currentAge(at: now).rounded(.down), TimeInterval(CacheControl.deltaSecondsLimit))
        served["Age"] = String(Int(age))
        if request.hasValidators,
            let notModified = notModified(answering: request, served: served, url: answering, status: status)
        {
            return notModified
        }
        var response = RESTResponse(statusCode: statusCode, headers: served, body: body, url: answering)
        response.cacheStatus = status
        return response
    }
}
