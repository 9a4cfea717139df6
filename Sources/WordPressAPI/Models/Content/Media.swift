// WordPress.Media: an attachment from /wp/v2/media, in the view, embed or edit context.
import Foundation
import RESTChain

extension WordPress {
    /// A media item (attachment) as `/wp/v2/media` returns it, and as `_embed` inlines a featured image.
    ///
    /// The fields every post type has are in ``common`` and read flat (`media.title.rendered`, see
    /// ``PostObject``). ``mediaDetails`` holds the size variants of an image; it may be empty for other files.
    /// ``sourceURL`` is the original file. Contexts: `embed` sends ``caption``, ``altText``, ``mediaType``,
    /// ``mimeType``, ``mediaDetails`` and ``sourceURL`` besides the common `id`, `date`, `slug`, `type`, `link`,
    /// `title` and `author`; `edit` adds ``missingImageSizes`` and the `raw` texts.
    /// ```swift
    /// let thumb = media.mediaDetails?.sizes?["thumbnail"]?.sourceURL ?? media.sourceURL
    /// ```
    public struct Media: PostObject {
        /// The fields every post type has.
        public var common: PostCommon
        /// The description, as HTML (`view` and `edit` contexts).
        public var description: Rendered?
        /// The caption, as HTML.
        public var caption: Rendered?
        /// The alternative text.
        public var altText: String?
        /// `image` or `file`.
        public var mediaType: String?
        /// The MIME type, such as `image/png`.
        public var mimeType: String?
        /// Dimensions, file and size variants.
        public var mediaDetails: MediaDetails?
        /// The id of the post the file is attached to; `nil` or `0` when unattached.
        public var post: Int?
        /// The URL of the original file.
        public var sourceURL: URL?
        /// The image sizes WordPress has not generated yet (`edit` context only).
        public var missingImageSizes: [String]?

        /// The member names WordPress uses for the attachment's own fields.
        enum CodingKeys: String, CodingKey {
            case description, caption, post
            case altText = "alt_text"
            case mediaType = "media_type"
            case mimeType = "mime_type"
            case mediaDetails = "media_details"
            case sourceURL = "source_url"
            case missingImageSizes = "missing_image_sizes"
        }

        /// The JSON member behind each property.
        public static var fieldNames: [PartialKeyPath<Media>: String] {
            commonFieldNames.merging([
                \Media.id: "id",
                \Media.description: "description", \Media.caption: "caption", \Media.altText: "alt_text",
                \Media.mediaType: "media_type", \Media.mimeType: "mime_type", \Media.mediaDetails: "media_details",
                \Media.post: "post", \Media.sourceURL: "source_url", \Media.missingImageSizes: "missing_image_sizes",
            ]) { first, _ in first }
        }

        /// Decodes the common fields and the attachment's own from the same object.
        public init(from decoder: any Decoder) throws {
            common = try PostCommon(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            description = try container.decodeIfPresent(Rendered.self, forKey: .description)
            caption = try container.decodeIfPresent(Rendered.self, forKey: .caption)
            altText = try container.decodeIfPresent(String.self, forKey: .altText)
            mediaType = try container.decodeIfPresent(String.self, forKey: .mediaType)
            mimeType = try container.decodeIfPresent(String.self, forKey: .mimeType)
            mediaDetails = try container.decodeIfPresent(MediaDetails.self, forKey: .mediaDetails)
            post = try container.decodeIfPresent(Int.self, forKey: .post)
            sourceURL = try container.decodeIfPresent(URL.self, forKey: .sourceURL)
            missingImageSizes = try container.decodeIfPresent([String].self, forKey: .missingImageSizes)
        }

        /// Encodes the common fields and the attachment's own into one object.
        public func encode(to encoder: any Encoder) throws {
            try common.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(description, forKey: .description)
            try container.encodeIfPresent(caption, forKey: .caption)
            try container.encodeIfPresent(altText, forKey: .altText)
            try container.encodeIfPresent(mediaType, forKey: .mediaType)
            try container.encodeIfPresent(mimeType, forKey: .mimeType)
            try container.encodeIfPresent(mediaDetails, forKey: .mediaDetails)
            try container.encodeIfPresent(post, forKey: .post)
            try container.encodeIfPresent(sourceURL, forKey: .sourceURL)
            try container.encodeIfPresent(missingImageSizes, forKey: .missingImageSizes)
        }
    }
}
