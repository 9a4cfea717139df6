// PaginationStrategy: decides the next page's request and when a paginated collection ends.
import Foundation

/// Decides how a paginated collection is walked: the first request, the next one, and when it ends.
public protocol PaginationStrategy: Sendable {}
