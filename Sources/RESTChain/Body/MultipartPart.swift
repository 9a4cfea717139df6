// MultipartPart: one field or file of a multipart/form-data body.
import Foundation

/// One part of a `multipart/form-data` body: a text field or a file.
public struct MultipartPart: Sendable, Hashable {
    /// The form field name.
    public let name: String
    /// The file name, for file parts.
    public let filename: String?
    /// The part's content type, for file parts.
    public let contentType: String?
    /// The part's bytes; empty for a part streamed from ``fileURL``.
    public let data: Data
    /// The file a part's bytes are streamed from, for parts made with
    /// ``file(name:fileURL:filename:contentType:)``.
    public let fileURL: URL?

    /// A text field.
    public static func field(name: String, value: String) -> MultipartPart {
        MultipartPart(name: name, filename: nil, contentType: nil, data: Data(value.utf8), fileURL: nil)
    }

    /// A file with its name and content type.
    public static func file(
        name: String,
        filename: String,
        contentType: String = "application/octet-stream",
        data: Data
    ) -> MultipartPart {
        MultipartPart(name: name, filename: filename, contentType: contentType, data: data, fileURL: nil)
    }

    /// A file streamed from disk when the request is sent, never held in memory.
    ///
    /// - Parameters:
    ///   - name: The form field name.
    ///   - fileURL: The file to send.
    ///   - filename: The file name the server sees; the URL's last path component by default.
    ///   - contentType: The part's content type; `application/octet-stream` by default.
    /// - Returns: The part, which makes its multipart body a streamed one.
    public static func file(
        name: String,
        fileURL: URL,
        filename: String? = nil,
        contentType: String = "application/octet-stream"
    ) -> MultipartPart {
        MultipartPart(
            name: name, filename: filename ?? fileURL.lastPathComponent, contentType: contentType, data: Data(),
            fileURL: fileURL)
    }
}
