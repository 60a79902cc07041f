/// A small seeded random number generator (SplitMix64): the same seed gives the same program on
/// every machine and every run, so a failing seed can be replayed.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range`.
    package mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// A double in `range`.
    package mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { double(0...1) < p }

    /// One element of `items` (which must not be empty).
    package mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
