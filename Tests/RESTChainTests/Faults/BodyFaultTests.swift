// Body faults: invalid and truncated JSON, an HTML error page, a 1 GiB body refused by the size limit.
import Foundation
@_spi(Testing) import RESTChain
import TestSupport
import Testing

struct BodyFaultTests {
    @Test(
        arguments: TransportKind.available,
        [
            ("fault/invalid-json", #"{"id": 1, "name": }"#), ("fault/truncated-json", #"[{"id": 1, "name""#),
        ])
    func `broken JSON fails once with a decoding error quoting the body`(
        over kind: TransportKind, fault: (path: String, start: String)
    ) async throws {
        let (path, start) = fault
        let bench = try await FaultBench.start("broken JSON \(path)", over: kind)
        defer { bench.stop() }
        let api = bench.api
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await api.get(path).decode(type: [User].self) },
            callback: { api.get(path).decode(type: [User].self, $0) }
        )
        for result in [outcome.async, outcome.callback] {
            guard case .decoding(let failure) = failure(result) else {
                Issue.record("expected a decoding error, got \(result)")
                continue
            }
            #expect(failure.bodyPrefix.hasPrefix(start))
            #expect(RESTError.decoding(failure).description.hasPrefix("Could not decode Array<User>"))
        }
        try await bench.expectNothingLeft([outcome.calls])
    }

    @Test(arguments: TransportKind.available)
    func `an HTML error page fails once with httpStatus in one escaped line`(over kind: TransportKind) async throws {
        let bench = try await FaultBench.start("html error", over: kind)
        defer { bench.stop() }
        let api = bench.api
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await api.get("fault/html-error").decode(type: User.self) },
            callback: { api.get("fault/html-error").decode(type: User.self, $0) }
        )
        for result in [outcome.async, outcome.callback] {
            guard let error = failure(result), case .httpStatus(let failure) = error else {
                Issue.record("expected httpStatus, got \(result)")
                continue
            }
            #expect(failure.statusCode == 500 && failure.bodyText.contains("<h1>Internal Server Error</h1>"))
            #expect(error.description.hasPrefix("HTTP 500 from \(bench.server.baseURL)/fault/html-error"))
            #expect(!error.description.contains("\u{0}") && error.description.contains("\\n"))
        }
        try await bench.expectNothingLeft([outcome.calls])
    }

    /// 1 GiB, announced or chunked: refused by the default 64 MiB limit, the connection closed, nothing kept.
    @Test(arguments: TransportKind.available, [false, true])
    func `a 1 GiB body is refused by the default size limit`(over kind: TransportKind, chunked: Bool) async throws {
        let bench = try await FaultBench.start("huge body chunked=\(chunked)", over: kind)
        defer { bench.stop() }
        let api = bench.api
        let session = api.get("fault/huge-body").query(key: "chunked", value: chunked ? "1" : "0")
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await session.data() },
            callback: { session.data($0) }
        )
        for result in [outcome.async, outcome.callback] {
            guard case .responseTooLarge(let limit, let url) = failure(result) else {
                Issue.record("expected responseTooLarge, got \(result)")
                continue
            }
            #expect(limit == 64 << 20 && url?.path == "/fault/huge-body")
        }
        try await bench.expectNothingLeft([outcome.calls])
        let stats = try await bench.server.stats(path: "/fault/huge-body")
        #expect(stats.count == 2)
        #expect(try await eventually { try await bench.server.stats(path: "/fault/huge-body").inFlight == 0 })
    }
}
