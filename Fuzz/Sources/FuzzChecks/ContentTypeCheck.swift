// ContentTypeCheck: the charset of a Content-Type value (RFC 9110 §8.3), against the RFC's grammar.
import Foundation
import RESTChain

/// Reads the input as a `Content-Type` value: the charset `RESTResponse.charset` names is the one the RFC's
/// grammar finds (parameters after `;`, a value a token or a quoted string with `\` escapes, names without case),
/// lower-cased; blanks around names and values are forgiven, as the library forgives them.
enum ContentTypeCheck {
    static func check(_ data: Data) throws(Finding) {
        let value = text(data)
        let charset = RESTResponse(statusCode: 200, headers: ["Content-Type": value]).charset
        let expected = reference(value)
        try require(
            charset == expected, "\(quoted(value)) names \(quoted(charset ?? "nil")), not \(quoted(expected ?? "nil"))")
    }

    /// The first `charset` parameter of `value`, lower-cased: `type/subtype *( OWS ";" OWS [ name "=" value ] )`.
    static func reference(_ value: String) -> String? {
        let scalars = Array(value.unicodeScalars)
        var index = scalars.firstIndex(of: ";") ?? scalars.endIndex
        while index < scalars.count {
            index += 1
            var name = ""
            while index < scalars.count, scalars[index] != "=", scalars[index] != ";" {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard index < scalars.count, scalars[index] == "=" else { continue }
            index += 1
            while index < scalars.count, CharacterSet.whitespaces.contains(scalars[index]) { index += 1 }
            var parameter = ""
            if index < scalars.count, scalars[index] == "\"" {
                index += 1
                while index < scalars.count, scalars[index] != "\"" {
                    if scalars[index] == "\\", index + 1 < scalars.count { index += 1 }
                    parameter.unicodeScalars.append(scalars[index])
                    index += 1
                }
                if index < scalars.count { index += 1 }
            } else {
                while index < scalars.count, scalars[index] != ";" {
                    parameter.unicodeScalars.append(scalars[index])
                    index += 1
                }
                parameter = parameter.trimmingCharacters(in: .whitespaces)
            }
            if name.trimmingCharacters(in: .whitespaces).lowercased() == "charset" { return parameter.lowercased() }
            while index < scalars.count, scalars[index] != ";" { index += 1 }
        }
        return nil
    }
}
