import CoreGraphics

/// What a layer of one of the compositor-drawn classes asks the compositor to do besides drawing it
/// as a plain layer: repeat its sublayers (`CAReplicatorLayer`), draw particles (`CAEmitterLayer`) or
/// show what lies behind it blurred (a visual effect view's backdrop). Nil on every other layer, so
/// the frame builder pays one check of a nil for them.
package enum LayerEffect: Sendable, Equatable {
    case replicator(Replication)
    case emitter(Emission)
    case backdrop(Backdrop)
}

/// A replicator layer's instances: the sublayers are drawn `count` times, instance k through
/// `transform`ᵏ (about the centre of the bounds), its colours multiplied by `color` + k × `colorOffset`
/// and its sublayers' animations `delay` × k seconds behind.
package struct Replication: Sendable, Equatable {
    package var count = 1
    package var transform = CATransform3DIdentity
    package var delay: Double = 0
    package var color = CGColorRGBA(red: 1, green: 1, blue: 1, alpha: 1)
    package var colorOffset = CGColorRGBA(red: 0, green: 0, blue: 0, alpha: 0)
    package var preservesDepth = false

    package init() {}

    /// Instance `k`'s colour multiplier, each component clamped to 0…1 as Core Animation does.
    package func color(ofInstance k: Int) -> CGColorRGBA {
        func clamp(_ base: Double, _ offset: Double) -> Double { min(1, max(0, base + Double(k) * offset)) }
        return CGColorRGBA(red: clamp(color.red, colorOffset.red), green: clamp(color.green, colorOffset.green),
                           blue: clamp(color.blue, colorOffset.blue), alpha: clamp(color.alpha, colorOffset.alpha))
    }
}

/// A backdrop: the pixels already drawn under the layer's bounds, blurred by a Gaussian of `sigma`
/// points and covered by `tint`, shown clipped to the bounds (and corner radius) beneath the layer's
/// background colour.
package struct Backdrop: Sendable, Equatable {
    package var sigma: CGFloat
    package var tint: CGColorRGBA?

    package init(sigma: CGFloat, tint: CGColorRGBA?) { self.sigma = sigma; self.tint = tint }
}
