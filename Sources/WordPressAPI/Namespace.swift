// WordPress.Namespace and WordPress.Version: where a site's endpoints live.
import Foundation

extension WordPress {
    /// The namespace of a group of endpoints, appended to the route.
    ///
    /// `https://example.com/api` + `.plugin(name: "plugin", v: .v1)` → `https://example.com/api/plugin/v1`.
    public enum Namespace: Sendable, Hashable {
        /// WordPress's own endpoints: `wp/v2`.
        case wp(v: Version)
        /// A plugin's endpoints: `<name>/<version>`.
        case plugin(name: String, v: Version)
        /// Any path, such as `my-plugin/10`.
        case custom(path: String)

        /// The namespace as a path without leading or trailing slashes.
        public var path: String {
            let raw: String
            switch self {
            case .wp(let version): raw = "wp/" + version.segment
            case .plugin(let name, let version): raw = name + "/" + version.segment
            case .custom(let path): raw = path
            }
            return raw.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        }
    }

    /// The version segment of a namespace.
    public enum Version: Sendable, Hashable {
        /// `v1`.
        case v1
        /// `v2`.
        case v2
        /// Any segment, such as `"10"`.
        case custom(v: String)

        /// The path segment.
        public var segment: String {
            switch self {
            case .v1: "v1"
            case .v2: "v2"
            case .custom(let version): version
            }
        }
    }
}
