// ResponseHandling's completion-handler forms: chainable, sharing one in-flight GET, run where the closure is isolated.
import Foundation

/// Completion handlers run where their closure is isolated: an unannotated closure off the caller's thread, a
/// `@MainActor` closure on the main actor, with its main-actor state in reach and no `assumeIsolated`:
/// ```swift
/// api.get("users").decode(type: [User].self) { @MainActor result in
///     model.users = (try? result.get()) ?? []
/// }
/// ```
extension ResponseHandling {
    /// Starts the request and calls `completion` with the body bytes; returns this session for chaining.
    @discardableResult
    public func data(_ completion: @escaping @isolated(any) @Sendable (Result<Data, RESTError>) -> Void) -> Self {
        callback(completion) { session throws(RESTError) in try await session.data() }
    }

    /// Starts the request and calls `completion` with the body as text; returns this session for chaining.
    @discardableResult
    public func string(_ completion: @escaping @isolated(any) @Sendable (Result<String, RESTError>) -> Void) -> Self {
        callback(completion) { session throws(RESTError) in try await session.string() }
    }

    /// Starts the request and calls `completion` with the body as a ``JSONValue``; returns this session.
    @discardableResult
    public func json(_ completion: @escaping @isolated(any) @Sendable (Result<JSONValue, RESTError>) -> Void) -> Self {
        callback(completion) { session throws(RESTError) in try await session.json() }
    }

    /// Starts the request and calls `completion` with the body decoded as `type`; returns this session.
    @discardableResult
    public func decode<Value: Decodable & Sendable>(
        type: Value.Type,
        decoder: JSONDecoder? = nil,
        _ completion: @escaping @isolated(any) @Sendable (Result<Value, RESTError>) -> Void
    ) -> Self {
        callback(completion) { session throws(RESTError) in try await session.decode(type: type, decoder: decoder) }
    }

    private func callback<Value: Sendable>(
        _ completion: @escaping @isolated(any) @Sendable (Result<Value, RESTError>) -> Void,
        _ handler: @escaping @Sendable (Self) async throws(RESTError) -> Value
    ) -> Self {
        Task {
            let result: Result<Value, RESTError>
            do {
                result = .success(try await handler(self))
            } catch {
                result = .failure(RESTError(error))
            }
            await completion(result)
        }
        return self
    }
}
