// SeededRandom: the one seeded random generator of the tests, so a failing case can be replayed from its seed.

/// SplitMix64: a small, fast generator whose sequence follows from its seed.
///
/// ```swift
/// var random = SeededRandom(seed: 16)
/// let pause = Int(random.next() % 30)
/// let delay = policy.delay(after: nil, attempt: 3, using: &random)
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose every draw follows from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
