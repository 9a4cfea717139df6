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
///
/// A file or a stream is not read into memory: ``file(_:contentType:)``, ``stream(_:length:contentType:)`` and a
/// multipart body with ``MultipartPart/file(name:fileURL:filename:contentType:)`` parts are streamed as they are
/// sent (see ``UploadBody``).
public struct RequestBody: Sendable {
    /// The encoded bytes, or why encoding failed; for a streamed body, ``RESTError/invalidRequest(reason:)``
    /// saying it has no bytes in memory.
    public let content: Result<Data, RESTError>
    /// The `Content-Type` header sent with the body, unless the request sets its own.
    public let contentType: String?
    /// How a streamed body is made for each attempt; `nil` when ``content`` holds the bytes.
    let streamed: StreamedBody?

    /// Creates a body from bytes you encoded yourself.
    public init(data: Data, contentType: String?) {
        content = .success(data)
        self.contentType = contentType
        streamed = nil
    }

    private init(failure: RESTError) {
        content = .failure(failure)
        contentType = nil
        streamed = nil
    }

    init(streamed: StreamedBody, contentType: String?) {
        content = .failure(.invalidRequest(reason: "the body is streamed; it has no bytes in memory"))
        self.contentType = contentType
        self.streamed = streamed
    }

    /// Whether the body can be sent again for another attempt: bytes and files can, a one-shot stream cannot, so
    /// a request with one is never retried.
    public var isReplayable: Bool { streamed?.isReplayable ?? true }

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
        if parts.contains(where: { $0.fileURL != nil }) {
            return RequestBody(
                streamed: .multipart(parts, boundary: boundary),
                contentType: "multipart/form-data; boundary=\(boundary)")
        }
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

    /// A file's bytes, streamed from disk as they are sent with their `Content-Length`; never held in memory.
    ///
    /// The file is read when the request is sent (and again for each attempt, so the request may be retried);
    /// one that cannot be read fails the request with ``RESTError/invalidRequest(reason:)``.
    /// - Parameters:
    ///   - file: The file URL.
    ///   - contentType: The content type; `application/octet-stream` by default.
    /// - Returns: The body.
    public static func file(_ file: URL, contentType: String = "application/octet-stream") -> RequestBody {
        RequestBody(streamed: .file(file), contentType: contentType)
    }

    /// Bytes from an asynchronous sequence of chunks, sent as they come: a body that can be read only once.
    ///
    /// Without a `length` the body is sent with chunked transfer coding. Such a request is sent once: the retry
    /// policy never repeats it, and an error it would have retried says the body could not be replayed.
    /// - Parameters:
    ///   - chunks: The chunks, read once when the request is sent; reading pauses while the network is behind.
    ///   - length: The total number of bytes, when known; sent as `Content-Length`.
    ///   - contentType: The content type; `application/octet-stream` by default.
    /// - Returns: The body.
    public static func stream<Chunks: AsyncSequence & Sendable>(
        _ chunks: Chunks,
        length: Int64? = nil,
        contentType: String = "application/octet-stream"
    ) -> RequestBody where Chunks.Element == Data {
        RequestBody(streamed: .oneShot(OneShotStream(chunks), length: length), contentType: contentType)
    }
}
