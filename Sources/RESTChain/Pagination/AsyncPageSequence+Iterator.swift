// AsyncPageSequence's iterator: plans each batch, fetches it, checks it page by page, and hands pages out in order.
import Foundation

extension AsyncPageSequence {
    /// Walks the collection page by page; see ``AsyncPageSequence``.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        private let sequence: AsyncPageSequence
        private var state: PaginationState?
        private var buffer: [Page<Item>] = []
        private var pendingError: RESTError?

        init(sequence: AsyncPageSequence) {
            self.sequence = sequence
        }

        /// The next page, fetching it (and possibly the few after it) when none is waiting.
        ///
        /// - Returns: The next page, or `nil` after the last one.
        /// - Throws: The ``RESTError`` of the failed page, ``RESTError/cancelled`` when the task is cancelled,
        ///   ``RESTError/pagination(_:)`` when the server repeats itself or, with no strategy, the first page has no
        ///   `Link` header.
        public mutating func next() async throws(RESTError) -> Page<Item>? {
            if buffer.isEmpty, pendingError == nil {
                try await fetchBatch()
            }
            if !buffer.isEmpty {
                let page = buffer.removeFirst()
                if let progress = state?.deliver(page) { sequence.progressHandler?(progress) }
                return page
            }
            if let error = pendingError {
                pendingError = nil
                throw error
            }
            return nil
        }

        /// Fetches the next batch and fills ``buffer``, and ``pendingError`` with the error that ends it.
        private mutating func fetchBatch() async throws(RESTError) {
            let strategy = sequence.strategy ?? ImplicitLinkHeaderStrategy()
            var state = self.state ?? PaginationState(first: strategy.firstRequest(from: sequence.session))
            defer { self.state = state }
            guard !state.isFinished else { return }
            guard !Task.isCancelled else {
                state.finish()
                throw .cancelled
            }
            let window = sequence.maxConcurrentPages
            let ahead = state.lastPage.map { strategy.requests(following: $0, limit: window) } ?? []
            let batch = state.batch(ahead: ahead, limit: window)
            let results = await PagePrefetcher(decode: sequence.decode).fetch(batch)
            if Task.isCancelled {
                state.finish()
                throw .cancelled
            }
            for (session, result) in zip(batch, results) where state.expects(session) {
                switch result {
                case .success(let fetched):
                    accept(fetched, from: session, strategy: strategy, state: &state)
                case .failure(let error):
                    state.finish()
                    if !strategy.isEndOfCollection(error) { pendingError = error }
                }
            }
        }

        /// Checks one fetched page, works out what follows it and buffers it.
        private mutating func accept(
            _ fetched: PagePrefetcher<Item>.Fetched,
            from session: GetSession,
            strategy: any PaginationStrategy,
            state: inout PaginationState
        ) {
            do throws(RESTError) {
                let totals = strategy.totals(in: fetched.response)
                let count = fetched.items.count
                let context = try state.accept(session, response: fetched.response, itemCount: count, totals: totals)
                let next = try strategy.nextRequest(after: context)
                if fetched.items.isEmpty, next == nil, context.number > 1 {
                    state.finish()
                    return
                }
                buffer.append(
                    Page(
                        items: fetched.items, number: context.number, headers: fetched.response.headers,
                        totalPages: totals.pages, totalItems: totals.items, hasMore: next != nil,
                        url: fetched.response.url
                    ))
                try state.advance(after: context, to: next)
            } catch {
                state.finish()
                pendingError = error
            }
        }
    }
}
