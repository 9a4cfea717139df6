// RESTResponse+BodyLength: how many body bytes a transport hands over for a head, when the head says.
import Foundation

extension RESTResponse {
    /// The number of body bytes a transport hands over for this head, when the head says: its `Content-Length`,
    /// unless the body came in a `Content-Encoding` other than `identity`.
    ///
    /// Transports decode such a body (gzip, deflate, br, zstd) while its `Content-Length` counts the encoded bytes,
    /// so the decoded length is known only at its end.
    var deliveredBodyLength: Int64? {
        if let coding = headers["Content-Encoding"],
            coding.split(separator: ",").contains(where: {
                $0.trimmingCharacters(in: .whitespaces).lowercased() != "identity"
            })
        {
            return nil
        }
        return headers["Content-Length"].flatMap { Int64($0) }
    }
}
