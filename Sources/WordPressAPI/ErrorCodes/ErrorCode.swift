// WordPress.ErrorCode: the `code` of a WordPress error, a known value to switch on or the raw text.
import Foundation
import RESTChain

extension WordPress {
    /// The `code` of a WordPress REST error, such as `rest_post_invalid_id`.
    ///
    /// An open set (`OpenEnum`): the codes core WordPress sends have constants to `switch` on (``postInvalidID``,
    /// ``forbidden``…); any other code (a plugin's, a newer WordPress's) is kept as its ``rawValue``.
    public struct ErrorCode: OpenEnum {
        /// The code as WordPress sends it.
        public let rawValue: String

        /// Wraps a code.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
