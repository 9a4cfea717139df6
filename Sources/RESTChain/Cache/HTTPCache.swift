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
///
/// A request consults the cache on its own thread: the tiers are behind a lock rather than the actor's executor,
/// so a lookup costs a few dictionary operations and no hop (a disk read, when there is a directory, happens
/// under that lock too).
public actor HTTPCache {
    /// Whose responses the cache keeps.
    public nonisolated let mode: Mode
    /// Whether responses are also written to a directory (under the lock, on the storing thread).
    nonisolated let keepsFiles: Bool
    private nonisolated let state: Locked<CacheState>

    /// A cache in memory only.
    ///
    /// - Parameters:
    ///   - memoryLimit: The most bytes kept in memory; 16 MiB by default.
    ///   - mode: ``Mode/private`` (a client's own cache, the default) or ``Mode/shared``.
    public init(memoryLimit: Int = 16 << 20, mode: Mode = .private) {
        self.mode = mode
        keepsFiles = false
        state = Locked(CacheState(memory: MemoryCacheTier(limit: memoryLimit)))
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
        keepsFiles = true
        let disk: DiskCacheTier
        do {
            disk = try DiskCacheTier(directory: directory, limit: diskLimit)
        } catch {
            throw .invalidURL(directory.path, reason: "the cache directory cannot be created (\(error))")
        }
        state = Locked(CacheState(memory: MemoryCacheTier(limit: memoryLimit), disk: disk))
    }

    /// What the cache has done so far, and how many bytes it holds.
    public var statistics: CacheStatistics {
        state.withLock { state in
            var current = state.counts
            current.memoryBytes = state.memory.totalBytes
            current.diskBytes = state.disk?.estimatedBytes ?? 0
            return current
        }
    }

    /// Forgets every stored response, on disk too.
    public func removeAll() {
        state.withLock { $0.removeAll() }
    }

    /// What to do with `request` at `now`: answer, revalidate or forward; answers are counted.
    nonisolated func lookup(_ request: CacheRequest, at now: Date) -> CacheLookup {
        consult(request, at: now).lookup
    }

    /// ``lookup(_:at:)``, with the generation of the storage it read (``hasChanged(since:)``).
    nonisolated func consult(_ request: CacheRequest, at now: Date) -> (lookup: CacheLookup, generation: UInt64) {
        state.withLock { state in
            let lookup = CacheRules.lookup(request, among: state.variants(for: request.key), at: now)
            switch lookup {
            case .fresh: state.count(.hit)
            case .stale: state.count(.stale)
            case .forward, .unsatisfiable: break
            }
            return (lookup, state.generation)
        }
    }

    /// Whether anything was stored, updated or forgotten since a lookup that read `generation`.
    nonisolated func hasChanged(since generation: UInt64) -> Bool {
        state.withLock { $0.generation != generation }
    }

    /// Applies the rules to the origin's answer — stores, updates, invalidates — and returns the caller's answer.
    nonisolated func complete(
        _ request: CacheRequest,
        response: RESTResponse,
        conditional: HTTPHeaders,
        stored: StoredResponse?,
        requestTime: Date,
        responseTime: Date
    ) -> RESTResponse {
        let outcome = CacheRules.resolve(
            request, response: response, conditional: conditional, stored: stored, requestTime: requestTime,
            responseTime: responseTime)
        let invalidated = outcome.invalidated.map { CacheKey(url: URL(string: $0) ?? request.url, headers: [:]) }
        return state.withLock { state in
            if !conditional.isEmpty { state.counts.conditionalRequests += 1 }
            for key in invalidated {
                state.counts.invalidations += 1
                state.remove(key)
            }
            if let store = outcome.store { state.save(store, for: request.key) }
            state.count(outcome.answer.cacheStatus)
            return outcome.answer
        }
    }

    /// The stale answer `stale-if-error` allows when the origin could not be reached, if any.
    nonisolated func staleAnswer(
        afterFailureOf request: CacheRequest,
        stored: StoredResponse?,
        at now: Date
    ) -> RESTResponse? {
        guard let fallback = CacheRules.staleIfError(request, stored: stored, at: now) else { return nil }
        state.withLock { $0.count(.stale) }
        return fallback.response(status: .stale, for: request, at: now)
    }

    /// Claims the one background revalidation of `key`'s URL; `false` when one is already running.
    nonisolated func beginRevalidation(of key: CacheKey) -> Bool {
        state.withLock { $0.revalidating.insert(key.url).inserted }
    }

    /// Releases the claim of ``beginRevalidation(of:)``.
    nonisolated func endRevalidation(of key: CacheKey) {
        _ = state.withLock { $0.revalidating.remove(key.url) }
    }
}
