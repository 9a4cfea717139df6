// RESTResponse+Decoding: a response's bytes as text or as a Decodable value, with readable failures.
import Foundation

extension RESTResponse {
    /// The body decoded as `type` with `decoder`, the same decoding every session handler uses.
    ///
    /// Use it on a response you already hold, such as one read with `accepting(statusCodes:)`:
    /// ```swift
    /// let response = try await api.get("users/9").accepting(statusCodes: 200..<300, 404).response()
    /// let user = response.statusCode == 404 ? nil : try response.decode(type: User.self)
    /// ```
    /// - Parameters:
    ///   - type: The `Decodable` type, such as `[User].self`.
    ///   - decoder: The decoder; a plain `JSONDecoder` by default.
    /// - Returns: The decoded value.
    /// - Throws: ``RESTError/decoding(_:)`` with the coding path and the start of the body, naming `type` (or what
    ///   it names itself as, ``DecodingFailureNaming``).
    public func decode<Value: Decodable>(
        type: Value.Type = Value.self,
        decoder: JSONDecoder = JSONDecoder()
    ) throws(RESTError) -> Value {
        do {
            return try decoder.decodeFaster(Value.self, from: body)
        } catch let error as DecodingError {
            throw .decoding(DecodingFailure(error, body: body, typeName: DecodingFailure.name(of: Value.self)))
        } catch {
            let typeName = DecodingFailure.name(of: Value.self)
            throw .decoding(DecodingFailure(reason: "\(error)", body: body, typeName: typeName))
        }
    }

    /// The value at `keyPath` in the JSON body decoded as `type`, for an API that wraps what you want in an
    /// envelope (`{"data": {"items": […]}}`).
    ///
    /// The path is dotted: object keys, whole-number array indexes (`items.0`), and any other step on an array
    /// applies to each element (`items.name`). The empty path is the whole body.
    /// - Parameters:
    ///   - type: The `Decodable` type, such as `[User].self`.
    ///   - keyPath: Where the value sits, such as `"data.items"`.
    ///   - decoder: The decoder; a plain `JSONDecoder` by default.
    /// - Returns: The decoded value.
    /// - Throws: ``RESTError/decoding(_:)`` when the body is not JSON, when a step of the path leads nowhere
    ///   (naming it and what was there instead), or when the value does not decode as `type`.
    public func decode<Value: Decodable>(
        type: Value.Type = Value.self,
        at keyPath: String,
        decoder: JSONDecoder = JSONDecoder()
    ) throws(RESTError) -> Value {
        let document = try decode(type: JSONValue.self, decoder: decoder)
        let typeName = DecodingFailure.name(of: Value.self)
        let value: JSONValue
        do {
            value = try JSONPath(keyPath).value(in: document)
        } catch {
            let reason = "no value at \"\(keyPath)\": \(error)"
            throw .decoding(DecodingFailure(reason: reason, body: body, typeName: typeName))
        }
        do {
            let data = try JSONEncoder().encode(value)
            do {
                return try decoder.decodeFaster(Value.self, from: data)
            } catch let error as DecodingError {
                throw RESTError.decoding(DecodingFailure(error, body: data, typeName: typeName))
            }
        } catch let error as RESTError {
            throw error
        } catch {
            throw .decoding(DecodingFailure(reason: "\(error)", body: body, typeName: typeName))
        }
    }

    /// The body as text, in the charset the `Content-Type` names (UTF-8 when it names none).
    ///
    /// - Throws: ``RESTError/decoding(_:)`` when the charset is unknown or the bytes are not valid text in it.
    public func string() throws(RESTError) -> String {
        let name = charset ?? "utf-8"
        guard let encoding = Self.encoding(named: name) else {
            throw .decoding(DecodingFailure(reason: "unsupported charset \(name)", body: body, typeName: "String"))
        }
        guard let text = String(data: body, encoding: encoding) else {
            throw .decoding(
                DecodingFailure(reason: "the body is not valid \(name) text", body: body, typeName: "String"))
        }
        return text
    }

    private static func encoding(named name: String) -> String.Encoding? {
        switch name {
        case "utf-8", "utf8": return .utf8
        case "iso-8859-1", "latin1", "iso_8859-1", "l1": return .isoLatin1
        case "us-ascii", "ascii": return .ascii
        case "utf-16", "utf16": return .utf16
        case "utf-16le": return .utf16LittleEndian
        case "utf-16be": return .utf16BigEndian
        case "windows-1252", "cp1252": return .windowsCP1252
        default: return nil
        }
    }
}
