// WordPress.ApplicationPasswordAuthorization: the browser flow that hands an app an application password.
import Foundation
import RESTChain

extension WordPress {
    /// The application-password authorization flow: open ``url`` in a browser, the user approves, WordPress
    /// redirects to your `successURL` with the credentials, and ``credentials(from:)`` reads them.
    ///
    /// ```swift
    /// let site = try await WordPress.discover(site: "example.com")
    /// let flow = try WordPress.ApplicationPasswordAuthorization(
    ///     site: site, appName: "My App", appID: appID, successURL: URL(string: "myapp://signed-in")!)
    /// // open flow.url; WordPress calls back myapp://signed-in?site_url=…&user_login=…&password=…
    /// let credentials = try flow.credentials(from: callback)
    /// let me = try await WordPress.verify(credentials, apiRoot: site.apiRoot)
    /// ```
    public struct ApplicationPasswordAuthorization: Sendable, Hashable {
        /// The page to open: `/wp-admin/authorize-application.php?app_name=…&app_id=…&success_url=…`.
        public let url: URL

        /// Builds the authorization page's URL for a site's advertised endpoint.
        ///
        /// - Parameters:
        ///   - endpoint: The site's `authorize-application.php`.
        ///   - appName: The name the user sees and the password is saved under.
        ///   - appID: A UUID that identifies your app across sites; `nil` to send none.
        ///   - successURL: Where WordPress sends the user with the credentials; must be `https` or an app scheme.
        ///   - rejectURL: Where WordPress sends the user on refusal; by default `successURL` with `success=false`.
        public init(endpoint: URL, appName: String, appID: UUID?, successURL: URL, rejectURL: URL? = nil) {
            var parts = URLComponents(url: endpoint, resolvingAgainstBaseURL: true) ?? URLComponents()
            var items = parts.queryItems ?? []
            items.append(URLQueryItem(name: "app_name", value: appName))
            if let appID { items.append(URLQueryItem(name: "app_id", value: appID.uuidString.lowercased())) }
            items.append(URLQueryItem(name: "success_url", value: successURL.absoluteString))
            if let rejectURL { items.append(URLQueryItem(name: "reject_url", value: rejectURL.absoluteString)) }
            parts.queryItems = items
            // `+` in a value would read as a space on the PHP side.
            parts.percentEncodedQuery = parts.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
            url = parts.url ?? endpoint
        }

        /// Builds the flow for a discovered site.
        ///
        /// - Throws: ``SignInRefusal`` when the site offers no application passwords, and why.
        public init(
            site: DiscoveredSite, appName: String, appID: UUID?, successURL: URL, rejectURL: URL? = nil
        ) throws(SignInRefusal) {
            guard let endpoint = site.authorizationEndpoint else {
                throw site.applicationPasswordRefusal ?? .applicationPasswordsDisabled
            }
            self.init(endpoint: endpoint, appName: appName, appID: appID, successURL: successURL, rejectURL: rejectURL)
        }

        /// Reads the credentials from the URL WordPress redirected to.
        ///
        /// - Throws: ``SignInRefusal/rejectedByUser`` for `success=false`; ``SignInRefusal/malformedCallback(_:)``
        ///   when `user_login` or `password` is missing.
        public func credentials(from callback: URL) throws(SignInRefusal) -> SignInCredentials {
            let items = URLComponents(url: callback, resolvingAgainstBaseURL: false)?.queryItems ?? []
            func value(_ name: String) -> String? { items.last { $0.name == name }?.value.flatMap { $0 } }
            if value("success") == "false" { throw .rejectedByUser }
            guard let user = value("user_login"), !user.isEmpty else { throw .malformedCallback("no user_login") }
            guard let password = value("password"), !password.isEmpty else {
                throw .malformedCallback("no password")
            }
            return SignInCredentials(
                siteURL: value("site_url").flatMap(URL.init(string:)), user: user, password: password)
        }
    }
}
