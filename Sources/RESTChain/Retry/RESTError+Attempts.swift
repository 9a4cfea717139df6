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
}
