// PageNumberStrategy: walks a collection by page number and page size query items, totals in headers.
import Foundation

/// Walks a collection with a page number query item (and optionally a page size), reading totals from headers.
///
/// Made by ``PaginationStrategy/pageNumber(pageKey:firstPageNumber:pageSizeKey:pageSize:maxPageSize:totalPagesHeader:totalItemsHeader:isOutOfRange:)``
/// with the names your API uses:
/// ```swift
/// let strategy: PageNumberStrategy = .pageNumber(
///     pageKey: "p", pageSizeKey: "size", pageSize: 50, totalPagesHeader: "X-Pages", totalItemsHeader: "X-Count")
/// ```
/// The walk starts at the page the session names in `pageKey`, else at ``firstPageNumber``; a page size the
/// session names is kept (cut to ``maxPageSize``), else ``pageSize`` is sent. It ends after an empty page,
/// after the last page the totals announce or, when the API sends no page count, after a page shorter than the
/// page size (set ``maxPageSize`` if the API silently sends fewer items than asked), or when ``isOutOfRange``
/// recognises the API's answer to a page past the end. Once the page count is known, the following pages can be
/// fetched ahead.
public struct PageNumberStrategy: PaginationStrategy {
    /// The query item holding the page number, such as `page`.
    public var pageKey: String
    /// The number of the first page: `1`, or `0` for APIs that count from zero.
    public var firstPageNumber: Int
    /// The query item holding the page size, such as `per_page`; `nil` when the API has none.
    public var pageSizeKey: String?
    /// The page size sent when the session names none; `nil` leaves the API's default.
    public var pageSize: Int?
    /// The largest page size the API accepts; larger sizes are cut to it.
    public var maxPageSize: Int?
    /// The response header holding the number of pages, such as `X-Total-Pages`.
    public var totalPagesHeader: String?
    /// The response header holding the number of items, such as `X-Total-Count`.
    public var totalItemsHeader: String?
    /// Whether an error is the API's way of saying a page is past the end; such an error ends the walk cleanly.
    public var isOutOfRange: @Sendable (RESTError) -> Bool

    /// The session with its page number set (unless it names one) and its page size set or cut to the maximum.
    public func firstRequest(from session: GetSession) -> GetSession {
        var first = session
        if Self.integer(pageKey, in: session) == nil {
            first = first.setting(query: pageKey, to: String(firstPageNumber))
        }
        guard let pageSizeKey else { return first }
        if let requested = Self.integer(pageSizeKey, in: session) {
            if let maxPageSize, requested > maxPageSize {
                first = first.setting(query: pageSizeKey, to: String(maxPageSize))
            }
        } else if let pageSize {
            first = first.setting(query: pageSizeKey, to: String(min(pageSize, maxPageSize ?? pageSize)))
        }
        return first
    }

    /// The totals from ``totalPagesHeader`` and ``totalItemsHeader``.
    public func totals(in response: RESTResponse) -> PageTotals {
        PageTotals(headers: response.headers, pagesHeader: totalPagesHeader, itemsHeader: totalItemsHeader)
    }

    /// The next page number's request, or `nil` after an empty page, the last page the totals announce, or —
    /// when the API sends no page count — a page shorter than the page size.
    public func nextRequest(after page: PageContext) throws(RESTError) -> GetSession? {
        guard let current = Self.integer(pageKey, in: page.session), page.itemCount > 0 else { return nil }
        if let last = lastPageNumber(page.totals) {
            if current >= last { return nil }
        } else if let pageSizeKey, let size = Self.integer(pageSizeKey, in: page.session), page.itemCount < size {
            return nil
        }
        return page.session.setting(query: pageKey, to: String(current + 1))
    }

    /// The requests for the next `limit` page numbers, up to the last page the totals announce.
    public func requests(following page: PageContext, limit: Int) -> [GetSession] {
        guard limit > 0, let last = lastPageNumber(page.totals), let current = Self.integer(pageKey, in: page.session),
            current < last
        else { return [] }
        return (current + 1...min(current + limit, last)).map { page.session.setting(query: pageKey, to: String($0)) }
    }

    /// Asks ``isOutOfRange``.
    public func isEndOfCollection(_ error: RESTError) -> Bool { isOutOfRange(error) }

    private func lastPageNumber(_ totals: PageTotals) -> Int? {
        totals.pages.map { firstPageNumber + $0 - 1 }
    }

    private static func integer(_ key: String, in session: GetSession) -> Int? {
        session.request.queryItems.last { $0.name == key }?.value.flatMap { Int($0) }
    }
}
