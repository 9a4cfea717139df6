// Every number form against JSONDecoder: signs, leading zeros, fractions, exponents, underflow, overflow, bounds.
import Foundation
import Testing

@testable import RESTChain

struct NumberParityTests {
    /// One number in every member a model reads through a keyed container.
    struct Members: Codable, Equatable {
        let d: Double?
        let f: Float?
        let i: Int?
        let u: UInt8?
        let m: Decimal?
    }

    /// `number` read as every number type, alone, in an array and as an object's member.
    static func compareEverywhere(_ number: String, in tally: inout ParityTally) {
        tally.compare(Spelled<Double>.self, number)
        tally.compare(Spelled<Float>.self, number)
        tally.compare(Decimal.self, number)
        tally.compare(Int.self, number)
        tally.compare(Int8.self, number)
        tally.compare(Int16.self, number)
        tally.compare(Int32.self, number)
        tally.compare(Int64.self, number)
        tally.compare(UInt.self, number)
        tally.compare(UInt8.self, number)
        tally.compare(UInt16.self, number)
        tally.compare(UInt32.self, number)
        tally.compare(UInt64.self, number)
        tally.compare(Spelled<[Double]>.self, "[\(number)]")
        tally.compare(Spelled<[Float]>.self, "[\(number)]")
        tally.compare([Int].self, "[ \(number) ]")
        tally.compare(JSONValue.self, "[\(number)]")
        for key in ["d", "f", "i", "u", "m"] { tally.compare(Members.self, "{\"\(key)\":\(number)}") }
    }

    /// Signs × integer parts × fractions × exponents, the valid and the invalid together.
    static let grid: [String] = {
        let integers = ["0", "00", "01", "1", "9", "10", "123", "9007199254740993", "123456789012345678901234567890"]
        let fractions = ["", ".", ".0", ".5", ".000", ".1234567890123456789"]
        let exponents = [
            "", "e", "e+", "e0", "E1", "e+1", "e-1", "E+00", "e0001", "e22", "e-7", "e308", "e309", "e-307", "e-324",
            "e-325", "e-400", "e999", "e-999",
        ]
        return ["", "-", "+"].flatMap { sign in
            integers.flatMap { integer in
                fractions.flatMap { fraction in exponents.map { sign + integer + fraction + $0 } }
            }
        }
    }()

    @Test func `every combination of sign, digits, fraction and exponent reads as JSONDecoder reads it`() {
        var tally = ParityTally()
        for number in Self.grid { Self.compareEverywhere(number, in: &tally) }
        tally.expectNoDisagreement(atLeast: 60_000)
    }

    static let edges: [String] = [
        // The underflows, and zeros spelled every way.
        "0e1", "1e-999", "2e-324", "-1e-400", "0", "-0", "0.0", "-0.0", "0e0", "0E-0", "-0e+5", "0.000e-999",
        "0." + String(repeating: "0", count: 400) + "1", "1" + String(repeating: "0", count: 400),
        "-0." + String(repeating: "0", count: 330) + "25", String(repeating: "9", count: 40) + "e-360",
        // Double's and Float's edges: largest, past largest, smallest normal and subnormal, halfway to zero.
        "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1.8e308", "-1.8e308",
        "2.2250738585072014e-308", "2.2250738585072011e-308", "4.9406564584124654e-324", "5e-324", "3e-324",
        "2.4703282292062328e-324", "2.4703282292062327e-324", "1e-324", "3.4028235e38", "3.4028236e38", "3.5e38",
        "1.17549435e-38", "1.4e-45", "7.1e-46", "7e-46", "1e-46", "16777217", "9007199254740993", "0.1", "0.3",
        // Integer types' bounds, each side.
        "127", "128", "-128", "-129", "255", "256", "32767", "32768", "-32768", "-32769", "65535", "65536",
        "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967295", "4294967296",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "18446744073709551616", "-18446744073709551616", "999999999999999999",
        "1000000000000000000", "1e2", "1.0", "100e-2", "-1", "-00", "--1", "- 1", "1 ", " 1", "\t\n\r 1",
        // Not numbers in JSON.
        "NaN", "-NaN", "Infinity", "-Infinity", "inf", "0x1F", "1_000", ".5", "5.", "1e1.5", "1,5", "١", "１",
    ]

    @Test(arguments: edges)
    func `a number at a type's edge reads as JSONDecoder reads it`(number: String) {
        var tally = ParityTally()
        Self.compareEverywhere(number, in: &tally)
        tally.expectNoDisagreement(atLeast: 22)
    }
}
