// WordPress.ErrorCode: core's codes about routing, signing in and checking parameters against their schema.
import Foundation

extension WordPress.ErrorCode {
    /// `parse_path_failed`: “Could not parse the path.”
    public static let parsePathFailed: Self = "parse_path_failed"
    /// `rest_additional_properties_forbidden`: “… is not a valid property of Object.”
    public static let additionalPropertiesForbidden: Self = "rest_additional_properties_forbidden"
    /// `rest_batch_not_allowed`: “The requested route does not support batch requests.”
    public static let batchNotAllowed: Self = "rest_batch_not_allowed"
    /// `rest_cookie_invalid_nonce`: cookie authentication without a valid nonce.
    public static let cookieInvalidNonce: Self = "rest_cookie_invalid_nonce"
    /// `rest_duplicate_items`: “… has duplicate items.”
    public static let duplicateItems: Self = "rest_duplicate_items"
    /// `rest_encode_error`: WordPress could not encode its answer as JSON.
    public static let encodeError: Self = "rest_encode_error"
    /// `rest_forbidden`: signed in (or not) without the right to do this.
    public static let forbidden: Self = "rest_forbidden"
    /// `rest_invalid_date`: “Invalid date.”
    public static let invalidDate: Self = "rest_invalid_date"
    /// `rest_invalid_email`: “Invalid email address.”
    public static let invalidEmail: Self = "rest_invalid_email"
    /// `rest_invalid_handler`: “The handler for the route is invalid.”
    public static let invalidHandler: Self = "rest_invalid_handler"
    /// `rest_invalid_hex_color`: “Invalid hex color.”
    public static let invalidHexColor: Self = "rest_invalid_hex_color"
    /// `rest_invalid_ip`: “… is not a valid IP address.”
    public static let invalidIP: Self = "rest_invalid_ip"
    /// `rest_invalid_json`: the body is not valid JSON.
    public static let invalidJSON: Self = "rest_invalid_json"
    /// `rest_invalid_multiple`: “… must be a multiple of ….”
    public static let invalidMultiple: Self = "rest_invalid_multiple"
    /// `rest_invalid_namespace`: “The specified namespace could not be found.”
    public static let invalidNamespace: Self = "rest_invalid_namespace"
    /// `rest_invalid_param`: parameters failed validation; see ``WordPress/APIError/invalidParameters``.
    public static let invalidParam: Self = "rest_invalid_param"
    /// `rest_invalid_params`: “Invalid parameters.”
    public static let invalidParams: Self = "rest_invalid_params"
    /// `rest_invalid_pattern`: a string parameter does not match its pattern (inside `rest_invalid_param` details).
    public static let invalidPattern: Self = "rest_invalid_pattern"
    /// `rest_invalid_type`: a parameter has the wrong JSON type (inside ``invalidParam`` details).
    public static let invalidType: Self = "rest_invalid_type"
    /// `rest_invalid_uuid`: “… is not a valid UUID.”
    public static let invalidUUID: Self = "rest_invalid_uuid"
    /// `rest_missing_callback_param`: a required parameter is missing.
    public static let missingCallbackParam: Self = "rest_missing_callback_param"
    /// `rest_no_matching_schema`: “… is not a valid …. Reason: …”
    public static let noMatchingSchema: Self = "rest_no_matching_schema"
    /// `rest_no_route`: no route matches the URL and method.
    public static let noRoute: Self = "rest_no_route"
    /// `rest_not_in_enum`: a parameter is not one of its allowed values (inside ``invalidParam`` details).
    public static let notInEnum: Self = "rest_not_in_enum"
    /// `rest_one_of_multiple_matches`: “… matches more than one of the expected formats.”
    public static let oneOfMultipleMatches: Self = "rest_one_of_multiple_matches"
    /// `rest_out_of_bounds`: “… must be greater than …”
    public static let outOfBounds: Self = "rest_out_of_bounds"
    /// `rest_property_required`: “… is a required property of ….”
    public static let propertyRequired: Self = "rest_property_required"
    /// `rest_too_few_items`: “… must contain at least … item.”
    public static let tooFewItems: Self = "rest_too_few_items"
    /// `rest_too_few_properties`: “… must contain at least … property.”
    public static let tooFewProperties: Self = "rest_too_few_properties"
    /// `rest_too_long`: “… must be at most … character long.”
    public static let tooLong: Self = "rest_too_long"
    /// `rest_too_many_items`: “… must contain at most … item.”
    public static let tooManyItems: Self = "rest_too_many_items"
    /// `rest_too_many_properties`: “… must contain at most … property.”
    public static let tooManyProperties: Self = "rest_too_many_properties"
    /// `rest_too_short`: “… must be at least … character long.”
    public static let tooShort: Self = "rest_too_short"

    /// The codes of this file, for ``known``.
    static let requestsCodes: [Self] = [
        .parsePathFailed, .additionalPropertiesForbidden, .batchNotAllowed, .cookieInvalidNonce, .duplicateItems,
        .encodeError, .forbidden, .invalidDate, .invalidEmail, .invalidHandler, .invalidHexColor, .invalidIP,
        .invalidJSON, .invalidMultiple, .invalidNamespace, .invalidParam, .invalidParams, .invalidPattern, .invalidType,
        .invalidUUID, .missingCallbackParam, .noMatchingSchema, .noRoute, .notInEnum, .oneOfMultipleMatches,
        .outOfBounds, .propertyRequired, .tooFewItems, .tooFewProperties, .tooLong, .tooManyItems, .tooManyProperties,
        .tooShort,
    ]
}
