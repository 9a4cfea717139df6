// WordPress.GUID: a post's globally unique identifier, `{rendered, raw}`.
import Foundation
import RESTChain

extension WordPress {
    /// The globally unique identifier of a post, page or attachment.
    ///
    /// It looks like a URL but is only an identifier: it never changes when the post moves. `raw` comes only in
    /// the `edit` context. A plain string is accepted as the rendered value.
    public struct GUID: Codable, Sendable, Hashable {
        /// The identifier as rendered for display.
        public var rendered: String
        /// The identifier as stored, sent only in the `edit` context.
        public var raw: String?

        /// Creates an identifier.
        public init(rendered: String, raw: String? = nil) {
            self.rendered = rendered
            self.raw = raw
        }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case rendered, raw
        }

        /// Decodes `{rendered, raw}` or a plain string.
        public init(from decoder: any Decoder) throws {
            if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
                self.init(rendered: text)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                rendered: try container.decodeIfPresent(String.self, forKey: .rendered) ?? "",
                raw: try container.decodeIfPresent(String.self, forKey: .raw))
        }
    }
}
