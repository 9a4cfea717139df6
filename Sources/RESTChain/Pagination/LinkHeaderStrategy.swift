// LinkHeaderStrategy: follows the RFC 8288 `Link` header's `rel="next"` link until there is none.
import Foundation

/// Follows the `next` link of each response's RFC 8288 `Link` header, as GitHub and GW2 send, until a page
/// has none.
///
/// ```swift
/// for try await page in github.get("user/repos").pages(of: Repo.self).paginated(by: .linkHeader) { … }
/// ```
/// Relative links are resolved against the URL that answered. The next request keeps the session's headers and
/// options; on the same origin it also keeps the session's secret query items (such as `access_token`) that the
/// link leaves out, and on another origin it drops every secret header, as a redirect would.
public struct LinkHeaderStrategy: PaginationStrategy {
    /// The relation type to follow; `next` by default.
    public var relation: String
    /// The response header holding the number of pages, if the API sends one.
    public var totalPagesHeader: String?
    /// The response header holding the number of items, if the API sends one.
    public var totalItemsHeader: String?

    /// Creates a strategy that follows `relation` links.
    ///
    /// - Parameters:
    ///   - relation: The relation type to follow; `next` by default.
    ///   - totalPagesHeader: The header with the page count, such as GW2's `X-Page-Total`.
    ///   - totalItemsHeader: The header with the item count, such as GW2's `X-Result-Total`.
    public init(relation: String = "next", totalPagesHeader: String? = nil, totalItemsHeader: String? = nil) {
        self.relation = relation
        self.totalPagesHeader = totalPagesHeader
        self.totalItemsHeader = totalItemsHeader
    }

    /// The totals from ``totalPagesHeader`` and ``totalItemsHeader``.
    public func totals(in response: RESTResponse) -> PageTotals {
        PageTotals(headers: response.headers, pagesHeader: totalPagesHeader, itemsHeader: totalItemsHeader)
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
    /// Follows `Link: <…>; rel="next"` headers.
    public static var linkHeader: LinkHeaderStrategy { LinkHeaderStrategy() }
}
