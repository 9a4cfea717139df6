// LinkHeader: an RFC 8288 `Link` header parsed into its links, relations and parameters.
import Foundation

/// The links of an RFC 8288 `Link` header, such as GitHub's pagination links.
///
/// ```swift
/// let header = LinkHeader(#"<https://api.github.com/repos?page=2>; rel="next", <…?page=9>; rel="last""#)
/// header.url(for: "next", relativeTo: nil)   // https://api.github.com/repos?page=2
/// ```
/// Relation types are quoted or bare (`rel=next`), may list several (`rel="next last"`) and are compared
/// without regard to case. Malformed link values are skipped; the others are kept.
public struct LinkHeader: Sendable, Hashable {
    /// One link: its target and parameters.
    public struct Link: Sendable, Hashable {
        /// The target as written between `<` and `>`; it may be relative.
        public let target: String
        /// The relation types of its `rel` parameter, lower-cased, such as `["next"]`.
        public let relations: [String]
        /// Every parameter by lower-cased name, unquoted; when a name repeats, the first value is kept.
        public let parameters: [String: String]
    }

    /// The links, in the order written.
    public let links: [Link]

    /// Parses the value of a `Link` header; several headers may be joined with commas.
    public init(_ value: String) {
        var parser = LinkHeaderParser(value)
        links = parser.links()
    }

    /// The target of the first link with relation type `relation`, compared without regard to case.
    public func target(for relation: String) -> String? {
        let relation = relation.lowercased()
        return links.first { $0.relations.contains(relation) }?.target
    }

    /// The target of the first link with relation type `relation`, resolved against `base` when relative.
    ///
    /// - Parameters:
    ///   - relation: A relation type such as `next`.
    ///   - base: The URL that answered, for relative targets such as `/v2/items?page=1`.
    /// - Returns: The absolute URL, or `nil` when there is no such link or its target is not a URL.
    public func url(for relation: String, relativeTo base: URL?) -> URL? {
        guard let target = target(for: relation) else { return nil }
        return URL(string: target, relativeTo: base)?.absoluteURL
    }
}

/// Reads link values one character at a time: `<target>` then `; name=value` or `; name="quoted value"`.
private struct LinkHeaderParser {
    private let characters: [Character]
    private var index = 0

    init(_ value: String) {
        characters = Array(value)
    }

    mutating func links() -> [LinkHeader.Link] {
        var links: [LinkHeader.Link] = []
        while true {
            skip { $0.isWhitespace || $0 == "," }
            guard let character = current else { return links }
            guard character == "<" else {
                skipLinkValue()
                continue
            }
            index += 1
            let start = index
            while let character = current, character != ">" { index += 1 }
            guard current != nil else { return links }
            let target = String(characters[start..<index]).trimmingCharacters(in: .whitespaces)
            index += 1
            let parameters = self.parameters()
            if current != nil, current != "," { skipLinkValue() }
            let relations = (parameters["rel"] ?? "").lowercased().split(whereSeparator: \.isWhitespace)
                .map(String.init)
            links.append(LinkHeader.Link(target: target, relations: relations, parameters: parameters))
        }
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private mutating func parameters() -> [String: String] {
        var parameters: [String: String] = [:]
        while true {
            skip { $0.isWhitespace }
            guard current == ";" else { return parameters }
            index += 1
            skip { $0.isWhitespace }
            let name = token().lowercased()
            skip { $0.isWhitespace }
            var value = ""
            if current == "=" {
                index += 1
                skip { $0.isWhitespace }
                value = current == "\"" ? quoted() : token()
            }
            if !name.isEmpty, parameters[name] == nil { parameters[name] = value }
        }
    }

    private mutating func token() -> String {
        let start = index
        while let character = current, !character.isWhitespace, !";,=\"".contains(character) { index += 1 }
        return String(characters[start..<index])
    }

    private mutating func quoted() -> String {
        var value = ""
        index += 1
        while let character = current {
            index += 1
            if character == "\"" { break }
            if character == "\\", let escaped = current {
                value.append(escaped)
                index += 1
            } else {
                value.append(character)
            }
        }
        return value
    }

    /// Skips to the comma that ends this link value, stepping over quoted strings and `<…>` targets.
    private mutating func skipLinkValue() {
        while let character = current, character != "," {
            switch character {
            case "\"": _ = quoted()
            case "<":
                while let inner = current, inner != ">" { index += 1 }
                if current != nil { index += 1 }
            default: index += 1
            }
        }
    }

    private mutating func skip(while condition: (Character) -> Bool) {
        while let character = current, condition(character) { index += 1 }
    }
}
