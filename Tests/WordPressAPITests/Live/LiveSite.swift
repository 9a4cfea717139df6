// The live WordPress the suite runs against, from WORDPRESS_URL, WORDPRESS_USER and WORDPRESS_APP_PASSWORD.
import Foundation
import RESTChain
import WordPressAPI

/// The live site's settings, when `WORDPRESS_URL` is set (see Scripts/wordpress/start.sh).
enum LiveSite {
    static let environment = ProcessInfo.processInfo.environment

    /// Whether a live site was provided.
    static var isAvailable: Bool { environment["WORDPRESS_URL"]?.isEmpty == false }

    /// An anonymous client.
    static func anonymous() throws -> WordPress {
        try WordPress(route: environment["WORDPRESS_URL"] ?? "", transport: URLSessionTransport())
    }

    /// A client signed in with the Application Password.
    static func authenticated() throws -> WordPress {
        try WordPress(
            route: environment["WORDPRESS_URL"] ?? "",
            authentication: .applicationPassword(
                user: environment["WORDPRESS_USER"] ?? "",
                password: environment["WORDPRESS_APP_PASSWORD"] ?? ""),
            transport: URLSessionTransport()
        )
    }

    /// The user's login password (for wp-login.php): `WORDPRESS_PASSWORD`, or the site's credentials file.
    static func loginPassword() throws -> String {
        if let password = environment["WORDPRESS_PASSWORD"], !password.isEmpty { return password }
        let state = environment["WORDPRESS_STATE_DIR"] ?? "/tmp/restchain-wordpress"
        let text = try String(contentsOfFile: state + "/credentials", encoding: .utf8)
        let line = text.split(separator: "\n").first { $0.hasPrefix("WORDPRESS_ADMIN_PASSWORD=") }
        return line.map { String($0.dropFirst("WORDPRESS_ADMIN_PASSWORD=".count)) } ?? ""
    }
}
