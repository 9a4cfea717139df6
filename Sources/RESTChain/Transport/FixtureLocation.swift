// FixtureLocation: which files under a fixture directory answer a request.
import Foundation

/// The files that answer a request in a fixture directory, most specific first.
///
/// The request path, relative to the mount path, gets `.json` appended: `GET /wp-json/wp/v2/posts` mounted at
/// `/wp-json` → `wp/v2/posts.json`; the mount path itself → `index.json`. Query items select a variant: sorted by
/// name, written `name=value` and joined with `&`, after `@` → `wp/v2/posts@page=2&per_page=10.json` (a `/` in a
/// value is written `%2F`); the recording whose query items are all in the request and most numerous answers,
/// else the path alone. A verb other than GET comes before the extension: `wp/v2/posts.post.json`.
/// A sidecar with `.meta.json` in place of `.json` may give the status and headers:
/// `{"status": 201, "headers": {"X-WP-Total": "27"}}`.
public struct FixtureLocation: Sendable, Hashable {
    /// The relative path of the body file, such as `wp/v2/posts@page=2.json`.
    public let bodyPath: String

    /// The relative path of the sidecar, such as `wp/v2/posts@page=2.meta.json`.
    public var metaPath: String { String(bodyPath.dropLast(".json".count)) + ".meta.json" }

    /// The candidate locations for a request, most specific first: every subset of its query items, largest
    /// first (all of them when there are more than eight), then the path alone.
    ///
    /// - Parameters:
    ///   - method: The verb.
    ///   - path: The URL's path, percent-decoded.
    ///   - queryItems: The URL's query items.
    ///   - mountPath: The path prefix the fixture directory stands for, such as `/wp-json`.
    /// - Returns: The locations to try, most specific first.
    public static func candidates(
        method: String,
        path: String,
        queryItems: [URLQueryItem],
        mountPath: String
    ) -> [FixtureLocation] {
        let mount = mountPath.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        var relative = path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        if !mount.isEmpty, relative == mount || relative.hasPrefix(mount + "/") {
            relative = String(relative.dropFirst(mount.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        }
        if relative.isEmpty { relative = "index" }
        let verb = method.uppercased() == "GET" ? "" : "." + method.lowercased()
        let sorted = queryItems.sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
        var names: [String] = []
        for subset in subsets(of: sorted) {
            let variant =
                subset
                .map { "\($0.name)=\(($0.value ?? "").replacingOccurrences(of: "/", with: "%2F"))" }
                .joined(separator: "&")
            names.append(relative + "@" + variant + verb + ".json")
        }
        names.append(relative + verb + ".json")
        return names.map(FixtureLocation.init(bodyPath:))
    }

    /// The non-empty subsets of `items`, largest first, keeping their order; only the whole list past eight items.
    private static func subsets(of items: [URLQueryItem]) -> [[URLQueryItem]] {
        guard !items.isEmpty else { return [] }
        guard items.count <= 8 else { return [items] }
        let masks = (1..<(1 << items.count)).sorted { $0.nonzeroBitCount > $1.nonzeroBitCount }
        return masks.map { mask in items.indices.filter { mask & (1 << $0) != 0 }.map { items[$0] } }
    }
}
