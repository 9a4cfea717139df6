// WordPress discovery: from a site address to its REST API root, the way WordPress advertises it.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension WordPress {
    /// Finds a site's REST API root from its address, in the order WordPress advertises it.
    ///
    /// 1. The `Link: <…>; rel="https://api.w.org/"` header of the home page;
    /// 2. else the `<link rel="https://api.w.org/" href="…">` tag in its HTML;
    /// 3. else `?rest_route=/`, which every WordPress answers even without pretty permalinks.
    ///
    /// ```swift
    /// let site = try await WordPress.discover(site: "example.com")
    /// let wp = try WordPress(route: site.apiRoot.absoluteString)
    /// ```
    /// Redirects are followed, so an `http` address that the site sends to `https` ends up on `https`.
    ///
    /// - Parameters:
    ///   - address: What the user typed; repaired by ``SiteAddress``.
    ///   - transport: Where requests go; the network by default.
    /// - Returns: The API root and what the site's index says about signing in.
    /// - Throws: `RESTError.invalidURL` for an address that is no URL; `RESTError.transport` when the site cannot
    ///   be reached; `RESTError.invalidRequest` when the site answers but is not WordPress.
    public static func discover(
        site address: String, transport: any Transport = ClientConfiguration.defaultTransport
    ) async throws(RESTError) -> DiscoveredSite {
        guard let site = SiteAddress(address) else {
            throw .invalidURL(address, reason: "not a web address with a host")
        }
        let home = try await send(URLRequest(url: site.url), with: transport)
        let base = home.url ?? site.url
        let advertised =
            home.headers["Link"].flatMap { LinkHeader($0).target(for: apiRelation) }
            ?? htmlLink(in: home.body)
        var candidates: [URL] = []
        if let advertised, let url = URL(string: advertised, relativeTo: base)?.absoluteURL { candidates.append(url) }
        if var fallback = URLComponents(url: base, resolvingAgainstBaseURL: false) {
            fallback.path = fallback.path.hasSuffix("/") ? fallback.path : fallback.path + "/"
            fallback.queryItems = [URLQueryItem(name: "rest_route", value: "/")]
            if let url = fallback.url { candidates.append(url) }
        }
        for candidate in candidates {
            var request = URLRequest(url: candidate)
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            let answer = try await send(request, with: transport)
            if answer.isSuccess, let index = try? JSONDecoder().decode(SiteIndex.self, from: answer.body) {
                return DiscoveredSite(apiRoot: candidate, index: index, finalURL: answer.url ?? candidate)
            }
        }
        throw .invalidRequest(reason: "\(site.url.absoluteString) does not advertise a WordPress REST API")
    }

    /// The link relation WordPress uses for its REST API root.
    static let apiRelation = "https://api.w.org/"

    /// Sends one request, turning transport failures into `RESTError`.
    static func send(_ request: URLRequest, with transport: any Transport) async throws(RESTError) -> RESTResponse {
        do {
            return try await transport.send(TransportRequest(request))
        } catch let error as RESTError {
            throw error
        } catch let error as URLError {
            throw .transport(error)
        } catch {
            throw .invalidRequest(reason: "\(request.url?.absoluteString ?? "request") failed: \(error)")
        }
    }

    /// The `href` of `<link rel="https://api.w.org/" href="…">` in an HTML page, if any.
    static func htmlLink(in body: Data) -> String? {
        let html = String(decoding: body.prefix(512 * 1024), as: UTF8.self)
        for tag in html.components(separatedBy: "<link").dropFirst() {
            let attributes = tag.prefix { $0 != ">" }
            guard attributes.contains("rel=\"\(apiRelation)\"") || attributes.contains("rel='\(apiRelation)'"),
                let href = attributeValue("href", in: String(attributes))
            else { continue }
            return href.replacingOccurrences(of: "&amp;", with: "&")
        }
        return nil
    }

    /// The value of `name="…"` or `name='…'` in a tag's attributes.
    private static func attributeValue(_ name: String, in attributes: String) -> String? {
        for quote in ["\"", "'"] {
            let marker = name + "=" + quote
            guard let start = attributes.range(of: marker) else { continue }
            let rest = attributes[start.upperBound...]
            guard let end = rest.firstIndex(of: Character(quote)) else { continue }
            return String(rest[..<end])
        }
        return nil
    }
}
