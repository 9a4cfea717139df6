// WordPress.ErrorCode: core's codes about what many routes share: reading, creating, editing, deleting.
import Foundation

extension WordPress.ErrorCode {
    /// `rest_cannot_create`: not allowed to create this item.
    public static let cannotCreate: Self = "rest_cannot_create"
    /// `rest_cannot_delete`: not allowed to delete this item.
    public static let cannotDelete: Self = "rest_cannot_delete"
    /// `rest_cannot_edit`: not allowed to edit this item.
    public static let cannotEdit: Self = "rest_cannot_edit"
    /// `rest_cannot_manage_widgets`: “Sorry, you are not allowed to manage widgets on this site.”
    public static let cannotManageWidgets: Self = "rest_cannot_manage_widgets"
    /// `rest_cannot_read`: not allowed to read this item.
    public static let cannotRead: Self = "rest_cannot_read"
    /// `rest_cannot_view`: not allowed to view this item.
    public static let cannotView: Self = "rest_cannot_view"
    /// `rest_forbidden_context`: the `edit` context without the right to edit.
    public static let forbiddenContext: Self = "rest_forbidden_context"
    /// `rest_post_invalid_id`: no post (or page, media item) with that id.
    public static let postInvalidID: Self = "rest_post_invalid_id"
    /// `rest_trash_not_supported`: this kind of item has no trash; delete with `force`.
    public static let trashNotSupported: Self = "rest_trash_not_supported"

    /// The codes of this file, for ``known``.
    static let sharedCodes: [Self] = [
        .cannotCreate, .cannotDelete, .cannotEdit, .cannotManageWidgets, .cannotRead, .cannotView, .forbiddenContext,
        .postInvalidID, .trashNotSupported,
    ]
}
