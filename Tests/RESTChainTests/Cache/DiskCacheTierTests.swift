// The disk tier: files survive a restart, corrupt or truncated files are misses, LRU eviction, shared directories.
import Foundation
import Testing

@testable import RESTChain

struct DiskCacheTierTests {
    /// A fresh directory under the temporary directory, removed when `body` returns.
    private func withDirectory(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rchc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }

    private func files(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "rchc" }
    }

    private func entry(_ path: String, body: Int = 1000) -> (CacheKey, StoredResponse) {
        let request = cacheRequest(.get, "https://api.example.com/\(path)")
        let stored = storedResponse(
            ["Cache-Control": "max-age=60"], body: String(repeating: "x", count: body), for: request)
        return (request.key, stored)
    }

    @Test func `a disk cache answers a new client after a restart`() async throws {
        try await withDirectory { directory in
            let origin = OriginStub(["Cache-Control": "max-age=60"])
            let first = try origin.client(cache: HTTPCache(directory: directory))
            let stored = try await first.get("users").response()
            let second = try origin.client(cache: HTTPCache(directory: directory))
            let answer = try await second.get("users").response()
            #expect(answer.cacheStatus == .hit)
            #expect(answer.body == stored.body)
            #expect(await origin.count == 1)
        }
    }

    @Test func `a file round-trips every field of its variants`() async throws {
        try await withDirectory { directory in
            var tier = try DiskCacheTier(directory: directory, limit: 1 << 20)
            let (key, stored) = entry("items")
            tier.set([stored], for: key)
            #expect(tier.variants(for: key) == [stored])
        }
    }

    @Test(arguments: [0, 3, 9, 40, 200])
    func `a truncated entry is a miss, never a crash, and is removed`(keptBytes: Int) async throws {
        try await withDirectory { directory in
            var tier = try DiskCacheTier(directory: directory, limit: 1 << 20)
            let (key, stored) = entry("items")
            tier.set([stored], for: key)
            let file = try #require(try files(in: directory).first)
            try Data(try Data(contentsOf: file).prefix(keptBytes)).write(to: file)
            #expect(tier.variants(for: key) == nil)
            #expect(try files(in: directory).isEmpty)
        }
    }

    @Test func `a corrupt entry is a miss, never a crash`() async throws {
        try await withDirectory { directory in
            var tier = try DiskCacheTier(directory: directory, limit: 1 << 20)
            let (key, stored) = entry("items")
            tier.set([stored], for: key)
            let file = try #require(try files(in: directory).first)
            var bytes = try Data(contentsOf: file)
            for index in stride(from: 5, to: bytes.count, by: 7) { bytes[index] ^= 0x5A }
            try bytes.write(to: file)
            #expect(tier.variants(for: key) == nil)
            try Data("RCHC1\u{FF}\u{FF}\u{FF}\u{FF}{}".utf8).write(to: file)
            #expect(tier.variants(for: key) == nil)
        }
    }

    @Test func `a file whose URL differs from the key is a miss`() async throws {
        try await withDirectory { directory in
            let (key, stored) = entry("items")
            let (other, _) = entry("other")
            let data = try #require(CacheFileFormat.encode([stored], url: other.url))
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: directory.appendingPathComponent(key.fileName + ".rchc"))
            #expect(try DiskCacheTier(directory: directory, limit: 1 << 20).variants(for: key) == nil)
        }
    }

    @Test func `the disk tier evicts the least recently used files past its limit`() async throws {
        try await withDirectory { directory in
            let (a, first) = entry("a")
            let size = try #require(CacheFileFormat.encode([first], url: a.url)).count
            var tier = try DiskCacheTier(directory: directory, limit: size * 3 + size / 2)
            tier.set([first], for: a)
            let (b, second) = entry("b")
            tier.set([second], for: b)
            let (c, third) = entry("c")
            tier.set([third], for: c)
            #expect(tier.variants(for: a) != nil)
            let (d, fourth) = entry("d")
            let evicted = tier.set([fourth], for: d)
            #expect(evicted >= 1)
            #expect(tier.variants(for: b) == nil)
            #expect(tier.variants(for: a) != nil)
            #expect(tier.variants(for: d) != nil)
            #expect(tier.totalBytes <= tier.limit)
        }
    }

    @Test func `two caches on one directory never read half a file`() async throws {
        try await withDirectory { directory in
            let writers = try (0..<2).map { _ in try HTTPCache(directory: directory, memoryLimit: 0) }
            let keys = (0..<8).map { entry("shared/\($0)", body: 20_000) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, cache) in writers.enumerated() {
                    group.addTask {
                        for round in 0..<30 {
                            let (_, stored) = keys[(round + index) % keys.count]
                            let request = cacheRequest(.get, stored.url ?? "")
                            let lookup = cache.lookup(request, at: cacheEpoch)
                            if case .forward = lookup {
                                _ = cache.complete(
                                    request,
                                    response: RESTResponse(statusCode: 200, headers: stored.headers, body: stored.body),
                                    conditional: [:], stored: nil, requestTime: cacheEpoch, responseTime: cacheEpoch)
                            } else {
                                #expect(lookup.name == "fresh")
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            let reader = try DiskCacheTier(directory: directory, limit: 1 << 30)
            for (key, stored) in keys { #expect(reader.variants(for: key)?.first?.body == stored.body) }
        }
    }

    @Test func `no credential appears in any file name or file on disk`() async throws {
        try await withDirectory { directory in
            let origin = OriginStub(["Cache-Control": "max-age=60", "Set-Cookie": "session=COOKIE-SECRET"])
            let api = try origin.client(cache: HTTPCache(directory: directory))
            _ = try await api.get("account").query(key: "access_token", value: "QUERY-SECRET")
                .setting(header: "Authorization", to: "Bearer HEADER-SECRET").data()
            let written = try files(in: directory)
            #expect(written.count == 1)
            for file in written {
                let text = String(decoding: try Data(contentsOf: file), as: UTF8.self) + file.lastPathComponent
                for secret in ["QUERY-SECRET", "HEADER-SECRET", "COOKIE-SECRET"] { #expect(!text.contains(secret)) }
            }
        }
    }

    @Test func `a cache directory that cannot be created fails with invalidURL`() async throws {
        try await withDirectory { directory in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("plain-file")
            try Data("x".utf8).write(to: file)
            #expect {
                _ = try HTTPCache(directory: file.appendingPathComponent("cache"))
            } throws: { error in
                guard case .invalidURL = error as? RESTError else { return false }
                return true
            }
        }
    }
}
