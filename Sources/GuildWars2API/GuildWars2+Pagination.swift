// Guild Wars 2's pagination: the core's page-number strategy with the GW2 API's names.
import Foundation
import RESTChain

extension GuildWars2 {
    /// How GW2 collections are paged: `page` from 0, `page_size` up to 200, totals in `X-Page-Total` and
    /// `X-Result-Total`. A 400 "page out of range" past the last page ends the walk instead of failing it.
    ///
    /// Every ``GuildWars2`` client uses it, so `items(of:)` on a collection walks it in pages of 200 when the
    /// session names no `page_size`.
    public static var pagination: PageNumberStrategy {
        .pageNumber(
            pageKey: "page",
            firstPageNumber: 0,
            pageSizeKey: "page_size",
            pageSize: 200,
            maxPageSize: 200,
            totalPagesHeader: "X-Page-Total",
            totalItemsHeader: "X-Result-Total",
            isOutOfRange: { error in
                guard case .httpStatus(let failure) = error, failure.statusCode == 400 else { return false }
                return (failure.apiError as? APIError)?.isPageOutOfRange ?? false
            }
        )
    }
}
