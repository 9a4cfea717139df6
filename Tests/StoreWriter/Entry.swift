// Entry: the row the killed-writer test's child process writes, a hundred to a transaction.

/// One row of a batch written by `StoreWriter`.
public struct Entry: Codable, Sendable, Hashable, Identifiable {
    /// `batch * 100 + position`.
    public var id: Int
    /// The transaction that wrote it.
    public var batch: Int
    /// Filler, so a transaction spans several pages.
    public var payload: String

    /// Creates an entry.
    public init(id: Int, batch: Int, payload: String) {
        self.id = id
        self.batch = batch
        self.payload = payload
    }
}
