// PageNumberStrategy's one spelling: `.pageNumber(…)` with your API's names.
import Foundation

extension PaginationStrategy where Self == PageNumberStrategy {
    /// A page-number strategy with your API's names, such as `.pageNumber(pageKey: "p", firstPageNumber: 0)`.
    ///
    /// - Parameters:
    ///   - pageKey: The page number's query item; `page` by default.
    ///   - firstPageNumber: The first page's number; `1` by default.
    ///   - pageSizeKey: The page size's query item; `per_page` by default, `nil` for none.
    ///   - pageSize: The page size to send when the session names none.
    ///   - maxPageSize: The largest page size the API accepts.
    ///   - totalPagesHeader: The header with the page count.
    ///   - totalItemsHeader: The header with the item count.
    ///   - isOutOfRange: Recognises the API's error for a page past the end; none by default.
    /// - Returns: The strategy.
    public static func pageNumber(
        pageKey: String = "page",
        firstPageNumber: Int = 1,
        pageSizeKey: String? = "per_page",
        pageSize: Int? = nil,
        maxPageSize: Int? = nil,
        totalPagesHeader: String? = nil,
        totalItemsHeader: String? = nil,
        isOutOfRange: @escaping @Sendable (RESTError) -> Bool = { _ in false }
    ) -> PageNumberStrategy {
        PageNumberStrategy(
            pageKey: pageKey, firstPageNumber: firstPageNumber, pageSizeKey: pageSizeKey, pageSize: pageSize,
            maxPageSize: maxPageSize, totalPagesHeader: totalPagesHeader, totalItemsHeader: totalItemsHeader,
            isOutOfRange: isOutOfRange
        )
    }
}
