// 200 concurrent mixed requests through one client: each call ends once, with its own right outcome.
import Foundation
@_spi(Testing) import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct ConcurrentMixTests {
    /// What one call was, and so how it must end.
    enum Kind: CaseIterable, Sendable {
        case identicalGET, distinctGET, post, notFound, hangUp, cancelled, timedOut
    }

    /// How one call ended.
    enum Ending: Equatable, Sendable {
        case body(String)
        case status(Int)
        case transport(URLError.Code)
        case cancelled
        case other(String)

        init(_ result: Result<JSONValue, RESTError>) {
            switch result {
            case .success(let json): self = .body(json["path"]?.stringValue ?? json.description)
            case .failure(.httpStatus(let failure)): self = .status(failure.statusCode)
            case .failure(.transport(let error)): self = .transport(error.code)
            case .failure(.cancelled): self = .cancelled
            case .failure(let error): self = .other(error.description)
            }
        }
    }

    struct Call: Sendable {
        let index: Int
        let kind: Kind
        let usesCallback: Bool

        /// The one right ending of this call.
        var expected: Ending {
            switch kind {
            case .identicalGET: .body("/delay/100/same")
            case .distinctGET: .body("/delay/20/d\(index)")
            case .post: .body("/echo/p\(index)")
            case .notFound: .status(404)
            case .hangUp: .transport(.badServerResponse)
            case .cancelled: .cancelled
            case .timedOut: .transport(.timedOut)
            }
        }

        func session(on api: RESTClient) -> any ResponseHandling {
            switch kind {
            case .identicalGET: api.get("delay/100/same")
            case .distinctGET: api.get("delay/20/d\(index)")
            case .post: api.post("echo/p\(index)", body: .json(["index": index]))
            case .notFound: api.get("json/users/9").query(key: "i", value: "\(index)")
            case .hangUp: api.get("fault/close/before-headers").query(key: "i", value: "\(index)")
            case .cancelled: api.get("fault/stall").query(key: "i", value: "\(index)")
            case .timedOut: api.get("fault/stall").query(key: "i", value: "\(index)").timeout(0.5)
            }
        }
    }

    @Test(arguments: TransportKind.available)
    func `200 concurrent mixed calls through one client each end once with their own outcome`(over kind: TransportKind)
        async throws
    {
        let bench = try await FaultBench.start("200 mixed calls", over: kind, seconds: 120)
        defer { bench.stop() }
        let api = bench.api
        let calls = (0..<200).map {
            Call(index: $0, kind: Kind.allCases[$0 % Kind.allCases.count], usesCallback: $0 % 2 == 1)
        }
        let counters = calls.map { _ in CallCounter() }
        let endings = await withTaskGroup(of: (Int, Ending).self) { group in
            for call in calls {
                group.addTask {
                    let result = await Self.run(call, on: api, counter: counters[call.index])
                    return (call.index, Ending(result))
                }
            }
            return await group.reduce(into: [Int: Ending]()) { $0[$1.0] = $1.1 }
        }
        var wrong: [String] = []
        for call in calls where endings[call.index] != call.expected {
            wrong.append("#\(call.index) \(call.kind): \(String(describing: endings[call.index]))")
        }
        #expect(wrong.isEmpty, "\(wrong.count) calls ended wrongly: \(wrong.prefix(10))")
        #expect(endings.count == 200)
        try await bench.expectNothingLeft(counters)
        #expect(try await eventually { try await bench.server.stats(path: "/fault/stall").inFlight == 0 })
        // Identical GETs in flight together share requests: fewer arrived than were made.
        #expect(
            try await bench.server.stats(path: "/delay/100/same").count
                < calls.filter { $0.kind == .identicalGET }.count)
    }

    /// Runs one call in its form; a cancelled call is cancelled once the server has it, or before if it is quick.
    static func run(_ call: Call, on api: RESTClient, counter: CallCounter) async -> Result<JSONValue, RESTError> {
        let session = call.session(on: api)
        if call.usesCallback && call.kind != .cancelled {
            return await withCheckedContinuation { continuation in
                session.json { result in
                    if counter.increment() == 1 { continuation.resume(returning: result) }
                }
            }
        }
        let task = Task { try await session.json() }
        if call.kind == .cancelled {
            try? await Task.sleep(for: .milliseconds(50 + call.index % 7 * 10))
            task.cancel()
        }
        let result = await task.result
        _ = counter.increment()
        return result.mapError { RESTError($0) }
    }
}
