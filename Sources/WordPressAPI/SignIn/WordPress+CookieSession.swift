// WordPress over a cookie session: the face with the session's cookie and nonce adapters.
import Foundation
import RESTChain

extension WordPress {
    /// Creates a client whose requests are signed in by `session`'s login cookies and REST nonce, the nonce
    /// renewed once when WordPress refuses it, and carry its web server's credentials when it has some.
    ///
    /// - Parameters:
    ///   - route: The REST API root, as for ``init(route:namespace:authentication:transport:)``.
    ///   - namespace: The namespace of the endpoints, `.wp(v: .v2)` by default.
    ///   - session: The session from ``CookieSession/logIn(site:user:password:serverCredentials:transport:)``.
    ///   - transport: Where requests go; the network by default.
    /// - Throws: `RESTError.invalidURL` when `route` is not an http(s) URL.
    public init(
        route: String, namespace: Namespace = .wp(v: .v2), session: CookieSession,
        transport: any Transport = ClientConfiguration.defaultTransport
    ) throws(RESTError) {
        self = try WordPress(route: route, namespace: namespace, transport: transport).configured {
            $0.adapters.append(contentsOf: session.adapters)
        }
    }
}
