// Optional URL members: WordPress sends "" for "no URL" (a user's website, a comment author's site).
import Foundation
import RESTChain

extension KeyedDecodingContainer {
    /// Decodes an optional URL member, reading `""` and `null` as `nil`.
    ///
    /// The models' synthesized decoding picks this overload for their `URL?` properties; it is internal, so it
    /// changes nothing outside this module.
    func decodeIfPresent(_ type: URL.Type, forKey key: Key) throws -> URL? {
        guard let string = try decodeIfPresent(String.self, forKey: key), !string.isEmpty else { return nil }
        guard let url = URL(string: string) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "Not a URL: \(string)")
        }
        return url
    }
}
