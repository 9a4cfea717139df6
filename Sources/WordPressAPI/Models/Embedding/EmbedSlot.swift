// WordPress.EmbedSlot: one element of an `_embedded` relation: the resource, an error, or something else.
import Foundation
import RESTChain

extension WordPress {
    /// What one element of an embedded relation turned out to be.
    ///
    /// WordPress may inline an error object, or (for a featured image whose attachment was deleted) even the
    /// site index, where a resource is expected; decoding never fails on such an element.
    enum EmbedSlot<Value: Decodable & Sendable>: Decodable, Sendable {
        /// The resource.
        case value(Value)
        /// An error object.
        case error(EmbeddedError)
        /// Something that is neither.
        case other

        /// Tries the resource, then an error object.
        init(from decoder: any Decoder) throws {
            if let value = try? Value(from: decoder) {
                self = .value(value)
            } else if let error = try? EmbeddedError(from: decoder) {
                self = .error(error)
            } else {
                self = .other
            }
        }
    }
}
