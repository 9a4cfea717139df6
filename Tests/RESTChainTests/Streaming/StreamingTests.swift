// StreamingTests: response bodies read as they arrive — chunks with backpressure, lines, JSON lines.
import Foundation
import RESTChain
import Testing

@Suite(.timeLimit(.minutes(2)))
struct StreamingTests {
    private struct Numbered: Decodable, Sendable, Equatable {
        let n: Int
    }

    @Test(arguments: TransportKind.available)
    func `lines end at LF, CRLF or CR, across chunks, with a last line without an end`(kind: TransportKind) async throws
    {
        let (api, _) = try await StreamServer.client(kind)
        let lines = try await within(10) {
            var lines: [String] = []
            for try await line in try await api.get("text-lines").lines() { lines.append(line) }
            return lines
        }
        #expect(lines == ["first", "second", "third", "café ✓", "", "last"])
    }

    @Test(arguments: TransportKind.available)
    func `JSON lines decode one value per line as they arrive`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let values = try await within(10) {
            var values: [Numbered] = []
            for try await value in try await api.get("ndjson").queryString("count=50").jsonLines(of: Numbered.self) {
                values.append(value)
            }
            return values
        }
        #expect(values == (1...50).map(Numbered.init))
    }

    @Test(arguments: TransportKind.available)
    func `a bad JSON line stops the sequence naming its line number`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let received = Locked<[Int]>([])
        await #expect {
            try await within(10) {
                let lines = try await api.get("ndjson").queryString("count=6&bad=3").jsonLines(of: Numbered.self)
                for try await value in lines { received.withLock { $0.append(value.n) } }
            }
        } throws: { error in
            guard case .decoding(let failure) = error as? RESTError else { return false }
            return failure.line == 3 && "\(error)".contains("on line 3")
        }
        #expect(received.withLock { $0 } == [1, 2])
    }

    @Test(arguments: TransportKind.available)
    func `a caller may skip bad JSON lines and hear of each`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let reported = Locked<[Int]>([])
        let values = try await within(10) {
            var values: [Int] = []
            let lines = try await api.get("ndjson").queryString("count=8&bad=3,7").jsonLines(
                of: Numbered.self,
                onInvalidLine: .skip { error in
                    if case .decoding(let failure) = error { reported.withLock { $0.append(failure.line ?? 0) } }
                })
            for try await value in lines { values.append(value.n) }
            return values
        }
        #expect(values == [1, 2, 4, 5, 6, 8])
        #expect(reported.withLock { $0 } == [3, 7])
    }

    @Test(arguments: TransportKind.pausingTransfers)
    func `a slow consumer holds the transfer back: the buffer stays bounded`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let key = "slow-\(UUID().uuidString.prefix(8))"
        let received = try await within(30) {
            var received = 0
            var rested = 1 << 20
            let body = try await api.get("endless/\(key)").queryString("interval_ms=0").bytes()
            // Past the first MiB, a rest of 200 ms after every 256 KiB read, however the transport cuts the pieces.
            for try await chunk in body {
                received += chunk.count
                if received >= 4 << 20 { break }
                if received - rested >= 256 << 10 {
                    rested = received
                    try await Task.sleep(for: .milliseconds(200))
                }
            }
            return received
        }
        let sent = try await StreamServer.json("/sent/\(key)")["sent"]?.intValue ?? 0
        // Loopback would carry gigabytes in these seconds; what the server got out is what was read, plus the
        // 1 MiB buffer and the sockets' own buffers.
        #expect(sent - received < 16 << 20, "server wrote \(sent) bytes, the consumer read \(received)")
    }

    @Test(arguments: TransportKind.available)
    func `a consumer that stops early closes the connection`(kind: TransportKind) async throws {
        let (api, server) = try await StreamServer.client(kind)
        let key = "early-\(UUID().uuidString.prefix(8))"
        try await within(10) {
            for try await _ in try await api.get("endless/\(key)").bytes() { break }
        }
        try await within(10) {
            while try await server.stats(path: "/endless/\(key)").disconnected == 0 {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
    }

    @Test(arguments: TransportKind.available, ["head", "body"])
    func `cancelling the consuming task ends the stream at once`(kind: TransportKind, stage: String) async throws {
        let (api, server) = try await StreamServer.client(kind)
        let key = "cancel-\(stage)-\(UUID().uuidString.prefix(8))"
        let delay = stage == "head" ? 5_000 : 0
        let task = Task {
            var received = 0
            for try await chunk in try await api.get("endless/\(key)").queryString("head_delay_ms=\(delay)").bytes() {
                received += chunk.count
                try await Task.sleep(for: .milliseconds(20))
            }
            return received
        }
        try await Task.sleep(for: .milliseconds(300))
        let start = ContinuousClock.now
        task.cancel()
        let result = try await within(10) { await task.result }
        #expect(start.duration(to: .now) < .seconds(2))
        #expect(throws: (any Error).self) { try result.get() }
        try await within(10) {
            while try await server.stats(path: "/endless/\(key)").disconnected == 0 {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
    }

    @Test(arguments: TransportKind.available)
    func `streamed requests are never joined with one another`(kind: TransportKind) async throws {
        let (api, server) = try await StreamServer.client(kind)
        let key = "joined-\(UUID().uuidString.prefix(8))"
        async let first = within(10) { try await api.get("endless/\(key)").bytes() }
        async let second = within(10) { try await api.get("endless/\(key)").bytes() }
        let (one, two) = try await (first, second)
        one.cancel()
        two.cancel()
        #expect(try await server.stats(path: "/endless/\(key)").count == 2)
    }

    @Test(arguments: TransportKind.available)
    func `a refused status is thrown with the start of its body`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        await #expect {
            try await within(10) { _ = try await api.get("nothing-here").bytes() }
        } throws: { error in
            guard case .httpStatus(let failure) = error as? RESTError else { return false }
            return failure.statusCode == 404 && failure.bodyText.contains("not_found")
        }
    }

    @Test(arguments: TransportKind.available)
    func `progress on a plain request counts its download`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let last = Locked<TransferProgress?>(nil)
        let data = try await within(10) {
            try await api.get("file/plain").queryString("size=300000").progress { update in
                last.withLock { $0 = update }
            }.data()
        }
        #expect(data.count == 300_000)
        try await within(5) {
            while last.withLock({ $0?.isComplete != true }) { try await Task.sleep(for: .milliseconds(10)) }
        }
        #expect(last.withLock { $0?.completedBytes } == 300_000)
    }
}
