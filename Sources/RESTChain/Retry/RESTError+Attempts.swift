// RESTError+Attempts: how many times a request was sent before it failed.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension RESTError {
    /// The `userInfo` key of a ``transport(_:)`` error's `URLError` that holds the number of attempts made.
    public static let attemptsKey = "RESTChainAttempts"

    /// How many times the request was sent before this error: more than 1 when the ``RetryPolicy`` tried it
    /// again; the description then says so ("after 3 attempts").
    public var attempts: Int {
        switch self {
        case .httpStatus(let failure): failure.attempts
        case .transport(let error): error.userInfo[Self.attemptsKey] as? Int ?? 1
        default: 1
        }
    }

    /// This error, recording that the request was sent `attempts` times.
    func after(attempts: Int) -> RESTError {
        guard attempts > 1, case .transport(let error) = self else { return self }
        var userInfo = error.userInfo
        userInfo[Self.attemptsKey] = attempts
        return .transport(URLError(error.code, userInfo: userInfo))
    }

    /// The `userInfo` key of a ``transport(_:)`` error's `URLError` set when the retry policy would have sent the
    /// request again but its body, a one-shot stream, could not be sent twice.
    public static let notReplayedKey = "RESTChainBodyNotReplayable"

    /// Whether the request was not retried only because its body could not be sent again; the description then
    /// says so.
    public var wasNotReplayed: Bool {
        guard case .transport(let error) = self else { return false }
        return error.userInfo[Self.notReplayedKey] as? Bool ?? false
    }

    /// This error, recording that its request was not retried because its body could not be replayed.
    var notReplayed: RESTError {
        guard case .transport(let error) = self else { return self }
        var userInfo = error.userInfo
        userInfo[Self.notReplayedKey] = true
        return .transport(URLError(error.code, userInfo: userInfo))
    }
}
