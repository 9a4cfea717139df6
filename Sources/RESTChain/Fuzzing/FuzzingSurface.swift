// FuzzingSurface: the core's parsers of untrusted bytes, reachable by the Fuzz/ package and nothing else.
import Foundation

/// The parsers the core runs on bytes a stranger sends, each called exactly as the library calls it, for the
/// libFuzzer targets of the `Fuzz/` package and the replay of their findings; import with
/// `@_spi(Fuzzing) import RESTChain`. Not API: it changes whenever a parser does.
@_spi(Fuzzing) public enum FuzzingSurface {
    /// What the JSON reader under `decode` on Linux makes of `data` as `type`: `nil` where it leaves the document
    /// to Foundation, else its value or the error it met.
    public static func tapeDecode<T: Decodable>(_ type: T.Type, from data: Data) -> Result<T, any Error>? {
        JSONDecoder.decodeWithTape(type, from: data)
    }

    /// What `decode` gives for `data` as `type` with a default `JSONDecoder`: the tape, then Foundation.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decodeFaster(type, from: data)
    }

    /// The lines of a body arriving as `chunks`, cut as every line-based sequence cuts them.
    ///
    /// - Throws: ``RESTError/responseTooLarge(limit:url:)`` for a line longer than `limit` bytes.
    public static func lines(of chunks: [Data], limit: Int) throws(RESTError) -> [Data] {
        var splitter = LineSplitter(limit: limit)
        var lines: [Data] = []
        for chunk in chunks {
            splitter.append(chunk)
            while let line = try splitter.nextLine() { lines.append(line) }
        }
        splitter.finish()
        while let line = try splitter.nextLine() { lines.append(line) }
        return lines
    }

    /// The events `lines` of one connection make, the last event ID and the `retry` the stream asked for.
    public static func serverSentEvents(
        of lines: [Data]
    ) -> (events: [ServerSentEvent], lastEventID: String, retry: Duration?) {
        var parser = ServerSentEventParser()
        let events = lines.compactMap { parser.take($0) }
        return (events, parser.lastEventID, parser.retry)
    }

    /// A `Cache-Control` value as the cache reads it; its stored properties are the directives (`Mirror` reads
    /// them), and two values are equal when they say the same.
    public static func cacheControl(_ value: String) -> AnyHashable {
        AnyHashable(CacheControl(value))
    }

    /// The items a `Cache-Control` value splits into, commas inside quoted strings kept.
    public static func cacheControlItems(_ value: String) -> [String] {
        CacheControl.items(value).map(String.init)
    }

    /// The largest delta-seconds the cache keeps apart (RFC 9111 §1.2.2); `max-stale` alone may say `Int.max`.
    public static let deltaSecondsLimit = CacheControl.deltaSecondsLimit

    /// The pause a `Retry-After` value asks for at `now`.
    public static func retryAfter(_ value: String, now: Date) -> Duration? {
        RetryAfter.delay(in: ["Retry-After": value], now: now)
    }

    /// The date an HTTP date field names, read leniently as the cache and `Retry-After` read it.
    public static func httpDate(_ text: String) -> Date? {
        HTTPDate.parse(text)
    }

    /// Whether `text` is exactly one of RFC 9110's three date forms, as `Expires` requires.
    public static func isWellFormedHTTPDate(_ text: String) -> Bool {
        HTTPDate.isWellFormed(text)
    }

    /// The steps of the JSON path `text` (`data.items.0.name`), and the path written back as text.
    public static func jsonPath(_ text: String) -> (steps: [String], description: String) {
        let path = JSONPath(text)
        return (path.steps, path.description)
    }
}
