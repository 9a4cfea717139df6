// Authenticator: a credential on every request, renewed once and the request sent again when the server refuses it.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Puts a token from a ``TokenStore`` on every request and, when the server refuses it, renews it and sends the
/// request once more.
///
/// The default is OAuth's bearer token: `Authorization: Bearer <token>`, refused by a `401`. Every request refused
/// with the same token at the same time waits for one refresh, then each is sent again once, as a new attempt
/// that the monitors hear of and the ``RetryPolicy`` judges; a request refused again fails with its status. Only an
/// answer from the origin the request was sent to is judged: a redirect to another origin never carried the token
/// (the transports drop it), so its refusal renews nothing.
///
/// Two decisions to know:
/// - A replay belongs to the attempt it repeats. `RetryPolicy.maximumAttempts` counts the policy's attempts, not
///   replays, so a request is sent at most twice that many times; `RESTResponse.attempts`, the errors' attempt
///   counts and the monitors count every send, the replay included.
/// - A refresh that outlasts the request's timeout fails the request with `RESTError.adaptation`, naming
///   `Authenticator`, whose underlying error is `URLError(.timedOut)`: the time ran out in the adapters' step, before
///   anything was sent again. The refresh goes on for the requests still waiting for it.
/// ```swift
/// let tokens = TokenStore { try await auth.refreshToken() }
/// configuration.adapters = [Authenticator(tokens: tokens)]
///
/// // A nonce in a header of its own, refused by a 403 whose body names it:
/// let nonce = Authenticator(tokens: nonces, header: "X-WP-Nonce", scheme: nil) { response in
///     response.statusCode == 403 && String(decoding: response.body, as: UTF8.self).contains("rest_cookie_invalid_nonce")
/// }
/// ```
public struct Authenticator: RequestAdapter {
    private let tokens: TokenStore
    private let header: String
    private let prefix: String
    private let isRefusal: @Sendable (RESTResponse) -> Bool

    /// Creates an authenticator that reads tokens from `tokens`.
    ///
    /// - Parameters:
    ///   - tokens: Where tokens come from and are refreshed.
    ///   - header: The header field that carries the token; `Authorization` by default.
    ///   - scheme: The word before the token in the field, such as `Bearer`; `nil` for the token alone.
    ///   - isRefusal: Whether a response means the server refused the token; a `401` by default.
    public init(
        tokens: TokenStore,
        header: String = "Authorization",
        scheme: String? = "Bearer",
        refusedWhen isRefusal: @escaping @Sendable (RESTResponse) -> Bool = { $0.statusCode == 401 }
    ) {
        self.tokens = tokens
        self.header = header
        self.prefix = scheme.map { $0 + " " } ?? ""
        self.isRefusal = isRefusal
    }

    /// Sets the header field to the store's valid token, replacing one of any case.
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` when the token has a line break or another control
    ///   character, which would end the field early; the token is never quoted. ``RESTError/authentication(_:)``
    ///   when the store's refresh fails or is refused.
    public func adapt(_ request: URLRequest) async throws -> URLRequest {
        let value = prefix + (try await tokens.validToken())
        var authorised = request
        try authorised.setHeaderFields([header: value])
        return authorised
    }

    /// Whether the server refused the token `request` carried: then the store holds another (refreshed once for
    /// every request refused with the same token) and the request goes again.
    ///
    /// - Throws: ``RESTError/authentication(_:)`` when the store's refresh fails or is refused.
    public func replays(_ request: URLRequest, after response: RESTResponse) async throws -> Bool {
        guard isRefusal(response), let sent = request.value(forHTTPHeaderField: header), sent.hasPrefix(prefix)
        else { return false }
        if let asked = request.url, let answered = response.url, !RedirectGuard.sameOrigin(asked, answered) {
            return false
        }
        _ = try await tokens.token(replacing: String(sent.dropFirst(prefix.count)))
        return true
    }
}
