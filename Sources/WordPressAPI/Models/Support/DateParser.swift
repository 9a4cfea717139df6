// WordPress.DateParser: reads and writes the API's date-times, which carry no zone ("2024-05-01T10:20:30").
import Foundation
import RESTChain

extension WordPress {
    /// Reads and writes the date-times of the WordPress REST API without any decoder configuration.
    ///
    /// WordPress sends `2024-05-01T10:20:30`: `date` and `modified` in the site's local time, `date_gmt` and
    /// `modified_gmt` in UTC, none with a zone designator. The parser reads the wall-clock fields as if they were
    /// UTC. A trailing `Z` or `±hh:mm` offset (a user's `registered_date` has one) is honoured, fractional
    /// seconds are accepted, and a space may stand for the `T`. Impossible dates (`2024-02-30`, the year `0000`) are
    /// rejected.
    public enum DateParser {
        /// A Gregorian calendar in UTC, used to turn fields into instants and back.
        private static let calendar: Calendar = {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = .gmt
            return calendar
        }()

        /// Parses `yyyy-MM-ddTHH:mm:ss[.fraction][Z|±hh:mm]`; a value without a zone is read as UTC.
        ///
        /// - Returns: The instant, or `nil` when `string` is not such a date-time.
        public static func date(from string: String) -> Date? {
            let bytes = Array(string.utf8)
            guard bytes.count >= 19, bytes[4] == ascii("-"), bytes[7] == ascii("-"),
                bytes[10] == ascii("T") || bytes[10] == ascii(" "), bytes[13] == ascii(":"),
                bytes[16] == ascii(":"),
                let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
                let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2),
                let second = number(bytes, 17, 2), hour < 24, minute < 60, second < 60
            else { return nil }
            var index = 19
            var fraction = 0.0
            if index < bytes.count, bytes[index] == ascii(".") {
                index += 1
                var scale = 0.1
                let start = index
                while index < bytes.count, let digit = number(bytes, index, 1) {
                    fraction += Double(digit) * scale
                    scale /= 10
                    index += 1
                }
                guard index > start else { return nil }
            }
            guard let offset = zoneOffset(bytes, from: index) else { return nil }
            let components = DateComponents(
                year: year, month: month, day: day, hour: hour, minute: minute,
                second: second)
            guard let instant = calendar.date(from: components),
                calendar.component(.day, from: instant) == day,
                calendar.component(.month, from: instant) == month,
                calendar.component(.year, from: instant) == year, calendar.component(.era, from: instant) == 1
            else { return nil }
            return instant.addingTimeInterval(fraction - TimeInterval(offset))
        }

        /// Formats `date` in UTC as `yyyy-MM-ddTHH:mm:ss`, the way WordPress writes dates; fractions are dropped.
        public static func string(from date: Date) -> String {
            let whole = Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down))
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: whole)
            return pad(parts.year, 4) + "-" + pad(parts.month, 2) + "-" + pad(parts.day, 2) + "T"
                + pad(parts.hour, 2) + ":" + pad(parts.minute, 2) + ":" + pad(parts.second, 2)
        }

        /// The seconds east of UTC given by the zone designator starting at `index`: 0 when there is none.
        private static func zoneOffset(_ bytes: [UInt8], from index: Int) -> Int? {
            if index == bytes.count { return 0 }
            if bytes[index] == ascii("Z") { return index + 1 == bytes.count ? 0 : nil }
            guard bytes[index] == ascii("+") || bytes[index] == ascii("-") else { return nil }
            let sign = bytes[index] == ascii("-") ? -1 : 1
            let rest = bytes.count - index - 1
            guard rest == 5 && bytes[index + 3] == ascii(":") || rest == 4,
                let hours = number(bytes, index + 1, 2), let minutes = number(bytes, bytes.count - 2, 2),
                hours < 24, minutes < 60
            else { return nil }
            return sign * (hours * 3600 + minutes * 60)
        }

        /// The decimal number in `bytes[start..<start + length]`, or `nil` when it holds anything but digits.
        private static func number(_ bytes: [UInt8], _ start: Int, _ length: Int) -> Int? {
            guard start + length <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<start + length] {
                guard byte >= ascii("0"), byte <= ascii("9") else { return nil }
                value = value * 10 + Int(byte - ascii("0"))
            }
            return value
        }

        /// The byte of an ASCII character.
        private static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

        /// `value` in decimal, left-padded with zeros to `width` digits.
        private static func pad(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
    }
}
