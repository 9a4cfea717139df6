// WordPressDateCheck: WordPress's zone-less date-times read, written and read again.
import Foundation
import WordPressAPI

/// Reads the input as a WordPress date-time: a date read writes as text that reads back to it (to the whole
/// second), and a plain `yyyy-MM-ddTHH:mm:ss` writes back exactly as it came.
enum WordPressDateCheck {
    static func check(_ data: Data) throws(Finding) {
        let value = text(data)
        guard let date = WordPress.DateParser.date(from: value) else { return }
        let whole = Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down))
        let written = WordPress.DateParser.string(from: date)
        let year = Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: date).year ?? 0
        guard (1...9999).contains(year) else { return }
        try require(WordPress.DateParser.date(from: written) == whole, "\(quoted(value)) writes as \(quoted(written))")
        if value.utf8.count == 19,
            value.utf8[value.utf8.index(value.utf8.startIndex, offsetBy: 10)] == UInt8(ascii: "T")
        {
            try require(written == value, "\(quoted(value)) writes back as \(quoted(written))")
        }
    }
}
