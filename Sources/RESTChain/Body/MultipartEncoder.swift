// MultipartEncoder: writes multipart/form-data bytes (RFC 7578).
import Foundation

/// Writes parts as `multipart/form-data` (RFC 7578).
enum MultipartEncoder {
    /// The body for `parts` separated by `boundary`.
    static func encode(_ parts: [MultipartPart], boundary: String) -> Data {
        var body = Data()
        for part in parts {
            body.append(head(of: part, boundary: boundary))
            body.append(part.data)
            body.append(Data("\r\n".utf8))
        }
        body.append(closing(boundary))
        return body
    }

    /// The head of `part`: its boundary line and header fields, up to the blank line before its bytes.
    static func head(of part: MultipartPart, boundary: String) -> Data {
        var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(quoted(part.name))\""
        if let filename = part.filename { head += "; filename=\"\(quoted(filename))\"" }
        head += "\r\n"
        if let contentType = part.contentType { head += "Content-Type: \(contentType)\r\n" }
        head += "\r\n"
        return Data(head.utf8)
    }

    /// The closing boundary.
    static func closing(_ boundary: String) -> Data {
        Data("--\(boundary)--\r\n".utf8)
    }

    /// Escapes quotes and line breaks in a header parameter, as browsers do.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}
