import UIKit

/// The Casement side of the animated benchmark: one window, containers of ten nested two deep, and
/// under them the 48×48 layers, each with a rotation and a position animation that repeat forever.
/// Once committed, the main thread has nothing left to do: the render thread evaluates every
/// animation at each frame's time.
@MainActor
enum AnimatedScene {
    /// Each container level is offset a little, so the nesting costs what real nesting costs.
    static let containerOffset = CGPoint(x: 3, y: 2)

    /// Builds the scene under `root` (a window's layer); the layers' on-screen motion is `motions`, exactly.
    static func build(in root: CALayer, variant: BenchVariant, motions: [LeafMotion]) {
        let image = CGImage(width: BenchImage.side, height: BenchImage.side, bytesPerRow: BenchImage.side * 4,
                            premultipliedBGRA: BenchImage.premultipliedBGRA)
        let leafOffset = CGPoint(x: containerOffset.x * 2, y: containerOffset.y * 2)
        var outer: CALayer?, inner: CALayer?
        for (index, motion) in motions.enumerated() {
            if index % 100 == 0 {
                outer = container()
                root.addSublayer(outer!)
            }
            if index % 10 == 0 {
                inner = container()
                outer!.addSublayer(inner!)
            }
            let leaf = CALayer()
            leaf.bounds = CGRect(x: 0, y: 0, width: LeafMotion.side, height: LeafMotion.side)
            leaf.position = CGPoint(x: motion.start.x - leafOffset.x, y: motion.start.y - leafOffset.y)
            leaf.opacity = Float(LeafMotion.opacity)
            switch variant {
            case .solid:
                let color = LeafMotion.color(index: index)
                leaf.backgroundColor = CGColor(srgbRed: color.red, green: color.green, blue: color.blue, alpha: 1)
            case .textured:
                leaf.contents = image
            }
            inner!.addSublayer(leaf)
            addAnimations(to: leaf, motion: motion)
        }
    }

    private static func container() -> CALayer {
        let layer = CALayer()
        let size = CGSize(width: LeafMotion.windowSize.width, height: LeafMotion.windowSize.height)
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.position = CGPoint(x: size.width / 2 + containerOffset.x, y: size.height / 2 + containerOffset.y)
        return layer
    }

    private static func addAnimations(to leaf: CALayer, motion: LeafMotion) {
        let travel = CABasicAnimation(keyPath: "position")
        travel.fromValue = leaf.position
        travel.toValue = CGPoint(x: leaf.position.x + motion.travel.x, y: leaf.position.y + motion.travel.y)
        travel.duration = motion.travelDuration
        travel.autoreverses = true
        travel.repeatCount = .infinity
        leaf.add(travel, forKey: "travel")

        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0.0
        turn.toValue = 2 * Double.pi
        turn.duration = motion.turnDuration
        turn.repeatCount = .infinity
        leaf.add(turn, forKey: "turn")
    }
}
