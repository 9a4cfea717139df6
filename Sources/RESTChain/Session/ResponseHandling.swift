// ResponseHandling: the handlers that start a session and transform its bytes — data, string, json, decode.
import Foundation

/// A session whose response can be read as bytes, text, JSON or a `Decodable` type.
///
/// Each handler starts the request (or joins the identical GET in flight) and transforms the shared bytes
/// in the caller's own task.
public protocol ResponseHandling: Sendable {
    /// The client that sends the request.
    var client: RESTClient { get }
    /// The request as shaped so far: what is sent, and how it is sent, judged and decoded.
    var request: PreparedRequest { get }
    /// Sends the request (or joins the one in flight) and returns the accepted response.
    ///
    /// - Throws: ``RESTError``.
    func response() async throws(RESTError) -> RESTResponse
}

extension ResponseHandling {
    /// The body bytes.
    ///
    /// - Throws: ``RESTError`` — `invalidURL`, `transport`, `httpStatus`, `adaptation` or `cancelled`.
    public func data() async throws(RESTError) -> Data {
        try await response().body
    }

    /// The body as text, in the charset the `Content-Type` names (UTF-8 when it names none).
    ///
    /// - Throws: ``RESTError/decoding(_:)`` when the bytes are not valid text in that charset, and every
    ///   error of ``data()``.
    public func string() async throws(RESTError) -> String {
        try await response().string()
    }

    /// The body as a ``JSONValue``.
    ///
    /// - Throws: ``RESTError/decoding(_:)`` when the body is not JSON, and every error of ``data()``.
    public func json() async throws(RESTError) -> JSONValue {
        try await response().decode(type: JSONValue.self, decoder: resolvedDecoder(nil))
    }

    /// The body decoded as `type`.
    ///
    /// - Parameters:
    ///   - type: The `Decodable` type, such as `[User].self`.
    ///   - decoder: A decoder for this call only; the session's or the client's by default.
    /// - Returns: The decoded value.
    /// - Throws: ``RESTError/decoding(_:)`` with the coding path and the start of the body, and every error of
    ///   ``data()``.
    public func decode<Value: Decodable>(
        type: Value.Type = Value.self,
        decoder: JSONDecoder? = nil
    ) async throws(RESTError) -> Value {
        try await response().decode(type: Value.self, decoder: resolvedDecoder(decoder))
    }

    /// The value at `keyPath` in the JSON body decoded as `type`, for an API that wraps what you want in an
    /// envelope.
    ///
    /// ```swift
    /// // {"data": {"users": [{"id": 1, "name": "Ann"}]}, "meta": {…}}
    /// let users = try await api.get("users").decode(type: [User].self, at: "data.users")
    /// ```
    /// The path is read as ``RESTResponse/decode(type:at:decoder:)`` says.
    /// - Parameters:
    ///   - type: The `Decodable` type, such as `[User].self`.
    ///   - keyPath: Where the value sits, such as `"data.users"`.
    ///   - decoder: A decoder for this call only; the session's or the client's by default.
    /// - Returns: The decoded value.
    /// - Throws: ``RESTError/decoding(_:)`` when a step of the path leads nowhere or the value does not decode,
    ///   and every error of ``data()``.
    public func decode<Value: Decodable>(
        type: Value.Type = Value.self,
        at keyPath: String,
        decoder: JSONDecoder? = nil
    ) async throws(RESTError) -> Value {
        try await response().decode(type: Value.self, at: keyPath, decoder: resolvedDecoder(decoder))
    }

    /// The body decoded as `type`, together with the response it came from (status, headers, URL).
    ///
    /// ```swift
    /// let (users, response) = try await api.get("users").decodeWithResponse(type: [User].self)
    /// print(users.count, "of", response.headers["X-Total-Count"] ?? "?")
    /// ```
    /// - Parameters:
    ///   - type: The `Decodable` type, such as `[User].self`.
    ///   - decoder: A decoder for this call only; the session's or the client's by default.
    /// - Returns: The decoded value and the accepted response.
    /// - Throws: ``RESTError/decoding(_:)`` with the coding path and the start of the body, and every error of
    ///   ``data()``.
    public func decodeWithResponse<Value: Decodable>(
        type: Value.Type = Value.self,
        decoder: JSONDecoder? = nil
    ) async throws(RESTError) -> (value: Value, response: RESTResponse) {
        let response = try await response()
        return (try response.decode(type: Value.self, decoder: resolvedDecoder(decoder)), response)
    }

    /// The decoder a handler uses: `decoder` when given, else the session's ``RequestShaping/decoder(_:)``, else
    /// the client's ``ClientConfiguration/decoder``; for handlers written outside RESTChain, such as a store's.
    public func resolvedDecoder(_ decoder: JSONDecoder?) -> JSONDecoder {
        request.decoder(decoder, in: client.pipeline)
    }
}
