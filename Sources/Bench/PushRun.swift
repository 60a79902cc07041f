import Foundation
import UIKit

/// The push benchmark: the animated scene (solid, N layers) as the view of a navigation
/// controller's root filling the window, alone or with a plain page pushed over it and popped back
/// in turn every 0.6 s for the whole run, so a slide is always on screen. The compositor animates
/// each slide; the main thread only runs its turns (events, the transitions' starts and ends).
@MainActor
enum PushRun {
    /// What moves over the scene while it is measured.
    enum Motion: String, CaseIterable {
        /// Nothing: the scene alone, in its navigation controller.
        case none
        /// Pushes and pops, one after the other.
        case push
    }

    /// How often a push or a pop starts, in seconds: a little longer than the 0.5 s slide.
    static let interval = 0.6

    static func run(count: Int, seconds: Double, motion: Motion) -> Measurement {
        let size = LeafMotion.windowSize
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let scene = CALayer()
        scene.frame = root.view.layer.bounds
        root.view.layer.addSublayer(scene)
        AnimatedScene.build(in: scene, variant: .solid, motions: LeafMotion.scene(count: count))
        CATransaction.flush()
        var last = Date.distantPast
        return SingleRun.measure(seconds: seconds) {
            UIApplication.shared.mainLoop.turn()
            guard motion == .push, Date().timeIntervalSince(last) >= interval else { return }
            last = Date()
            if navigation.viewControllers.count == 1 {
                let page = UIViewController()
                page.view.backgroundColor = .systemBlue
                navigation.pushViewController(page, animated: true)
            } else {
                navigation.popViewController(animated: true)
            }
        }
    }
}
