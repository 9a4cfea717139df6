// HTTPDateCheck: HTTP dates (RFC 9110 §5.6.7) read, written as IMF-fixdate and read again to the same instant.
import Foundation
@_spi(Fuzzing) import RESTChain

/// Reads the input as an HTTP date: a date read writes as a well-formed IMF-fixdate that reads back to the same
/// instant, and a well-formed IMF-fixdate that reads at all reads as the day and time it spells — but for a leap
/// second (`23:59:60`, RFC 9110 §5.6.7), which reads as the next second: POSIX time has none.
enum HTTPDateCheck {
    static func check(_ data: Data) throws(Finding) {
        let value = text(data)
        let wellFormed = FuzzingSurface.isWellFormedHTTPDate(value)
        guard let date = FuzzingSurface.httpDate(value) else { return }
        guard let written = imfFixdate(date) else { return }
        try require(FuzzingSurface.isWellFormedHTTPDate(written), "\(quoted(value)) writes as \(quoted(written))")
        try require(FuzzingSurface.httpDate(written) == date, "\(quoted(written)) reads to another instant")
        if wellFormed, value.utf8.count == 29, !value.utf8.dropFirst(23).starts(with: "60".utf8) {
            try require(
                written.dropFirst(5) == value.dropFirst(5), "\(quoted(value)) reads as \(quoted(written))")
        }
    }

    /// `date` as `Sun, 06 Nov 1994 08:49:37 GMT` in the proleptic Gregorian calendar HTTP uses (Foundation's
    /// Gregorian calendar turns Julian before 1582), or `nil` outside years 1…9999 or between whole seconds.
    static func imfFixdate(_ date: Date) -> String? {
        let interval = date.timeIntervalSince1970
        guard interval.rounded() == interval, abs(interval) < 1e12 else { return nil }
        let seconds = Int(interval)
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let time = seconds - days * 86_400
        // Days to a civil date (H. Hinnant's algorithm), the year starting in March.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        guard (1...9999).contains(year) else { return nil }
        let weekday = ((days + 4) % 7 + 7) % 7
        let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func padded(_ value: Int, _ width: Int = 2) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(names[weekday]), \(padded(day)) \(months[month - 1]) \(padded(year, 4)) "
            + "\(padded(time / 3_600)):\(padded(time / 60 % 60)):\(padded(time % 60)) GMT"
    }
}
