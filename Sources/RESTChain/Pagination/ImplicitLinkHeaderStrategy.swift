// ImplicitLinkHeaderStrategy: how a client that declares no strategy pages — RFC 8288 `Link` headers, if any.
import Foundation

/// The walk of a client that declares no pagination strategy: it follows RFC 8288 `Link: <…>; rel="next"`, which
/// GitHub, GitLab and many others send, and ends on a page with no `next` link.
///
/// A first page with no `Link` header at all gives no signal — one page, or an API that pages another way — and
/// fails with ``PaginationFailure/noStrategy``; declare ``LinkHeaderStrategy`` to read it as the only page.
struct ImplicitLinkHeaderStrategy: PaginationStrategy {
    private let links = LinkHeaderStrategy()

    /// The totals the links and `X-Total-Count` give (``LinkHeaderStrategy/totals(in:)``).
    func totals(in response: RESTResponse) -> PageTotals {
        links.totals(in: response)
    }

    /// The `next` link's request, `nil` on a page without one.
    ///
    /// - Throws: ``RESTError/pagination(_:)`` with ``PaginationFailure/noStrategy`` when the first page has no
    ///   `Link` header.
    func nextRequest(after page: PageContext) throws(RESTError) -> GetSession? {
        guard page.number > 1 || page.response.headers["Link"] != nil else { throw .pagination(.noStrategy) }
        return try links.nextRequest(after: page)
    }
}
