// WordPress.verify: checks signed-in credentials with users/me, naming a server that strips the header.
import Foundation
import RESTChain

extension WordPress {
    /// Checks credentials against `users/me` and returns the signed-in user.
    ///
    /// - Parameters:
    ///   - credentials: What the authorization flow handed over.
    ///   - apiRoot: The REST API root from ``discover(site:allowingHTTP:timeout:serverCredentials:transport:)``.
    ///   - transport: Where requests go; the network by default.
    /// - Returns: The user, in the `edit` context (roles and capabilities included).
    /// - Throws: ``SignInFailure/refused(_:)`` with ``SignInRefusal/authorizationHeaderStripped`` when the site
    ///   answers `rest_not_logged_in` to credentials it just issued, or with
    ///   ``SignInRefusal/blockedBySecurityPlugins(_:)`` when its index then lists a plugin known to cause that;
    ///   ``SignInFailure/request(_:)`` with the `RESTError` of any other failure.
    public static func verify(
        _ credentials: SignInCredentials, apiRoot: URL, transport: any Transport = ClientConfiguration.defaultTransport
    ) async throws(SignInFailure) -> User {
        do {
            let wp = try WordPress(
                route: apiRoot.absoluteString, authentication: credentials.authentication, transport: transport)
            return try await wp.get(endpoint: .me).context(.edit).decode(type: User.self)
        } catch .httpStatus(let failure) where (failure.apiError as? APIError)?.code == .notLoggedIn {
            let anonymous = try? WordPress(route: apiRoot.absoluteString, transport: transport)
            let index = try? await anonymous?.index().decode(type: SiteIndex.self)
            let plugins = BlockingPlugin.listed(in: index?.namespaces ?? [])
            throw .refused(plugins.isEmpty ? .authorizationHeaderStripped : .blockedBySecurityPlugins(plugins))
        } catch {
            throw .request(error)
        }
    }
}
