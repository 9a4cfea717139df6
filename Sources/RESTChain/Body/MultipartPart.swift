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
    /// The part's bytes.
    public let data: Data

    /// A text field.
    public static func field(name: String, value: String) -> MultipartPart {
        MultipartPart(name: name, filename: nil, contentType: nil, data: Data(value.utf8))
    }

    /// A file with its name and content type.
    public static func file(
        name: String,
        filename: String,
        contentType: String = "application/octet-stream",
        data: Data
    ) -> MultipartPart {
        MultipartPart(name: name, filename: filename, contentType: contentType, data: data)
    }
}
