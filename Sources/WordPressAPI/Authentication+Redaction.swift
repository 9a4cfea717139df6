// WordPress.Authentication described without its secret: the user name stays, the password and token never show.
import Foundation

extension WordPress.Authentication: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `applicationPassword(user: admin, password: <redacted>)` or `bearer(token: <redacted>)`.
    public var description: String {
        switch self {
        case .applicationPassword(let user, _): "applicationPassword(user: \(user), password: <redacted>)"
        case .bearer: "bearer(token: <redacted>)"
        }
    }

    /// The same redacted text as `description`.
    public var debugDescription: String { description }

    /// The redacted description only, so `dump` and debuggers show no secret either.
    public var customMirror: Mirror { Mirror(self, children: ["redacted": description]) }
}
