// PageContext: what a pagination strategy learns from one fetched page.
import Foundation

/// One fetched page as a ``PaginationStrategy`` sees it: the session that asked for it, the response, how many
/// items it held and the totals the strategy read from it.
///
/// Build one yourself to test a strategy without a server:
/// ```swift
/// let page = PageContext(number: 1, session: api.get("posts"), response: response, itemCount: 10)
/// #expect(try PageNumberStrategy.pageNumber().nextRequest(after: page) != nil)
/// ```
public struct PageContext: Sendable {
    /// The page's position in the walk: 1 for the first page fetched, whatever number the API gives it.
    public let number: Int
    /// The session that fetched this page; the next page's session is usually made from it.
    public let session: GetSession
    /// The accepted response.
    public let response: RESTResponse
    /// How many items the page held once decoded.
    public let itemCount: Int
    /// The totals the strategy read from the response.
    public let totals: PageTotals

    /// Creates the context of a fetched page.
    ///
    /// - Parameters:
    ///   - number: The page's position in the walk, from 1.
    ///   - session: The session that fetched the page.
    ///   - response: The accepted response.
    ///   - itemCount: How many items the page held.
    ///   - totals: The totals read from the response; none by default.
    public init(
        number: Int,
        session: GetSession,
        response: RESTResponse,
        itemCount: Int,
        totals: PageTotals = PageTotals()
    ) {
        self.number = number
        self.session = session
        self.response = response
        self.itemCount = itemCount
        self.totals = totals
    }

    /// The value of the last query item called `name` in the request that fetched this page, if there is one.
    public func queryValue(named name: String) -> String? {
        session.request.queryItems.last { $0.name == name }?.value
    }
}
