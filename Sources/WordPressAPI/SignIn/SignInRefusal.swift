// WordPress.SignInRefusal: why a site will not let an app sign in, with an application password or a login.
import Foundation
import RESTChain

extension WordPress {
    /// Why signing in cannot work on a site: with an application password, or through its login form.
    public enum SignInRefusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// The site is served over plain HTTP; WordPress offers application passwords only over HTTPS (or on a
        /// site whose environment type is `local`).
        case notHTTPS
        /// The site runs HTTPS but its index offers no application passwords: a plugin or setting turned them off.
        case applicationPasswordsDisabled
        /// The site issued the password but answers `users/me` as if no credentials came: the web server drops
        /// the `Authorization` header before PHP sees it (a common Apache/CGI setup).
        case authorizationHeaderStripped
        /// Application passwords do not reach WordPress (turned off, or the `Authorization` header kept from it), and
        /// the site runs these security plugins, known to do that: their settings are where to look.
        case blockedBySecurityPlugins([BlockingPlugin])
        /// The user declined on the authorization page.
        case rejectedByUser
        /// The callback URL carried no credentials.
        case malformedCallback(String)
        /// `wp-login.php` set no login cookie: the user name or password is wrong, or a plugin stands in the way.
        case loginRejected
        /// The site answers the login cookies as it answers a visitor: the login session ended or was revoked.
        case loggedOut
        /// The site's web server asks its own HTTP Basic auth before WordPress runs, and no
        /// `PasswordCredentials` were given.
        case serverAuthenticationRequired
        /// The site's web server refused the `PasswordCredentials` given.
        case serverCredentialsRejected

        /// The reason in a sentence.
        public var description: String {
            switch self {
            case .notHTTPS: "the site is not served over HTTPS, so WordPress offers no application passwords"
            case .applicationPasswordsDisabled: "the site has application passwords turned off"
            case .authorizationHeaderStripped:
                "the site's web server strips the Authorization header, so WordPress never sees the password"
            case .blockedBySecurityPlugins(let plugins):
                "application passwords do not reach WordPress on this site, which runs "
                    + plugins.map(\.description).joined(separator: ", ")
                    + ", known to block them: allow application passwords in its settings"
            case .rejectedByUser: "the user declined the connection"
            case .malformedCallback(let reason): "the authorization callback is malformed: \(reason)"
            case .loginRejected: "wp-login.php did not sign the user in: the user name or password is wrong"
            case .loggedOut: "the site no longer knows the login cookies: the session ended, sign in again"
            case .serverAuthenticationRequired:
                "the site's web server asks HTTP Basic auth before WordPress: give its user name and password"
            case .serverCredentialsRejected: "the site's web server refused its HTTP Basic user name or password"
            }
        }
    }
}
