// TokenStore: an access token refreshed at most once however many requests ask at the same time.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Holds an access token and refreshes it once for every request that needs it at the same time.
///
/// ```swift
/// let tokens = TokenStore { try await auth.refresh() }   // called once per refresh, never concurrently
/// configuration.adapters = [BearerTokenAdapter(tokens: tokens)]
/// ```
public actor TokenStore {
    private let refresh: @Sendable () async throws -> String
    private var token: String?
    private var refreshing: Task<String, any Error>?

    /// How many times the token was refreshed.
    public private(set) var refreshCount = 0

    /// Creates a store that gets tokens from `refresh`, starting with `token` if one is known.
    public init(token: String? = nil, refresh: @escaping @Sendable () async throws -> String) {
        self.token = token
        self.refresh = refresh
    }

    /// The current token, refreshing it first when there is none; concurrent callers share one refresh.
    ///
    /// - Throws: The refresh closure's error.
    public func validToken() async throws -> String {
        if let token { return token }
        return try await refreshed()
    }

    /// Forgets the current token (for example after a 401), so the next caller refreshes it.
    public func invalidate() { token = nil }

    private func refreshed() async throws -> String {
        if let refreshing { return try await refreshing.value }
        let task = Task { try await refresh() }
        refreshing = task
        defer { refreshing = nil }
        let fresh = try await task.value
        refreshCount += 1
        token = fresh
        return fresh
    }
}

/// Puts `Authorization: Bearer <token>` from a ``TokenStore`` on every request.
public struct BearerTokenAdapter: RequestAdapter {
    private let tokens: TokenStore

    /// Creates an adapter that reads tokens from `tokens`.
    public init(tokens: TokenStore) { self.tokens = tokens }

    /// Sets the `Authorization` header to the store's valid token, replacing one of any case.
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` when the token has a line break or another control
    ///   character, which would end the header early; the token is never quoted. Whatever the store's refresh
    ///   throws.
    public func adapt(_ request: URLRequest) async throws -> URLRequest {
        let value = "Bearer \(try await tokens.validToken())"
        var authorised = request
        try authorised.setHeaderFields(["Authorization": value])
        return authorised
    }
}
