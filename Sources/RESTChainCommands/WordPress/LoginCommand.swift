// LoginCommand: `restchain wp login`, the application-password sign-in flow of the WordPress face on a terminal.
import Foundation
import RESTChain
import WordPressAPI

/// `restchain wp login`: discovers a site, sends the user to its authorization page, reads the address WordPress
/// redirects to, checks the credentials with `users/me`, and prints `export` lines for `WP_USER` and
/// `WP_APP_PASSWORD` (so `eval "$(restchain wp login --site example.com)"` signs the shell in).
enum LoginCommand {
    /// The address WordPress sends the user to once they approve; an app scheme, as WordPress requires.
    static let successURL = URL(string: "restchain://signed-in")!
    /// The same id on every site, so a site lists restchain's passwords together.
    static let appID = UUID(uuidString: "7A6F0C2E-3B1D-4E55-9C1A-5D2B8E4F6A10")!

    static let command = Command(
        path: ["wp", "login"],
        summary: "Sign in to a WordPress site with an application password, the way WordPress apps do.",
        synopsis: "--site URL [--app-name NAME] [--callback URL]",
        options: [
            .value("--site", "URL", "The site as you would type it (example.com, https://example.com/wp-admin)."),
            .value("--app-name", "NAME", "The name the password is saved under on the site (restchain)."),
            .value("--callback", "URL", "The restchain://signed-in?… address, instead of pasting it when asked."),
        ],
        details: """
            Built on:
              let site = try await WordPress.discover(site: "example.com")
              let flow = try WordPress.ApplicationPasswordAuthorization(
                  site: site, appName: "restchain", appID: appID, successURL: URL(string: "restchain://signed-in")!)
              // open flow.url, approve; WordPress sends the browser to restchain://signed-in?user_login=…&password=…
              let credentials = try flow.credentials(from: callback)
              let me = try await WordPress.verify(credentials, apiRoot: site.apiRoot)
            Prints export lines for WP_USER and WP_APP_PASSWORD on standard output; everything else on stderr.
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 0)
        let arguments = invocation.arguments
        guard let address = arguments.value("--site") else { throw invocation.usageError("--site URL is required") }
        let site = try await WordPress.discover(site: address)
        let flow = try WordPress.ApplicationPasswordAuthorization(
            site: site, appName: arguments.value("--app-name") ?? "restchain", appID: appID, successURL: successURL)
        let callback = try arguments.value("--callback") ?? pastedCallback(opening: flow.url, on: invocation.console)
        guard let callbackURL = URL(string: callback.trimmingCharacters(in: .whitespaces)) else {
            throw CommandFailure("not an address: paste the restchain://signed-in?… address the browser was sent to")
        }
        let credentials = try flow.credentials(from: callbackURL)
        let user = try await WordPress.verify(credentials, apiRoot: site.apiRoot)
        invocation.console.writeError("Signed in to \(site.apiRoot.absoluteString) as \(user.name).\n")
        invocation.console.write(
            "export WP_USER=\(shellQuoted(credentials.user))\nexport WP_APP_PASSWORD=\(shellQuoted(credentials.password))\n"
        )
    }

    /// Shows the authorization page and reads the address the user pastes back.
    private static func pastedCallback(opening page: URL, on console: Console) throws -> String {
        console.writeError(
            "Open this page, approve the application, then paste the address your browser was sent to:\n"
                + "  \(page.absoluteString)\n> ")
        guard let line = readLine(), !line.isEmpty else {
            throw CommandFailure("no address pasted: run again, or pass it with --callback URL")
        }
        return line
    }

    /// `text` in single quotes for a POSIX shell.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
