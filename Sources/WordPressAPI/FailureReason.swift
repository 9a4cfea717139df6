// WordPress.FailureReason: why a WordPress request failed, the transport's reasons apart from WordPress's codes.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension WordPress {
    /// Why a request to a WordPress site failed, in the few kinds an app shows differently: the transport's
    /// reasons (offline, timed out, TLS) apart from the site's (sign in, wrong password, not allowed, a code).
    ///
    /// ```swift
    /// catch {
    ///     switch WordPress.FailureReason(error) {
    ///     case .authenticationRequired: showSignIn()
    ///     case .authenticationRejected: showWrongPassword()
    ///     case .offline, .timedOut: showRetry()
    ///     case .wordPress(.postInvalidID): showGone()
    ///     default: show(error)
    ///     }
    /// }
    /// ```
    public enum FailureReason: Sendable, Hashable, CustomStringConvertible {
        /// `401` without a rejected password: the route needs a signed-in user (`rest_not_logged_in`,
        /// `rest_cannot_create` to a visitor…), or the web server asks for its own HTTP authentication.
        case authenticationRequired
        /// The credentials were refused: a wrong application password, an unknown user, or application
        /// passwords turned off for the site or the user.
        case authenticationRejected
        /// `403`: signed in, without the right to do this.
        case forbidden
        /// The TLS connection failed or the server's certificate was not trusted.
        case tls
        /// The site could not be reached: no network, an unknown host, a refused or lost connection.
        case offline
        /// The request's deadline or silence limit passed.
        case timedOut
        /// Any other WordPress error, by its code.
        case wordPress(ErrorCode)
        /// Anything else: a 5xx without a WordPress body, an undecodable answer, an invalid URL, a cancellation.
        case other

        /// The codes that mean the credentials themselves were refused.
        static let rejectedCodes: Set<ErrorCode> = [
            .incorrectPassword, .invalidUsername, .loginInvalidEmail, .applicationPasswordsDisabled,
            .applicationPasswordsDisabledForUser,
        ]

        /// Classifies a failure of a ``WordPress`` client's request.
        public init(_ error: RESTError) {
            switch error {
            case .transport(let failure): self = Self.transport(failure.code)
            case .httpStatus(let failure):
                let code = (failure.apiError as? APIError)?.code
                if let code, Self.rejectedCodes.contains(code) {
                    self = .authenticationRejected
                } else if failure.statusCode == 401 {
                    self = .authenticationRequired
                } else if failure.statusCode == 403 {
                    self = .forbidden
                } else {
                    self = code.map(Self.wordPress) ?? .other
                }
            default: self = .other
            }
        }

        /// Classifies any error a ``WordPress`` call threw (a `RESTError`, a `URLError`, or something else).
        public init(_ error: any Error) {
            if let error = error as? RESTError {
                self.init(error)
            } else if let error = error as? URLError {
                self = Self.transport(error.code)
            } else {
                self = .other
            }
        }

        /// The reason for a transport's `URLError`.
        private static func transport(_ code: URLError.Code) -> Self {
            switch code {
            case .timedOut: .timedOut
            case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
                .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
                .clientCertificateRequired:
                .tls
            case .notConnectedToInternet, .cannotFindHost, .dnsLookupFailed, .cannotConnectToHost,
                .networkConnectionLost, .internationalRoamingOff, .dataNotAllowed:
                .offline
            case .userAuthenticationRequired: .authenticationRequired
            default: .other
            }
        }

        /// The reason in a few words.
        public var description: String {
            switch self {
            case .authenticationRequired: "authentication required"
            case .authenticationRejected: "authentication rejected"
            case .forbidden: "forbidden"
            case .tls: "the TLS connection failed"
            case .offline: "the site cannot be reached"
            case .timedOut: "timed out"
            case .wordPress(let code): "WordPress error \(code.rawValue)"
            case .other: "another failure"
            }
        }
    }
}
