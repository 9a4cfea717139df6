// WordPress.Endpoint's other spellings: `.media(id:)` for one media item, as the handbook names the route.
import Foundation
import RESTChain

extension WordPress.Endpoint {
    /// One media item, `media/{id}`; the same endpoint as ``mediaItem(id:)-swift.enum.case``.
    public static func media(id: String) -> Self { .mediaItem(id: id) }
    /// One media item, `media/{id}`; the same endpoint as ``mediaItem(id:)-swift.type.method``.
    public static func media(id: Int) -> Self { .mediaItem(id: String(id)) }
}

extension WordPress {
    /// A GET session for `endpoint`: WordpressKit's spelling of ``get(endpoint:)``, which it is.
    public func session(endpoint: Endpoint) -> GetSession {
        get(endpoint: endpoint)
    }
}
