// AsyncPageSequence: the pages of a paginated collection as an async sequence, fetched lazily.
import Foundation

/// The pages of a paginated collection, fetched as you iterate; made by ``GetSession/pages(of:)``.
///
/// ```swift
/// for try await page in api.get("articles").pages(of: Article.self) {
///     print(page.number, page.items.count, page.totalPages as Any)
/// }
/// ```
/// Nothing is sent until iteration starts. Each iteration fetches the first page alone; once a page tells how
/// many pages there are, the strategy can name the following ones, and up to ``maxConcurrentPages`` of them are
/// fetched together in a task group, then delivered in order — so at most that many pages are held at once.
/// Breaking out of the loop sends nothing more; cancelling the iterating task cancels the requests in flight
/// and ends the loop with ``RESTError/cancelled``. An error on page k is thrown after pages 1…k-1 were
/// delivered, unless the strategy recognises it as the end of the collection.
public struct AsyncPageSequence<Item: Sendable>: AsyncSequence, Sendable {
    /// A page of items.
    public typealias Element = Page<Item>
    /// Every failure is a ``RESTError``.
    public typealias Failure = RESTError

    /// How many pages are fetched together by default once the page count is known.
    public static var defaultMaxConcurrentPages: Int { 4 }

    /// The session for the first page, as the caller shaped it.
    let session: GetSession
    /// The strategy that walks the collection; `nil` fails the first iteration.
    private(set) var strategy: (any PaginationStrategy)?
    /// How many pages are fetched together once the following pages are known.
    public private(set) var maxConcurrentPages = AsyncPageSequence.defaultMaxConcurrentPages
    /// Called with the progress after each page is delivered.
    private(set) var progressHandler: (@Sendable (PaginationProgress) -> Void)?
    /// Turns an accepted response into the page's items.
    let decode: @Sendable (RESTResponse) throws(RESTError) -> [Item]

    /// Creates the pages of `session`'s collection, walked by `strategy`, each response decoded by `decode`.
    init(
        session: GetSession,
        strategy: (any PaginationStrategy)?,
        decode: @escaping @Sendable (RESTResponse) throws(RESTError) -> [Item]
    ) {
        self.session = session
        self.strategy = strategy
        self.decode = decode
    }

    /// These pages, walked by `strategy` instead of the client's strategy.
    ///
    /// ```swift
    /// api.get("repos").pages(of: Repo.self).paginated(by: .linkHeader())
    /// ```
    public func paginated(by strategy: any PaginationStrategy) -> Self {
        var copy = self
        copy.strategy = strategy
        return copy
    }

    /// These pages, fetching up to `maxConcurrentPages` together once the following pages are known; `1` fetches
    /// one page at a time.
    public func prefetching(maxConcurrentPages: Int) -> Self {
        var copy = self
        copy.maxConcurrentPages = Swift.max(1, maxConcurrentPages)
        return copy
    }

    /// These pages, calling `handler` with the progress after each page is delivered, in the iterating task.
    public func reportingProgress(_ handler: @escaping @Sendable (PaginationProgress) -> Void) -> Self {
        var copy = self
        copy.progressHandler = handler
        return copy
    }

    /// The items of these pages, one by one.
    public var items: AsyncItemSequence<Item> {
        AsyncItemSequence(pages: self)
    }

    /// Starts a walk; nothing is sent until its first `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }
}
