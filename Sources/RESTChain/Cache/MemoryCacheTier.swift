// MemoryCacheTier: stored responses in memory, least recently used evicted first when past a byte limit.
import Foundation

/// Stored responses in memory, keyed by normalised URL, each URL with its variants; past `limit` bytes the
/// least recently used URLs go first.
struct MemoryCacheTier: Sendable {
    /// The most bytes the tier holds.
    let limit: Int
    /// The bytes held now.
    private(set) var totalBytes = 0
    private var records: [String: Record] = [:]
    private var clock: UInt64 = 0

    private struct Record {
        var variants: [StoredResponse]
        var size: Int
        var lastUse: UInt64
    }

    /// The most variants kept for one URL; the oldest goes past it.
    static let variantLimit = 8

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// The number of URLs held.
    var count: Int { records.count }

    /// The variants stored for `url`, marked as just used. The URL is hashed once: every GET looks here.
    mutating func variants(for url: String) -> [StoredResponse]? {
        guard let index = records.index(forKey: url) else { return nil }
        clock &+= 1
        records.values[index].lastUse = clock
        return records.values[index].variants
    }

    /// Replaces `url`'s variants; returns how many URLs were evicted to make room. The URL is hashed once: every
    /// storable answer is filed here.
    @discardableResult
    mutating func set(_ variants: [StoredResponse], for url: String) -> Int {
        let size = variants.reduce(url.utf8.count) { $0 + $1.size }
        guard !variants.isEmpty, size <= limit else {
            remove(url)
            return 0
        }
        clock &+= 1
        if let replaced = records.updateValue(Record(variants: variants, size: size, lastUse: clock), forKey: url) {
            totalBytes -= replaced.size
        }
        totalBytes += size
        return evictIfNeeded()
    }

    /// `variants` with `response` in place of the variant it matches, newest first, at most ``variantLimit``.
    static func merging(_ response: StoredResponse, into variants: [StoredResponse]) -> [StoredResponse] {
        Array(([response] + variants.filter { !$0.isSameVariant(as: response) }).prefix(variantLimit))
    }

    /// Forgets `url`.
    mutating func remove(_ url: String) {
        if let record = records.removeValue(forKey: url) { totalBytes -= record.size }
    }

    /// Forgets everything.
    mutating func removeAll() {
        records.removeAll()
        totalBytes = 0
    }

    /// Evicts least recently used URLs until the tier is at 90 % of its limit, so evictions come in batches.
    private mutating func evictIfNeeded() -> Int {
        guard totalBytes > limit else { return 0 }
        let target = limit / 10 * 9
        var evicted = 0
        for (url, _) in records.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where totalBytes > target {
            remove(url)
            evicted += 1
        }
        return evicted
    }
}
