// PasswordCredentials: a user and password a transport answers a proxy or a server with, the password never shown.
import Foundation

/// A user and a password that a transport answers with when asked: a proxy's `407` (``Proxy/credentials``, sent as
/// `Proxy-Authorization: Basic`) or a server's HTTP Digest challenge (`CurlTransport.Configuration.digestCredentials`,
/// where only a hash of the password with the server's nonce crosses the network).
///
/// ```swift
/// let proxy = Proxy(.http, host: "proxy.internal", port: 3128,
///     credentials: PasswordCredentials(user: "build", password: proxySecret))
/// ```
///
/// No description, debug description or `dump` shows the password.
public struct PasswordCredentials: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The user name.
    public var user: String
    /// The password; never shown.
    public var password: String

    /// Creates credentials.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// The user only.
    public var description: String { "\(user):<redacted>" }

    /// The same as ``description``: the password is never shown.
    public var debugDescription: String { description }

    /// What `dump` and the debugger show: the user, never the password.
    public var customMirror: Mirror { Mirror(self, children: ["user": user]) }
}
