// RequestItemsCheck: the CLI's request items (HTTPie's grammar), read, written back and read again.
import Foundation
@_spi(Fuzzing) import RESTChainCommands

/// Reads the input's lines as the words of `restchain post URL …`: the items they make, written back as words
/// (names escaped, `Header: value`), read again to the same items. Words that read a file (`=@`) are left out,
/// as are non-ASCII inputs from the round trip (a combining mark can merge with a separator).
enum RequestItemsCheck {
    static func check(_ data: Data) throws(Finding) {
        let value = text(data)
        guard !value.contains("=@") else { return }
        let words = value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard case .success(let items) = RequestItemsFuzzing.items(of: words), data.allSatisfy({ $0 < 0x80 }),
            let written = write(items)
        else { return }
        switch RequestItemsFuzzing.items(of: written) {
        case .success(let again):
            try require(again == items, "\(written) reads as \(again), not \(items)")
        case .failure(let error):
            throw Finding("\(written) fails: \(error)")
        }
    }

    /// The words that say `items`, or `nil` when one cannot be said (a field value starting with `=` or `@`).
    private static func write(_ items: [RequestItemsFuzzing.Item]) -> [String]? {
        var words: [String] = []
        for item in items {
            let name = escaped(item.name)
            let value = item.value ?? ""
            switch item.kind {
            case "header":
                words.append(item.value == nil ? name + ":" : value.isEmpty ? name + ";" : name + ": " + value)
            case "field":
                guard !value.hasPrefix("="), !value.hasPrefix("@") else { return nil }
                words.append(name + "=" + value)
            case "json":
                guard !value.hasPrefix("@") else { return nil }
                words.append(name + ":=" + value)
            case "query": words.append(name + "==" + value)
            case "part": words.append(name + "@" + value)
            default: words.append("@" + value)
            }
        }
        return words
    }

    private static func escaped(_ name: String) -> String {
        name.map { ":=@;\\".contains($0) ? "\\\($0)" : String($0) }.joined()
    }
}
