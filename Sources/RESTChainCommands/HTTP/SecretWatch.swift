// SecretWatch: looks for a secret the request sent in a body going by, across the chunks it comes in.
import Foundation

/// Watches a body, chunk after chunk, for any of a request's secret values, so `restchain` can warn that the body it
/// printed as it came quotes one.
///
/// A secret split across two chunks is found: the end of each chunk, one byte shorter than the longest secret, is
/// kept and searched again with the next. With no secrets it keeps nothing and costs nothing.
struct SecretWatch {
    /// The secrets' bytes, longest first.
    private let secrets: [Data]
    /// The last bytes seen, too few to hold the longest secret whole.
    private var tail = Data()
    /// Whether a secret went by.
    private(set) var found = false

    /// A watch for `secrets` (as `SecretEcho.values(in:)` finds them in a request).
    init(secrets: [String]) {
        self.secrets = secrets.map { Data($0.utf8) }.sorted { $0.count > $1.count }
    }

    /// Looks at the next piece of the body.
    mutating func scan(_ chunk: Data) {
        guard !found, let longest = secrets.first?.count, !chunk.isEmpty else { return }
        var window = tail
        window.append(chunk)
        found = secrets.contains { window.range(of: $0) != nil }
        tail = Data(window.suffix(longest - 1))
    }
}
