// WordPress.ApplicationPassword: one of a user's application passwords (/wp/v2/users/<id>/application-passwords).
import Foundation
import RESTChain

extension WordPress {
    /// An application password as WordPress lists it; the secret itself comes only once, in ``password``, when
    /// the password is created.
    ///
    /// ```swift
    /// let made = try await wp.create(.applicationPasswords(of: .me),
    ///     body: .json(["name": "My app"])).decode(type: WordPress.ApplicationPassword.self)
    /// print(made.password ?? "")   // shown once; store it
    /// ```
    public struct ApplicationPassword: Codable, Sendable, Equatable, Identifiable {
        /// The password's unique id.
        public var uuid: String
        /// The id of the app that asked for it (`app_id` of the authorization flow); may be empty.
        public var appID: String?
        /// The name the user or app gave it.
        public var name: String
        /// When it was made, in UTC.
        @GMTDate public var created: Date?
        /// When it was last used, in UTC; `nil` when never.
        @GMTDate public var lastUsed: Date?
        /// The IP address it was last used from.
        public var lastIP: String?
        /// The generated password, sent only in the answer to a create.
        public var password: String?
        /// The links to related resources.
        public var links: Links?

        /// The stable identity: the uuid.
        public var id: String { uuid }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case uuid, name, created, password
            case appID = "app_id"
            case lastUsed = "last_used"
            case lastIP = "last_ip"
            case links = "_links"
        }
    }
}
