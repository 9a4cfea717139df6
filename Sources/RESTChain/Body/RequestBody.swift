// RequestBody: a request's bytes and content type — JSON, form, multipart, raw data or text.
import Foundation

/// The body of a request, encoded when it is created, with the content type it implies.
///
/// ```swift
/// api.post("login", body: .json(Credentials(email: "a@b.c", password: "p")))
/// api.patch("users/2", body: .form(["name": "Ann"]))
/// api.post("avatar", body: .multipart([.file(name: "avatar", filename: "a.png", contentType: "image/png", data: png)]))
/// ```
/// A value that fails to encode does not crash: the request fails with ``RESTError/invalidRequest(reason:)``.
public struct RequestBody: Sendable {
    /// The encoded bytes, or why encoding failed.
    public let content: Result<Data, RESTError>
    /// The `Content-Type` header sent with the body, unless the request sets its own.
    public let contentType: String?

    /// Creates a body from bytes you encoded yourself.
    public init(data: Data, contentType: String?) {
        content = .success(data)
        self.contentType = contentType
    }

    private init(failure: RESTError) {
        content = .failure(failure)
        contentType = nil
    }

    /// A JSON body encoded from `value`; booleans are sent as `true`/`false`.
    ///
    /// - Parameters:
    ///   - value: Any `Encodable` value.
    ///   - encoder: The encoder to use; a plain `JSONEncoder` by default.
    /// - Returns: The body; one whose value fails to encode fails its request with ``RESTError/invalidRequest(reason:)``.
    public static func json<Value: Encodable>(_ value: Value, encoder: JSONEncoder = JSONEncoder()) -> RequestBody {
        do {
            return RequestBody(data: try encoder.encode(value), contentType: "application/json")
        } catch {
            return RequestBody(failure: .invalidRequest(reason: "the JSON body did not encode: \(error)"))
        }
    }

    /// An `application/x-www-form-urlencoded` body from fields, sorted by name.
    public static func form(_ fields: [String: String]) -> RequestBody {
        form(fields.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) })
    }

    /// An `application/x-www-form-urlencoded` body from items, in order.
    public static func form(_ items: [URLQueryItem]) -> RequestBody {
        RequestBody(
            data: Data(QueryEncoding.encode(items).utf8),
            contentType: "application/x-www-form-urlencoded; charset=utf-8"
        )
    }

    /// A `multipart/form-data` body from fields and files.
    ///
    /// - Parameters:
    ///   - parts: The fields and files, in order.
    ///   - boundary: The boundary between parts; a random one by default.
    /// - Returns: The body, with its `Content-Type` naming the boundary.
    public static func multipart(_ parts: [MultipartPart], boundary: String? = nil) -> RequestBody {
        let boundary = boundary ?? "RESTChain-" + UUID().uuidString
        return RequestBody(
            data: MultipartEncoder.encode(parts, boundary: boundary),
            contentType: "multipart/form-data; boundary=\(boundary)"
        )
    }

    /// Raw bytes with the given content type.
    public static func data(_ data: Data, contentType: String = "application/octet-stream") -> RequestBody {
        RequestBody(data: data, contentType: contentType)
    }

    /// UTF-8 text with the given content type.
    public static func text(_ text: String, contentType: String = "text/plain; charset=utf-8") -> RequestBody {
        RequestBody(data: Data(text.utf8), contentType: contentType)
    }
}
