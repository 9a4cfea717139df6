// AuthenticationFailure: why a refused credential could not be renewed, or its request not sent again.
import Foundation

/// Why a request whose credential the server refused failed instead of being sent again with a new one
/// (``Authenticator``).
public enum AuthenticationFailure: Error, Sendable, CustomStringConvertible {
    /// The refresh threw this error; every request that waited for the same refresh fails with it.
    case refreshFailed(any Error & Sendable)
    /// The refresh was refused: the store already refreshed `count` times within `window`, so the server keeps
    /// refusing what it gets (a refresh loop).
    case tooManyRefreshes(count: Int, window: Duration)
    /// The server refused the credential with `statusCode`; a new one was made, but the request's body is a one-shot
    /// stream that cannot be sent again.
    case bodyNotReplayable(statusCode: Int)

    /// One line saying what failed.
    public var description: String {
        switch self {
        case .refreshFailed(let error):
            return "the credential's refresh failed: \(OneLine.excerpt(String(describing: error)))"
        case .tooManyRefreshes(let count, let window):
            return "a refresh was refused: the credential was refreshed \(count) times within \(window) already"
        case .bodyNotReplayable(let statusCode):
            return "HTTP \(statusCode) refused the credential; it was renewed, but the request was not sent again: "
                + "its body is a one-shot stream"
        }
    }
}
