// CacheState: what an HTTPCache holds — its tiers, counts and running revalidations — behind its lock.
import Foundation

/// An ``HTTPCache``'s tiers, counts and running revalidations, changed only under its lock.
struct CacheState {
    var memory: MemoryCacheTier
    var disk: DiskCacheTier?
    var counts = CacheStatistics()
    var revalidating: Set<String> = []
    /// Counts the changes to what is stored: a lookup made when it had the value it has now would find the same.
    private(set) var generation: UInt64 = 0

    /// Counts an answer of `status`.
    mutating func count(_ status: CacheStatus) {
        switch status {
        case .hit: counts.hits += 1
        case .stale: counts.staleHits += 1
        case .revalidated: counts.revalidations += 1
        case .miss: counts.misses += 1
        case .bypassed: break
        }
    }

    /// The variants stored for `key`, from memory, else from disk (then kept in memory).
    mutating func variants(for key: CacheKey) -> [StoredResponse] {
        if let variants = memory.variants(for: key.url) { return variants }
        guard let variants = disk?.variants(for: key) else { return [] }
        generation &+= 1
        counts.evictions += memory.set(variants, for: key.url)
        return variants
    }

    /// Stores `response` among `key`'s variants, in memory and on disk.
    mutating func save(_ response: StoredResponse, for key: CacheKey) {
        generation &+= 1
        counts.stores += 1
        guard disk != nil else {
            // Memory alone holds every variant there is: one access to its table files the response.
            counts.evictions += memory.store(response, for: key.url)
            return
        }
        let variants = MemoryCacheTier.merging(response, into: variants(for: key))
        counts.evictions += memory.set(variants, for: key.url)
        counts.evictions += disk?.set(variants, for: key) ?? 0
    }

    /// Forgets everything, in both tiers.
    mutating func removeAll() {
        generation &+= 1
        memory.removeAll()
        disk?.removeAll()
    }

    /// Forgets `key`'s URL in both tiers.
    mutating func remove(_ key: CacheKey) {
        generation &+= 1
        memory.remove(key.url)
        disk?.remove(key)
    }
}
