// WordPress.User: a user from /wp/v2/users (public profile, or the full record in the edit context).
import Foundation
import RESTChain

extension WordPress {
    /// A user as `/wp/v2/users` returns it, and as `_embed` inlines an author.
    ///
    /// The public profile (``id``, ``name``, ``slug``, ``link``, ``url``, ``description``, avatars) comes in every
    /// context; `/wp/v2/users/me?context=edit` adds the login, e-mail, roles and capabilities.
    public struct User: Codable, Sendable, Equatable, Identifiable {
        /// The unique identifier.
        public var id: Int
        /// The display name.
        public var name: String
        /// The URL-friendly name.
        public var slug: String
        /// The author archive page.
        public var link: URL
        /// The user's website; may be empty.
        public var url: URL?
        /// The biography, as HTML.
        public var description: String?
        /// Avatar URLs by pixel size (`"24"`, `"48"`, `"96"`); absent when avatars are off.
        public var avatarURLs: [String: URL]?
        /// The login name (edit context only).
        public var username: String?
        /// The first name (edit context only).
        public var firstName: String?
        /// The last name (edit context only).
        public var lastName: String?
        /// The e-mail address (edit context only).
        public var email: String?
        /// The locale, such as `en_US` (edit context only).
        public var locale: String?
        /// The nickname (edit context only).
        public var nickname: String?
        /// The roles, such as `administrator` (edit context only).
        public var roles: [String]?
        /// When the account was created (edit context only).
        @GMTDate public var registeredDate: Date?
        /// Every capability the user has (edit context only).
        public var capabilities: [String: Bool]?
        /// Capabilities granted to the user directly, roles included (edit context only).
        public var extraCapabilities: [String: Bool]?
        /// Registered metadata, such as `persisted_preferences`.
        public var meta: Meta?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, name, slug, link, url, description, username, email, locale, nickname, roles
            case capabilities, meta
            case avatarURLs = "avatar_urls"
            case firstName = "first_name"
            case lastName = "last_name"
            case registeredDate = "registered_date"
            case extraCapabilities = "extra_capabilities"
            case links = "_links"
        }
    }
}
