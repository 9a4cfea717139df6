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

    /// Files `response` among `url`'s variants, in place of the variant it matches, newest first; returns how many
    /// URLs were evicted to make room. The URL is hashed once, whether it was held or not: every miss the cache
    /// stores is filed here.
    @discardableResult
    mutating func store(_ response: StoredResponse, for url: String) -> Int {
        clock &+= 1
        let (old, new) = Self.file(
            response, in: &records[url, default: Record(variants: [], size: 0, lastUse: 0)], url: url, at: clock)
        totalBytes += new - old
        guard new <= limit else {
            remove(url)
            return 0
        }
        return evictIfNeeded()
    }

    /// Puts `response` among `record`'s variants and marks it used at `clock`; returns its size before and after.
    private static func file(
        _ response: StoredResponse,
        in record: inout Record,
        url: String,
        at clock: UInt64
    ) -> (old: Int, new: Int) {
        let old = record.size
        record.variants = record.variants.isEmpty ? [response] : merging(response, into: record.variants)
        record.size = record.variants.reduce(url.utf8.count) { $0 + $1.size }
        record.lastUse = clock
        return (old, record.size)
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
    ///
    /// Every use stamp is unique (the clock moves on at each use), so the URLs to evict are exactly those used
    /// before a cut: the stamps and sizes alone are ordered to find it — plain integers, no key or record copied —
    /// and only the evicted URLs are looked up again.
    private mutating func evictIfNeeded() -> Int {
        guard totalBytes > limit else { return 0 }
        let target = limit / 10 * 9
        var uses: [(stamp: UInt64, size: Int)] = []
        uses.reserveCapacity(records.count)
        for record in records.values { uses.append((record.lastUse, record.size)) }
        uses.sort { $0.stamp < $1.stamp }
        var remaining = totalBytes
        var cut: UInt64 = 0
        for use in uses {
            guard remaining > target else { break }
            remaining -= use.size
            cut = use.stamp &+ 1
        }
        var evicted: [String] = []
        for (url, record) in records where record.lastUse < cut { evicted.append(url) }
        for url in evicted { remove(url) }
        return evicted.count
    }
}
