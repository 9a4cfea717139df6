// The "Big and live bodies" article and README example: downloads, uploads, progress and streams, run for real.
import Foundation
import RESTChain
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(2)))
struct BigAndLiveBodiesSnippetTests {
    private struct Change: Decodable, Sendable {
        let n: Int
    }

    @Test func `the article's downloads, uploads, progress and streams work as written`() async throws {
        let server = try await TestServer.start(script: "stream_server.py")
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-doc-\(UUID())")
        let destination = folder.appendingPathComponent("2026.zip")

        let (updates, continuation) = AsyncStream.makeStream(of: TransferProgress.self)
        let saved = try await api.get("file/export").query(key: "size", value: "500000")
            .progress(reportingTo: continuation)
            .download(to: destination)
        var last: TransferProgress?
        for await update in updates { last = update }
        #expect(saved.size == 500_000 && saved.resumedFrom == 0)
        #expect(last?.isComplete == true)

        let uploaded = try await api.put("upload/digest", body: .file(destination)).json()
        #expect(uploaded["size"] == 500_000)
        let parts = try await api.post(
            "upload/digest",
            body: .multipart([
                .field(name: "title", value: "Harbour"),
                .file(name: "photo", fileURL: destination, contentType: "image/jpeg"),
            ])
        ).json()
        #expect((parts["size"]?.intValue ?? 0) > 500_000)
        let chunks = AsyncStream<Data> { continuation in
            continuation.yield(Data("live".utf8))
            continuation.finish()
        }
        #expect(try await api.post("upload/digest", body: .stream(chunks, length: nil)).json()["size"] == 4)

        var bytes = 0
        for try await chunk in try await api.get("text-lines").bytes() { bytes += chunk.count }
        var lines: [String] = []
        for try await line in try await api.get("text-lines").lines() { lines.append(line) }
        var changes: [Int] = []
        for try await change in try await api.get("ndjson").query(key: "bad", value: "2")
            .jsonLines(of: Change.self, onInvalidLine: .skip)
        {
            changes.append(change.n)
        }
        var scores: [String] = []
        for try await event in try await api.get("sse/doc").events() where event.type == "tick" {
            scores.append(event.lastEventID)
            if scores.count == 2 { break }
        }
        #expect(bytes > 0 && lines.first == "first")
        #expect(changes == [1, 3, 4, 5, 6, 7, 8, 9, 10])
        #expect(scores == ["1", "2"])
        try? FileManager.default.removeItem(at: folder)
    }
}
