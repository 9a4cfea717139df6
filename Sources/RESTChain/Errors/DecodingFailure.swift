// DecodingFailure: a body that did not decode, with a readable coding path and the first bytes.
import Foundation

/// A response body that could not be decoded into the requested type.
public struct DecodingFailure: Sendable {
    /// The type that was requested, such as `[User]`.
    public let typeName: String
    /// What went wrong, in one line.
    public let reason: String
    /// Where in the document it went wrong, such as `[3].author.name`; empty at the top level.
    public let codingPath: String
    /// The first bytes of the body, as text, for the message.
    public let bodyPrefix: String
    /// The error the decoder threw, if it was a `DecodingError`.
    public let underlying: DecodingError?
    /// The line of a streamed body the failure is on, counting from 1 (``ResponseHandling/jsonLines(of:decoder:onInvalidLine:)``);
    /// `nil` for a whole body.
    public internal(set) var line: Int?

    /// Describes a `DecodingError` met while decoding `body`.
    public init(_ error: DecodingError, body: Data, typeName: String = "") {
        self.typeName = typeName
        self.underlying = error
        self.bodyPrefix = DecodingFailure.prefix(of: body)
        switch error {
        case .typeMismatch(let type, let context):
            reason = "expected \(type): \(context.debugDescription)"
            codingPath = DecodingFailure.render(context.codingPath)
        case .valueNotFound(let type, let context):
            reason = "missing \(type) value: \(context.debugDescription)"
            codingPath = DecodingFailure.render(context.codingPath)
        case .keyNotFound(let key, let context):
            reason = "missing key \"\(key.stringValue)\""
            codingPath = DecodingFailure.render(context.codingPath + [key])
        case .dataCorrupted(let context):
            reason = context.debugDescription
            codingPath = DecodingFailure.render(context.codingPath)
        @unknown default:
            reason = String(describing: error)
            codingPath = ""
        }
    }

    /// Describes a body that is not text in the expected character set, or that no decoder could read.
    public init(reason: String, body: Data, typeName: String = "") {
        self.typeName = typeName
        self.reason = reason
        self.codingPath = ""
        self.bodyPrefix = DecodingFailure.prefix(of: body)
        self.underlying = nil
    }

    /// Renders a coding path as `[3].author.name`.
    static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func prefix(of body: Data) -> String {
        let text = String(decoding: body.prefix(120), as: UTF8.self)
        return body.count > 120 ? text + "…" : text
    }
}
