// WordPress's writes: create, update and delete items, and upload media.
import Foundation
import RESTChain

extension WordPress {
    /// Creates an item in a collection (`.posts`, `.pages`, `.comments`, `.categories`, `.tags`…).
    ///
    /// ```swift
    /// let post = try await wp.create(.posts, body: .json(WordPress.PostDraft(title: "Hello", status: .publish)))
    ///     .decode(type: WordPress.Post.self)
    /// ```
    public func create(_ collection: Endpoint, body: RequestBody) -> RequestSession {
        send(.post, collection, body: body)
    }

    /// Updates an item (`.post(id:)`, `.page(id:)`, `.comment(id:)`, `.tag(id:)`…) with the fields in `body`.
    public func update(_ item: Endpoint, body: RequestBody) -> RequestSession {
        send(.post, item, body: body)
    }

    /// Deletes an item; `force: true` skips the trash (required for items without one, such as terms).
    public func delete(_ item: Endpoint, force: Bool = false) -> RequestSession {
        let session = send(.delete, item, body: nil)
        return force ? session.query(key: "force", value: "true") : session
    }

    /// Uploads a file to the media library; decode the answer as ``Media``.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - filename: The file name WordPress stores it under, such as `photo.png`.
    ///   - contentType: The MIME type, such as `image/png`.
    /// - Returns: The upload, sent when a handler asks for its answer.
    public func uploadMedia(_ data: Data, filename: String, contentType: String) -> RequestSession {
        let safeName = filename.replacingOccurrences(of: "\"", with: "")
        return send(.post, .media, body: .data(data, contentType: contentType))
            .setting(header: "Content-Disposition", to: "attachment; filename=\"\(safeName)\"")
    }

    /// A session for `endpoint` sent with `method` and `body`, still made from the endpoint for stubs and mappings.
    private func send(_ method: HTTPMethod, _ endpoint: Endpoint, body: RequestBody?) -> RequestSession {
        var session = client.request(endpoint)
        session.request.method = method
        session.request.body = body
        return session
    }
}
