// HTTPDate: reads the three date formats of RFC 9110 §5.6.7 without a DateFormatter.
import Foundation

/// Parses HTTP dates: IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), and the obsolete RFC 850
/// (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime (`Sun Nov  6 08:49:37 1994`) forms recipients must accept.
enum HTTPDate {
    /// The months' names, lower-cased, as bytes.
    private static let months: [[UInt8]] = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ].map { Array($0.utf8) }

    /// The most words and numbers an HTTP date has: weekday, day, month, year, hour, minute, second, zone.
    private static let maximumTokens = 8

    /// The date `text` names, or `nil` when it is not an HTTP date.
    ///
    /// Reads the bytes in place, with the words' positions on the stack, making no string per word: every stored
    /// response's `Date` passes here.
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: maximumTokens) { tokens in
                guard let count = tokenize(bytes, into: tokens) else { return nil }
                return date(bytes, tokens: tokens[..<count])
            }
        }
    }

    /// Whether `text` is exactly one of RFC 9110 §5.6.7's three forms, letter case and spacing included:
    /// `Sun, 06 Nov 1994 08:49:37 GMT`, `Sunday, 06-Nov-94 08:49:37 GMT` or `Sun Nov  6 08:49:37 1994`.
    ///
    /// ``parse(_:)`` reads dates leniently; where a wrong guess would keep a response fresh (`Expires`), only a
    /// well-formed date counts, so `Thu, 01 Jan 70 …` (a two-digit year), `01-Jan-2070` with an abbreviated
    /// weekday, a missing comma, `UTC` or a one-digit hour make it stale.
    static func isWellFormed(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        if bytes.count == 29, bytes[3] == UInt8(ascii: ",") {
            return shortDays.contains(Array(bytes[0..<3])) && matches(bytes[3...], ", 00 mmm 0000 00:00:00 GMT")
        }
        if bytes.count == 24, bytes[3] == UInt8(ascii: " ") {
            let day = bytes[8] == UInt8(ascii: " ") ? "_0" : "00"
            return shortDays.contains(Array(bytes[0..<3])) && matches(bytes[3...], " mmm \(day) 00:00:00 0000")
        }
        guard let comma = bytes.firstIndex(of: UInt8(ascii: ",")) else { return false }
        return longDays.contains(Array(bytes[..<comma])) && matches(bytes[comma...], ", 00-mmm-00 00:00:00 GMT")
    }

    /// Whether `bytes` follow `pattern`: `0` a digit, `_` a space, `mmm` a month as RFC 9110 spells it (`Nov`),
    /// any other character itself.
    private static func matches(_ bytes: ArraySlice<UInt8>, _ pattern: String) -> Bool {
        let expected = Array(pattern.utf8)
        guard bytes.count == expected.count else { return false }
        var index = bytes.startIndex
        var position = 0
        while position < expected.count {
            if expected[position] == UInt8(ascii: "m") {
                guard monthNames.contains(Array(bytes[index..<index + 3])) else { return false }
                index += 3
                position += 3
                continue
            }
            let byte = bytes[index]
            switch expected[position] {
            case UInt8(ascii: "0"): guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
            case UInt8(ascii: "_"): guard byte == UInt8(ascii: " ") else { return false }
            default: guard byte == expected[position] else { return false }
            }
            index += 1
            position += 1
        }
        return true
    }

    private static let shortDays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map { Array($0.utf8) }
    private static let longDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        .map { Array($0.utf8) }
    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ].map { Array($0.utf8) }

    /// A word or number of the text, in place.
    private typealias Word = Slice<UnsafeBufferPointer<UInt8>>

    /// The date the words of `bytes` at `tokens` name: the weekday and the zone are optional, then either
    /// day month year hour minute second, or (asctime) month day hour minute second year.
    private static func date(_ bytes: UnsafeBufferPointer<UInt8>, tokens: Slice<UnsafeMutableBufferPointer<Range<Int>>>)
        -> Date?
    {
        var tokens = tokens
        guard let first = tokens.first else { return nil }
        if bytes[first].allSatisfy(isLetter), month(bytes[first]) == nil { tokens.removeFirst() }
        if let last = tokens.last, isWord("gmt", bytes[last]) || isWord("utc", bytes[last]) { tokens.removeLast() }
        guard tokens.count == 6 else { return nil }
        let kept = tokens
        let word = { (offset: Int) in bytes[kept[kept.startIndex + offset]] }
        let asctime = month(word(0)) != nil
        let (dayWord, monthWord, yearWord) = asctime ? (word(1), word(0), word(5)) : (word(0), word(1), word(2))
        let timeOffset = asctime ? 2 : 3
        guard let month = month(monthWord), let day = number(dayWord), var year = number(yearWord),
            let hour = number(word(timeOffset)), let minute = number(word(timeOffset + 1)),
            let second = number(word(timeOffset + 2)),
            (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        if yearWord.count == 2 { year += year < 70 ? 2000 : 1900 }
        let days = daysFromCivil(year: year, month: month + 1, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Writes the ranges of the words and numbers of `bytes`, between spaces, tabs, commas, hyphens and colons,
    /// into `tokens`; returns how many there are, or `nil` when there are more than an HTTP date has.
    private static func tokenize(
        _ bytes: UnsafeBufferPointer<UInt8>,
        into tokens: UnsafeMutableBufferPointer<Range<Int>>
    ) -> Int? {
        var count = 0
        var start: Int?
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: ":"):
                guard let begun = start else { continue }
                guard count < tokens.count else { return nil }
                tokens[count] = begun..<index
                count += 1
                start = nil
            default:
                if start == nil { start = index }
            }
        }
        if let begun = start {
            guard count < tokens.count else { return nil }
            tokens[count] = begun..<bytes.count
            count += 1
        }
        return count
    }

    /// The month (0 for January) `word` names in any case, or `nil`.
    private static func month(_ word: Word) -> Int? {
        guard word.count == 3 else { return nil }
        return months.firstIndex { name in name.elementsEqual(word) { $0 == lowercased($1) } }
    }

    /// Whether `word` is `lowercase` in any case.
    private static func isWord(_ lowercase: StaticString, _ word: Word) -> Bool {
        lowercase.withUTF8Buffer { name in name.elementsEqual(word) { $0 == lowercased($1) } }
    }

    /// The decimal number `word` spells with one to nine ASCII digits, or `nil`.
    private static func number(_ word: Word) -> Int? {
        Int(asciiDigits: word, maximumCount: 9)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// Whether `byte` belongs to a weekday's name: an ASCII letter in any case, or part of a non-ASCII one.
    private static func isLetter(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased(byte))
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
