// WordPress.EmbedSlot: one element of an `_embedded` relation: the resource, an error, or something else.
import Foundation
import RESTChain

extension WordPress {
    /// What one element of an embedded relation turned out to be.
    ///
    /// WordPress may inline an error object, or (for a featured image whose attachment was deleted) even the
    /// site index, where a resource is expected; decoding never fails on such an element, and one that is neither
    /// the resource nor an error (corrupted, or something else) is kept as the problem met reading it.
    enum EmbedSlot<Value: Decodable & Sendable>: Decodable, Sendable {
        /// The resource.
        case value(Value)
        /// An error object.
        case error(EmbeddedError)
        /// Something that is neither: why it is not the resource.
        case unreadable(DecodingProblem<Int>)

        /// Tries the resource, then an error object.
        init(from decoder: any Decoder) throws {
            do {
                self = .value(try Value(from: decoder))
            } catch {
                if let embeddedError = try? EmbeddedError(from: decoder) {
                    self = .error(embeddedError)
                } else {
                    self = .unreadable(DecodingProblem(error, in: decoder, typeName: "\(Value.self)"))
                }
            }
        }
    }
}
