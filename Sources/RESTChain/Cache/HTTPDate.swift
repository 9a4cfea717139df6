// HTTPDate: reads the three date formats of RFC 9110 §5.6.7 without a DateFormatter.
import Foundation

/// Parses HTTP dates: IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), and the obsolete RFC 850
/// (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime (`Sun Nov  6 08:49:37 1994`) forms recipients must accept.
enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// The date `text` names, or `nil` when it is not an HTTP date.
    static func parse(_ text: String) -> Date? {
        var tokens = lowercasedTokens(text)
        guard let first = tokens.first else { return nil }
        if first.utf8.allSatisfy(isLetter), !months.contains(first) { tokens.removeFirst() }
        if tokens.last == "gmt" || tokens.last == "utc" { tokens.removeLast() }
        guard tokens.count == 6 else { return nil }
        let fields: (day: String, month: String, year: String, time: ArraySlice<String>)
        if months.contains(tokens[0]) {
            fields = (tokens[1], tokens[0], tokens[5], tokens[2...4])
        } else {
            fields = (tokens[0], tokens[1], tokens[2], tokens[3...5])
        }
        guard let month = months.firstIndex(of: fields.month), let day = Int(fields.day), var year = Int(fields.year)
        else { return nil }
        let time = fields.time.compactMap { Int($0) }
        guard time.count == 3, (1...31).contains(day), (0...23).contains(time[0]), (0...59).contains(time[1]),
            (0...60).contains(time[2])
        else { return nil }
        if fields.year.count == 2 { year += year < 70 ? 2000 : 1900 }
        let days = daysFromCivil(year: year, month: month + 1, day: day)
        let seconds = days * 86_400 + time[0] * 3600 + time[1] * 60 + time[2]
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// The words and numbers of `text` between spaces, tabs, commas, hyphens and colons, ASCII letters lowercased.
    ///
    /// Byte by byte: every stored response's `Date` passes here, and splitting on `Character`s cost more than the
    /// rest of storing it.
    private static func lowercasedTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var token: [UInt8] = []
        tokens.reserveCapacity(8)
        token.reserveCapacity(16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: ":"):
                guard !token.isEmpty else { continue }
                tokens.append(String(decoding: token, as: UTF8.self))
                token.removeAll(keepingCapacity: true)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                token.append(byte | 0x20)
            default:
                token.append(byte)
            }
        }
        if !token.isEmpty { tokens.append(String(decoding: token, as: UTF8.self)) }
        return tokens
    }

    /// Whether `byte` belongs to a weekday's name: a lowercase ASCII letter, or part of a non-ASCII one.
    private static func isLetter(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
