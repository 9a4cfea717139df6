// WordPress.ErrorCode: core's codes about users, application passwords and signing in with one.
import Foundation

extension WordPress.ErrorCode {
    /// `application_passwords_disabled`: the site turned application passwords off.
    public static let applicationPasswordsDisabled: Self = "application_passwords_disabled"
    /// `application_passwords_disabled_for_user`: “Application passwords are not available for your account. Please
    /// contact the site administrator for assistance.”
    public static let applicationPasswordsDisabledForUser: Self = "application_passwords_disabled_for_user"
    /// `incorrect_password`: the application password is wrong.
    public static let incorrectPassword: Self = "incorrect_password"
    /// `invalid_email`: “<strong>Error:</strong> Unknown email address. Check again or try your username.”
    public static let loginInvalidEmail: Self = "invalid_email"
    /// `invalid_username`: no user with that name.
    public static let invalidUsername: Self = "invalid_username"
    /// `rest_application_password_not_found`: no application password with that uuid.
    public static let applicationPasswordNotFound: Self = "rest_application_password_not_found"
    /// `rest_cannot_create_application_passwords`: “Sorry, you are not allowed to create application passwords for this
    /// user.”
    public static let cannotCreateApplicationPasswords: Self = "rest_cannot_create_application_passwords"
    /// `rest_cannot_create_user`: not allowed to create users.
    public static let cannotCreateUser: Self = "rest_cannot_create_user"
    /// `rest_cannot_delete_application_password`: “Sorry, you are not allowed to delete this application password.”
    public static let cannotDeleteApplicationPassword: Self = "rest_cannot_delete_application_password"
    /// `rest_cannot_delete_application_passwords`: “Sorry, you are not allowed to delete application passwords for this
    /// user.”
    public static let cannotDeleteApplicationPasswords: Self = "rest_cannot_delete_application_passwords"
    /// `rest_cannot_edit_application_password`: “Sorry, you are not allowed to edit this application password.”
    public static let cannotEditApplicationPassword: Self = "rest_cannot_edit_application_password"
    /// `rest_cannot_edit_roles`: not allowed to give a user that role.
    public static let cannotEditRoles: Self = "rest_cannot_edit_roles"
    /// `rest_cannot_introspect_app_password_for_non_authenticated_user`: introspection asked for another user than the
    /// signed-in one.
    public static let cannotIntrospectApplicationPassword: Self =
        "rest_cannot_introspect_app_password_for_non_authenticated_user"
    /// `rest_cannot_list_application_passwords`: “Sorry, you are not allowed to list application passwords for this
    /// user.”
    public static let cannotListApplicationPasswords: Self = "rest_cannot_list_application_passwords"
    /// `rest_cannot_manage_application_passwords`: “Sorry, you are not allowed to manage application passwords for this
    /// user.”
    public static let cannotManageApplicationPasswords: Self = "rest_cannot_manage_application_passwords"
    /// `rest_cannot_read_application_password`: “Sorry, you are not allowed to read this application password.”
    public static let cannotReadApplicationPassword: Self = "rest_cannot_read_application_password"
    /// `rest_forbidden_orderby`: “Sorry, you are not allowed to order users by this parameter.”
    public static let forbiddenOrderby: Self = "rest_forbidden_orderby"
    /// `rest_forbidden_who`: “Sorry, you are not allowed to query users by this parameter.”
    public static let forbiddenWho: Self = "rest_forbidden_who"
    /// `rest_no_authenticated_app_password`: “Cannot introspect application password.”
    public static let noAuthenticatedApplicationPassword: Self = "rest_no_authenticated_app_password"
    /// `rest_not_logged_in`: the request carried no (valid) credentials.
    public static let notLoggedIn: Self = "rest_not_logged_in"
    /// `rest_user_cannot_delete`: not allowed to delete this user.
    public static let userCannotDelete: Self = "rest_user_cannot_delete"
    /// `rest_user_cannot_view`: “Sorry, you are not allowed to filter users by role.”
    public static let userCannotView: Self = "rest_user_cannot_view"
    /// `rest_user_create`: “Error creating new user.”
    public static let userCreate: Self = "rest_user_create"
    /// `rest_user_exists`: “Cannot create existing user.”
    public static let userExists: Self = "rest_user_exists"
    /// `rest_user_invalid_argument`: “Username is not editable.”
    public static let userInvalidArgument: Self = "rest_user_invalid_argument"
    /// `rest_user_invalid_email`: “Invalid email address.”
    public static let userInvalidEmail: Self = "rest_user_invalid_email"
    /// `rest_user_invalid_id`: no user with that id.
    public static let userInvalidID: Self = "rest_user_invalid_id"
    /// `rest_user_invalid_password`: “Passwords cannot be empty.”
    public static let userInvalidPassword: Self = "rest_user_invalid_password"
    /// `rest_user_invalid_reassign`: “Invalid user ID for reassignment.”
    public static let userInvalidReassign: Self = "rest_user_invalid_reassign"
    /// `rest_user_invalid_role`: “The role … does not exist.”
    public static let userInvalidRole: Self = "rest_user_invalid_role"
    /// `rest_user_invalid_slug`: “Invalid slug.”
    public static let userInvalidSlug: Self = "rest_user_invalid_slug"
    /// `rest_user_invalid_username`: “This username is invalid because it uses illegal characters. Please enter a valid
    /// username.”
    public static let userInvalidUsername: Self = "rest_user_invalid_username"

    /// The codes of this file, for ``known``.
    static let usersCodes: [Self] = [
        .applicationPasswordsDisabled, .applicationPasswordsDisabledForUser, .incorrectPassword, .loginInvalidEmail,
        .invalidUsername, .applicationPasswordNotFound, .cannotCreateApplicationPasswords, .cannotCreateUser,
        .cannotDeleteApplicationPassword, .cannotDeleteApplicationPasswords, .cannotEditApplicationPassword,
        .cannotEditRoles, .cannotIntrospectApplicationPassword, .cannotListApplicationPasswords,
        .cannotManageApplicationPasswords, .cannotReadApplicationPassword, .forbiddenOrderby, .forbiddenWho,
        .noAuthenticatedApplicationPassword, .notLoggedIn, .userCannotDelete, .userCannotView, .userCreate, .userExists,
        .userInvalidArgument, .userInvalidEmail, .userInvalidID, .userInvalidPassword, .userInvalidReassign,
        .userInvalidRole, .userInvalidSlug, .userInvalidUsername,
    ]
}
