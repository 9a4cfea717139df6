// RequestShaping+Limits: a session's own response size limit and retry policy, over the client's.
import Foundation

extension RequestShaping {
    /// Fails with ``RESTError/responseTooLarge(limit:url:)`` when the response body passes `bytes`, instead of
    /// the client's ``ClientConfiguration/responseSizeLimit``; `nil` removes the limit for this request.
    ///
    /// ```swift
    /// let dump = try await api.get("export").responseSizeLimit(512 << 20).data()
    /// ```
    public func responseSizeLimit(_ bytes: Int?) -> Self {
        var copy = self
        copy.request.responseSizeLimit = bytes.map { max(0, $0) } ?? .max
        return copy
    }

    /// Retries this request by `policy` instead of the client's ``ClientConfiguration/retryPolicy``.
    ///
    /// ```swift
    /// let feed = try await api.get("feed").retry(.rateLimited).data()
    /// ```
    public func retry(_ policy: RetryPolicy) -> Self {
        var copy = self
        copy.request.retryPolicy = policy
        return copy
    }
}
