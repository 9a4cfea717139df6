// WordPress behind a web server's HTTP Basic auth: the face with the server's credentials on every request.
import Foundation
import RESTChain

extension WordPress {
    /// Creates a client for a site whose web server asks its own HTTP Basic auth, reading as a visitor: the
    /// server's credentials go in `Authorization` on every request to the route's host.
    ///
    /// To sign in as a WordPress user on such a site, log in with a ``CookieSession`` given the same credentials
    /// and use ``init(route:namespace:session:transport:)``: `Authorization` carries one credential, so WordPress
    /// cannot also get an application password. Some WordPress versions and plugins try the server's credentials as
    /// an application password and refuse every visitor's request with `401 invalid_username`; a cookie session's
    /// requests are checked by their cookies first, and pass.
    ///
    /// - Parameters:
    ///   - route: The REST API root, as for ``init(route:namespace:authentication:transport:)``.
    ///   - namespace: The namespace of the endpoints, `.wp(v: .v2)` by default.
    ///   - serverCredentials: The web server's user name and password.
    ///   - transport: Where requests go; the network by default.
    /// - Throws: `RESTError.invalidURL` when `route` is not an http(s) URL.
    public init(
        route: String, namespace: Namespace = .wp(v: .v2), serverCredentials: PasswordCredentials,
        transport: any Transport = ClientConfiguration.defaultTransport
    ) throws(RESTError) {
        let face = try WordPress(route: route, namespace: namespace, transport: transport)
        let host = URL(string: face.route.string)?.host
        self = face.configured { $0.adapters.append(serverCredentials.adapter(forHost: host)) }
    }
}
