// HTTPCache: the RFC 9111 cache a client consults before the network — a memory tier and an optional disk tier.
import Foundation

/// An HTTP cache that follows RFC 9111: fresh answers without a request, stale ones revalidated with a
/// conditional request, and a `304` that refreshes the stored headers.
///
/// Every client has one in memory by default; give it a directory to keep responses across launches:
/// ```swift
/// let cached = try api.configured {
///     $0.cache = try HTTPCache(directory: cachesURL, memoryLimit: 32 << 20, diskLimit: 256 << 20)
/// }
/// let user = try await cached.get("users/2").decode(type: User.self)   // fresh: no request at all
/// ```
/// Only GET responses are stored; HEAD answers update them, and a successful POST, PUT, PATCH or DELETE forgets
/// the URL it targeted. Set `cache` to `nil` to turn caching off, or choose per request with
/// `cachePolicy(_:)`. See the article <doc:Caching> for every rule it follows.
public actor HTTPCache {
    /// Whose responses the cache keeps.
    public nonisolated let mode: Mode
    private var memory: MemoryCacheTier
    private var disk: DiskCacheTier?
    private var counts = CacheStatistics()
    private var revalidating: Set<String> = []

    /// A cache in memory only.
    ///
    /// - Parameters:
    ///   - memoryLimit: The most bytes kept in memory; 16 MiB by default.
    ///   - mode: ``Mode/private`` (a client's own cache, the default) or ``Mode/shared``.
    public init(memoryLimit: Int = 16 << 20, mode: Mode = .private) {
        self.mode = mode
        memory = MemoryCacheTier(limit: memoryLimit)
    }

    /// A cache in memory in front of a directory on disk.
    ///
    /// - Parameters:
    ///   - directory: Where the files go; created if missing. Two processes may share it.
    ///   - memoryLimit: The most bytes kept in memory; 16 MiB by default.
    ///   - diskLimit: The most bytes kept on disk; 256 MiB by default.
    ///   - mode: ``Mode/private`` (the default) or ``Mode/shared``.
    /// - Throws: ``RESTError/invalidURL(_:reason:)`` when the directory cannot be created.
    public init(
        directory: URL,
        memoryLimit: Int = 16 << 20,
        diskLimit: Int = 256 << 20,
        mode: Mode = .private
    ) throws(RESTError) {
        self.mode = mode
        memory = MemoryCacheTier(limit: memoryLimit)
        do {
            disk = try DiskCacheTier(directory: directory, limit: diskLimit)
        } catch {
            throw .invalidURL(directory.path, reason: "the cache directory cannot be created (\(error))")
        }
    }

    /// What the cache has done so far, and how many bytes it holds.
    public var statistics: CacheStatistics {
        var current = counts
        current.memoryBytes = memory.totalBytes
        current.diskBytes = disk?.estimatedBytes ?? 0
        return current
    }

    /// Forgets every stored response, on disk too.
    public func removeAll() {
        memory.removeAll()
        disk?.removeAll()
    }

    /// What to do with `request` at `now`: answer, revalidate or forward; answers are counted.
    func lookup(_ request: CacheRequest, at now: Date) -> CacheLookup {
        let lookup = CacheRules.lookup(request, among: variants(for: request.key), at: now)
        switch lookup {
        case .fresh: count(.hit)
        case .stale: count(.stale)
        case .forward, .unsatisfiable: break
        }
        return lookup
    }

    /// Applies the rules to the origin's answer — stores, updates, invalidates — and returns the caller's answer.
    func complete(
        _ request: CacheRequest,
        response: RESTResponse,
        conditional: HTTPHeaders,
        stored: StoredResponse?,
        requestTime: Date,
        responseTime: Date
    ) -> RESTResponse {
        if !conditional.isEmpty { counts.conditionalRequests += 1 }
        let outcome = CacheRules.resolve(
            request, response: response, conditional: conditional, stored: stored, requestTime: requestTime,
            responseTime: responseTime)
        for url in outcome.invalidated {
            counts.invalidations += 1
            remove(CacheKey(url: URL(string: url) ?? request.url, headers: [:]))
        }
        if let store = outcome.store { save(store, for: request.key) }
        count(outcome.answer.cacheStatus)
        return outcome.answer
    }

    /// The stale answer `stale-if-error` allows when the origin could not be reached, if any.
    func staleAnswer(afterFailureOf request: CacheRequest, stored: StoredResponse?, at now: Date) -> RESTResponse? {
        guard let fallback = CacheRules.staleIfError(request, stored: stored, at: now) else { return nil }
        count(.stale)
        return fallback.response(status: .stale, for: request)
    }

    private func count(_ status: CacheStatus) {
        switch status {
        case .hit: counts.hits += 1
        case .stale: counts.staleHits += 1
        case .revalidated: counts.revalidations += 1
        case .miss: counts.misses += 1
        case .bypassed: break
        }
    }

    /// Claims the one background revalidation of `key`'s URL; `false` when one is already running.
    func beginRevalidation(of key: CacheKey) -> Bool {
        revalidating.insert(key.url).inserted
    }

    /// Releases the claim of ``beginRevalidation(of:)``.
    func endRevalidation(of key: CacheKey) {
        revalidating.remove(key.url)
    }

    private func variants(for key: CacheKey) -> [StoredResponse] {
        if let variants = memory.variants(for: key.url) { return variants }
        guard let variants = disk?.variants(for: key) else { return [] }
        counts.evictions += memory.set(variants, for: key.url)
        return variants
    }

    private func save(_ response: StoredResponse, for key: CacheKey) {
        let variants = MemoryCacheTier.merging(response, into: variants(for: key))
        counts.stores += 1
        counts.evictions += memory.set(variants, for: key.url)
        counts.evictions += disk?.set(variants, for: key) ?? 0
    }

    private func remove(_ key: CacheKey) {
        memory.remove(key.url)
        disk?.remove(key)
    }
}
