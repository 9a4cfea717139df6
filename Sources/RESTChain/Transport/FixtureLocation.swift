// FixtureLocation: which files under a fixture directory answer a request.
import Foundation

/// The files that answer a request in a fixture directory, most specific first.
///
/// The request path, relative to the mount path, gets `.json` appended: `GET /api/v2/users` mounted at
/// `/api` → `v2/users.json`; the mount path itself → `index.json`. Query items select a variant: sorted by
/// name, written `name=value` and joined with `&`, after `@` → `v2/users@page=2&per_page=10.json` (a `/` in a
/// value is written `%2F`). A list value is sorted and deduplicated, so `ids=3,1,2,1` looks for `ids=1,2,3`.
/// A recording answers only when it names every query item of the request, except the names the transport was told
/// a recording may leave out (such as `lang`); the bare path answers a request with query items only when asked to.
/// A verb other than GET comes before the extension: `v2/users.post.json`.
/// A sidecar with `.meta.json` in place of `.json` may give the status and headers:
/// `{"status": 201, "headers": {"X-Total-Count": "27"}}`.
public struct FixtureLocation: Sendable, Hashable {
    /// The relative path of the body file, such as `v2/users@page=2.json`.
    public let bodyPath: String

    /// The relative path of the sidecar, such as `v2/users@page=2.meta.json`.
    public var metaPath: String { String(bodyPath.dropLast(".json".count)) + ".meta.json" }

    /// The candidate locations for a request, most specific first: every query item the request has, then without
    /// each combination of the optional ones (largest first; only all of them past eight), then — when
    /// `fallsBackToPath` is set — the path alone.
    ///
    /// - Parameters:
    ///   - method: The verb.
    ///   - path: The URL's path, percent-decoded.
    ///   - queryItems: The URL's query items.
    ///   - mountPath: The path prefix the fixture directory stands for, such as `/api`.
    ///   - optionalQueryNames: Names of query items a recording may leave out, such as `lang`.
    ///   - fallsBackToPath: Whether the path alone answers when no variant does.
    /// - Returns: The locations to try, most specific first.
    public static func candidates(
        method: String,
        path: String,
        queryItems: [URLQueryItem],
        mountPath: String,
        optionalQueryNames: Set<String> = [],
        fallsBackToPath: Bool = false
    ) -> [FixtureLocation] {
        let mount = mountPath.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        var relative = path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        if !mount.isEmpty, relative == mount || relative.hasPrefix(mount + "/") {
            relative = String(relative.dropFirst(mount.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        }
        if relative.isEmpty { relative = "index" }
        let verb = method.uppercased() == "GET" ? "" : "." + method.lowercased()
        let items = queryItems.map(normalised)
        let required = items.filter { !optionalQueryNames.contains($0.name) }
        let optional = items.filter { optionalQueryNames.contains($0.name) }
        var names: [String] = []
        for kept in [optional] + subsets(of: optional).dropFirst() + (optional.isEmpty ? [] : [[]]) {
            let variant = (required + kept)
                .sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
                .map { "\($0.name)=\(($0.value ?? "").replacingOccurrences(of: "/", with: "%2F"))" }
                .joined(separator: "&")
            names.append(relative + (variant.isEmpty ? "" : "@" + variant) + verb + ".json")
        }
        if fallsBackToPath { names.append(relative + verb + ".json") }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }.map(FixtureLocation.init(bodyPath:))
    }

    /// `item` with a comma-separated list value sorted (numerically when every element is a number) and
    /// deduplicated: `ids=46742,19684,19684` → `ids=19684,46742`.
    private static func normalised(_ item: URLQueryItem) -> URLQueryItem {
        guard let value = item.value, value.contains(",") else { return item }
        let elements = Set(value.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
        let numbers = elements.compactMap { Int($0) }
        let sorted =
            numbers.count == elements.count ? numbers.sorted().map(String.init) : elements.sorted()
        return URLQueryItem(name: item.name, value: sorted.joined(separator: ","))
    }

    /// The non-empty subsets of `items`, largest first, keeping their order; only the whole list past eight items.
    private static func subsets(of items: [URLQueryItem]) -> [[URLQueryItem]] {
        guard !items.isEmpty else { return [] }
        guard items.count <= 8 else { return [items] }
        let masks = (1..<(1 << items.count)).sorted { $0.nonzeroBitCount > $1.nonzeroBitCount }
        return masks.map { mask in items.indices.filter { mask & (1 << $0) != 0 }.map { items[$0] } }
    }
}
