/// A small seeded generator for property tests (SplitMix64): every case is reproducible from the
/// seed its failure messages name. (swift-property-based cannot be used here: its
/// `canImport(CoreGraphics)` branch picks up Casement's own CoreGraphics module and fails to build.)
struct RandomCases: RandomNumberGenerator {
    /// The seed this case started from.
    let seed: UInt64
    private var state: UInt64

    init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &self) }

    /// Runs `body` for `count` cases, each with its own seed.
    static func forAll(_ count: Int = 200, base: UInt64 = 0xCA5E_7E47, _ body: (inout RandomCases) -> Void) {
        for index in 0..<UInt64(count) {
            var random = RandomCases(seed: base &+ index)
            body(&random)
        }
    }
}
