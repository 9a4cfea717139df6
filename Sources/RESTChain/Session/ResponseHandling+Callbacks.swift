// ResponseHandling's completion-handler forms: chainable, sharing one in-flight GET.
import Foundation

extension ResponseHandling {
    /// Starts the request and calls `completion` with the body bytes; returns this session for chaining.
    @discardableResult
    public func data(_ completion: @escaping @Sendable (Result<Data, RESTError>) -> Void) -> Self {
        callback(completion) { session throws(RESTError) in try await session.data() }
    }

    /// Starts the request and calls `completion` with the body as text; returns this session for chaining.
    @discardableResult
    public func string(_ completion: @escaping @Sendable (Result<String, RESTError>) -> Void) -> Self {
        callback(completion) { session throws(RESTError) in try await session.string() }
    }

    /// Starts the request and calls `completion` with the body as a ``JSONValue``; returns this session.
    @discardableResult
    public func json(_ completion: @escaping @Sendable (Result<JSONValue, RESTError>) -> Void) -> Self {
        callback(completion) { session throws(RESTError) in try await session.json() }
    }

    /// Starts the request and calls `completion` with the body decoded as `type`; returns this session.
    @discardableResult
    public func decode<Value: Decodable & Sendable>(
        type: Value.Type,
        decoder: JSONDecoder? = nil,
        _ completion: @escaping @Sendable (Result<Value, RESTError>) -> Void
    ) -> Self {
        callback(completion) { session throws(RESTError) in try await session.decode(type: type, decoder: decoder) }
    }

    private func callback<Value: Sendable>(
        _ completion: @escaping @Sendable (Result<Value, RESTError>) -> Void,
        _ handler: @escaping @Sendable (Self) async throws(RESTError) -> Value
    ) -> Self {
        let delivery = options.delivery ?? client.configuration.delivery
        Task {
            let result: Result<Value, RESTError>
            do {
                result = .success(try await handler(self))
            } catch {
                result = .failure(RESTError(error))
            }
            await delivery.deliver { completion(result) }
        }
        return self
    }
}
