// AsyncItemSequence: the items of a paginated collection, one by one, fetched page by page.
import Foundation

/// The items of a paginated collection, one by one; made by ``GetSession/items(of:)``.
///
/// ```swift
/// for try await article in api.get("articles").items(of: Article.self) { … }
/// let everything = try await api.get("articles").items(of: Article.self).collect()
/// ```
/// It walks an ``AsyncPageSequence`` and shares its behaviour: lazy, cancellable, pages fetched ahead once
/// their count is known, an error thrown after the items of every page before it.
public struct AsyncItemSequence<Item: Sendable>: AsyncSequence, Sendable {
    /// One item.
    public typealias Element = Item
    /// Every failure is a ``RESTError``.
    public typealias Failure = RESTError

    /// The pages the items come from.
    public let pages: AsyncPageSequence<Item>

    /// Creates the items of `pages`.
    public init(pages: AsyncPageSequence<Item>) {
        self.pages = pages
    }

    /// These items, walked by `strategy` instead of the client's strategy.
    public func paginated(by strategy: any PaginationStrategy) -> Self {
        Self(pages: pages.paginated(by: strategy))
    }

    /// These items, fetching up to `maxConcurrentPages` pages together once the following pages are known.
    public func prefetching(maxConcurrentPages: Int) -> Self {
        Self(pages: pages.prefetching(maxConcurrentPages: maxConcurrentPages))
    }

    /// These items, calling `handler` with the progress after each page is delivered.
    public func reportingProgress(_ handler: @escaping @Sendable (PaginationProgress) -> Void) -> Self {
        Self(pages: pages.reportingProgress(handler))
    }

    /// Every item of the collection, in order, once the last page has arrived.
    ///
    /// - Throws: The first ``RESTError`` the walk meets; the items fetched before it are dropped.
    public func collect() async throws(RESTError) -> [Item] {
        var items: [Item] = []
        var pages = pages.makeAsyncIterator()
        while let page = try await pages.next() {
            items += page.items
        }
        return items
    }

    /// Starts a walk; nothing is sent until its first `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(pages: pages.makeAsyncIterator())
    }

    /// Walks the items page by page.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        private var pages: AsyncPageSequence<Item>.Iterator
        private var items: IndexingIterator<[Item]> = [Item]().makeIterator()

        init(pages: AsyncPageSequence<Item>.Iterator) {
            self.pages = pages
        }

        /// The next item, fetching the next page when this one is used up.
        ///
        /// - Returns: The next item, or `nil` after the last one.
        /// - Throws: The errors of ``AsyncPageSequence/Iterator/next()``.
        public mutating func next() async throws(RESTError) -> Item? {
            while true {
                if let item = items.next() { return item }
                guard let page = try await pages.next() else { return nil }
                items = page.items.makeIterator()
            }
        }
    }
}
