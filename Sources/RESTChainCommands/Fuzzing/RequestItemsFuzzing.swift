// RequestItemsFuzzing: the request-item grammar, reachable by the Fuzz/ package and nothing else.
import Foundation

/// The command's parser of the request items a user types, for the libFuzzer target of the `Fuzz/` package;
/// import with `@_spi(Fuzzing) import RESTChainCommands`. Not API.
@_spi(Fuzzing) public enum RequestItemsFuzzing {
    /// One parsed item: its kind (`header`, `field`, `json`, `query`, `part` or `body`), its name and its value
    /// (`nil` for a header the item removes).
    public struct Item: Sendable, Hashable {
        /// `header`, `field`, `json`, `query`, `part` or `body`.
        public let kind: String
        /// The name, escapes removed; empty for `body`.
        public let name: String
        /// The value, or the path of a `part` or `body`.
        public let value: String?
    }

    /// The items `words` make, grouped by kind in the order above, or the one-line usage error they give.
    ///
    /// Words that read a file (`name=@path`, `name:=@path`) are the caller's to avoid: they read the disk.
    public static func items(of words: [String]) -> Result<[Item], any Error> {
        Result { () throws -> [Item] in
            let items = try RequestItems(words)
            var result = items.headers.map { Item(kind: "header", name: $0.name, value: $0.value) }
            for field in items.fields {
                switch field {
                case .string(let name, let value): result.append(Item(kind: "field", name: name, value: value))
                case .json(let name, let text): result.append(Item(kind: "json", name: name, value: text))
                }
            }
            result += items.query.map { Item(kind: "query", name: $0.name, value: $0.value) }
            result += items.fileParts.map { Item(kind: "part", name: $0.name, value: $0.path) }
            result += items.file.map { [Item(kind: "body", name: "", value: $0)] } ?? []
            return result
        }
    }
}
