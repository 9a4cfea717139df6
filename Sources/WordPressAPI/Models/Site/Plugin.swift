// WordPress.Plugin: an installed plugin from /wp/v2/plugins, with its activation status.
import Foundation
import RESTChain

extension WordPress {
    /// An installed plugin. Activate or deactivate it with ``WordPress/activate(plugin:)`` and
    /// ``WordPress/deactivate(plugin:)``.
    ///
    /// Every field comes in `view` and `edit`; `embed` sends ``plugin``, ``status``, ``name``, ``version`` and
    /// the links only.
    public struct Plugin: Codable, Sendable, Equatable, Identifiable {
        /// The plugin file without `.php`, such as `akismet/akismet`: its id in the routes.
        public var plugin: String
        /// `active`, `inactive` or `network-active`.
        public var status: Status?
        /// The plugin's name.
        public var name: String
        /// The plugin's web site.
        public var pluginURI: URL?
        /// The author's name.
        public var author: String?
        /// The author's web site.
        public var authorURI: URL?
        /// The description, as HTML with its `raw` source.
        public var description: Rendered?
        /// The installed version.
        public var version: String?
        /// Whether it can only be activated for a whole network.
        public var networkOnly: Bool?
        /// The lowest WordPress version it supports.
        public var requiresWP: String?
        /// The lowest PHP version it supports.
        public var requiresPHP: String?
        /// Its translation text domain.
        public var textdomain: String?
        /// The links to related resources.
        public var links: Links?

        /// The stable identity: the plugin file.
        public var id: String { plugin }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case plugin, status, name, author, description, version, textdomain
            case pluginURI = "plugin_uri"
            case authorURI = "author_uri"
            case networkOnly = "network_only"
            case requiresWP = "requires_wp"
            case requiresPHP = "requires_php"
            case links = "_links"
        }
    }
}
