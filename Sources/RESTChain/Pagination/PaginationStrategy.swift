// PaginationStrategy: decides the next page's request and when a paginated collection ends.
import Foundation

/// Decides how a paginated collection is walked: the first request, the next one, the totals, and when it ends.
///
/// A client declares its API's strategy in ``ClientConfiguration/pagination``; a walk can pick another with
/// ``AsyncPageSequence/paginated(by:)``. A client that declares none follows RFC 8288 `Link: <…>; rel="next"`
/// headers, and fails with ``PaginationFailure/noStrategy`` only when the first page has no `Link` header.
/// Use a strategy that ships with RESTChain:
/// ```swift
/// let site = try BaseURL("https://api.example.com")
/// let api = RESTClient(configuration: ClientConfiguration(baseURL: site, pagination: .pageNumber(pageSizeKey: "limit")))
/// let github = try RESTClient(baseURL: "https://api.github.com")
/// for try await page in github.get("user/repos").pages(of: Repo.self).paginated(by: .linkHeader()) { … }
/// ```
/// or write one. Only ``nextRequest(after:)`` is required:
/// ```swift
/// struct SinceIDStrategy: PaginationStrategy {
///     func nextRequest(after page: PageContext) throws(RESTError) -> GetSession? {
///         guard let last = page.response.headers["X-Last-ID"], page.itemCount > 0 else { return nil }
///         return page.session.setting(query: "since_id", to: last)
///     }
/// }
/// ```
/// Strategies are values, called from the task that iterates; they never send requests themselves.
public protocol PaginationStrategy: Sendable {
    /// The request for the first page, shaped from the session the caller built.
    ///
    /// The default returns `session` unchanged.
    func firstRequest(from session: GetSession) -> GetSession

    /// The totals a response announces; the default knows none.
    func totals(in response: RESTResponse) -> PageTotals

    /// The request for the page after `page`, or `nil` when `page` is the last one.
    ///
    /// - Throws: A ``RESTError`` when the response cannot be read, such as ``RESTError/decoding(_:)``.
    func nextRequest(after page: PageContext) throws(RESTError) -> GetSession?

    /// Up to `limit` requests for the pages that follow `page`, in order, to fetch them ahead; empty (the
    /// default) when the strategy cannot know them before the pages arrive.
    ///
    /// The first request must be the one ``nextRequest(after:)`` gives for `page`. Each page fetched ahead is
    /// still checked against ``nextRequest(after:)`` of its predecessor, and dropped if they disagree.
    func requests(following page: PageContext, limit: Int) -> [GetSession]

    /// Whether `error`, met while fetching a page, means the collection ended rather than that the walk
    /// failed — such as a 400 whose body says the page is past the last one. The default is `false`.
    func isEndOfCollection(_ error: RESTError) -> Bool
}

extension PaginationStrategy {
    /// Returns `session` unchanged.
    public func firstRequest(from session: GetSession) -> GetSession { session }

    /// Knows no totals.
    public func totals(in response: RESTResponse) -> PageTotals { PageTotals() }

    /// Knows no pages ahead.
    public func requests(following page: PageContext, limit: Int) -> [GetSession] { [] }

    /// Treats every error as a failure.
    public func isEndOfCollection(_ error: RESTError) -> Bool { false }
}
