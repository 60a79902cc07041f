import CMathExtras
import CoreGraphics

/// The sine and cosine of `angle`, from one call: a rotation needs both, and glibc's `sincos`
/// reduces the angle once for the two (the animated benchmark turns 5,000 layers a frame).
func sineAndCosine(_ angle: CGFloat) -> (sine: CGFloat, cosine: CGFloat) {
    var sine = 0.0, cosine = 0.0
    sincos(Double(angle), &sine, &cosine)
    return (CGFloat(sine), CGFloat(cosine))
}
