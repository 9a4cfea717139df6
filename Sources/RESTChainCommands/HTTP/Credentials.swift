// Credentials: `-a user:password` (Basic) or `-A bearer -a TOKEN`, as the Authorization header they make.
import Foundation

/// What `-a` gives, by `-A/--auth-type`: Basic credentials (the default) or a bearer token.
///
/// The secret never appears in a description, so no error, dump or log line can show it.
struct Credentials: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The authentication scheme.
    enum Scheme: String, Sendable, Codable, CaseIterable {
        /// `Authorization: Basic base64(user:password)`.
        case basic
        /// `Authorization: Bearer TOKEN`.
        case bearer
    }

    /// The scheme.
    let scheme: Scheme
    /// `user:password` for Basic, the token for Bearer.
    let secret: String

    /// The `Authorization` header's value.
    var headerValue: String {
        switch scheme {
        case .basic: "Basic " + Data(secret.utf8).base64EncodedString()
        case .bearer: "Bearer " + secret
        }
    }

    var description: String { "Credentials(\(scheme.rawValue), <redacted>)" }

    /// The credentials of `-a argument` under `-A type`; for `-a user` alone the password is asked for on the
    /// terminal, as HTTPie asks.
    ///
    /// - Throws: `UsageError` for an unknown type, an empty token, or a user without a password and no terminal.
    init(argument: String, type: String?) throws(UsageError) {
        guard let scheme = Scheme(rawValue: (type ?? "basic").lowercased()) else {
            let known = Scheme.allCases.map(\.rawValue).joined(separator: " or ")
            throw UsageError("--auth-type is \(known), not '\(type ?? "")'")
        }
        self.scheme = scheme
        switch scheme {
        case .bearer:
            guard !argument.isEmpty else { throw UsageError("-A bearer needs a token: -a TOKEN") }
            secret = argument
        case .basic:
            if argument.contains(":") {
                secret = argument
            } else {
                secret = argument + ":" + (try Self.askPassword(for: argument))
            }
        }
    }

    init(scheme: Scheme, secret: String) {
        self.scheme = scheme
        self.secret = secret
    }

    /// The password for `user`, typed on the terminal without echo.
    private static func askPassword(for user: String) throws(UsageError) -> String {
        guard isatty(0) == 1, let typed = getpass("Password for \(user): ") else {
            throw UsageError("-a needs user:password (there is no terminal to ask for \(user)'s password)")
        }
        return String(cString: typed)
    }
}
