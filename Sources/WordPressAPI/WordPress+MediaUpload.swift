// WordPress+MediaUpload: a file streamed from disk to the media library, then its details written.
import Foundation
import RESTChain

extension WordPress {
    /// Uploads a file to the media library, streamed from disk (never held in memory), then writes its details.
    ///
    /// The file goes to `POST /wp/v2/media` as the raw body with its `Content-Length` and a
    /// `Content-Disposition` naming it; when `details` sets any field, a second request writes them to the new
    /// item. The site's PHP limits (`upload_max_filesize`, `post_max_size`) bound the size WordPress accepts.
    /// ```swift
    /// let media = try await wp.uploadMedia(
    ///     file: URL(fileURLWithPath: "harbour.jpg"), details: .init(altText: "Boats in a calm harbour")
    /// ) { progress in print(progress.completedBytes, "of", progress.totalBytes ?? 0) }
    /// ```
    /// - Parameters:
    ///   - file: The file to upload.
    ///   - filename: The name WordPress stores it under; the file's own name by default.
    ///   - contentType: The MIME type; guessed from the file's extension by default (`image/jpeg` for `.jpg`…).
    ///   - details: Title, alternative text, caption, description or post to write once the file is in.
    ///   - progress: Told how far the upload has gone, where it is isolated (see `RequestShaping.progress(_:)`).
    /// - Returns: The media item, with its details.
    /// - Throws: `RESTError`: `.invalidRequest` when the file cannot be read,
    ///   `.httpStatus` when WordPress refuses it (`rest_upload_file_too_big`,
    ///   `rest_cannot_create`…).
    public func uploadMedia(
        file: URL,
        filename: String? = nil,
        contentType: String? = nil,
        details: MediaDraft = MediaDraft(),
        progress: (@isolated(any) @Sendable (TransferProgress) -> Void)? = nil
    ) async throws(RESTError) -> Media {
        let name = (filename ?? file.lastPathComponent).replacingOccurrences(of: "\"", with: "")
        let type = contentType ?? Self.mediaType(forExtension: file.pathExtension)
        var upload = create(.media, body: .file(file, contentType: type))
            .setting(header: "Content-Disposition", to: "attachment; filename=\"\(name)\"")
        if let progress { upload = upload.progress(progress) }
        let media = try await upload.decode(type: Media.self)
        guard !details.isEmpty else { return media }
        return try await update(.mediaItem(id: media.id), body: .json(details)).decode(type: Media.self)
    }

    /// The MIME type of common media files by extension; `application/octet-stream` for others.
    static func mediaType(forExtension fileExtension: String) -> String {
        switch fileExtension.lowercased() {
        case "jpg", "jpeg": "image/jpeg"
        case "png": "image/png"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "avif": "image/avif"
        case "svg": "image/svg+xml"
        case "pdf": "application/pdf"
        case "mp4", "m4v": "video/mp4"
        case "mov": "video/quicktime"
        case "webm": "video/webm"
        case "mp3": "audio/mpeg"
        case "m4a": "audio/mp4"
        case "wav": "audio/wav"
        case "ogg": "audio/ogg"
        case "zip": "application/zip"
        case "txt": "text/plain"
        case "csv": "text/csv"
        default: "application/octet-stream"
        }
    }
}
