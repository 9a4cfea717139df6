// CurlAdmissionTests: libcurl gets no more of a host's transfers than the host has room for; the rest wait in line,
// first come first, and a waiting transfer still ends at its deadline or when its caller leaves.
#if os(Linux)
    import Foundation
    import TestSupport
    import Testing

    @_spi(Testing) @testable import RESTChain

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    struct CurlAdmissionTests {
        private static let transport = CurlTransport()

        /// A transfer of a GET to `url`, with a deadline `deadline` from now when given.
        private static func transfer(_ url: String, deadline: Duration? = nil) throws -> CurlTransfer {
            let request = URLRequest(url: try #require(URL(string: url)))
            let attempt = TransportRequest(request, deadline: deadline.map { ContinuousClock.now + $0 })
            return try CurlTransfer(
                request, upload: nil, of: attempt, configuration: transport.configuration, loop: transport.loop)
        }

        /// An admission with the running transfers the event loop would keep beside it.
        private struct Line {
            var admission: CurlAdmission
            var running: [CurlTransfer] = []

            init(connectionsPerHost: Int) { admission = CurlAdmission(connectionsPerHost: connectionsPerHost) }

            /// Whether each transfer is admitted at once, in order.
            mutating func admit(_ transfers: [CurlTransfer]) -> [Bool] {
                transfers.map { transfer in
                    let running = running
                    let admitted = admission.admits(transfer, running: { running })
                    if admitted { self.running.append(transfer) }
                    return admitted
                }
            }

            /// Ends a running transfer; returns the URLs of those it let in.
            mutating func end(_ transfer: CurlTransfer, multiplexed: Bool = false) -> [URL?] {
                running.removeAll { $0 === transfer }
                let next = admission.ended(transfer, multiplexed: multiplexed)
                running += next
                return next.map(\.request.url)
            }
        }

        @Test func `a host gets as many transfers as connections, the rest wait and go first come first`() throws {
            var line = Line(connectionsPerHost: 2)
            let running = try (0..<2).map { try Self.transfer("http://a.test/run/\($0)") }
            let waiting = try (0..<3).map { try Self.transfer("http://a.test/wait/\($0)") }
            #expect(line.admit(running + waiting) == [true, true, false, false, false])
            #expect(line.admission.waitingCount == 3)
            #expect(line.admit([try Self.transfer("http://b.test/")]) == [true], "another host has room of its own")
            #expect(line.end(running[0]) == [waiting[0].request.url])
            #expect(line.end(running[1]) == [waiting[1].request.url])
            #expect(line.admission.waitingCount == 1)
        }

        @Test func `a host that spoke HTTP/2 gets a hundred streams a connection`() throws {
            var line = Line(connectionsPerHost: 1)
            let first = try Self.transfer("https://h2.test/0")
            let waiting = try (1...150).map { try Self.transfer("https://h2.test/\($0)") }
            #expect(line.admit([first] + waiting) == [true] + Array(repeating: false, count: 150))
            #expect(!line.admission.multiplexes(first))
            #expect(line.end(first, multiplexed: true) == waiting.prefix(100).map(\.request.url))
            #expect(line.admission.multiplexes(first))
            #expect(line.admission.waitingCount == 50)
        }

        @Test func `a waiting transfer can be withdrawn and a running one cannot`() throws {
            var line = Line(connectionsPerHost: 1)
            let (running, waiting) = (try Self.transfer("http://a.test/1"), try Self.transfer("http://a.test/2"))
            #expect(line.admit([running, waiting]) == [true, false])
            let withdrawn = [
                line.admission.withdraw(running), line.admission.withdraw(waiting), line.admission.withdraw(waiting),
            ]
            #expect(withdrawn == [false, true, false])
            #expect(line.admission.waitingCount == 0)
            #expect(line.end(running).isEmpty)
        }

        @Test func `waiting transfers past their deadline leave the line and the earliest deadline moves on`() throws {
            var line = Line(connectionsPerHost: 1)
            let soon = try Self.transfer("http://a.test/soon", deadline: .milliseconds(10))
            let later = try Self.transfer("http://a.test/later", deadline: .seconds(60))
            let never = try Self.transfer("http://a.test/never")
            #expect(
                line.admit([try Self.transfer("http://a.test/running"), later, never, soon]) == [
                    true, false, false, false,
                ])
            #expect(line.admission.earliestDeadline == soon.attempt.deadline)
            let expired = line.admission.withdrawExpired(at: ContinuousClock.now + .seconds(1))
            #expect(expired.map(\.request.url) == [soon.request.url])
            #expect(line.admission.earliestDeadline == later.attempt.deadline)
            #expect(line.admission.waitingCount == 2)
        }

        @Test func `after every transfer ended a host has its whole room again`() throws {
            var line = Line(connectionsPerHost: 2)
            let first = try (0..<3).map { try Self.transfer("http://a.test/first/\($0)") }
            #expect(line.admit(first) == [true, true, false])
            _ = line.end(first[0])
            _ = line.end(first[1])
            _ = line.end(first[2])
            let second = try (0..<3).map { try Self.transfer("http://a.test/second/\($0)") }
            #expect(line.admit(second) == [true, true, false])
        }

        @Test(arguments: [
            ("http://A.Test/x?q=1", "http://a.test/y", true),
            ("http://a.test:8080/", "http://a.test/", false),
            ("https://a.test/", "http://a.test/", false),
            ("http://a.test", "http://a.test/deep/path", true),
            ("http://a.test/", "http://b.test/", false),
        ])
        func `hosts are told apart by scheme and authority, ignoring case`(
            first: String, second: String, same: Bool
        ) {
            #expect((CurlAdmission.hostKey(of: first) == CurlAdmission.hostKey(of: second)) == same)
        }

        /// Over real sockets, with one connection: a second GET waits behind a slow first.
        @Test func `a GET waiting for its host ends at its deadline and when cancelled, and is never sent`()
            async throws
        {
            let server = try await TestServer.start()
            defer { server.stop() }
            let transport = CurlTransport(configuration: .init(maximumConnectionsPerHost: 1))
            let send = { @Sendable (path: String, deadline: Duration?) in
                let request = URLRequest(url: server.url(path))
                return try await transport.send(
                    TransportRequest(request, deadline: deadline.map { ContinuousClock.now + $0 }))
            }
            let slow = Task { try await send("delay/4000/slow", nil) }
            try await within(10) {
                while transport.transfersInFlight < 1 { try await Task.sleep(for: .milliseconds(5)) }
            }

            await #expect(throws: URLError.self) { try await send("delay/1/timed-out", .milliseconds(300)) }
            let cancelled = Task { try await send("delay/1/cancelled", nil) }
            try await within(10) {
                while transport.transfersInFlight < 2 { try await Task.sleep(for: .milliseconds(5)) }
            }
            cancelled.cancel()
            await #expect(throws: CancellationError.self) { try await cancelled.value }
            #expect(transport.transfersInFlight == 1, "both ended while the slow GET still holds the connection")

            #expect(try await within(20) { try await slow.value }.statusCode == 200)
            #expect(try await send("delay/1/after", nil).statusCode == 200)
            #expect(try await server.requests(path: "/delay/1/timed-out").isEmpty)
            #expect(try await server.requests(path: "/delay/1/cancelled").isEmpty)
            #expect(try await server.requests(path: "/delay/1/after").count == 1)
        }
    }
#endif
