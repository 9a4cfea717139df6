// WordPress.ErrorCode's known values: the codes core WordPress's REST API sends.
import Foundation

extension WordPress.ErrorCode {
    /// `rest_post_invalid_id`: no post (or page, media item) with that id.
    public static let postInvalidID: Self = "rest_post_invalid_id"
    /// `rest_post_invalid_page_number`: a page past the last one.
    public static let postInvalidPageNumber: Self = "rest_post_invalid_page_number"
    /// `rest_term_invalid`: no term with that id.
    public static let termInvalid: Self = "rest_term_invalid"
    /// `rest_comment_invalid_id`: no comment with that id.
    public static let commentInvalidID: Self = "rest_comment_invalid_id"
    /// `rest_user_invalid_id`: no user with that id.
    public static let userInvalidID: Self = "rest_user_invalid_id"
    /// `rest_forbidden`: signed in (or not) without the right to do this.
    public static let forbidden: Self = "rest_forbidden"
    /// `rest_forbidden_context`: the `edit` context without the right to edit.
    public static let forbiddenContext: Self = "rest_forbidden_context"
    /// `rest_cannot_create`: not allowed to create this item.
    public static let cannotCreate: Self = "rest_cannot_create"
    /// `rest_cannot_edit`: not allowed to edit this item.
    public static let cannotEdit: Self = "rest_cannot_edit"
    /// `rest_cannot_delete`: not allowed to delete this item.
    public static let cannotDelete: Self = "rest_cannot_delete"
    /// `rest_cannot_read`: not allowed to read this item.
    public static let cannotRead: Self = "rest_cannot_read"
    /// `rest_cannot_view`: not allowed to view this item.
    public static let cannotView: Self = "rest_cannot_view"
    /// `rest_cannot_manage_plugins`: not allowed to manage plugins.
    public static let cannotManagePlugins: Self = "rest_cannot_manage_plugins"
    /// `rest_not_logged_in`: the request carried no (valid) credentials.
    public static let notLoggedIn: Self = "rest_not_logged_in"
    /// `rest_invalid_param`: parameters failed validation; see ``WordPress/APIError/invalidParameters``.
    public static let invalidParam: Self = "rest_invalid_param"
    /// `rest_missing_callback_param`: a required parameter is missing.
    public static let missingCallbackParam: Self = "rest_missing_callback_param"
    /// `rest_invalid_type`: a parameter has the wrong JSON type (inside ``invalidParam`` details).
    public static let invalidType: Self = "rest_invalid_type"
    /// `rest_not_in_enum`: a parameter is not one of its allowed values (inside ``invalidParam`` details).
    public static let notInEnum: Self = "rest_not_in_enum"
    /// `rest_invalid_json`: the body is not valid JSON.
    public static let invalidJSON: Self = "rest_invalid_json"
    /// `rest_no_route`: no route matches the URL and method.
    public static let noRoute: Self = "rest_no_route"
    /// `rest_already_trashed`: the item is already in the trash.
    public static let alreadyTrashed: Self = "rest_already_trashed"
    /// `rest_trash_not_supported`: this kind of item has no trash; delete with `force`.
    public static let trashNotSupported: Self = "rest_trash_not_supported"
    /// `rest_cookie_invalid_nonce`: cookie authentication without a valid nonce.
    public static let cookieInvalidNonce: Self = "rest_cookie_invalid_nonce"
    /// `incorrect_password`: the application password is wrong.
    public static let incorrectPassword: Self = "incorrect_password"
    /// `invalid_username`: no user with that name.
    public static let invalidUsername: Self = "invalid_username"
    /// `application_passwords_disabled`: the site turned application passwords off.
    public static let applicationPasswordsDisabled: Self = "application_passwords_disabled"
    /// `rest_upload_no_data`: a media upload without a body.
    public static let uploadNoData: Self = "rest_upload_no_data"
    /// `rest_application_password_not_found`: no application password with that uuid.
    public static let applicationPasswordNotFound: Self = "rest_application_password_not_found"
    /// `rest_cannot_create_user`: not allowed to create users.
    public static let cannotCreateUser: Self = "rest_cannot_create_user"
    /// `rest_cannot_edit_roles`: not allowed to give a user that role.
    public static let cannotEditRoles: Self = "rest_cannot_edit_roles"
    /// `rest_user_cannot_delete`: not allowed to delete this user.
    public static let userCannotDelete: Self = "rest_user_cannot_delete"
    /// `rest_template_not_found`: no template or template part with that id.
    public static let templateNotFound: Self = "rest_template_not_found"
    /// `plugins_api_failed`: the site could not ask the plugin directory (WordPress.org) about the plugin.
    public static let pluginsAPIFailed: Self = "plugins_api_failed"
    /// `http_request_not_executed`: the site refused to make an outgoing request (WordPress.org unreachable).
    public static let httpRequestNotExecuted: Self = "http_request_not_executed"
    /// `folder_exists`: the plugin to install is already there.
    public static let folderExists: Self = "folder_exists"
}
