// WordPress.PostStatusInfo: a post status's description from /wp/v2/statuses.
import Foundation
import RESTChain

extension WordPress {
    /// A post status as `/wp/v2/statuses` describes it; that route answers with an object keyed by slug:
    /// decode `[String: WordPress.PostStatusInfo]`.
    ///
    /// The value a post carries is a ``Status``; this is the description of one.
    public struct PostStatusInfo: Codable, Sendable, Equatable {
        /// The display name, such as `Published`.
        public var name: String
        /// The status itself, such as `publish`.
        public var slug: Status
        /// Whether posts with the status are public.
        public var `public`: Bool?
        /// Whether posts with the status can be queried.
        public var queryable: Bool?
        /// Whether the date of such posts floats until published.
        public var dateFloating: Bool?
        /// Whether the status shows in the admin's post lists (edit context only).
        public var showInList: Bool?
        /// Whether the status is protected (edit context only).
        public var protected: Bool?
        /// Whether the status is private (edit context only).
        public var `private`: Bool?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case name, slug, `public`, queryable, protected, `private`
            case dateFloating = "date_floating"
            case showInList = "show_in_list"
            case links = "_links"
        }
    }
}
