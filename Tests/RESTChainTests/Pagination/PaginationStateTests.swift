// PaginationState without a socket: batches, the loop guards and progress.
import Foundation
import Testing

@testable import RESTChain

struct PaginationStateTests {
    private let api: RESTClient

    init() throws {
        api = try stubClient(StubTransport { _ in RESTResponse(statusCode: 200) })
    }

    private func page(_ number: Int) -> GetSession {
        api.get("items").setting(query: "page", to: String(number))
    }

    private func body(_ text: String) -> RESTResponse {
        RESTResponse(statusCode: 200, body: Data(text.utf8))
    }

    @Test func `a batch is the upcoming request and the following ones that agree with it`() {
        let state = PaginationState(first: page(1))
        #expect(
            state.batch(ahead: [page(1), page(2), page(3)], limit: 2).map(\.request.absoluteString)
                == [page(1), page(2)].map(\.request.absoluteString))
        #expect(state.batch(ahead: [page(2), page(3)], limit: 4).count == 1)
        #expect(state.batch(ahead: [page(1), page(2), page(1)], limit: 4).count == 2)
        #expect(state.batch(ahead: [page(1), page(2)], limit: 1).count == 1)
    }

    @Test func `a next request already sent is a loop`() throws {
        var state = PaginationState(first: page(1))
        let first = try state.accept(page(1), response: body("[1]"), itemCount: 1, totals: PageTotals())
        try state.advance(after: first, to: page(2))
        let second = try state.accept(page(2), response: body("[2]"), itemCount: 1, totals: PageTotals())
        #expect { try state.advance(after: second, to: page(1)) } throws: {
            if case .repeatedRequest(_, afterPage: 2)? = ($0 as? RESTError)?.paginationFailure { true } else { false }
        }
        #expect(state.isFinished)
        #expect(state.upcoming == nil)
    }

    @Test func `a page count that grows three times is a loop, once is not`() throws {
        var state = PaginationState(first: page(1))
        for (index, total) in [14, 15, 15, 16].enumerated() {
            _ = try state.accept(
                page(index + 1), response: body("[\(index)]"), itemCount: 1,
                totals: PageTotals(pages: total))
        }
        #expect {
            try state.accept(page(5), response: body("[5]"), itemCount: 1, totals: PageTotals(pages: 17))
        } throws: {
            ($0 as? RESTError)?.paginationFailure == .growingPageCount(first: 14, last: 17, growths: 3)
        }
        #expect(state.isFinished)
    }

    @Test func `a page with the body of the page before is a loop, unless empty`() throws {
        var state = PaginationState(first: page(1))
        _ = try state.accept(page(1), response: body("[]"), itemCount: 0, totals: PageTotals())
        _ = try state.accept(page(2), response: body("[]"), itemCount: 0, totals: PageTotals())
        _ = try state.accept(page(3), response: body("[1]"), itemCount: 1, totals: PageTotals())
        #expect {
            try state.accept(page(4), response: body("[1]"), itemCount: 1, totals: PageTotals())
        } throws: {
            ($0 as? RESTError)?.paginationFailure == .repeatedPage(4)
        }
    }

    @Test func `pages are numbered in the order they are accepted`() throws {
        var state = PaginationState(first: page(0))
        let first = try state.accept(page(0), response: body("[1]"), itemCount: 1, totals: PageTotals())
        let second = try state.accept(page(1), response: body("[2]"), itemCount: 1, totals: PageTotals())
        #expect(first.number == 1)
        #expect(second.number == 2)
    }

    @Test func `progress adds up delivered pages and keeps the last totals known`() {
        var state = PaginationState(first: page(1))
        _ = state.deliver(Page(items: [1, 2], number: 1, totalPages: 2, totalItems: 3, hasMore: true))
        let progress = state.deliver(Page(items: [3], number: 2, hasMore: false))
        #expect(progress == PaginationProgress(pagesFetched: 2, itemsFetched: 3, totalPages: 2, totalItems: 3))
        #expect(progress.fractionCompleted == 1)
        #expect(PaginationProgress(pagesFetched: 1, itemsFetched: 5, totalPages: 4).fractionCompleted == 0.25)
        #expect(PaginationProgress(pagesFetched: 1, itemsFetched: 5).fractionCompleted == nil)
    }
}
