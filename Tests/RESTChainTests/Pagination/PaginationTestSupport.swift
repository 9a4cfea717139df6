// Shared pieces of the pagination tests: the test server's items, a client for it, and a walk that keeps errors.
import Foundation
import RESTChain
import TestSupport

/// An item of the test server's paginated collections: `{"id": i, "title": "Item i"}`.
struct Entry: Codable, Sendable, Equatable {
    let id: Int
    let title: String
}

/// A page body of the test server's `cursor` style: `{"items": […], "next_cursor": "…" or null}`.
struct Feed: Decodable, Sendable {
    let items: [Entry]
    let nextCursor: String?

    private enum CodingKeys: String, CodingKey {
        case items
        case nextCursor = "next_cursor"
    }
}

/// A client for the loopback server with `pagination` as its default strategy.
func paginationClient(_ server: TestServer, pagination: (any PaginationStrategy)? = nil) throws -> RESTClient {
    try RESTClient(baseURL: server.baseURL, pagination: pagination)
}

extension PaginationStrategy where Self == PageNumberStrategy {
    /// The test server's WordPress-style collections: `page` from 1, `per_page`, `X-WP-*` totals, and a 400
    /// `rest_post_invalid_page_number` past the end.
    static var wordPressStyle: PageNumberStrategy {
        .pageNumber(maxPageSize: 100, totalPagesHeader: "X-WP-TotalPages", totalItemsHeader: "X-WP-Total") {
            guard case .httpStatus(let failure) = $0 else { return false }
            return failure.statusCode == 400 && failure.bodyText.contains("rest_post_invalid_page_number")
        }
    }

    /// The test server's GW2-style collections: `page` from 0, `page_size`, `X-Page-Total`/`X-Result-Total`
    /// totals, and a 400 "page out of range" past the end.
    static var guildWars2Style: PageNumberStrategy {
        .pageNumber(
            firstPageNumber: 0, pageSizeKey: "page_size", maxPageSize: 200,
            totalPagesHeader: "X-Page-Total", totalItemsHeader: "X-Result-Total"
        ) {
            guard case .httpStatus(let failure) = $0 else { return false }
            return failure.statusCode == 400 && failure.bodyText.contains("page out of range")
        }
    }
}

/// The pages a walk delivered and the error that ended it, if any.
func walk<Item>(_ pages: AsyncPageSequence<Item>) async -> (pages: [Page<Item>], error: RESTError?) {
    var delivered: [Page<Item>] = []
    do {
        for try await page in pages {
            delivered.append(page)
        }
        return (delivered, nil)
    } catch {
        return (delivered, error)
    }
}

extension RESTError {
    /// The failure of a ``RESTError/pagination(_:)`` error, or `nil` for every other case.
    var paginationFailure: PaginationFailure? {
        if case .pagination(let failure) = self { return failure }
        return nil
    }
}

/// Collects values handed to a `@Sendable` callback from any task.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    /// Everything recorded so far, in order.
    var values: [Value] { lock.withLock { stored } }

    /// Records `value`.
    func record(_ value: Value) {
        lock.withLock { stored.append(value) }
    }
}
