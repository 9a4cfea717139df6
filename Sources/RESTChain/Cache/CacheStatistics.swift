// CacheStatistics: what an HTTP cache has done — hits, misses, conditional requests, bytes held.
import Foundation

/// Counts of what an ``HTTPCache`` has done since it was made, and the bytes it holds now.
///
/// ```swift
/// print(await api.cacheStatistics)   // 12 hits, 1 stale, 3 revalidated, 4 misses, 3 conditional requests, …
/// ```
public struct CacheStatistics: Sendable, Hashable, CustomStringConvertible {
    /// Answers from a fresh stored response, with nothing sent.
    public var hits = 0
    /// Answers from a stale stored response (`forceCache`, `max-stale`, `stale-while-revalidate`, `stale-if-error`).
    public var staleHits = 0
    /// Answers from a stored response a `304` confirmed.
    public var revalidations = 0
    /// Answers from the origin because nothing usable was stored.
    public var misses = 0
    /// Requests sent with `If-None-Match` or `If-Modified-Since` added by the cache.
    public var conditionalRequests = 0
    /// Responses stored or updated.
    public var stores = 0
    /// Entries evicted to stay under a limit.
    public var evictions = 0
    /// URLs forgotten after an unsafe request succeeded.
    public var invalidations = 0
    /// Bytes held in memory.
    public var memoryBytes = 0
    /// Bytes held on disk (as this process counts them).
    public var diskBytes = 0

    /// Creates empty statistics.
    public init() {}

    /// One line with every count.
    public var description: String {
        "\(hits) hits, \(staleHits) stale, \(revalidations) revalidated, \(misses) misses, "
            + "\(conditionalRequests) conditional requests, \(stores) stores, \(evictions) evictions, "
            + "\(invalidations) invalidations, \(memoryBytes) bytes in memory, \(diskBytes) bytes on disk"
    }
}
