// WordPress.BlockType: a registered block type from /wp/v2/block-types.
import Foundation
import RESTChain

extension WordPress {
    /// A block type the editor knows, such as `core/paragraph`.
    ///
    /// Every field comes in every context. Attribute, support and example definitions are `block.json`
    /// documents, kept as `JSONValue` trees.
    public struct BlockType: Codable, Sendable, Equatable, Identifiable {
        /// The name, `namespace/name`.
        public var name: String
        /// The title.
        public var title: String?
        /// The description.
        public var description: String?
        /// The icon: a Dashicon name or SVG markup; `nil` when none.
        public var icon: String?
        /// The inserter category, such as `text`.
        public var category: String?
        /// Search keywords.
        public var keywords: [String]?
        /// The block types it may be nested in directly.
        public var parent: [String]?
        /// The block types it may be nested in at any depth.
        public var ancestor: [String]?
        /// The attribute definitions.
        public var attributes: [String: JSONValue]?
        /// The features it supports.
        public var supports: [String: JSONValue]?
        /// The style variations.
        public var styles: [JSONValue]?
        /// The block variations.
        public var variations: [JSONValue]?
        /// Context it provides to inner blocks.
        public var providesContext: [String: String]?
        /// Context it uses from outer blocks.
        public var usesContext: [String]?
        /// Whether the server renders it.
        public var isDynamic: Bool?
        /// The block API version.
        public var apiVersion: Int?
        /// Its translation text domain.
        public var textdomain: String?
        /// Example attributes for the preview.
        public var example: JSONValue?
        /// Script handles for the editor.
        public var editorScriptHandles: [String]?
        /// Script handles for the editor and the front end.
        public var scriptHandles: [String]?
        /// Script handles for the front end.
        public var viewScriptHandles: [String]?
        /// Style handles for the editor.
        public var editorStyleHandles: [String]?
        /// Style handles for the editor and the front end.
        public var styleHandles: [String]?
        /// The first editor script handle (deprecated by WordPress in favour of the handles lists).
        public var editorScript: String?
        /// The first script handle (deprecated).
        public var script: String?
        /// The first front-end script handle (deprecated).
        public var viewScript: String?
        /// The first editor style handle (deprecated).
        public var editorStyle: String?
        /// The first style handle (deprecated).
        public var style: String?
        /// The links to related resources.
        public var links: Links?

        /// The stable identity: the name.
        public var id: String { name }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case name, title, description, icon, category, keywords, parent, ancestor, attributes, supports
            case styles, variations, textdomain, example, script, style
            case providesContext = "provides_context"
            case usesContext = "uses_context"
            case isDynamic = "is_dynamic"
            case apiVersion = "api_version"
            case editorScriptHandles = "editor_script_handles"
            case scriptHandles = "script_handles"
            case viewScriptHandles = "view_script_handles"
            case editorStyleHandles = "editor_style_handles"
            case styleHandles = "style_handles"
            case editorScript = "editor_script"
            case viewScript = "view_script"
            case editorStyle = "editor_style"
            case links = "_links"
        }
    }
}
