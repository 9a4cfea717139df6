// URLSessionTransport.shared: the one transport every client uses unless it brings its own.
import Foundation

extension URLSessionTransport {
    /// One transport shared by every client that does not bring its own.
    public static let shared = URLSessionTransport()
}
