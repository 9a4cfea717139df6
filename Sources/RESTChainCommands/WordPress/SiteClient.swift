// SiteClient: the WordPress client a `wp` command line describes — its site, credentials, or the recordings.
import Foundation
import RESTChain
import WordPressAPI

/// Makes the `WordPress` client for a `wp` command.
enum SiteClient {
    /// The options every `wp` command takes.
    static let options: [OptionSpec] = [
        .value("--site", "URL", "The site (https://example.com) or its REST route (https://example.com/wp-json)."),
        .flag("--offline", "Answer from the recorded responses in Fixtures/wordpress instead of a site."),
        .flag("--json", "Print JSON instead of a table."),
    ]

    /// The client: the recorded site with `--offline`, else `--site` signed in with `WP_USER` and
    /// `WP_APP_PASSWORD` when both are set.
    ///
    /// - Throws: `UsageError` without `--site`; `RESTError.invalidURL` for a site that is not a URL.
    static func make(_ invocation: Invocation) throws -> WordPress {
        if invocation.arguments.has("--offline") {
            let directory = try FixtureDirectory.required(environment: invocation.environment)
            return try WordPress(
                route: "https://example.com/wp-json",
                transport: FixtureTransport(
                    directory: directory.appendingPathComponent("wordpress"), mountPath: "/wp-json"))
        }
        guard let site = invocation.arguments.value("--site") else {
            throw invocation.usageError("--site URL is required (or --offline for the recorded site)")
        }
        let environment = invocation.environment
        var authentication: WordPress.Authentication?
        if let user = environment["WP_USER"], let password = environment["WP_APP_PASSWORD"], !user.isEmpty {
            authentication = .applicationPassword(user: user, password: password)
        }
        return try WordPress(route: route(of: site), authentication: authentication)
    }

    /// The REST route of `site`: the address itself when it already names `/wp-json`, else with `/wp-json` added.
    static func route(of site: String) -> String {
        var text = site.contains("://") ? site : "https://" + site
        if let range = text.range(of: "/wp-json") { return String(text[..<range.upperBound]) }
        while text.hasSuffix("/") { text.removeLast() }
        return text + "/wp-json"
    }
}
