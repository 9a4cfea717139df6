// WordPress.SiteAddress: a site address as a user types it, repaired into a URL to start discovery from.
import Foundation
import RESTChain

extension WordPress {
    /// A site address as people type it, repaired: a missing scheme becomes `https://`, and a trailing
    /// `/wp-admin`, `/wp-login.php`, `/wp-json` or `/index.php` is dropped.
    ///
    /// ```swift
    /// WordPress.SiteAddress("example.com/wp-admin/")?.url   // https://example.com
    /// ```
    /// An `http` address stays `http`; discovery follows the site's own redirect to `https` when there is one.
    public struct SiteAddress: Sendable, Hashable, CustomStringConvertible {
        /// The repaired address.
        public let url: URL

        /// Repairs `typed`.
        ///
        /// - Returns: `nil` when no http(s) URL with a host can be made of it.
        public init?(_ typed: String) {
            var text = typed.trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.contains("://") { text = "https://" + text }
            guard var parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(),
                scheme == "http" || scheme == "https", parts.host?.isEmpty == false
            else { return nil }
            parts.scheme = scheme
            parts.query = nil
            parts.fragment = nil
            var path = parts.path
            while path.hasSuffix("/") { path.removeLast() }
            for suffix in ["/wp-admin", "/wp-login.php", "/wp-json", "/index.php"] where path.hasSuffix(suffix) {
                path.removeLast(suffix.count)
            }
            parts.path = path
            guard let url = parts.url else { return nil }
            self.url = url
        }

        /// The repaired address as text.
        public var description: String { url.absoluteString }
    }
}
