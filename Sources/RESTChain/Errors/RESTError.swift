// RESTError: the one error type every RESTChain call throws.
import Foundation

/// The one error every RESTChain call throws or delivers, so you can switch on what went wrong.
///
/// ```swift
/// do {
///     let user = try await api.get("users/2").decode(type: User.self)
/// } catch .httpStatus(let failure) where failure.statusCode == 404 {
///     print("no such user:", failure.apiError ?? failure.bodyText)
/// } catch {
///     print(error)   // one readable line
/// }
/// ```
public enum RESTError: Error, Sendable {
    /// The URL could not be built: a base URL that is not http or https, or a malformed address.
    case invalidURL(String, reason: String)
    /// The request could not be built, for example because its body failed to encode.
    case invalidRequest(reason: String)
    /// The request did not complete: no connection, a timeout, a TLS failure… The `URLError` says which.
    case transport(URLError)
    /// The server answered with a status code the request does not accept (by default, anything outside 2xx).
    case httpStatus(HTTPFailure)
    /// The response arrived but its body could not be decoded into the requested type.
    case decoding(DecodingFailure)
    /// A request adapter refused or failed to prepare the request.
    case adaptation(AdaptationFailure)
    /// The server refused the request's credential and it could not be renewed, or the request could not be sent
    /// again with the new one (``Authenticator``).
    case authentication(AuthenticationFailure)
    /// A walk over pages stopped by itself: no strategy, or a server that repeats its pages.
    case pagination(PaginationFailure)
    /// The response body was larger than the request's size limit, so the transfer was stopped.
    case responseTooLarge(limit: Int, url: URL?)
    /// The task waiting for the response was cancelled.
    case cancelled
}

extension RESTError {
    /// Turns any error met on the way into a `RESTError`, keeping `RESTError`s as they are.
    ///
    /// `CancellationError` and `URLError.cancelled` become ``cancelled``; other `URLError`s become ``transport(_:)``.
    public init(_ error: any Error) {
        switch error {
        case let error as RESTError: self = error
        case is CancellationError: self = .cancelled
        case let error as URLError where error.code == .cancelled: self = .cancelled
        case let error as URLError: self = .transport(error.redacted)
        case let error as DecodingError: self = .decoding(DecodingFailure(error, body: Data()))
        default: self = .invalidRequest(reason: String(describing: error))
        }
    }

    /// The HTTP status code of an ``httpStatus(_:)`` error, or `nil` for every other case.
    public var statusCode: Int? {
        if case .httpStatus(let failure) = self { return failure.statusCode }
        return nil
    }
}

extension URLError {
    /// The same error keeping only its failing URL, redacted, and the status of a proxy that refused a tunnel:
    /// the rest of FoundationNetworking's `userInfo` repeats the URL with its secrets.
    var redacted: URLError {
        var kept: [String: Any] = failingURL.map { [NSURLErrorFailingURLErrorKey: Redactor.redacted(url: $0)] } ?? [:]
        kept[Self.proxyStatusKey] = userInfo[Self.proxyStatusKey]
        kept[Self.proxyAddressKey] = userInfo[Self.proxyAddressKey]
        kept[Self.unpausedBacklogKey] = userInfo[Self.unpausedBacklogKey]
        kept[Self.libraryCallKey] = userInfo[Self.libraryCallKey]
        return URLError(code, userInfo: kept)
    }
}
