// WordPress.ErrorCode: core's codes about posts, revisions, autosaves, terms, types, statuses, search.
import Foundation

extension WordPress.ErrorCode {
    /// `rest_autosave_no_changes`: “There is nothing to save. The autosave and the post content are the same.”
    public static let autosaveNoChanges: Self = "rest_autosave_no_changes"
    /// `rest_cannot_assign_sticky`: “Sorry, you are not allowed to make posts sticky.”
    public static let cannotAssignSticky: Self = "rest_cannot_assign_sticky"
    /// `rest_cannot_assign_term`: “Sorry, you are not allowed to assign the provided terms.”
    public static let cannotAssignTerm: Self = "rest_cannot_assign_term"
    /// `rest_cannot_edit_others`: “Sorry, you are not allowed to create posts as this user.”
    public static let cannotEditOthers: Self = "rest_cannot_edit_others"
    /// `rest_cannot_publish`: “Sorry, you are not allowed to create private posts in this post type.”
    public static let cannotPublish: Self = "rest_cannot_publish"
    /// `rest_cannot_read_status`: “Cannot view status.”
    public static let cannotReadStatus: Self = "rest_cannot_read_status"
    /// `rest_cannot_read_type`: “Cannot view post type.”
    public static let cannotReadType: Self = "rest_cannot_read_type"
    /// `rest_cannot_update`: “Sorry, you are not allowed to edit this term.”
    public static let cannotUpdate: Self = "rest_cannot_update"
    /// `rest_forbidden_status`: “Status is forbidden.”
    public static let forbiddenStatus: Self = "rest_forbidden_status"
    /// `rest_invalid_author`: “Invalid author ID.”
    public static let invalidAuthor: Self = "rest_invalid_author"
    /// `rest_invalid_featured_media`: “Invalid featured media ID.”
    public static let invalidFeaturedMedia: Self = "rest_invalid_featured_media"
    /// `rest_invalid_field`: “A post can not be sticky and have a password.”
    public static let invalidField: Self = "rest_invalid_field"
    /// `rest_meta_database_error`: “Could not delete meta value from database.”
    public static let metaDatabaseError: Self = "rest_meta_database_error"
    /// `rest_no_search_term_defined`: “You need to define a search term to order by relevance.”
    public static let noSearchTermDefined: Self = "rest_no_search_term_defined"
    /// `rest_orderby_include_missing_include`: “You need to define an include parameter to order by include.”
    public static let orderbyIncludeMissingInclude: Self = "rest_orderby_include_missing_include"
    /// `rest_post_incorrect_password`: “Incorrect post password.”
    public static let postIncorrectPassword: Self = "rest_post_incorrect_password"
    /// `rest_post_invalid_page_number`: a page past the last one.
    public static let postInvalidPageNumber: Self = "rest_post_invalid_page_number"
    /// `rest_post_invalid_parent`: “Invalid post parent ID.”
    public static let postInvalidParent: Self = "rest_post_invalid_parent"
    /// `rest_post_no_autosave`: “There is no autosave revision for this post.”
    public static let postNoAutosave: Self = "rest_post_no_autosave"
    /// `rest_revision_invalid_offset_number`: “The offset number requested is larger than or equal to the number of
    /// available revisions.”
    public static let revisionInvalidOffsetNumber: Self = "rest_revision_invalid_offset_number"
    /// `rest_revision_invalid_page_number`: “The page number requested is larger than the number of pages available.”
    public static let revisionInvalidPageNumber: Self = "rest_revision_invalid_page_number"
    /// `rest_search_handler_error`: “Internal search handler error.”
    public static let searchHandlerError: Self = "rest_search_handler_error"
    /// `rest_search_invalid_page_number`: “The page number requested is larger than the number of pages available.”
    public static let searchInvalidPageNumber: Self = "rest_search_invalid_page_number"
    /// `rest_search_invalid_type`: “Invalid type parameter.”
    public static let searchInvalidType: Self = "rest_search_invalid_type"
    /// `rest_status_invalid`: “Invalid status.”
    public static let statusInvalid: Self = "rest_status_invalid"
    /// `rest_taxonomy_invalid`: “Invalid taxonomy.”
    public static let taxonomyInvalid: Self = "rest_taxonomy_invalid"
    /// `rest_type_invalid`: “Invalid post type.”
    public static let typeInvalid: Self = "rest_type_invalid"
    /// `rest_user_cannot_delete_post`: “Sorry, you are not allowed to delete this post.”
    public static let userCannotDeletePost: Self = "rest_user_cannot_delete_post"

    /// The codes of this file, for ``known``.
    static let contentCodes: [Self] = [
        .autosaveNoChanges, .cannotAssignSticky, .cannotAssignTerm, .cannotEditOthers, .cannotPublish,
        .cannotReadStatus, .cannotReadType, .cannotUpdate, .forbiddenStatus, .invalidAuthor, .invalidFeaturedMedia,
        .invalidField, .metaDatabaseError, .noSearchTermDefined, .orderbyIncludeMissingInclude, .postIncorrectPassword,
        .postInvalidPageNumber, .postInvalidParent, .postNoAutosave, .revisionInvalidOffsetNumber,
        .revisionInvalidPageNumber, .searchHandlerError, .searchInvalidPageNumber, .searchInvalidType, .statusInvalid,
        .taxonomyInvalid, .typeInvalid, .userCannotDeletePost,
    ]
}
