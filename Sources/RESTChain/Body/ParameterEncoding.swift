// ParameterEncoding: where a request's parameters go — the query string or the body.
import Foundation

/// Where the parameters of a request are sent.
///
/// By default (``automatic``) GET, HEAD and DELETE put them in the query string and every other verb sends
/// them as a JSON body. Override it to URL-encode a POST or to send a GET with a JSON body.
public enum ParameterEncoding: Sendable, Hashable {
    /// Query string for GET, HEAD and DELETE; a JSON body for the other verbs.
    case automatic
    /// Always in the query string, percent-encoded.
    case queryString
    /// Always as a JSON body.
    case jsonBody
    /// Always as an `application/x-www-form-urlencoded` body.
    case formBody
}

extension JSONValue {
    /// The value as query or form text: strings as they are, integral numbers without a decimal point,
    /// booleans as `true`/`false`, `null` as empty, arrays comma-separated and objects as JSON text.
    public var parameterText: String {
        switch self {
        case .string(let text): return text
        case .number(let number): return Int64(exactly: number).map(String.init) ?? String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return ""
        case .array(let elements): return elements.map(\.parameterText).joined(separator: ",")
        case .object: return description
        }
    }
}
