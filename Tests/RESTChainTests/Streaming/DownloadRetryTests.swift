// DownloadRetryTests: a download cut midway resumes within the same call, as often as its retry policy allows.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(2)))
struct DownloadRetryTests {
    private static let size = 2_000_000

    /// A client of the shared stream server over a new transport of `kind`, telling `retries` of each retry.
    private static func client(_ kind: TransportKind, retries: Locked<[Int]>) async throws -> (RESTClient, TestServer) {
        let server = try await StreamServer.shared()
        let monitor = ClosureMonitor { event in
            if case .retrying(_, let attempt, _) = event { retries.withLock { $0.append(attempt) } }
        }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport).configured {
            $0.monitors = [monitor]
        }
        return (api, server)
    }

    @Test(arguments: TransportKind.contract)
    func `a download cut twice resumes within the call and its progress never goes back`(kind: TransportKind)
        async throws
    {
        let retries = Locked<[Int]>([])
        let (api, server) = try await Self.client(kind, retries: retries)
        let name = "twice-\(kind)"
        let destination = try StreamServer.folder().appendingPathComponent("twice.bin")
        try await StreamServer.control("/control/cut/\(name)?after=600000&times=2")
        let (updates, continuation) = AsyncStream.makeStream(of: TransferProgress.self)
        let saved = try await within(60) {
            try await api.get("file/\(name)").query(key: "size", value: "\(Self.size)").retry(.default)
                .progress(reportingTo: continuation).download(to: destination)
        }
        #expect(saved.size == Int64(Self.size))
        #expect(try sha256(of: destination) == (try await StreamServer.digest(name, size: Self.size)))
        let requests = try await server.requests(path: "/file/\(name)")
        #expect(requests.count == 3)
        #expect(requests.first?.headers["range"] == nil)
        #expect(requests.dropFirst().allSatisfy { $0.headers["if-range"] == "\"\(name)-v1\"" })
        #expect(requests.last?.headers["range"] == "bytes=\(saved.resumedFrom)-")
        #expect(saved.resumedFrom > 600_000 && saved.resumedFrom <= 1_200_000)
        #expect(retries.withLock { $0 } == [2, 3])
        #expect(!FileManager.default.exists(destination.appendingPathExtension("part")))

        let downloads = try await within(10) {
            var seen: [TransferProgress] = []
            for await update in updates where update.direction == .download { seen.append(update) }
            return seen
        }
        #expect(zip(downloads, downloads.dropFirst()).allSatisfy { $0.completedBytes <= $1.completedBytes })
        #expect(downloads.allSatisfy { $0.totalBytes == Int64(Self.size) })
        #expect(downloads.filter(\.isComplete).count == 1)
        #expect(downloads.last?.isComplete == true && downloads.last?.completedBytes == Int64(Self.size))
    }

    @Test(arguments: TransportKind.contract)
    func `a download cut more often than the policy allows throws and the next call finishes it`(
        kind: TransportKind
    ) async throws {
        let retries = Locked<[Int]>([])
        let (api, server) = try await Self.client(kind, retries: retries)
        let name = "often-\(kind)"
        let destination = try StreamServer.folder().appendingPathComponent("often.bin")
        try await StreamServer.control("/control/cut/\(name)?after=300000&times=3")
        let session = api.get("file/\(name)").query(key: "size", value: "\(Self.size)").retry(.default)
        await #expect {
            try await within(60) { try await session.download(to: destination) }
        } throws: { error in
            guard case .transport(let failure) = error as? RESTError else { return false }
            return failure.code == .networkConnectionLost && "\(error)".contains("/file/\(name)")
        }
        #expect(try await server.requests(path: "/file/\(name)").count == 3)
        #expect(!FileManager.default.exists(destination))
        let kept = try FileManager.default.attributesOfItem(atPath: destination.path + ".part")[.size] as? Int
        #expect(kept == 900_000)

        let saved = try await within(30) { try await session.download(to: destination) }
        #expect(saved.resumedFrom == 900_000)
        #expect(try sha256(of: destination) == (try await StreamServer.digest(name, size: Self.size)))
        #expect(try await server.requests(path: "/file/\(name)").count == 4)
    }

    @Test(arguments: TransportKind.contract)
    func `a whole answer to the resumed range starts the file over within the call`(kind: TransportKind) async throws {
        let (api, server) = try await Self.client(kind, retries: Locked([]))
        let name = "whole-\(kind)"
        let destination = try StreamServer.folder().appendingPathComponent("whole.bin")
        try await StreamServer.control("/control/cut/\(name)?after=500000")
        let saved = try await within(60) {
            try await api.get("file/\(name)").queryString("size=\(Self.size)&ranges=0").retry(.default)
                .download(to: destination)
        }
        #expect(saved.response.statusCode == 200)
        #expect(saved.resumedFrom == 0 && saved.size == Int64(Self.size))
        #expect(try sha256(of: destination) == (try await StreamServer.digest(name, size: Self.size)))
        let requests = try await server.requests(path: "/file/\(name)")
        #expect(requests.map { $0.headers["range"] } == [nil, "bytes=500000-"])
    }

    @Test(arguments: TransportKind.contract, ["honoured", "ignore"])
    func `a resource changed after the cut is fetched again from its first byte`(kind: TransportKind, ifRange: String)
        async throws
    {
        // `ignore`: the server answers the range of the new version (206) whatever If-Range says.
        let (api, server) = try await Self.client(kind, retries: Locked([]))
        let name = "changed-\(ifRange)-\(kind)"
        let destination = try StreamServer.folder().appendingPathComponent("changed.bin")
        try await StreamServer.control("/control/cut/\(name)?after=700000&bump=1")
        let saved = try await within(60) {
            try await api.get("file/\(name)").queryString("size=\(Self.size)&if_range=\(ifRange)").retry(.default)
                .download(to: destination)
        }
        #expect(saved.resumedFrom == 0 && saved.size == Int64(Self.size))
        #expect(saved.response.headers["ETag"] == "\"\(name)-v2\"")
        #expect(try sha256(of: destination) == (try await StreamServer.digest(name, size: Self.size)))
        let ranges = try await server.requests(path: "/file/\(name)").map { $0.headers["range"] }
        #expect(ranges == (ifRange == "ignore" ? [nil, "bytes=700000-", nil] : [nil, "bytes=700000-"]))
    }

    @Test(arguments: TransportKind.contract)
    func `a cut after the policy's time budget has passed ends the call, and a policy without one resumes`(
        kind: TransportKind
    ) async throws {
        let (api, server) = try await Self.client(kind, retries: Locked([]))
        let name = "budget-\(kind)"
        let destination = try StreamServer.folder().appendingPathComponent("budget.bin")
        // The server holds 50 ms before each of the 8 blocks it sends before the cut: past a 200 ms budget.
        let session = api.get("file/\(name)").queryString("size=\(Self.size)&delay_ms=50")
        try await StreamServer.control("/control/cut/\(name)?after=500000")
        await #expect(throws: RESTError.self) {
            try await within(60) {
                try await session.retry(RetryPolicy(timeBudget: .milliseconds(200))).download(to: destination)
            }
        }
        #expect(try await server.requests(path: "/file/\(name)").count == 1)

        try await StreamServer.control("/control/cut/\(name)?after=500000")
        let saved = try await within(60) {
            try await session.retry(RetryPolicy(timeBudget: nil)).download(to: destination, resuming: false)
        }
        #expect(saved.resumedFrom == 500_000)
        #expect(try sha256(of: destination) == (try await StreamServer.digest(name, size: Self.size)))
        #expect(try await server.requests(path: "/file/\(name)").count == 3)
    }
}
