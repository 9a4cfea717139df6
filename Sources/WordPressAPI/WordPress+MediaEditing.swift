// WordPress's media writes beyond the upload: edit an image into a new item, finish an upload's image sizes.
import Foundation
import RESTChain

extension WordPress {
    /// Crops or rotates an image (`POST /wp/v2/media/<id>/edit`); WordPress saves the result as a new item and
    /// answers with it, so decode the answer as ``Media``.
    ///
    /// - Parameters:
    ///   - image: The id of the image to start from.
    ///   - edit: The source URL and the edits, in order.
    /// - Returns: The request, sent when a handler asks for its answer; an item that is not an image fails with
    ///   `rest_unknown_attachment_type`.
    public func edit(image: Int, _ edit: ImageEdit) -> RequestSession {
        create(.mediaEditing(id: image), body: .json(edit))
    }

    /// Makes the image sizes an upload could not finish (`POST /wp/v2/media/<id>/post-process` with
    /// `action=create-image-subsizes`); decode the answer as ``Media``.
    ///
    /// The block editor sends this after an upload that the server answered with an error, such as a timeout
    /// while resizing a large photo, so the item ends with every size the theme registers.
    /// - Parameter image: The id of the uploaded image.
    /// - Returns: The request, sent when a handler asks for its answer.
    public func createImageSizes(of image: Int) -> RequestSession {
        create(.mediaPostProcessing(id: image), body: .json(["action": "create-image-subsizes"]))
    }
}
