// LocatingJSONDecoder: a JSONDecoder whose failures name the coding path, even where the platform's says `<root>`.
import Foundation
import RESTChain

/// The decoder of every ``GuildWars2`` client: Foundation's, except that a failure it reports at the root with
/// "The given data was not valid JSON" while the body is valid JSON (a fraction where the model wants an `Int`, on
/// Linux) is decoded again over the parsed body to name the real coding path, such as `tiers[0].range[1]`.
///
/// The second decoding runs only on that failure; a success never pays for it, and is exactly `JSONDecoder`'s.
final class LocatingJSONDecoder: JSONDecoder, SucceedsLikeJSONDecoder, @unchecked Sendable {
    override func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try super.decode(type, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            guard let json = try? super.decode(JSONValue.self, from: data) else {
                throw DecodingError.dataCorrupted(context)
            }
            throw JSONValueDecoder.locate(type, in: json, at: []) ?? DecodingError.dataCorrupted(context)
        }
    }

    /// A locating decoder with `decoder`'s strategies.
    static func replacing(_ decoder: JSONDecoder) -> JSONDecoder {
        guard type(of: decoder) == JSONDecoder.self else { return decoder }
        let locating = LocatingJSONDecoder()
        locating.dateDecodingStrategy = decoder.dateDecodingStrategy
        locating.dataDecodingStrategy = decoder.dataDecodingStrategy
        locating.nonConformingFloatDecodingStrategy = decoder.nonConformingFloatDecodingStrategy
        locating.keyDecodingStrategy = decoder.keyDecodingStrategy
        locating.userInfo = decoder.userInfo
        return locating
    }
}
