// WordPress.ImageEdit: what `POST /wp/v2/media/<id>/edit` does to an image — crops and rotations, in order.
import Foundation
import RESTChain

extension WordPress {
    /// The edits to apply to an image, in order; WordPress saves the result as a new media item and answers
    /// with it (``Media``), leaving the original in place.
    ///
    /// ```swift
    /// let edit = WordPress.ImageEdit(source: original.sourceURL!, modifiers: [.rotate(degrees: 90),
    ///     .crop(left: 10, top: 10, width: 50, height: 50)])
    /// let cropped = try await wp.edit(image: original.id, edit).decode(type: WordPress.Media.self)
    /// ```
    public struct ImageEdit: Encodable, Sendable, Equatable {
        /// The URL of the image as the editor shows it (the item's ``Media/sourceURL``).
        public var source: URL
        /// The edits, applied in order.
        public var modifiers: [Modifier]

        /// Creates the edits of the image at `source`.
        public init(source: URL, modifiers: [Modifier]) {
            self.source = source
            self.modifiers = modifiers
        }

        /// One edit.
        public enum Modifier: Encodable, Sendable, Equatable {
            /// Turns the image clockwise by `degrees` (a multiple of 90 for lossless results).
            case rotate(degrees: Int)
            /// Keeps the rectangle given in percent of the image's width and height, from its top-left corner.
            case crop(left: Double, top: Double, width: Double, height: Double)

            /// Encodes the modifier as WordPress expects it: `{"type": "crop", "args": {…}}`.
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: DynamicCodingKey.self)
                let arguments: JSONValue
                switch self {
                case .rotate(let degrees):
                    try container.encode("rotate", forKey: DynamicCodingKey("type"))
                    arguments = ["angle": .number(Double(degrees))]
                case .crop(let left, let top, let width, let height):
                    try container.encode("crop", forKey: DynamicCodingKey("type"))
                    arguments = [
                        "left": .number(left), "top": .number(top), "width": .number(width),
                        "height": .number(height),
                    ]
                }
                try container.encode(arguments, forKey: DynamicCodingKey("args"))
            }
        }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case modifiers
            case source = "src"
        }
    }
}
