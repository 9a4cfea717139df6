// RequestSession+Idempotency: how a POST or PATCH says it is safe to send again, so the retry policy may.
import Foundation

extension RequestSession {
    /// Sends `key` as the `Idempotency-Key` header, so a server that honours it applies the request once however
    /// often it arrives, and lets the ``RetryPolicy`` send this request again although its verb is not idempotent.
    ///
    /// Every attempt carries the same key; by default a new UUID, made once when you call this.
    /// ```swift
    /// let charge = try await api.post("charges", body: .json(order)).idempotencyKey().retry(.default)
    ///     .decode(type: Charge.self)
    /// ```
    public func idempotencyKey(_ key: String = UUID().uuidString) -> Self {
        var copy = setting(header: "Idempotency-Key", to: key)
        copy.request.isDeclaredIdempotent = true
        return copy
    }

    /// Lets the ``RetryPolicy`` send this request again although its verb is not idempotent: for a request you
    /// know to be safe to repeat, such as a search sent as a `POST`.
    ///
    /// ```swift
    /// let hits = try await api.post("search", body: .json(query)).idempotent().retry(.default).data()
    /// ```
    public func idempotent() -> Self {
        var copy = self
        copy.request.isDeclaredIdempotent = true
        return copy
    }
}
