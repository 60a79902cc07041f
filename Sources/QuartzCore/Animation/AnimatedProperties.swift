/// A set of animatable layer properties, one bit each: what a layer's animations change, kept with
/// each animation so a frame can set those properties back to the model (and clamp them) without
/// reaching into every animation's effect.
package struct AnimatedProperties: OptionSet, Sendable, Hashable {
    package let rawValue: UInt32

    package init(rawValue: UInt32) { self.rawValue = rawValue }

    package init(_ property: AnimatableKeyPath.Property) {
        self.init(rawValue: 1 << UInt32(AnimatedProperties.bitIndex[property]!))
    }

    /// Calls `body` with each property in the set, in the order `Property` declares them.
    package func forEach(_ body: (AnimatableKeyPath.Property) -> Void) {
        var remaining = rawValue
        while remaining != 0 {
            body(AnimatedProperties.properties[remaining.trailingZeroBitCount])
            remaining &= remaining - 1
        }
    }

    private static let properties = AnimatableKeyPath.Property.allCases
    private static let bitIndex = Dictionary(uniqueKeysWithValues: properties.enumerated().map { ($1, $0) })
}
