// WordPress.BlockingPlugin: the security plugins known to turn application passwords off, by their namespace.
import Foundation

extension WordPress {
    /// A security plugin known to turn application passwords off or to keep the `Authorization` header from
    /// WordPress, recognised by the REST namespace it registers (the site's index lists it).
    ///
    /// The list follows the one WordPress's own apps keep (wordpress-rs): a site that lists one of these namespaces
    /// and refuses application passwords most likely has that plugin to thank, and its settings to change.
    public struct BlockingPlugin: Sendable, Hashable, CustomStringConvertible {
        /// The plugin's name, such as `Wordfence`.
        public let name: String
        /// The REST namespace it registers, such as `wordfence/v1`.
        public let namespace: String
        /// Where its users find help.
        public let supportURL: URL

        /// Creates a plugin's record.
        public init(name: String, namespace: String, supportURL: URL) {
            self.name = name
            self.namespace = namespace
            self.supportURL = supportURL
        }

        /// The plugins known to block application passwords.
        public static let known: [BlockingPlugin] = [
            BlockingPlugin(
                name: "Wordfence", namespace: "wordfence/v1",
                supportURL: URL(string: "https://www.wordfence.com/help/")!),
            BlockingPlugin(
                name: "Hostinger Tools", namespace: "hostinger-tools-plugin/v1",
                supportURL: URL(string: "https://wordpress.org/support/plugin/hostinger/")!),
            BlockingPlugin(
                name: "FluentAuth", namespace: "fluent-auth",
                supportURL: URL(string: "https://wordpress.org/support/plugin/fluent-security/")!),
        ]

        /// The known plugins whose namespace is among `namespaces`, in the order of ``known``.
        public static func listed(in namespaces: [String]) -> [BlockingPlugin] {
            let listed = Set(namespaces)
            return known.filter { listed.contains($0.namespace) }
        }

        /// `Wordfence (wordfence/v1)`.
        public var description: String { "\(name) (\(namespace))" }
    }
}
