// WordPress.DiscoveryFailure: why discovery found no WordPress API, with every attempt's outcome.
import Foundation
import RESTChain

extension WordPress {
    /// Why ``WordPress/discover(site:allowingHTTP:timeout:serverCredentials:transport:)`` found no WordPress REST API.
    public enum DiscoveryFailure: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was typed makes no http(s) address with a host.
        case invalidAddress(String)
        /// Every attempt failed; each says what was tried, what answered and why it is not a WordPress API.
        case notFound(attempts: [DiscoveryAttempt])

        /// The attempts made, in order; none for an invalid address.
        public var attempts: [DiscoveryAttempt] {
            if case .notFound(let attempts) = self { return attempts }
            return []
        }

        /// Whether the site's web server asked its own HTTP Basic auth, or refused the `PasswordCredentials` given:
        /// the cue to ask the user for the server's user name and password.
        public var asksForServerCredentials: Bool {
            attempts.contains {
                switch $0.outcome {
                case .serverAuthenticationRequired, .serverCredentialsRejected: true
                default: false
                }
            }
        }

        /// Whether the site is on a local development host (`localhost`, `*.local`, `*.test`, `127.x.x.x`…), where
        /// a phone or another machine cannot reach it: worth telling the user.
        public var isLocalDevelopment: Bool { attempts.contains(where: \.isLocalDevelopment) }

        /// The failure in one line, each attempt's outcome after a `;`.
        public var description: String {
            switch self {
            case .invalidAddress(let typed):
                return "not a web address with a host: \"\(typed.prefix(200))\""
            case .notFound(let attempts):
                let local = isLocalDevelopment ? " (a local development host)" : ""
                return "no WordPress REST API found\(local): "
                    + attempts.map(\.description).joined(separator: "; ")
            }
        }
    }

    /// Whether `host` names a local development machine: `localhost` and `*.localhost`, the `.local` (mDNS) and
    /// `.test` names local tools hand out, loopback addresses (`127.0.0.0/8`, `::1`) and `0.0.0.0`.
    public static func isLocalDevelopment(host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]."))
        if host == "localhost" || host == "::1" || host == "0.0.0.0" { return true }
        for suffix in [".localhost", ".local", ".test"] where host.hasSuffix(suffix) { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
