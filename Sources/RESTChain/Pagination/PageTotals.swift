// PageTotals: how many pages and items a paginated collection holds, when the API says so.
import Foundation

/// How many pages and items a paginated collection holds, as far as the API tells.
///
/// Strategies read it from response headers such as `X-Total-Pages` and `X-Total-Count`;
/// either count is `nil` when the API does not send it.
public struct PageTotals: Sendable, Hashable {
    /// The number of pages, or `nil` when unknown.
    public var pages: Int?
    /// The number of items, or `nil` when unknown.
    public var items: Int?

    /// Creates totals from known counts.
    ///
    /// - Parameters:
    ///   - pages: The number of pages, if known.
    ///   - items: The number of items, if known.
    public init(pages: Int? = nil, items: Int? = nil) {
        self.pages = pages
        self.items = items
    }

    /// Reads the totals from two response headers; a missing, negative or non-numeric value is `nil`.
    ///
    /// - Parameters:
    ///   - headers: The response headers.
    ///   - pagesHeader: The header holding the page count, such as `X-Total-Pages`.
    ///   - itemsHeader: The header holding the item count, such as `X-Total-Count`.
    public init(headers: HTTPHeaders, pagesHeader: String?, itemsHeader: String?) {
        pages = PageTotals.count(in: headers, named: pagesHeader)
        items = PageTotals.count(in: headers, named: itemsHeader)
    }

    private static func count(in headers: HTTPHeaders, named name: String?) -> Int? {
        guard let name, let text = headers[name] else { return nil }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= 0 else { return nil }
        return value
    }
}
