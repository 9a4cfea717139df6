// Int from ASCII digits in place: the numbers inside header values and URLs, read without making a string.

extension Int {
    /// The decimal number `digits` spell with one to `maximumCount` ASCII digits (no sign, no spaces), or `nil`.
    init?(asciiDigits digits: some Collection<UInt8>, maximumCount: Int) {
        guard (1...maximumCount).contains(digits.count) else { return nil }
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        self = value
    }
}
