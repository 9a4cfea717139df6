// MediaType: the content type a file is sent with, guessed from its extension.

/// The media type of a file sent as a body or a multipart file, from its extension.
enum MediaType {
    private static let byExtension: [String: String] = [
        "json": "application/json", "txt": "text/plain; charset=utf-8", "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8", "css": "text/css", "csv": "text/csv", "xml": "application/xml",
        "js": "text/javascript", "md": "text/markdown; charset=utf-8", "yaml": "application/yaml",
        "yml": "application/yaml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "svg": "image/svg+xml", "pdf": "application/pdf",
        "zip": "application/zip", "gz": "application/gzip", "mp4": "video/mp4", "mp3": "audio/mpeg",
    ]

    /// The type for `path` by its extension, `application/octet-stream` when unknown.
    static func guess(forPath path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "application/octet-stream" }
        return byExtension[path[path.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }
}
