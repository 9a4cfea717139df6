// WordPress.Rendered: a `{rendered, raw, protected}` text field (title, content, excerpt, caption…).
import Foundation
import RESTChain

extension WordPress {
    /// A text field as WordPress returns it: the HTML to show, and in the `edit` context the stored source.
    ///
    /// `rendered` holds HTML with entities (`Caf&eacute; &amp; more`), exactly as sent. A plain JSON string is
    /// accepted as the rendered text too (search results and some plugins send that), an empty array (PHP's empty
    /// object) as an empty text, and a field that comes
    /// with `raw` alone (a reusable block's title) decodes with an empty `rendered`.
    public struct Rendered: Codable, Sendable, Hashable {
        /// The HTML as the site renders it; empty when the server sent only `raw`.
        public var rendered: String
        /// The stored source, sent only in the `edit` context.
        public var raw: String?
        /// Whether the text is hidden behind a post password (content and excerpt only).
        public var protected: Bool?
        /// The block format version of the content, sent only in the `edit` context.
        public var blockVersion: Int?

        /// Creates a text field.
        public init(rendered: String, raw: String? = nil, protected: Bool? = nil, blockVersion: Int? = nil) {
            self.rendered = rendered
            self.raw = raw
            self.protected = protected
            self.blockVersion = blockVersion
        }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case rendered, raw, protected
            case blockVersion = "block_version"
        }

        /// Decodes an object with `rendered` and/or `raw`, or a plain string.
        public init(from decoder: any Decoder) throws {
            if let single = try? decoder.singleValueContainer() {
                if let text = try? single.decode(String.self) {
                    self.init(rendered: text)
                    return
                }
                // PHP sends an empty field as `[]` (a template's content, a block's title in `embed`).
                if let empty = try? single.decode([JSONValue].self), empty.isEmpty {
                    self.init(rendered: "")
                    return
                }
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                rendered: try container.decodeIfPresent(String.self, forKey: .rendered) ?? "",
                raw: try container.decodeIfPresent(String.self, forKey: .raw),
                protected: try container.decodeIfPresent(Bool.self, forKey: .protected),
                blockVersion: try container.decodeIfPresent(Int.self, forKey: .blockVersion))
        }
    }
}
