import UIKit

// Helper objects that are not views and build or touch layers: a styler, a ring builder, a shimmer
// controller. Written as plain classes, as app code has them.

/// Applies the card look to any layer.
final class CardStyler {
    let cornerRadius: CGFloat
    let shadowRadius: CGFloat

    init(cornerRadius: CGFloat = 12, shadowRadius: CGFloat = 6) {
        self.cornerRadius = cornerRadius
        self.shadowRadius = shadowRadius
    }

    func style(_ layer: CALayer, selected: Bool) {
        layer.cornerRadius = cornerRadius
        layer.borderWidth = selected ? 2 : 1
        layer.borderColor = borderColor(selected: selected)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = shadowRadius
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowPath = roundedCardPath(in: layer.bounds, radius: cornerRadius).cgPath
    }
}

/// Builds the track and the progress arc of a ring out of shape layers.
final class RingBuilder {
    let lineWidth: CGFloat
    let track: CAShapeLayer
    let arc: CAShapeLayer

    init(lineWidth: CGFloat) {
        self.lineWidth = lineWidth
        track = CAShapeLayer()
        arc = CAShapeLayer()
        for layer in [track, arc] {
            layer.fillColor = nil
            layer.lineWidth = lineWidth
            layer.lineCap = .round
        }
        track.strokeColor = UIColor(white: 0.9, alpha: 1).cgColor
        arc.strokeColor = Palette.accent.cgColor
    }

    func install(in host: CALayer) {
        host.addSublayer(track)
        host.addSublayer(arc)
    }

    func layout(in bounds: CGRect, progress: CGFloat) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for layer in [track, arc] { layer.frame = bounds }
        track.path = ringPath(center: center, radius: radius, progress: 1)
        arc.path = ringPath(center: center, radius: radius, progress: progress)
        CATransaction.commit()
    }
}

/// Sweeps a highlight across a gradient, the usual skeleton-loading shimmer.
final class ShimmerController {
    let gradient: CAGradientLayer
    private(set) var isRunning = false

    init() {
        gradient = CAGradientLayer()
        gradient.colors = [Palette.shimmerBase.cgColor, Palette.shimmerHighlight.cgColor, Palette.shimmerBase.cgColor]
        gradient.locations = [0, 0.5, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
    }

    func start() {
        gradient.add(makeShimmerAnimation(), forKey: "shimmer")
        isRunning = true
    }

    func stop() {
        gradient.removeAnimation(forKey: "shimmer")
        isRunning = false
    }
}

/// Tells the app when an animation it started has stopped.
final class AnimationObserver: CAAnimationDelegate {
    private(set) var stopped: [Bool] = []

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append(flag)
    }
}
