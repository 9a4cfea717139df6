// WordPress.UserDraft: the body of a create or update request for a user; only set fields are sent.
import Foundation
import RESTChain

extension WordPress {
    /// What to write to a user: every field optional, and only the fields you set are encoded.
    ///
    /// Creating (`POST /wp/v2/users`) needs ``username``, ``email`` and ``password``, and the `create_users`
    /// capability (else `rest_cannot_create_user`); updating (`POST /wp/v2/users/<id>` or `users/me`) sends only
    /// what changes.
    /// ```swift
    /// let author = WordPress.UserDraft(username: "jo", email: "jo@example.com", password: secret, roles: ["author"])
    /// let user = try await wp.create(.users, body: .json(author)).decode(type: WordPress.User.self)
    /// ```
    public struct UserDraft: Codable, Sendable, Equatable {
        /// The login name; set only when creating.
        public var username: String?
        /// The email address.
        public var email: String?
        /// The password; never sent back.
        public var password: String?
        /// The display name.
        public var name: String?
        /// The first name.
        public var firstName: String?
        /// The last name.
        public var lastName: String?
        /// The nickname.
        public var nickname: String?
        /// The URL-friendly name.
        public var slug: String?
        /// The biography.
        public var description: String?
        /// The website.
        public var url: String?
        /// The locale, such as `en_US`; empty for the site's.
        public var locale: String?
        /// The roles, such as `["author"]` (needs `promote_users` to change).
        public var roles: [String]?
        /// Registered metadata to set.
        public var meta: [String: JSONValue]?

        /// Creates a user body with only the fields you pass.
        public init(
            username: String? = nil, email: String? = nil, password: String? = nil, name: String? = nil,
            firstName: String? = nil, lastName: String? = nil, nickname: String? = nil, slug: String? = nil,
            description: String? = nil, url: String? = nil, locale: String? = nil, roles: [String]? = nil,
            meta: [String: JSONValue]? = nil
        ) {
            self.username = username
            self.email = email
            self.password = password
            self.name = name
            self.firstName = firstName
            self.lastName = lastName
            self.nickname = nickname
            self.slug = slug
            self.description = description
            self.url = url
            self.locale = locale
            self.roles = roles
            self.meta = meta
        }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case username, email, password, name, nickname, slug, description, url, locale, roles, meta
            case firstName = "first_name"
            case lastName = "last_name"
        }
    }
}
