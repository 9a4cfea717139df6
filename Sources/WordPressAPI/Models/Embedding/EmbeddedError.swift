// WordPress.EmbeddedError: an error object WordPress puts in `_embedded` instead of a resource.
import Foundation
import RESTChain

extension WordPress {
    /// An error that `_embed` inlined in place of a linked resource the caller may not read.
    ///
    /// For example a featured image attached to a draft, seen anonymously:
    /// `{"code": "rest_forbidden", "message": "Sorry, you are not allowed to do that.", "data": {"status": 401}}`.
    /// Same shape as a top-level error body.
    public struct EmbeddedError: Codable, Sendable, Equatable {
        /// The machine-readable code, such as `rest_forbidden`.
        public var code: String
        /// The human-readable message.
        public var message: String
        /// Extra data; usually `{"status": 401}`.
        public var data: JSONValue?

        /// Creates an error.
        public init(code: String, message: String, data: JSONValue? = nil) {
            self.code = code
            self.message = message
            self.data = data
        }

        /// The HTTP status in `data`, if any.
        public var status: Int? { data?["status"]?.intValue }
    }
}
