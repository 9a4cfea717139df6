// GuildWars2.APIError: the API's error body, carried by RESTError.httpStatus.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A GW2 API error: `{"text": "no such id"}`, found in `HTTPFailure.apiError`.
    public struct APIError: APIErrorBody, Decodable, Equatable {
        /// The API's message.
        public let text: String

        /// The message.
        public var description: String { text }

        /// Whether the API said that a page is past the end.
        public var isPageOutOfRange: Bool { text.lowercased().contains("page out of range") }

        /// Whether the API said that none of the ids asked for exists (its 404 to a bulk request), as opposed to a
        /// route that is not there.
        public var saysNoIDIsKnown: Bool { text.lowercased().contains("all ids provided are invalid") }
    }
}
