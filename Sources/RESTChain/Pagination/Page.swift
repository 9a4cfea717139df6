// Page: one page of a paginated collection — its items, number, headers, totals and whether more follow.
import Foundation

/// One page of a paginated collection, as ``AsyncPageSequence`` delivers it.
///
/// ```swift
/// for try await page in api.get("articles").pages(of: Article.self) {
///     print("page \(page.number) of \(page.totalPages ?? 0): \(page.items.count) articles")
/// }
/// ```
public struct Page<Item: Sendable>: Sendable {
    /// The page's items, decoded.
    public let items: [Item]
    /// The page's position in the walk, from 1 — whatever number the API gives it (an API counting from page 0 delivers it as number 1).
    public let number: Int
    /// The response header fields.
    public let headers: HTTPHeaders
    /// The number of pages, when the API announces it.
    public let totalPages: Int?
    /// The number of items, when the API announces it.
    public let totalItems: Int?
    /// Whether another page follows, as far as the strategy knows from this page.
    ///
    /// A last page that only the API's "out of range" answer reveals still says `true`.
    public let hasMore: Bool
    /// The URL that answered.
    public let url: URL?

    /// Creates a page.
    ///
    /// - Parameters:
    ///   - items: The page's items.
    ///   - number: The page's position in the walk, from 1.
    ///   - headers: The response headers.
    ///   - totalPages: The number of pages, if known.
    ///   - totalItems: The number of items, if known.
    ///   - hasMore: Whether another page follows.
    ///   - url: The URL that answered.
    public init(
        items: [Item],
        number: Int,
        headers: HTTPHeaders = [:],
        totalPages: Int? = nil,
        totalItems: Int? = nil,
        hasMore: Bool,
        url: URL? = nil
    ) {
        self.items = items
        self.number = number
        self.headers = headers
        self.totalPages = totalPages
        self.totalItems = totalItems
        self.hasMore = hasMore
        self.url = url
    }
}

extension Page: Equatable where Item: Equatable {}

extension Page: Hashable where Item: Hashable {}
