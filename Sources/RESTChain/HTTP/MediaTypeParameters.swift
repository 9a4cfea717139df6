// MediaTypeParameters: reads a parameter of a media type such as `text/plain; charset="utf-8"` (RFC 9110 §8.3.1).
import Foundation

/// Reads the parameters after a media type's `;`: `name=value`, where the value is a token or a quoted string with
/// `\` escapes, so a `;` or `=` inside quotes belongs to the value. Names match without case; blanks around names
/// and token values are forgiven; a parameter without `=` is passed over.
enum MediaTypeParameters {
    /// The value of the first parameter called `name` (lower-case) in `mediaType`, or `nil` without one.
    static func value(of name: String, in mediaType: String) -> String? {
        var scalars = Substring(mediaType).unicodeScalars
        guard let semicolon = scalars.firstIndex(of: ";") else { return nil }
        scalars = scalars[scalars.index(after: semicolon)...]
        while !scalars.isEmpty {
            let nameEnd = scalars.firstIndex { $0 == "=" || $0 == ";" } ?? scalars.endIndex
            let parameterName = String(scalars[..<nameEnd]).trimmingCharacters(in: .whitespaces).lowercased()
            guard nameEnd < scalars.endIndex, scalars[nameEnd] == "=" else {
                scalars = nameEnd < scalars.endIndex ? scalars[scalars.index(after: nameEnd)...] : scalars[nameEnd...]
                continue
            }
            var rest = scalars[scalars.index(after: nameEnd)...].drop { CharacterSet.whitespaces.contains($0) }
            let value: String
            if rest.first == "\"" {
                let unquoted = quoted(rest.dropFirst())
                value = unquoted.value
                rest = unquoted.rest
            } else {
                let end = rest.firstIndex(of: ";") ?? rest.endIndex
                value = String(rest[..<end]).trimmingCharacters(in: .whitespaces)
                rest = rest[end...]
            }
            if parameterName == name { return value }
            let next = rest.firstIndex(of: ";") ?? rest.endIndex
            scalars = next < rest.endIndex ? rest[rest.index(after: next)...] : rest[next...]
        }
        return nil
    }

    /// The quoted string that `scalars` start (after its opening quote), unescaped, and what follows its end.
    private static func quoted(
        _ scalars: Substring.UnicodeScalarView
    ) -> (value: String, rest: Substring.UnicodeScalarView) {
        var value = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex, scalars[index] != "\"" {
            if scalars[index] == "\\", scalars.index(after: index) < scalars.endIndex {
                index = scalars.index(after: index)
            }
            value.append(scalars[index])
            index = scalars.index(after: index)
        }
        let rest = index < scalars.endIndex ? scalars[scalars.index(after: index)...] : scalars[index...]
        return (String(value), rest)
    }
}
