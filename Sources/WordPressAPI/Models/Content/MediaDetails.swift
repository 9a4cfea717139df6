// WordPress.MediaDetails: `media_details` of an attachment: dimensions, file, sizes, image/audio metadata.
import Foundation
import RESTChain

extension WordPress {
    /// The `media_details` of a media item.
    ///
    /// For an image: dimensions, the file path under the uploads directory, the generated ``sizes`` and EXIF-like
    /// ``imageMeta``. Other files carry other members (`length`, `bitrate`, `dataformat` for audio…), kept in
    /// ``other``. WordPress sends `{}` when there are no details; `[]`, `false` and `null` are read as empty too.
    public struct MediaDetails: Codable, Sendable, Equatable {
        /// The width in pixels of the original image.
        public var width: Int?
        /// The height in pixels of the original image.
        public var height: Int?
        /// The path of the original file under the uploads directory, such as `2024/03/photo.png`.
        public var file: String?
        /// The size of the original file in bytes.
        public var filesize: Int?
        /// The generated sizes by name (`thumbnail`, `medium`, `large`, `full`…).
        public var sizes: [String: MediaSize]?
        /// Camera and copyright metadata, as sent.
        public var imageMeta: [String: JSONValue]?
        /// Every other member, as sent.
        public var other: [String: JSONValue]

        /// Creates details.
        public init(
            width: Int? = nil, height: Int? = nil, file: String? = nil, filesize: Int? = nil,
            sizes: [String: MediaSize]? = nil, imageMeta: [String: JSONValue]? = nil,
            other: [String: JSONValue] = [:]
        ) {
            self.width = width
            self.height = height
            self.file = file
            self.filesize = filesize
            self.sizes = sizes
            self.imageMeta = imageMeta
            self.other = other
        }

        /// The members with their own properties.
        private static let known: Set<String> = ["width", "height", "file", "filesize", "sizes", "image_meta"]

        /// Decodes the details object; `[]`, `false` and `null` decode as empty details.
        public init(from decoder: any Decoder) throws {
            guard let container = try? decoder.container(keyedBy: DynamicCodingKey.self) else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() || (try? single.decode(Bool.self)) == false
                    || (try? single.decode([JSONValue].self))?.isEmpty == true
                {
                    self.init()
                    return
                }
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "media_details is not an object")
            }
            self.init()
            width = try container.decodeIfPresent(Int.self, forKey: DynamicCodingKey("width"))
            height = try container.decodeIfPresent(Int.self, forKey: DynamicCodingKey("height"))
            file = try container.decodeIfPresent(String.self, forKey: DynamicCodingKey("file"))
            filesize = try container.decodeIfPresent(Int.self, forKey: DynamicCodingKey("filesize"))
            if let sizes = try container.decodeIfPresent(JSONValue.self, forKey: DynamicCodingKey("sizes")),
                sizes.objectValue != nil
            {
                self.sizes = try container.decode([String: MediaSize].self, forKey: DynamicCodingKey("sizes"))
            }
            imageMeta = try container.decodeIfPresent(JSONValue.self, forKey: DynamicCodingKey("image_meta"))?
                .objectValue
            other = try container.unknownMembers(besides: Self.known)
        }

        /// Encodes the details object.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(unknownMembers: other, besides: Self.known)
            try container.encodeIfPresent(width, forKey: DynamicCodingKey("width"))
            try container.encodeIfPresent(height, forKey: DynamicCodingKey("height"))
            try container.encodeIfPresent(file, forKey: DynamicCodingKey("file"))
            try container.encodeIfPresent(filesize, forKey: DynamicCodingKey("filesize"))
            try container.encodeIfPresent(sizes, forKey: DynamicCodingKey("sizes"))
            try container.encodeIfPresent(imageMeta, forKey: DynamicCodingKey("image_meta"))
        }
    }
}
