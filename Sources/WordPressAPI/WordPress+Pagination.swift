// WordPress's pagination: the core's page-number strategy with WordPress's names.
import Foundation
import RESTChain

extension WordPress {
    /// How WordPress collections are paged: `page` from 1, `per_page` up to 100, totals in `X-WP-TotalPages` and
    /// `X-WP-Total`. A 400 whose code ends in `_invalid_page_number` (such as `rest_post_invalid_page_number`)
    /// past the last page ends the walk instead of failing it.
    ///
    /// Every ``WordPress`` client uses it; give it to a `RESTClient` of your own that talks to a WordPress site:
    /// ```swift
    /// ClientConfiguration(baseURL: site, pagination: WordPress.pagination)
    /// ```
    public static var pagination: PageNumberStrategy {
        .pageNumber(
            pageKey: "page",
            firstPageNumber: 1,
            pageSizeKey: "per_page",
            maxPageSize: 100,
            totalPagesHeader: "X-WP-TotalPages",
            totalItemsHeader: "X-WP-Total",
            isOutOfRange: { error in
                guard case .httpStatus(let failure) = error, failure.statusCode == 400,
                    let body = failure.apiError as? APIError
                else { return false }
                return body.code.rawValue.hasSuffix("_invalid_page_number")
            }
        )
    }
}
