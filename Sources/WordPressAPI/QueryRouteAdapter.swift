// The adapter for sites without pretty permalinks: `…/wp-json/<route>?a=b` is sent as `…/?rest_route=/<route>&a=b`.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension WordPress {
    /// Rewrites every request under a stand-in REST root (`https://site/wp-json`) to the site's `?rest_route=`
    /// form, which every WordPress answers whatever its permalinks.
    ///
    /// The client keeps building `…/wp-json/wp/v2/posts` URLs (so cache keys, coalescing, stubs and fixtures see the
    /// usual shape); only the URL that goes on the wire changes. URLs outside the stand-in root (a `next` link the
    /// site sent, already in `?rest_route=` form) pass through untouched.
    struct QueryRouteAdapter: RequestAdapter {
        /// The stand-in REST root the client is built on, such as `https://site/wp-json`.
        let standIn: String
        /// Where `?rest_route=` goes, such as `https://site/` or `https://site/index.php`.
        let entry: String

        /// The adapter for an API root written as `https://site/?rest_route=/` (or `…/index.php?rest_route=/`),
        /// with the stand-in root to build the client on; `nil` when `root` has no `rest_route` query item.
        static func forRoot(_ root: String) -> (adapter: Self, standIn: String)? {
            let trimmed = root.trimmingCharacters(in: .whitespacesAndNewlines)
            guard var components = URLComponents(string: trimmed),
                components.queryItems?.contains(where: { $0.name == "rest_route" }) == true
            else { return nil }
            components.query = nil
            components.fragment = nil
            guard let entry = components.string else { return nil }
            var site = entry
            if site.hasSuffix("/index.php") { site.removeLast("/index.php".count) }
            while site.hasSuffix("/") { site.removeLast() }
            let standIn = site + "/wp-json"
            return (Self(standIn: standIn, entry: entry.hasSuffix("/index.php") ? entry : site + "/"), standIn)
        }

        /// Moves the path under the stand-in root into `rest_route`, keeping the query after it.
        func adapt(_ request: URLRequest) async throws -> URLRequest {
            guard let url = request.url, let rewritten = rewrite(url.absoluteString),
                let target = URL(string: rewritten)
            else { return request }
            var adapted = request
            adapted.url = target
            return adapted
        }

        /// The `?rest_route=` form of `url`, or `nil` when `url` is not under the stand-in root.
        func rewrite(_ url: String) -> String? {
            guard url.hasPrefix(standIn) else { return nil }
            let rest = url.dropFirst(standIn.count)
            guard rest.isEmpty || rest.first == "/" || rest.first == "?" else { return nil }
            let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            let path = parts.first.map(String.init) ?? ""
            // The path is already percent-escaped segment by segment; in a query `+`, `&`, `=` and `#` would change
            // meaning, so they are escaped too.
            var route = path.isEmpty ? "/" : path
            for (character, escape) in [("+", "%2B"), ("&", "%26"), ("=", "%3D"), ("#", "%23")] {
                route = route.replacingOccurrences(of: character, with: escape)
            }
            let query = parts.count > 1 && !parts[1].isEmpty ? "&" + parts[1] : ""
            return entry + "?rest_route=" + route + query
        }
    }
}
