// TokenStore: an access token refreshed at most once however many requests ask at the same time.
import Foundation

/// Holds an access token and refreshes it once for every request that needs it at the same time.
///
/// An ``Authenticator`` reads its tokens here: it asks for a valid token before each request, and for one other
/// than the token the server refused after a `401`. Every request refused with the same token at the same time
/// waits for one refresh; a request refused with a token already replaced gets the new one without a refresh.
/// ```swift
/// let tokens = TokenStore { try await auth.refresh() }   // called once per refresh, never concurrently
/// configuration.adapters = [Authenticator(tokens: tokens)]
/// ```
///
/// A refresh that throws fails every request waiting for it, and every request refused later with the token it
/// was replacing, with the same ``AuthenticationFailure/refreshFailed(_:)``. A store that was asked to refresh more than `maximumRefreshes` times
/// within `refreshWindow` refuses the next refresh (``AuthenticationFailure/tooManyRefreshes(count:window:)``), so
/// a server that refuses every new token causes no loop. A request that stops waiting — cancelled, or past its
/// timeout — leaves at once; the refresh goes on for the others.
public actor TokenStore {
    private let refresh: @Sendable () async throws -> String
    private var token: String?
    private var refreshing = false
    private var waiters: [UInt64: CheckedContinuation<String, any Error>] = [:]
    private var nextWaiter: UInt64 = 0
    private var refreshStarts: [ContinuousClock.Instant] = []
    /// The token the refresh in flight replaces, if it was refused.
    private var replacing: String?
    /// The last refresh's failure and the token it was to replace: a request refused with that token later (it
    /// was sent before the failure) fails the same way instead of starting another refresh.
    private var lastFailure: (replacing: String, error: RESTError)?

    /// The most refreshes that may start within ``refreshWindow``.
    public let maximumRefreshes: Int
    /// The span within which at most ``maximumRefreshes`` refreshes may start.
    public let refreshWindow: Duration

    /// How many times the token was refreshed.
    public private(set) var refreshCount = 0

    /// Creates a store that gets tokens from `refresh`, starting with `token` if one is known.
    ///
    /// - Parameters:
    ///   - token: The token to use until it is refused; `nil` to refresh before the first request.
    ///   - maximumRefreshes: The most refreshes that may start within `refreshWindow`; 5 by default, as
    ///     Alamofire's `AuthenticationInterceptor`.
    ///   - refreshWindow: The span the limit counts over; 30 seconds by default.
    ///   - refresh: Makes a new token; never called twice at the same time.
    public init(
        token: String? = nil,
        maximumRefreshes: Int = 5,
        per refreshWindow: Duration = .seconds(30),
        refresh: @escaping @Sendable () async throws -> String
    ) {
        self.token = token
        self.maximumRefreshes = max(1, maximumRefreshes)
        self.refreshWindow = refreshWindow
        self.refresh = refresh
    }

    /// The current token, refreshing it first when there is none; concurrent callers share one refresh.
    ///
    /// - Throws: ``RESTError/authentication(_:)``: the refresh failed, or was refused as one too many;
    ///   ``RESTError/cancelled`` when the caller's task is cancelled while it waits.
    public func validToken() async throws(RESTError) -> String {
        if let token { return token }
        if !refreshing { replacing = nil }
        return try await refreshed()
    }

    /// A token other than `refused`, which the server would not take: the current token when it is already
    /// another, else a new one from a refresh that every caller refused with `refused` at the same time shares.
    ///
    /// A request refused with a token whose refresh already failed gets that refresh's error: every request
    /// sent with the same token fails the same way, however late its refusal arrives. Requests adapted after the
    /// failure ask ``validToken()``, which refreshes afresh.
    ///
    /// - Throws: As ``validToken()``.
    public func token(replacing refused: String) async throws(RESTError) -> String {
        if let token, token != refused { return token }
        if let lastFailure, token == nil, lastFailure.replacing == refused { throw lastFailure.error }
        if !refreshing { replacing = refused }
        token = nil
        return try await refreshed()
    }

    /// Forgets the current token, so the next caller refreshes it.
    public func invalidate() { token = nil }

    /// Waits for the refresh in flight, starting one when none is.
    private func refreshed() async throws(RESTError) -> String {
        if !refreshing { try start() }
        let id = nextWaiter
        nextWaiter += 1
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    guard !Task.isCancelled else { return continuation.resume(throwing: CancellationError()) }
                    waiters[id] = continuation
                }
            } onCancel: {
                Task { await self.leave(id) }
            }
        } catch {
            throw RESTError(error)
        }
    }

    /// Starts a refresh, unless the window already holds the most it allows.
    private func start() throws(RESTError) {
        let now = ContinuousClock.now
        refreshStarts.removeAll { $0.duration(to: now) >= refreshWindow }
        guard refreshStarts.count < maximumRefreshes else {
            throw .authentication(.tooManyRefreshes(count: refreshStarts.count, window: refreshWindow))
        }
        refreshStarts.append(now)
        refreshing = true
        // Its own task: a caller that stops waiting does not stop the refresh the others wait for.
        Task { [refresh] in
            let outcome: Result<String, any Error>
            do {
                outcome = .success(try await refresh())
            } catch {
                outcome = .failure(RESTError.authentication(.refreshFailed(error)))
            }
            self.finish(outcome)
        }
    }

    /// Keeps a new token and answers every waiter with the refresh's outcome.
    private func finish(_ outcome: Result<String, any Error>) {
        refreshing = false
        switch outcome {
        case .success(let fresh):
            token = fresh
            refreshCount += 1
            lastFailure = nil
        case .failure(let error):
            lastFailure = replacing.map { ($0, RESTError(error)) }
        }
        let answered = waiters
        waiters = [:]
        for continuation in answered.values { continuation.resume(with: outcome) }
    }

    /// Lets a cancelled waiter go before the refresh ends.
    private func leave(_ id: UInt64) {
        waiters.removeValue(forKey: id)?.resume(throwing: CancellationError())
    }
}
