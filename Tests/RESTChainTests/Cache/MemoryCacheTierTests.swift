// The memory tier: its byte count through replacements and removals, and least-recently-used eviction.
import Foundation
import Testing

@testable import RESTChain

struct MemoryCacheTierTests {
    private func stored(_ path: String, body: Int) -> (url: String, response: StoredResponse) {
        let request = cacheRequest(.get, "https://api.example.com/\(path)")
        let response = storedResponse(
            ["Cache-Control": "max-age=60"], body: String(repeating: "x", count: body), for: request)
        return (request.key.url, response)
    }

    private func size(of url: String, _ response: StoredResponse) -> Int {
        url.utf8.count + response.size
    }

    @Test func `replacing a URL's variants counts the new bytes only`() {
        var tier = MemoryCacheTier(limit: 1 << 20)
        let small = stored("users", body: 100)
        let large = stored("users", body: 5_000)
        tier.set([small.response], for: small.url)
        tier.set([large.response], for: large.url)
        #expect(tier.count == 1)
        #expect(tier.totalBytes == size(of: large.url, large.response))
        #expect(tier.variants(for: large.url)?.first?.body.count == 5_000)
    }

    @Test func `no variants, or more bytes than the limit, remove the URL and its bytes`() {
        var tier = MemoryCacheTier(limit: 4_000)
        let entry = stored("users", body: 100)
        tier.set([entry.response], for: entry.url)
        tier.set([], for: entry.url)
        #expect(tier.count == 0 && tier.totalBytes == 0)
        tier.set([entry.response], for: entry.url)
        #expect(tier.set([stored("users", body: 10_000).response], for: entry.url) == 0)
        #expect(tier.count == 0 && tier.totalBytes == 0)
        #expect(tier.variants(for: entry.url) == nil)
    }

    @Test func `a URL just read outlives one read before it when the tier evicts`() {
        let first = stored("first", body: 1_000)
        let second = stored("second", body: 1_000)
        let third = stored("third", body: 1_000)
        // Two entries fit under the 90 % an eviction brings the tier down to; a third goes past the limit.
        var tier = MemoryCacheTier(limit: size(of: second.url, second.response) * 2 * 10 / 9 + 100)
        tier.set([first.response], for: first.url)
        tier.set([second.response], for: second.url)
        #expect(tier.variants(for: first.url) != nil)
        #expect(tier.set([third.response], for: third.url) == 1)
        #expect(tier.variants(for: second.url) == nil)
        #expect(tier.variants(for: first.url) != nil && tier.variants(for: third.url) != nil)
        #expect(tier.totalBytes == size(of: first.url, first.response) + size(of: third.url, third.response))
    }

    @Test func `storing a response files it in place of the variant it matches and counts the new bytes only`() {
        var tier = MemoryCacheTier(limit: 1 << 20)
        let small = stored("users", body: 100)
        let large = stored("users", body: 5_000)
        #expect(tier.store(small.response, for: small.url) == 0)
        #expect(tier.store(large.response, for: large.url) == 0)
        #expect(tier.count == 1)
        #expect(tier.variants(for: large.url)?.map(\.body.count) == [5_000])
        #expect(tier.totalBytes == size(of: large.url, large.response))
    }

    @Test func `storing more bytes than the limit forgets the URL`() {
        var tier = MemoryCacheTier(limit: 4_000)
        let entry = stored("users", body: 100)
        tier.store(entry.response, for: entry.url)
        #expect(tier.store(stored("users", body: 10_000).response, for: entry.url) == 0)
        #expect(tier.count == 0 && tier.totalBytes == 0)
    }

    @Test func `an eviction by a store drops the least recently used URLs down to 90 % of the limit, in one batch`() {
        let entries = (0..<40).map { stored("item/\(100 + $0)", body: 1_000) }  // URLs of one length: one size
        let each = size(of: entries[0].url, entries[0].response)
        // Room for 20 entries, a few bytes over: the 21st store evicts.
        var tier = MemoryCacheTier(limit: each * 20 + 10)
        for entry in entries.prefix(20) { #expect(tier.store(entry.response, for: entry.url) == 0) }
        // Read the oldest five: now the most recently used, they outlive the next five stored.
        for entry in entries.prefix(5) { #expect(tier.variants(for: entry.url) != nil) }
        let evicted = tier.store(entries[20].response, for: entries[20].url)
        #expect(evicted == 3)
        #expect(tier.totalBytes <= (each * 20 + 10) / 10 * 9)
        #expect(tier.totalBytes == each * tier.count)
        for entry in entries[5..<8] { #expect(tier.variants(for: entry.url) == nil) }
        for entry in entries[0..<5] + entries[8...20] { #expect(tier.variants(for: entry.url) != nil) }
    }
}
