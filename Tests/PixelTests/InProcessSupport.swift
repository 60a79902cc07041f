import Foundation
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// Opens a white window of `size` drawn by `renderer` (in-process tests share the application).
@MainActor
func openWindow(size: CGSize, renderer: FrameRenderer) -> UIWindow {
    UIApplication.shared.useRenderer(renderer)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    return window
}

/// Commits what changed and returns the window's pixels as the compositor draws them at `time`.
@MainActor
func frame(_ window: UIWindow, _ renderer: SynchronousRenderer, at time: Double = 0) -> Picture {
    CATransaction.flush()
    let captured = renderer.renderFrame(at: time, capture: window.renderTargetID)!
    return Picture(width: captured.width, height: captured.height, rgba: captured.rgba)
}

/// Runs `body` with the transactions' clock stopped 1,000 s from now, the time it is given; the
/// clock runs again afterwards (tests move it on themselves).
@MainActor
func withStoppedClock<Result>(_ body: (Double) throws -> Result) rethrows -> Result {
    let clock = CATransaction.state.clock
    defer { CATransaction.state.clock = clock }
    let start = CACurrentMediaTime() + 1000
    CATransaction.state.clock = { start }
    return try body(start)
}

/// Runs `body` with a fresh synchronously drawn window of `size`, hidden again afterwards.
@MainActor
func withWindow<Result>(size: CGSize, _ body: (UIWindow, SynchronousRenderer) throws -> Result) rethrows -> Result {
    let renderer = SynchronousRenderer()
    let window = openWindow(size: size, renderer: renderer)
    defer { window.isHidden = true }
    return try body(window, renderer)
}

/// Waits (up to `timeout` seconds) until `renderer` has drawn a frame. A renderer's first frame sets
/// up the window's GL state (programs, vertex arrays); on a loaded machine, and more so under the
/// thread sanitizer, that took longer than the intervals the threaded tests time (0 frames in
/// 300 ms of "idle"), so they start timing once it is drawn.
@MainActor
func waitForFirstFrame(_ renderer: FrameRenderer, timeout: Double = 10) {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while renderer.statistics.framesPresented == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
}

/// The launcher in `window`: its root, or its navigation controller's root.
@MainActor
func launcher(in window: UIWindow) -> LauncherViewController? {
    window.rootViewController as? LauncherViewController
        ?? (window.rootViewController as? UINavigationController)?.viewControllers.first as? LauncherViewController
}

/// The frames of the launcher's cards in `window` (showing its grid), in window coordinates, in
/// catalogue order: where its layout puts each card, on screen or scrolled away.
@MainActor
func launcherCardFrames(in window: UIWindow) -> [CGRect] {
    guard let grid = launcher(in: window)?.grid else { return [] }
    let list = grid.collectionView
    list.layoutIfNeeded()
    return grid.demos.indices.compactMap { list.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        .map { list.convert($0.frame, to: nil) }
}

/// Turns the main loop until the animations started so far (a push, a pop) have ended.
@MainActor
func settleTransitions() {
    nextTurn()
    CATransaction.flush()
    CATransaction.state.finishAnimations(at: CATransaction.state.clock() + 10)
    nextTurn()
}
