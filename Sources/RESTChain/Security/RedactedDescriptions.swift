// RedactedDescriptions: what the public types that can hold a secret show of themselves — never the secret.
import Foundation

extension HTTPHeaders: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The fields as `[Name: value, …]`, with the values of secret headers (``SensitiveData``) redacted.
    public var description: String {
        "[" + map { "\($0.name): " + Redactor.redact(header: $0) }.joined(separator: ", ") + "]"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The fields, secret values redacted, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self, children: map { (label: $0.name, value: Redactor.redact(header: $0) as Any) },
            displayStyle: .dictionary)
    }
}

extension PreparedRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The verb and the URL, with secret query values and headers redacted.
    public var description: String {
        "\(method) \(Redactor.redact(absoluteString))" + (headers.isEmpty ? "" : " \(headers)")
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The request's parts, secrets redacted, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "method": method.rawValue, "url": Redactor.redact(absoluteString), "headers": headers,
                "body": body.map { _ in "<\(body?.contentType ?? "body")>" } ?? "none",
                "timeout": timeout as Any, "responseSizeLimit": responseSizeLimit as Any,
            ],
            displayStyle: .struct)
    }
}

extension ClientConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The base URL, headers and query items, secrets redacted.
    public var description: String {
        let query = queryItems.isEmpty ? "" : "?" + Redactor.redact(QueryEncoding.encode(queryItems))
        return Redactor.redact("\(baseURL)") + query + (headers.isEmpty ? "" : " \(headers)")
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The settings that name the API, secrets redacted, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "baseURL": Redactor.redact("\(baseURL)"), "headers": headers,
                "queryItems": Redactor.redact(QueryEncoding.encode(queryItems)),
                "transport": "\(type(of: transport))", "retryPolicy": retryPolicy, "timeout": timeout as Any,
                "responseSizeLimit": responseSizeLimit as Any,
            ],
            displayStyle: .struct)
    }
}

extension RESTClient: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `RESTClient(<base URL> [headers])`, secrets redacted.
    public var description: String { "RESTClient(\(configuration))" }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The client's configuration, secrets redacted, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(self, children: ["configuration": configuration], displayStyle: .struct)
    }
}

extension GetSession: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `GetSession(GET <url> [headers])`, secrets redacted.
    public var description: String { "GetSession(\(request))" }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The session's request, secrets redacted, for `dump` and debuggers.
    public var customMirror: Mirror { Mirror(self, children: ["request": request], displayStyle: .struct) }
}

extension RequestSession: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `RequestSession(<verb> <url> [headers])`, secrets redacted.
    public var description: String { "RequestSession(\(request))" }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The session's request, secrets redacted, for `dump` and debuggers.
    public var customMirror: Mirror { Mirror(self, children: ["request": request], displayStyle: .struct) }
}
