// DateParserTests: WordPress's zone-less date-times, the impossible ones refused.
import Foundation
import Testing
import WordPressAPI

struct DateParserTests {
    @Test func `a plain date-time reads as UTC and writes back as it came`() throws {
        let date = try #require(WordPress.DateParser.date(from: "2024-05-01T10:20:30"))
        #expect(date == Date(timeIntervalSince1970: 1_714_558_830))
        #expect(WordPress.DateParser.string(from: date) == "2024-05-01T10:20:30")
    }

    @Test func `the year 0000 and impossible days are refused`() {
        // Fuzz/FailCases/wordpress-date/year-zero: the year 0000 read as 1 BC and wrote back as 0001.
        #expect(WordPress.DateParser.date(from: "0000-04-18T10:00:00") == nil)
        #expect(WordPress.DateParser.date(from: "2024-02-30T00:00:00") == nil)
        #expect(WordPress.DateParser.date(from: "0001-01-01T00:00:00") != nil)
    }
}
