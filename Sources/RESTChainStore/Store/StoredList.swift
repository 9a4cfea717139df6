// StoredList: a remembered list — the models of a fetched page or query, in order, and when it was fetched.
import Foundation

/// The models a request returned, in the order it returned them, as last fetched.
///
/// A collection of those models: iterate it, count it, index it, `map` it; ``models`` is the same as an array.
public struct StoredList<Model: Sendable>: Sendable, RandomAccessCollection {
    /// The models, in the order the response listed them (ids whose rows are gone are left out).
    public let models: [Model]
    /// When the list was last fetched.
    public let fetchedAt: Date
}

extension StoredList {
    /// The position of the first model.
    public var startIndex: Int { models.startIndex }
    /// The position after the last model.
    public var endIndex: Int { models.endIndex }
    /// The model at `position`.
    public subscript(position: Int) -> Model { models[position] }
}

extension StoredList: Equatable where Model: Equatable {}
