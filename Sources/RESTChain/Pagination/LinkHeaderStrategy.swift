// LinkHeaderStrategy: follows the RFC 8288 `Link` header's `rel="next"` link until there is none.
import Foundation

/// Follows the `next` link of each response's RFC 8288 `Link` header, as GitHub sends, until a page
/// has none.
///
/// ```swift
/// for try await page in github.get("user/repos").pages(of: Repo.self).paginated(by: .linkHeader()) { … }
/// ```
/// Relative links are resolved against the URL that answered. The next request keeps the session's headers and
/// options; on the same origin it also keeps the session's secret query items (such as `access_token`) that the
/// link leaves out, and on another origin it drops every secret header, as a redirect would.
///
/// Totals come from headers when the API sends them, else from the links themselves: the page number of the
/// `last` link (counted from the `first` link's, so an API counting from 0 reads right), as GitHub sends it.
public struct LinkHeaderStrategy: PaginationStrategy {
    /// The relation type to follow; `next` by default.
    public var relation = "next"
    /// The response header holding the number of pages, if the API sends one.
    public var totalPagesHeader: String? = nil
    /// The response header holding the number of items; `X-Total-Count` by default.
    public var totalItemsHeader: String? = "X-Total-Count"
    /// The query item holding the page number in the `first` and `last` links; `page` by default, `nil` to read
    /// no page count from links.
    public var pageKey: String? = "page"

    /// The totals from ``totalPagesHeader`` and ``totalItemsHeader``; without a page count there, the number of
    /// pages the `first` and `last` links span.
    public func totals(in response: RESTResponse) -> PageTotals {
        var totals = PageTotals(
            headers: response.headers, pagesHeader: totalPagesHeader, itemsHeader: totalItemsHeader)
        if totals.pages == nil, let pageKey, let value = response.headers["Link"] {
            let links = LinkHeader(value)
            let last = Self.pageNumber(in: links.url(for: "last", relativeTo: response.url), key: pageKey)
            let first = Self.pageNumber(in: links.url(for: "first", relativeTo: response.url), key: pageKey) ?? 1
            if let last, last >= first { totals.pages = last - first + 1 }
        }
        return totals
    }

    private static func pageNumber(in url: URL?, key: String) -> Int? {
        guard let url, let items = URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems,
            let value = items.first(where: { $0.name == key })?.value
        else { return nil }
        return Int(value)
    }

    /// The request for the link with relation type ``relation``, or `nil` when the response has none.
    public func nextRequest(after page: PageContext) throws(RESTError) -> GetSession? {
        guard let value = page.response.headers["Link"] else { return nil }
        let base = page.response.url ?? URL(string: page.session.request.absoluteString)
        guard let url = LinkHeader(value).url(for: relation, relativeTo: base) else { return nil }
        return page.session.following(url)
    }
}

extension PaginationStrategy where Self == LinkHeaderStrategy {
    /// Follows `Link: <…>; rel="next"` headers, such as `.linkHeader()` or
    /// `.linkHeader(totalPagesHeader: "X-Page-Total")`.
    ///
    /// - Parameters:
    ///   - relation: The relation type to follow; `next` by default.
    ///   - totalPagesHeader: The header with the page count, such as `X-Page-Total`; without one, the `last` link's
    ///     page number.
    ///   - totalItemsHeader: The header with the item count; `X-Total-Count` by default.
    ///   - pageKey: The page number's query item in the links; `page` by default, `nil` to read no page count
    ///     from links.
    /// - Returns: The strategy.
    public static func linkHeader(
        relation: String = "next",
        totalPagesHeader: String? = nil,
        totalItemsHeader: String? = "X-Total-Count",
        pageKey: String? = "page"
    ) -> LinkHeaderStrategy {
        LinkHeaderStrategy(
            relation: relation, totalPagesHeader: totalPagesHeader, totalItemsHeader: totalItemsHeader, pageKey: pageKey
        )
    }
}
