// StoredList: a remembered list — the models of a fetched page or query, in order, and when it was fetched.
import Foundation

/// The models a request returned, in the order it returned them, as last fetched.
public struct StoredList<Model: Sendable>: Sendable {
    /// The models, in the order the response listed them (ids whose rows are gone are left out).
    public let models: [Model]
    /// When the list was last fetched.
    public let fetchedAt: Date
}

extension StoredList: Equatable where Model: Equatable {}
