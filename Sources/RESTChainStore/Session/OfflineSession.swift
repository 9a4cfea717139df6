// OfflineSession: answer from the network and save, or from the store when the network fails — and say which.
import Foundation
import RESTChain

/// A session that saves what it fetches and, when the network fails, answers with what it saved last time.
///
/// ```swift
/// let result = try await wp.get(endpoint: .posts).offlineFallback(to: store)
///     .decodeWithSource(type: [WordPress.Post].self)
/// if result.source == .store { showBanner("offline — as of \(result.fetchedAt)") }
/// ```
/// The network "fails" as `RESTError.isOriginFailure` says: the request does not complete, or the server answers
/// 500, 502, 503 or 504. Any other error — a 404, a decoding error, cancellation — is thrown as it is. With nothing stored for
/// the request, the network's error is thrown unchanged.
public struct OfflineSession<Base: RequestShaping & ResponseHandling>: Sendable {
    /// The storing session behind it, remembering each response under the request's URL.
    public let storing: StoringSession<Base>

    /// Sends the request and decodes a list, or reads the list last saved for this request when the network fails.
    ///
    /// - Parameters:
    ///   - type: The list type, such as `[WordPress.Post].self`.
    ///   - keyPath: Where the list sits in a wrapped response; the root by default.
    ///   - policy: How each model meets its stored row; `.replace` by default.
    /// - Returns: The models and their ``Sourced/source``.
    /// - Throws: `RESTError` (the network's own when nothing is stored), ``StoreError``.
    public func decodeWithSource<Model: Codable & Identifiable & Sendable>(
        type: [Model].Type, at keyPath: String? = nil, policy: StorePolicy<Model> = .replace
    ) async throws -> Sourced<[Model]> {
        do {
            let models = try await storing.decode(type: [Model].self, at: keyPath, policy: policy)
            return Sourced(value: models, source: .network, fetchedAt: Date())
        } catch let error as RESTError where error.isOriginFailure {
            guard let list = try await stored(Model.self) else { throw error }
            return Sourced(value: list.models, source: .store, fetchedAt: list.fetchedAt)
        }
    }

    /// Sends the request and decodes one model, or reads the one last saved for this request when the network fails.
    ///
    /// - Parameters:
    ///   - type: The model type, such as `WordPress.Post.self`.
    ///   - keyPath: Where the model sits in a wrapped response; the root by default.
    ///   - policy: How the model meets its stored row; `.replace` by default.
    /// - Returns: The model and its ``Sourced/source``.
    /// - Throws: `RESTError` (the network's own when nothing is stored), ``StoreError``.
    public func decodeWithSource<Model: Codable & Identifiable & Sendable>(
        type: Model.Type, at keyPath: String? = nil, policy: StorePolicy<Model> = .replace
    ) async throws -> Sourced<Model> {
        do {
            let model = try await storing.decode(type: Model.self, at: keyPath, policy: policy)
            return Sourced(value: model, source: .network, fetchedAt: Date())
        } catch let error as RESTError where error.isOriginFailure {
            guard let list = try await stored(Model.self), let model = list.models.first else { throw error }
            return Sourced(value: model, source: .store, fetchedAt: list.fetchedAt)
        }
    }

    private func stored<Model: Codable & Identifiable & Sendable>(
        _ type: Model.Type
    ) async throws(StoreError) -> StoredList<Model>? {
        try await storing.store.list(Model.self, named: storing.listName ?? storing.base.request.absoluteString)
    }

}

extension ResponseHandling where Self: RequestShaping {
    /// This session, saving what it fetches in `store` and answering from `store` when the network fails.
    ///
    /// - Parameter store: The store to save in and fall back to.
    /// - Returns: An ``OfflineSession``; call `decodeWithSource(type:)` on it.
    public func offlineFallback(to store: ModelStore) -> OfflineSession<Self> {
        OfflineSession(storing: self.store(in: store).remembering(as: request.absoluteString))
    }
}
