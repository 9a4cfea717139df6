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
}
