// HTTPResponse+RESTResponse: RESTChain's response head as swift-http-types spells it.
import Foundation
import HTTPTypes
import OpenAPIRuntime
import RESTChain

extension HTTPResponse {
    /// The status and header fields of `response`; a field whose name HTTP does not allow is left out.
    init(_ response: RESTResponse) {
        var fields = HTTPFields()
        for field in response.headers {
            guard let name = HTTPField.Name(field.name) else { continue }
            fields.append(HTTPField(name: name, value: field.value))
        }
        self.init(status: .init(code: response.statusCode), headerFields: fields)
    }
}

extension RESTResponse {
    /// The length of the body a transport hands over for this head: its `Content-Length`, unless the body came
    /// in a `Content-Encoding` other than `identity`, which the transport decodes.
    var bodyLength: HTTPBody.Length {
        if let encoding = headers["Content-Encoding"], encoding.lowercased() != "identity" { return .unknown }
        return headers["Content-Length"].flatMap(Int64.init).map(HTTPBody.Length.known) ?? .unknown
    }
}
