// RESTClient's optional shared instance, for apps that talk to one API.
import Foundation

extension RESTClient {
    private static let sharedClient = Locked<RESTClient?>(nil)

    /// The client shared by the app, set with ``setShared(_:)``.
    ///
    /// Nothing in RESTChain uses it; it is a convenience for apps that talk to a single API.
    /// - Throws: ``RESTError/invalidRequest(reason:)`` when no shared client was set.
    public static var shared: RESTClient {
        get throws(RESTError) {
            guard let client = sharedClient.withLock({ $0 }) else {
                throw .invalidRequest(reason: "no shared client; call RESTClient.setShared(_:) first")
            }
            return client
        }
    }

    /// Makes `client` the shared client; `nil` removes it.
    public static func setShared(_ client: RESTClient?) {
        sharedClient.withLock { $0 = client }
    }
}
