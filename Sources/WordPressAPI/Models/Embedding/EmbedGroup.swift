// WordPress.EmbedGroup: one element of a list-of-lists `_embedded` relation (`wp:term`, `replies`).
import Foundation
import RESTChain

extension WordPress {
    /// One element of a relation whose elements are lists, such as `wp:term` (one list per taxonomy).
    ///
    /// WordPress puts an error object straight into the outer list when a whole link failed (the replies of a
    /// password-protected post, seen anonymously), so an element is either a list of slots or a single slot.
    enum EmbedGroup<Value: Decodable & Sendable>: Decodable, Sendable {
        /// A list, as normally sent.
        case list([EmbedSlot<Value>])
        /// A lone element in place of a list.
        case single(EmbedSlot<Value>)

        /// Decodes a list, or else a single element.
        init(from decoder: any Decoder) throws {
            if let list = try? [EmbedSlot<Value>](from: decoder) {
                self = .list(list)
            } else {
                self = .single(try EmbedSlot<Value>(from: decoder))
            }
        }
    }
}
