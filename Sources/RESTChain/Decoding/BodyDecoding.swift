// BodyDecoding: bytes to text and to Decodable values, with readable failures.
import Foundation

/// Turns response bytes into text or `Decodable` values, reporting failures as ``RESTError/decoding(_:)``.
enum BodyDecoding {
    /// Decodes `response`'s body as `Value` with `decoder`.
    static func decode<Value: Decodable>(
        _ type: Value.Type,
        from response: RESTResponse,
        using decoder: JSONDecoder
    ) throws(RESTError) -> Value {
        do {
            return try decoder.decode(Value.self, from: response.body)
        } catch let error as DecodingError {
            throw .decoding(DecodingFailure(error, body: response.body, typeName: "\(Value.self)"))
        } catch {
            throw .decoding(DecodingFailure(reason: "\(error)", body: response.body, typeName: "\(Value.self)"))
        }
    }

    /// The body of `response` as text in its declared charset, UTF-8 by default.
    static func string(from response: RESTResponse) throws(RESTError) -> String {
        let name = response.charset ?? "utf-8"
        guard let encoding = encoding(named: name) else {
            throw .decoding(
                DecodingFailure(
                    reason: "unsupported charset \(name)", body: response.body,
                    typeName: "String"))
        }
        guard let text = String(data: response.body, encoding: encoding) else {
            throw .decoding(
                DecodingFailure(
                    reason: "the body is not valid \(name) text", body: response.body,
                    typeName: "String"))
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
