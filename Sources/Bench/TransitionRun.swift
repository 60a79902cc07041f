import Foundation
import UIKit

/// The transition benchmark: the animated scene (solid, N layers) in one container, alone or under
/// a cross-dissolve that lasts the whole run — its new side pictured once, or live every frame (what
/// `.allowAnimatedContent` does, one more full pass of the scene a frame). Same window, same motion.
@MainActor
enum TransitionRun {
    /// What covers the scene while it is measured.
    enum Cover: String, CaseIterable {
        /// Nothing: the scene alone.
        case none
        /// A cross-dissolve between two pictures of the container, taken once.
        case pictures
        /// A cross-dissolve whose new side is the live scene, pictured every frame.
        case live
    }

    static func run(count: Int, seconds: Double, cover: Cover) -> Measurement {
        let size = LeafMotion.windowSize
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        window.makeKeyAndVisible()
        let container = CALayer()
        container.frame = window.layer.bounds
        window.layer.addSublayer(container)
        AnimatedScene.build(in: container, variant: .solid, motions: LeafMotion.scene(count: count))
        CATransaction.flush()
        // The compositor has the scene before the transition asks for its "before" picture.
        SingleRun.pumpEvents(for: 0.1)
        if cover != .none {
            let transition = CATransition()
            transition.type = .fade
            transition.duration = SingleRun.warmUpSeconds + seconds + 1
            transition.showsLiveContent = cover == .live
            container.add(transition, forKey: nil)
            CATransaction.flush()
        }
        return SingleRun.measure(seconds: seconds)
    }
}
