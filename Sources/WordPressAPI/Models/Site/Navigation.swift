// WordPress.Navigation: a navigation menu of a block theme (/wp/v2/navigation, post type wp_navigation).
import Foundation
import RESTChain

extension WordPress {
    /// A block theme's navigation menu: a `wp_navigation` post whose content is navigation blocks.
    ///
    /// The common fields read flat (`navigation.title`, see ``PostObject``); `embed` sends only `id`, `date`,
    /// `slug`, `type`, `link` and `title`.
    public struct Navigation: PostObject {
        /// The fields every post type has.
        public var common: PostCommon
        /// The navigation blocks; `raw` in the `edit` context.
        public var content: Rendered?
        /// The password (`edit` context only).
        public var password: String?

        /// The member names WordPress uses for the navigation's own fields.
        enum CodingKeys: String, CodingKey {
            case content, password
        }

        /// The JSON member behind each property.
        public static var fieldNames: [PartialKeyPath<Navigation>: String] {
            commonFieldNames.merging([
                \Navigation.id: "id", \Navigation.content: "content", \Navigation.password: "password",
            ]) { first, _ in first }
        }

        /// Decodes the common fields and the navigation's own from the same object.
        public init(from decoder: any Decoder) throws {
            common = try PostCommon(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            content = try container.decodeIfPresent(Rendered.self, forKey: .content)
            password = try container.decodeIfPresent(String.self, forKey: .password)
        }

        /// Encodes the common fields and the navigation's own into one object.
        public func encode(to encoder: any Encoder) throws {
            try common.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(content, forKey: .content)
            try container.encodeIfPresent(password, forKey: .password)
        }
    }
}
