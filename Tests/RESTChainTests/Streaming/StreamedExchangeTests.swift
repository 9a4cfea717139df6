// StreamedExchangeTests: what a transport guarantees of a streamed exchange — pauses, cuts, limits, heads, uploads.
import Foundation
@_spi(Testing) import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(2)))
struct StreamedExchangeTests {
    /// What the stream server says it has written of `/endless/<key>`.
    private static func sent(_ key: String) async throws -> Int {
        try await StreamServer.json("/sent/\(key)")["sent"]?.intValue ?? 0
    }

    /// The server's count once it stops moving: two readings 300 ms apart that agree.
    private static func settledSent(_ key: String) async throws -> Int {
        var last = try await sent(key)
        while true {
            try await Task.sleep(for: .milliseconds(300))
            let now = try await sent(key)
            if now == last { return now }
            last = now
        }
    }

    /// The `URLError` code inside `error`, as the transport or the pipeline reports it.
    /// The endless body's pace for a reader of `kind` that leaves it: as fast as loopback carries it for a transport
    /// that pauses, a 64 KiB piece a millisecond for FoundationNetworking, which cannot pause. Unpaced, it queues
    /// gigabytes a second on the work queue its own cancellation waits behind: CI once saw that take over 10 s, and
    /// the transfer it left starve the tests after it.
    private static func fullSpeed(_ kind: TransportKind) -> String {
        TransportKind.pausingTransfers.contains(kind) ? "interval_ms=0" : "interval_ms=1"
    }

    private static func urlErrorCode(_ error: any Error) -> URLError.Code? {
        if case .transport(let failure) = error as? RESTError { return failure.code }
        return (error as? URLError)?.code
    }

    @Test(arguments: TransportKind.pausingTransfers)
    func `a reader that stops stalls the server, and reading again lets it go on`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let key = "stall-\(kind)-\(UUID().uuidString.prefix(8))"
        try await within(60) {
            let body = try await api.get("endless/\(key)").queryString("interval_ms=0").bytes()
            var chunks = body.makeAsyncIterator()
            var received = 0
            while received < 2 << 20, let chunk = try await chunks.next() { received += chunk.count }
            // The reader stops: with the transfer paused, the server's writes settle (a transport that kept
            // reading would let the count climb until the watchdog fires). What the server got out past the reader
            // is the 1 MiB window and both loopback sockets' buffers, which the kernel grows to several MiB each;
            // under ThreadSanitizer they were seen to hold 21.5 MB once.
            let stalled = try await Self.settledSent(key)
            #expect(stalled - received < 32 << 20, "server wrote \(stalled) bytes, the reader took \(received)")
            // Reading again resumes the transfer: the server goes on past where it stalled.
            while received < stalled + (4 << 20), let chunk = try await chunks.next() { received += chunk.count }
            #expect(try await Self.sent(key) > stalled)
            body.cancel()
        }
    }

    @Test(arguments: TransportKind.pausingTransfers)
    func `a transfer paused for its reader is not silence: the idle limit does not end it`(
        kind: TransportKind
    ) async throws {
        let (api, _) = try await StreamServer.client(kind, timeout: 1)
        let key = "idle-paused-\(kind)-\(UUID().uuidString.prefix(8))"
        let received = try await within(60) {
            let body = try await api.get("endless/\(key)").queryString("interval_ms=0").bytes()
            var chunks = body.makeAsyncIterator()
            var received = 0
            while received < 2 << 20, let chunk = try await chunks.next() { received += chunk.count }
            // Three idle limits without reading: paused, not silent.
            try await Task.sleep(for: .seconds(3))
            while received < 8 << 20, let chunk = try await chunks.next() { received += chunk.count }
            body.cancel()
            return received
        }
        #expect(received >= 8 << 20)
    }

    #if canImport(FoundationNetworking)
        /// FoundationNetworking cannot pause: a reader that stops lets the body pile up in memory until the backlog
        /// passes its bound (64 MiB past the 1 MiB window), when the body fails, naming the transport that pauses.
        @Test func `a reader far behind a transfer that cannot pause fails the body, naming CurlTransport`()
            async throws
        {
            let (api, _) = try await StreamServer.client(.urlSession)
            let key = "backlog-\(UUID().uuidString.prefix(8))"
            try await within(90) {
                let body = try await api.get("endless/\(key)").queryString("interval_ms=1").bytes()
                var chunks = body.makeAsyncIterator()
                var received = try await chunks.next()?.count ?? 0
                // The reader stops. A transport that queued without bound would let the server write on until the
                // watchdog fires; this one ends the transfer past the bound, and the server's writes stop there.
                while true {
                    let before = try await Self.sent(key)
                    try await Task.sleep(for: .seconds(1))
                    if try await Self.sent(key) == before, before > 65 << 20 { break }
                }
                await #expect {
                    // Bounded, so a body that went on could not keep this loop from ending.
                    while received < 80 << 20, let chunk = try await chunks.next() { received += chunk.count }
                } throws: { error in
                    let line = String(describing: RESTError(error))
                    return Self.urlErrorCode(error) == .dataLengthExceedsMaximum && line.contains("cannot pause")
                        && line.contains("CurlTransport") && !line.contains("\n")
                }
                // What was queued reaches the reader before the error: the window and the backlog, no more.
                #expect(received > 64 << 20 && received <= 66 << 20, "read \(received) bytes")
            }
        }
    #endif

    @Test(arguments: TransportKind.available)
    func `a body cut after its head ends the sequence with a lost connection`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let name = "cut-stream-\(kind)-\(UUID().uuidString.prefix(8))"
        try await StreamServer.control("/control/cut/\(name)?after=300000")
        let received = Locked(0)
        await #expect {
            try await within(20) {
                for try await chunk in try await api.get("file/\(name)").queryString("size=1000000").bytes() {
                    received.withLock { $0 += chunk.count }
                }
            }
        } throws: { error in
            Self.urlErrorCode(error) == .networkConnectionLost
        }
        #expect(received.withLock { $0 } <= 300_000)
    }

    @Test(arguments: TransportKind.available)
    func `a chunked body past the size limit ends with responseTooLarge, never more`(
        kind: TransportKind
    ) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let key = "limit-\(kind)-\(UUID().uuidString.prefix(8))"
        let received = Locked(0)
        await #expect {
            try await within(20) {
                let body = try await api.get("endless/\(key)").queryString(Self.fullSpeed(kind)).responseSizeLimit(
                    1_000_000
                )
                .bytes()
                for try await chunk in body { received.withLock { $0 += chunk.count } }
            }
        } throws: { error in
            guard case .responseTooLarge(let limit, _) = error as? RESTError else { return false }
            return limit == 1_000_000
        }
        #expect(received.withLock { $0 } <= 1_000_000)
    }

    @Test(arguments: TransportKind.available)
    func `a body that falls silent ends with timedOut after the idle limit`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind, timeout: 1)
        let key = "silent-\(kind)-\(UUID().uuidString.prefix(8))"
        await #expect {
            try await within(20) {
                for try await _ in try await api.get("endless/\(key)").queryString("interval_ms=6000").bytes() {}
            }
        } throws: { error in
            Self.urlErrorCode(error) == .timedOut
        }
    }

    @Test(arguments: TransportKind.available)
    func `redirects are followed before the head is handed over`(kind: TransportKind) async throws {
        let (api, server) = try await StreamServer.client(kind)
        let body = try await Self.body(
            of: api.get("hint/302").query(key: "early", value: "0").query(
                key: "to", value: "/hint/200?early=0&size=300000"))
        #expect(try await Self.isFileContent(body, size: 300_000))
        #expect(try await server.stats(path: "/hint/200").count >= 1)
    }

    @Test(arguments: TransportKind.available)
    func `interim heads are skipped: the head handed over is the final one`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let body = try await Self.body(of: api.get("hint/307").query(key: "to", value: "/hint/200?size=300000"))
        #expect(try await Self.isFileContent(body, size: 300_000))
    }

    /// A `103 Early Hints` head (with a `Link` field) comes before the `200`: neither its status nor its fields are
    /// the response's, streamed or collected.
    @Test(arguments: TransportKind.available)
    func `a 103 Early Hints head is never the response`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let streamed = try await within(20) {
            try await api.get("hint/200").query(key: "size", value: "4000").streamedResponse()
        }
        #expect(streamed.head.statusCode == 200 && streamed.head.headers["Link"] == nil)
        #expect(streamed.head.headers["Content-Type"] == "application/octet-stream")
        let body = try await within(20) {
            var body = Data()
            for try await chunk in streamed.body { body.append(chunk) }
            return body
        }
        #expect(try await Self.isFileContent(body, size: 4000))
        let collected = try await within(20) {
            try await api.get("hint/200").query(key: "size", value: "4000").response()
        }
        #expect(collected.statusCode == 200 && collected.headers["Link"] == nil && collected.body.count == 4000)
    }

    /// The whole streamed body of `session`'s response.
    private static func body(of session: GetSession) async throws -> Data {
        try await within(20) {
            var body = Data()
            for try await chunk in try await session.bytes() { body.append(chunk) }
            return body
        }
    }

    /// Whether `body` is the first `size` bytes of the stream server's unversioned file.
    private static func isFileContent(_ body: Data, size: Int) async throws -> Bool {
        let file = try StreamServer.folder().appendingPathComponent("body.bin")
        try body.write(to: file)
        let expected = try await StreamServer.digest("unversioned", size: size)
        return try body.count == size && sha256(of: file) == expected
    }

    @Test(arguments: TransportKind.available)
    func `leaving a body mid-way leaves no transfer behind and closes the connection`(kind: TransportKind) async throws
    {
        let own = kind.make()
        let server = try await StreamServer.shared()
        let api = try RESTClient(baseURL: server.baseURL, transport: own.transport)
        let key = "leave-\(kind)-\(UUID().uuidString.prefix(8))"
        try await within(20) {
            var received = 0
            for try await chunk in try await api.get("endless/\(key)").queryString(Self.fullSpeed(kind)).bytes() {
                received += chunk.count
                if received > 3 << 20 { break }
            }
        }
        let released = try await eventually(timeout: .seconds(10)) { own.transfersInFlight == 0 }
        #expect(released, "\(kind) still has \(own.transfersInFlight) transfer(s) in flight")
        let closed = try await eventually(timeout: .seconds(10)) {
            try await server.stats(path: "/endless/\(key)").disconnected > 0
        }
        #expect(closed, "the server still writes the body the \(kind) reader left")
    }

    @Test(arguments: TransportKind.available)
    func `a one-shot stream that keeps the sender waiting arrives whole`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let chunks = AsyncStream<Data> { continuation in
            Task {
                for index in 0..<20 {
                    try? await Task.sleep(for: .milliseconds(30))
                    continuation.yield(Data(repeating: UInt8(index), count: 50_000))
                }
                continuation.finish()
            }
        }
        let answer = try await within(30) { try await api.put("upload/digest", body: .stream(chunks)).json() }
        var expected = Data()
        for index in 0..<20 { expected.append(Data(repeating: UInt8(index), count: 50_000)) }
        let file = try StreamServer.folder().appendingPathComponent("expected.bin")
        try expected.write(to: file)
        #expect(answer["size"]?.intValue == 1_000_000)
        #expect(answer["sha256"]?.stringValue == (try sha256(of: file)))
        if kind == .curl { #expect(answer["transfer_encoding"]?.stringValue == "chunked") }
    }

    @Test(arguments: TransportKind.available)
    func `a file sent with a streamed response arrives whole`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        var data = Data(capacity: 2_000_000)
        for index in 0..<2_000_000 { data.append(UInt8(truncatingIfNeeded: index &* 13)) }
        let file = try StreamServer.folder().appendingPathComponent("sent.bin")
        try data.write(to: file)
        let answer = try await within(30) {
            var body = Data()
            for try await chunk in try await api.post("upload/digest", body: .file(file)).bytes() { body.append(chunk) }
            return try JSONDecoder().decode(JSONValue.self, from: body)
        }
        guard case .object(let object) = answer else { throw URLError(.cannotParseResponse) }
        #expect(object["size"]?.intValue == 2_000_000)
        #expect(object["content_length"]?.stringValue == "2000000")
        #expect(object["sha256"]?.stringValue == (try sha256(of: file)))
    }
}
