// WordPress.ErrorCode: core's codes about media uploads and image editing.
import Foundation

extension WordPress.ErrorCode {
    /// `rest_cannot_edit_file_type`: “This type of file cannot be edited.”
    public static let cannotEditFileType: Self = "rest_cannot_edit_file_type"
    /// `rest_cannot_edit_image`: “Sorry, you are not allowed to upload media on this site.”
    public static let cannotEditImage: Self = "rest_cannot_edit_image"
    /// `rest_image_crop_failed`: “Unable to crop this image.”
    public static let imageCropFailed: Self = "rest_image_crop_failed"
    /// `rest_image_not_edited`: “The image was not edited. Edit the image before applying the changes.”
    public static let imageNotEdited: Self = "rest_image_not_edited"
    /// `rest_image_rotation_failed`: “Unable to rotate this image.”
    public static let imageRotationFailed: Self = "rest_image_rotation_failed"
    /// `rest_unknown_attachment`: “Unable to get meta information for file.”
    public static let unknownAttachment: Self = "rest_unknown_attachment"
    /// `rest_unknown_image_file_type`: “Unable to edit this image.”
    public static let unknownImageFileType: Self = "rest_unknown_image_file_type"
    /// `rest_upload_file_error`: “Could not open file handle.”
    public static let uploadFileError: Self = "rest_upload_file_error"
    /// `rest_upload_file_too_big`: the upload exceeds the site's maximum file size (multisite).
    public static let uploadFileTooBig: Self = "rest_upload_file_too_big"
    /// `rest_upload_hash_mismatch`: “Content hash did not match expected.”
    public static let uploadHashMismatch: Self = "rest_upload_hash_mismatch"
    /// `rest_upload_invalid_disposition`: “Invalid Content-Disposition supplied. Content-Disposition needs to be
    /// formatted as 'attachment; filename="image.png"' or similar.”
    public static let uploadInvalidDisposition: Self = "rest_upload_invalid_disposition"
    /// `rest_upload_limited_space`: the upload exceeds the site's remaining storage (multisite).
    public static let uploadLimitedSpace: Self = "rest_upload_limited_space"
    /// `rest_upload_no_content_disposition`: “No Content-Disposition supplied.”
    public static let uploadNoContentDisposition: Self = "rest_upload_no_content_disposition"
    /// `rest_upload_no_content_type`: “No Content-Type supplied.”
    public static let uploadNoContentType: Self = "rest_upload_no_content_type"
    /// `rest_upload_no_data`: a media upload without a body.
    public static let uploadNoData: Self = "rest_upload_no_data"
    /// `rest_upload_sideload_error`: the uploaded file could not be moved into place.
    public static let uploadSideloadError: Self = "rest_upload_sideload_error"
    /// `rest_upload_unknown_error`: the upload failed for a reason PHP did not say.
    public static let uploadUnknownError: Self = "rest_upload_unknown_error"
    /// `rest_upload_user_quota_exceeded`: “You have used your space quota. Please delete files before uploading.”
    public static let uploadUserQuotaExceeded: Self = "rest_upload_user_quota_exceeded"

    /// The codes of this file, for ``known``.
    static let mediaCodes: [Self] = [
        .cannotEditFileType, .cannotEditImage, .imageCropFailed, .imageNotEdited, .imageRotationFailed,
        .unknownAttachment, .unknownImageFileType, .uploadFileError, .uploadFileTooBig, .uploadHashMismatch,
        .uploadInvalidDisposition, .uploadLimitedSpace, .uploadNoContentDisposition, .uploadNoContentType,
        .uploadNoData, .uploadSideloadError, .uploadUnknownError, .uploadUserQuotaExceeded,
    ]
}
