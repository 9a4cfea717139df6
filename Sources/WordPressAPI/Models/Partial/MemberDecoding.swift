// MemberDecoding: decodes one JSON member of a partial response as a model's field type.
import Foundation
import RESTChain

/// Decodes a single member the way the model's own decoding would, `…_gmt` dates included.
enum MemberDecoding {
    /// Decodes `member` as `Value`; a `Date` is read as a WordPress UTC date-time, as ``WordPress/GMTDate`` does.
    static func decode<Value: Decodable>(_ type: Value.Type, from member: JSONValue) throws -> Value {
        if Value.self == Date.self, let string = member.stringValue,
            let date = WordPress.DateParser.date(from: string) as? Value
        {
            return date
        }
        let data = try JSONEncoder().encode(member)
        return try JSONDecoder().decode(Value.self, from: data)
    }
}
