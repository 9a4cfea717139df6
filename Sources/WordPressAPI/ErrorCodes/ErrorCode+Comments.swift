// WordPress.ErrorCode: core's codes about comments.
import Foundation

extension WordPress.ErrorCode {
    /// `rest_already_trashed`: the item is already in the trash.
    public static let alreadyTrashed: Self = "rest_already_trashed"
    /// `rest_cannot_read_post`: “Sorry, you are not allowed to read the post for this comment.”
    public static let cannotReadPost: Self = "rest_cannot_read_post"
    /// `rest_comment_author_data_required`: “Creating a comment requires valid author name and email values.”
    public static let commentAuthorDataRequired: Self = "rest_comment_author_data_required"
    /// `rest_comment_author_invalid`: “Invalid comment author ID.”
    public static let commentAuthorInvalid: Self = "rest_comment_author_invalid"
    /// `rest_comment_closed`: “Sorry, comments are closed for this item.”
    public static let commentClosed: Self = "rest_comment_closed"
    /// `rest_comment_content_invalid`: “Invalid comment content.”
    public static let commentContentInvalid: Self = "rest_comment_content_invalid"
    /// `rest_comment_draft_post`: “Sorry, you are not allowed to create a comment on this post.”
    public static let commentDraftPost: Self = "rest_comment_draft_post"
    /// `rest_comment_exists`: “Cannot create existing comment.”
    public static let commentExists: Self = "rest_comment_exists"
    /// `rest_comment_failed_create`: “Creating comment failed.”
    public static let commentFailedCreate: Self = "rest_comment_failed_create"
    /// `rest_comment_failed_edit`: “Updating comment status failed.”
    public static let commentFailedEdit: Self = "rest_comment_failed_edit"
    /// `rest_comment_invalid_author`: the comment's author may not be set by this user.
    public static let commentInvalidAuthor: Self = "rest_comment_invalid_author"
    /// `rest_comment_invalid_author_ip`: the comment's author IP may not be set by this user.
    public static let commentInvalidAuthorIP: Self = "rest_comment_invalid_author_ip"
    /// `rest_comment_invalid_id`: no comment with that id.
    public static let commentInvalidID: Self = "rest_comment_invalid_id"
    /// `rest_comment_invalid_post_id`: “Sorry, you are not allowed to create this comment without a post.”
    public static let commentInvalidPostID: Self = "rest_comment_invalid_post_id"
    /// `rest_comment_invalid_status`: the comment's status may not be set by this user.
    public static let commentInvalidStatus: Self = "rest_comment_invalid_status"
    /// `rest_comment_invalid_type`: “Sorry, you are not allowed to change the comment type.”
    public static let commentInvalidType: Self = "rest_comment_invalid_type"
    /// `rest_comment_login_required`: “Sorry, you must be logged in to comment.”
    public static let commentLoginRequired: Self = "rest_comment_login_required"
    /// `rest_comment_trash_post`: “Sorry, you are not allowed to create a comment on this post.”
    public static let commentTrashPost: Self = "rest_comment_trash_post"
    /// `rest_forbidden_param`: a parameter the user may not set, such as `context=edit` without the right to edit.
    public static let forbiddenParam: Self = "rest_forbidden_param"
    /// `rest_invalid_comment_type`: “Cannot create a comment with that type.”
    public static let invalidCommentType: Self = "rest_invalid_comment_type"

    /// The codes of this file, for ``known``.
    static let commentsCodes: [Self] = [
        .alreadyTrashed, .cannotReadPost, .commentAuthorDataRequired, .commentAuthorInvalid, .commentClosed,
        .commentContentInvalid, .commentDraftPost, .commentExists, .commentFailedCreate, .commentFailedEdit,
        .commentInvalidAuthor, .commentInvalidAuthorIP, .commentInvalidID, .commentInvalidPostID, .commentInvalidStatus,
        .commentInvalidType, .commentLoginRequired, .commentTrashPost, .forbiddenParam, .invalidCommentType,
    ]
}
