// Echo: the loopback server's `/echo` answer, the request as JSON.
import Foundation
import NIOCore
import NIOHTTP1

/// The request as the server saw it.
enum Echo {
    /// The request's method, headers (names lower-cased) and body text, as a JSON object.
    static func body(_ head: HTTPRequestHead, body: ByteBuffer) -> String {
        var headers: [String: String] = [:]
        for (name, value) in head.headers { headers[name.lowercased()] = value }
        let object: [String: Any] = [
            "method": head.method.rawValue, "headers": headers, "body": String(buffer: body),
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
