// WordPress.MediaSize: one generated size of an image (thumbnail, medium, full…).
import Foundation
import RESTChain

extension WordPress {
    /// One size variant of an image in `media_details.sizes`, such as `thumbnail` or `full`.
    ///
    /// Every member is optional: themes and plugins register sizes, and older uploads lack `filesize`.
    public struct MediaSize: Codable, Sendable, Hashable {
        /// The file name, without directories.
        public var file: String?
        /// The width in pixels.
        public var width: Int?
        /// The height in pixels.
        public var height: Int?
        /// The size of the file in bytes.
        public var filesize: Int?
        /// The MIME type, such as `image/png`.
        public var mimeType: String?
        /// The URL of the file.
        public var sourceURL: URL?

        /// Creates a size variant.
        public init(
            file: String? = nil, width: Int? = nil, height: Int? = nil, filesize: Int? = nil,
            mimeType: String? = nil, sourceURL: URL? = nil
        ) {
            self.file = file
            self.width = width
            self.height = height
            self.filesize = filesize
            self.mimeType = mimeType
            self.sourceURL = sourceURL
        }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case file, width, height, filesize
            case mimeType = "mime_type"
            case sourceURL = "source_url"
        }
    }
}
