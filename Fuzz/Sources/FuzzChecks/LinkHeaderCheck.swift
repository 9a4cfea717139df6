// LinkHeaderCheck: Link header values (RFC 8288) read, written back and read again to the same links.
import Foundation
import RESTChain

/// Reads the input as a `Link` value: every target is trimmed and free of `>`, every relation a lower-cased
/// word of `rel`, and (for ASCII input, where no character can merge with a delimiter) the links written back as
/// `<target>; name="value"` read again to the same links.
enum LinkHeaderCheck {
    static func check(_ data: Data) throws(Finding) {
        let value = text(data)
        let header = LinkHeader(value)
        for link in header.links {
            try require(!link.target.contains(">"), "target \(quoted(link.target)) holds a >")
            try require(link.target == link.target.trimmingCharacters(in: .whitespaces), "untrimmed target")
            let words = (link.parameters["rel"] ?? "").lowercased().split(whereSeparator: \.isWhitespace)
            try require(link.relations == words.map(String.init), "relations \(link.relations) are not rel's words")
            for relation in link.relations {
                _ = header.url(for: relation, relativeTo: URL(string: "https://example.com/a/"))
            }
        }
        guard data.allSatisfy({ $0 < 0x80 }) else { return }
        let written = header.links.map(write).joined(separator: ", ")
        let again = LinkHeader(written)
        try require(again == header, "\(quoted(value)) written as \(quoted(written)) reads differently")
    }

    private static func write(_ link: LinkHeader.Link) -> String {
        let parameters = link.parameters.sorted { $0.key < $1.key }.map { name, value in
            "; \(name)=\""
                + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        }
        return "<\(link.target)>" + parameters.joined()
    }
}
