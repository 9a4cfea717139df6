// PaginationState: the bookkeeping of one walk — what comes next, what was fetched, and the loop guards.
import Foundation

/// The bookkeeping of one walk through a paginated collection, free of any I/O so it can be tested alone.
///
/// It holds the request that comes next, plans a batch of requests to fetch together, numbers the pages as they
/// are accepted in order, counts what was delivered, and stops a server that repeats itself: a request sent
/// twice, a page count that keeps growing, a page identical to the one before.
struct PaginationState: Sendable {
    /// How many times the announced page count may grow before the walk fails.
    static let growthLimit = 3

    /// The request to send next; `nil` once the walk is finished.
    private(set) var upcoming: GetSession?
    /// Whether no more requests will be sent.
    private(set) var isFinished = false
    /// The pages accepted so far, in order.
    private(set) var pagesAccepted = 0
    /// The last page accepted, which the next batch follows.
    private(set) var lastPage: PageContext?
    /// The pages and items handed to the caller so far.
    private(set) var progress = PaginationProgress(pagesFetched: 0, itemsFetched: 0)

    private var requested: Set<String> = []
    private var firstPageTotal: Int?
    private var largestPageTotal: Int?
    private var growths = 0
    private var previousBody: Data?

    /// A walk whose first request is `first`.
    init(first: GetSession) {
        upcoming = first
    }

    /// The requests to send together: the upcoming one, then those of `ahead` that follow it, up to `limit` in
    /// all; only the upcoming one when `ahead` does not start with it.
    func batch(ahead: [GetSession], limit: Int) -> [GetSession] {
        guard let upcoming else { return [] }
        guard limit > 1, ahead.first?.request.absoluteString == upcoming.request.absoluteString else {
            return [upcoming]
        }
        var keys = requested
        keys.insert(upcoming.request.absoluteString)
        var batch = [upcoming]
        for session in ahead.dropFirst().prefix(limit - 1) {
            guard keys.insert(session.request.absoluteString).inserted else { break }
            batch.append(session)
        }
        return batch
    }

    /// Whether `session` is the request the walk expects next.
    func expects(_ session: GetSession) -> Bool {
        upcoming?.request.absoluteString == session.request.absoluteString
    }

    /// Accepts the response to the upcoming request and returns the page's context.
    ///
    /// - Throws: ``RESTError/pagination(_:)`` — ``PaginationFailure/growingPageCount(first:last:growths:)`` when
    ///   the page count has grown too often, ``PaginationFailure/repeatedPage(_:)`` when the body repeats the
    ///   previous page's.
    mutating func accept(
        _ session: GetSession,
        response: RESTResponse,
        itemCount: Int,
        totals: PageTotals
    ) throws(RESTError) -> PageContext {
        requested.insert(session.request.absoluteString)
        pagesAccepted += 1
        if let pages = totals.pages {
            if let largest = largestPageTotal, pages > largest {
                growths += 1
                if growths >= Self.growthLimit {
                    finish()
                    let first = firstPageTotal ?? largest
                    throw RESTError.pagination(.growingPageCount(first: first, last: pages, growths: growths))
                }
            }
            firstPageTotal = firstPageTotal ?? pages
            largestPageTotal = max(largestPageTotal ?? pages, pages)
        }
        if itemCount > 0, previousBody == response.body {
            finish()
            throw RESTError.pagination(.repeatedPage(pagesAccepted))
        }
        previousBody = itemCount > 0 ? response.body : nil
        let page = PageContext(
            number: pagesAccepted,
            session: session,
            response: response,
            itemCount: itemCount,
            totals: totals
        )
        lastPage = page
        return page
    }

    /// Moves on after `page` to `next`, or finishes when `next` is `nil`.
    ///
    /// - Throws: ``RESTError/pagination(_:)`` with ``PaginationFailure/repeatedRequest(url:afterPage:)`` when
    ///   `next` was already sent.
    mutating func advance(after page: PageContext, to next: GetSession?) throws(RESTError) {
        guard let next else { return finish() }
        let key = next.request.absoluteString
        guard !requested.contains(key) else {
            finish()
            throw RESTError.pagination(.repeatedRequest(url: key, afterPage: page.number))
        }
        upcoming = next
    }

    /// Counts a page handed to the caller and returns the progress so far.
    mutating func deliver<Item>(_ page: Page<Item>) -> PaginationProgress {
        progress.pagesFetched += 1
        progress.itemsFetched += page.items.count
        progress.totalPages = page.totalPages ?? progress.totalPages
        progress.totalItems = page.totalItems ?? progress.totalItems
        return progress
    }

    /// Ends the walk: nothing more is sent.
    mutating func finish() {
        upcoming = nil
        isFinished = true
    }
}
