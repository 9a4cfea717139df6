// PaginationProgress: how far a paginated walk has come, for a progress bar.
import Foundation

/// How far a walk through a paginated collection has come: pages and items delivered, out of the totals.
///
/// ```swift
/// let articles = try await api.get("articles").items(of: Article.self)
///     .reportingProgress { progress in print(progress.fractionCompleted ?? 0) }
///     .collect()
/// ```
public struct PaginationProgress: Sendable, Hashable {
    /// How many pages were fetched and delivered so far.
    public var pagesFetched: Int
    /// How many items those pages held.
    public var itemsFetched: Int
    /// The number of pages, when the API announces it.
    public var totalPages: Int?
    /// The number of items, when the API announces it.
    public var totalItems: Int?

    /// Creates a progress value.
    ///
    /// - Parameters:
    ///   - pagesFetched: Pages delivered so far.
    ///   - itemsFetched: Items delivered so far.
    ///   - totalPages: The number of pages, if known.
    ///   - totalItems: The number of items, if known.
    public init(pagesFetched: Int, itemsFetched: Int, totalPages: Int? = nil, totalItems: Int? = nil) {
        self.pagesFetched = pagesFetched
        self.itemsFetched = itemsFetched
        self.totalPages = totalPages
        self.totalItems = totalItems
    }

    /// The share done, from 0 to 1: by items when their total is known, else by pages; `nil` when neither is.
    public var fractionCompleted: Double? {
        if let totalItems {
            return totalItems == 0 ? 1 : min(1, Double(itemsFetched) / Double(totalItems))
        }
        if let totalPages {
            return totalPages == 0 ? 1 : min(1, Double(pagesFetched) / Double(totalPages))
        }
        return nil
    }
}
