// AsyncHTTPClientTransport: a RESTChain Transport over AsyncHTTPClient, for servers on Linux.
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import NIOPosix
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends RESTChain's requests through AsyncHTTPClient: the README's "Faster transports" recipe, to copy into an app.
///
/// `RESTClient(baseURL: "https://api.example.com", transport: AsyncHTTPClientTransport())`. Each request's
/// deadline and size limit (`TransportRequest`) are AsyncHTTPClient's deadline and collection limit. Redirects follow
/// the client's rules, which drop `Authorization` and `Cookie` on the way to another origin.
public struct AsyncHTTPClientTransport: Transport {
    /// The client requests are sent on.
    public let client: HTTPClient
    /// How long a request without a deadline of its own may take in all.
    public let timeout: TimeAmount

    /// Creates a transport on `client` (the process-wide shared one when omitted).
    public init(client: HTTPClient = .shared, timeout: TimeAmount = .seconds(60)) {
        self.client = client
        self.timeout = timeout
    }

    /// Sends `request` and collects the whole body: copied when it is 256 KiB or less (NIO's `.automatic`), so that a
    /// cached answer holds its own bytes and not the larger buffer they arrived in, and not copied when it is longer.
    ///
    /// - Throws: `URLError` when the request does not complete (`.timedOut` past the deadline);
    ///   `RESTError.responseTooLarge` past the size limit; `CancellationError` when cancelled.
    public func send(_ request: TransportRequest) async throws -> RESTResponse {
        guard let url = request.url else { throw URLError(.badURL) }
        var outgoing = HTTPClientRequest(url: url.absoluteString)
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: request.urlRequest.httpMethod ?? "GET")
        for (name, value) in request.urlRequest.allHTTPHeaderFields ?? [:] {
            outgoing.headers.add(name: name, value: value)
        }
        if let body = request.urlRequest.httpBody { outgoing.body = .bytes(ByteBuffer(data: body)) }
        let deadline = request.timeRemaining.map { NIODeadline.now() + .nanoseconds(Int64($0 / .nanoseconds(1))) }
        let limit = request.responseSizeLimit ?? Int.max
        do {
            let response = try await client.execute(outgoing, deadline: deadline ?? .now() + timeout)
            if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > limit {
                throw request.tooLarge
            }
            let body = try await response.body.collect(upTo: limit)
            var headers = RESTChain.HTTPHeaders()
            for (name, value) in response.headers { headers[name] = headers[name].map { $0 + ", " + value } ?? value }
            return RESTResponse(
                statusCode: Int(response.status.code), headers: headers,
                body: Data(buffer: body), url: url)
        } catch is NIOTooManyBytesError {
            throw request.tooLarge
        } catch let error as RESTError {
            throw error
        } catch let error as HTTPClientError where error == .deadlineExceeded && request.deadline != nil {
            throw request.timedOut
        } catch {
            throw Self.urlError(for: error)
        }
    }

    /// The `URLError` (or `CancellationError`) that says what an AsyncHTTPClient or NIO error means.
    static func urlError(for error: any Error) -> any Error {
        switch error {
        case is CancellationError: return CancellationError()
        case let error as HTTPClientError where error == .cancelled: return CancellationError()
        case let error as HTTPClientError where error == .deadlineExceeded || error == .connectTimeout:
            return URLError(.timedOut)
        case is NIOTooManyBytesError: return URLError(.dataLengthExceedsMaximum)
        case is NIOConnectionError: return URLError(.cannotConnectToHost)
        case let error as IOError where error.errnoCode == ECONNREFUSED: return URLError(.cannotConnectToHost)
        default: return URLError(.networkConnectionLost, userInfo: [NSUnderlyingErrorKey: error])
        }
    }
}
