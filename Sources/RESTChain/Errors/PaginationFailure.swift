// PaginationFailure: why a paginated walk stopped on its own — no strategy, or a server that repeats itself.
import Foundation

/// Why a walk over pages failed by itself rather than because of a request, carried by
/// ``RESTError/pagination(_:)``.
///
/// ```swift
/// catch .pagination(.repeatedRequest(let url, _)) { print("the server sends", url, "again and again") }
/// ```
public enum PaginationFailure: Sendable, Equatable, CustomStringConvertible {
    /// No strategy was given to the walk, the client declares none, and the first page has no `Link` header to
    /// follow.
    case noStrategy
    /// The request after page `afterPage` (its final URL) was already sent earlier in the walk.
    case repeatedRequest(url: String, afterPage: Int)
    /// The announced page count grew on `growths` pages, from `first` to `last`, while the walk went on.
    case growingPageCount(first: Int, last: Int, growths: Int)
    /// Page `page` has exactly the body of the page before it: the API seems to ignore the page parameter.
    case repeatedPage(Int)

    /// What happened, in one readable line.
    public var description: String {
        switch self {
        case .noStrategy:
            return "no pagination strategy: the first page has no Link header; set ClientConfiguration.pagination "
                + "or call paginated(by:)"
        case .repeatedRequest(let url, let number):
            return "pagination loop: the page after page \(number) is \(url) again, which the walk already "
                + "fetched; the server repeats its next page"
        case .growingPageCount(let first, let last, let growths):
            return "pagination loop: the page count kept growing (\(first) → \(last), \(growths) times) while "
                + "pages were read; the server adds pages as fast as they are fetched"
        case .repeatedPage(let number):
            return "pagination loop: page \(number) has the same body as page \(number - 1); the API seems to "
                + "ignore the page parameter"
        }
    }
}
