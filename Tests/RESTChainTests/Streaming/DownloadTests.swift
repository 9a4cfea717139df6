// DownloadTests: bodies saved to files — atomic, resumed with Range and If-Range, restarted when they must be.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(2)))
struct DownloadTests {
    private static let size = 2_000_000

    @Test(arguments: TransportKind.available)
    func `a download writes the whole body and leaves no partial file`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let folder = try StreamServer.folder()
        let destination = folder.appendingPathComponent("whole.bin")
        let saved = try await within(30) {
            try await api.get("file/whole").query(key: "size", value: "\(Self.size)").download(to: destination)
        }
        #expect(saved.size == Int64(Self.size))
        #expect(saved.resumedFrom == 0)
        #expect(try sha256(of: destination) == (try await StreamServer.digest("whole", size: Self.size)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["whole.bin"])
    }

    @Test(arguments: TransportKind.available)
    func `a download cut midway resumes with Range and If-Range and ends with the source's bytes`(kind: TransportKind)
        async throws
    {
        let (api, server) = try await StreamServer.client(kind)
        let name = "cut-\(kind)"
        let destination = try StreamServer.folder().appendingPathComponent("cut.bin")
        try await StreamServer.control("/control/cut/\(name)?after=700000")
        let session = api.get("file/\(name)").query(key: "size", value: "\(Self.size)")
        await #expect(throws: RESTError.self) { try await within(30) { try await session.download(to: destination) } }
        #expect(!FileManager.default.exists(destination))
        #expect(FileManager.default.exists(destination.appendingPathExtension("part")))

        let saved = try await within(30) { try await session.download(to: destination) }
        #expect(saved.resumedFrom > 0 && saved.resumedFrom <= 700_000)
        #expect(saved.size == Int64(Self.size))
        #expect(try sha256(of: destination) == (try await StreamServer.digest(name, size: Self.size)))
        let second = try #require(try await server.requests(path: "/file/\(name)").last)
        #expect(second.headers["range"] == "bytes=\(saved.resumedFrom)-")
        #expect(second.headers["if-range"] == "\"\(name)-v1\"")
        #expect(!FileManager.default.exists(destination.appendingPathExtension("part")))
    }

    @Test(
        arguments: TransportKind.available,
        [
            ("ignored", "ranges=0&validator=etag", false),
            ("lastmod", "validator=date", true),
            ("badrange", "bad_range=1", false),
        ])
    func `a resumed download is right whether the server honours the range or not`(
        kind: TransportKind, server: (name: String, query: String, resumes: Bool)
    ) async throws {
        let (base, query, resumes) = server
        let name = "\(base)-\(kind)"
        let (api, _) = try await StreamServer.client(kind)
        let destination = try StreamServer.folder().appendingPathComponent("\(name).bin")
        try await StreamServer.control("/control/cut/\(name)?after=500000")
        let session = api.get("file/\(name)").queryString("size=\(Self.size)&\(query)")
        await #expect(throws: RESTError.self) { try await within(30) { try await session.download(to: destination) } }
        let saved = try await within(30) { try await session.download(to: destination) }
        #expect((saved.resumedFrom > 0) == resumes)
        #expect(try sha256(of: destination) == (try await StreamServer.digest(name, size: Self.size)))
    }

    @Test(arguments: TransportKind.available)
    func `a resource changed between attempts is downloaded again from the start`(kind: TransportKind) async throws {
        let (api, server) = try await StreamServer.client(kind)
        let name = "changed-\(kind)"
        let destination = try StreamServer.folder().appendingPathComponent("changed.bin")
        try await StreamServer.control("/control/cut/\(name)?after=600000")
        let session = api.get("file/\(name)").query(key: "size", value: "\(Self.size)")
        await #expect(throws: RESTError.self) { try await within(30) { try await session.download(to: destination) } }
        try await StreamServer.control("/control/version/\(name)/2")

        let saved = try await within(30) { try await session.download(to: destination) }
        #expect(saved.resumedFrom == 0)
        #expect(saved.response.statusCode == 200)
        #expect(try sha256(of: destination) == (try await StreamServer.digest(name, size: Self.size)))
        #expect(try await server.requests(path: "/file/\(name)").last?.headers["if-range"] == "\"\(name)-v1\"")
    }

    @Test(arguments: TransportKind.available)
    func `a cancelled download leaves nothing under the final name and closes the connection`(kind: TransportKind)
        async throws
    {
        let (api, server) = try await StreamServer.client(kind)
        let destination = try StreamServer.folder().appendingPathComponent("cancelled.bin")
        let task = Task {
            try await api.get("file/cancelled-\(kind)").queryString("size=\(Self.size)&delay_ms=50").download(
                to: destination)
        }
        try await Task.sleep(for: .milliseconds(400))
        task.cancel()
        let result = try await within(10) { await task.result }
        #expect(throws: RESTError.self) { try result.get() }
        if case .failure(let error as RESTError) = result { #expect("\(error)" == "The request was cancelled") }
        #expect(!FileManager.default.exists(destination))
        try await within(10) {
            while try await server.stats(path: "/file/cancelled-\(kind)").disconnected == 0 {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
    }

    @Test(arguments: TransportKind.available)
    func `a download past the session's size limit fails and keeps nothing`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let destination = try StreamServer.folder().appendingPathComponent("limited.bin")
        await #expect {
            try await within(30) {
                try await api.get("file/limited").queryString("size=\(Self.size)").responseSizeLimit(100_000).download(
                    to: destination)
            }
        } throws: { error in
            guard case .responseTooLarge(let limit, _) = error as? RESTError else { return false }
            return limit == 100_000
        }
        #expect(!FileManager.default.exists(destination))
    }

    @Test(arguments: TransportKind.available)
    func `a download of a refused status throws it and writes nothing`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let destination = try StreamServer.folder().appendingPathComponent("missing.bin")
        await #expect {
            try await within(30) { try await api.get("nothing-here").download(to: destination) }
        } throws: { error in
            (error as? RESTError)?.statusCode == 404
        }
        #expect(!FileManager.default.exists(destination))
        #expect(!FileManager.default.exists(destination.appendingPathExtension("part")))
    }

    @Test(arguments: TransportKind.available)
    func `a download reports its progress a few times a second and ends complete`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let destination = try StreamServer.folder().appendingPathComponent("progress.bin")
        let (updates, continuation) = AsyncStream.makeStream(of: TransferProgress.self)
        let start = ContinuousClock.now
        let saved = try await within(30) {
            try await api.get("file/progress").queryString("size=\(Self.size)&delay_ms=20").progress(
                reportingTo: continuation
            )
            .download(to: destination)
        }
        let elapsed = start.duration(to: .now)
        let seen = try await within(10) {
            var seen: [TransferProgress] = []
            for await update in updates { seen.append(update) }
            return seen
        }
        let downloads = seen.filter { $0.direction == .download }
        #expect(downloads.count >= 2)
        #expect(Double(downloads.count) <= elapsed / .milliseconds(50) + 3)
        #expect(zip(downloads, downloads.dropFirst()).allSatisfy { $0.completedBytes <= $1.completedBytes })
        #expect(downloads.last?.isComplete == true)
        #expect(downloads.last?.completedBytes == saved.size)
        #expect(downloads.first?.totalBytes == Int64(Self.size))
    }
}
