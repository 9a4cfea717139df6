// Against a real WordPress: a file of tens of megabytes streamed from disk to the media library.
import Foundation
import RESTChain
import Testing
import WordPressAPI

@Suite(
    .enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"),
    .timeLimit(.minutes(3)))
struct WordPressLiveMediaUploadTests {
    @Test func `a 24 MB file is streamed to the media library with progress, then described`() async throws {
        let wp = try LiveSite.authenticated()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-\(UUID()).pdf")
        let size = 24 << 20
        var bytes = Data("%PDF-1.4\n".utf8)
        bytes.append(Data((0..<(size - bytes.count)).map { UInt8(truncatingIfNeeded: $0 &* 31) }))
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let seen = UploadUpdates()
        let media = try await wp.uploadMedia(
            file: file, filename: "live-upload.pdf",
            details: .init(title: "Live upload", altText: "A generated file")
        ) { update in seen.add(update) }
        // The handler runs in its own task: wait (bounded) for the update that completes the upload.
        let deadline = ContinuousClock.now + .seconds(5)
        while seen.last?.isComplete != true, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        let uploads = seen.all
        #expect(media.mimeType == "application/pdf")
        #expect(media.altText == "A generated file")
        #expect(media.title.rendered == "Live upload")
        #expect(uploads.last?.completedBytes == Int64(size))
        let served = try #require(media.sourceURL)
        let (data, _) = try await URLSession.shared.data(from: served)
        #expect(data == bytes)
        _ = try await wp.delete(.mediaItem(id: media.id), force: true).data()
    }
}

/// The upload updates a handler received.
private final class UploadUpdates: @unchecked Sendable {
    private let lock = NSLock()
    private var updates: [TransferProgress] = []

    func add(_ update: TransferProgress) {
        guard update.direction == .upload else { return }
        lock.withLock { updates.append(update) }
    }

    var all: [TransferProgress] { lock.withLock { updates } }
    var last: TransferProgress? { all.last }
}
