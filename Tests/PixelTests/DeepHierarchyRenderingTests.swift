import Foundation
import Testing
@testable import QuartzCore
import TestStage
@testable import UIKit

/// A window holding a view hierarchy 100,000 levels deep, drawn by the real compositor on the
/// render thread: the deepest view shows, and taking the chain down clears it, with no walk of the
/// tree running out of either thread's stack.
@Suite("Deep hierarchy rendering", .serialized, .startsClean)
@MainActor
struct DeepHierarchyRenderingTests {
    /// A chain of plain views in `window` (see `DeepChain`); the top at half opacity (one offscreen
    /// pass around the whole chain), the deepest red. Returns the top.
    private func addChain(to window: UIWindow) -> UIView {
        let (top, leaf) = DeepChain.build(below: window as UIView, make: { _ in UIView(frame: DeepChain.frame) },
                                          add: { $1.addSubview($0) })
        leaf.backgroundColor = .red
        top.alpha = 0.5
        return top
    }

    /// Red at half opacity over white.
    private let pink = RGB(r: 255, g: 128, b: 128)

    @Test("The deepest of 100,000 nested views shows where it is, through an offscreen pass, on the render thread; removed, it is gone")
    func renderThread() throws {
        let renderer = ThreadedRenderer(refreshRate: 60)
        let window = openWindow(size: CGSize(width: 400, height: 300), renderer: renderer)
        defer { window.isHidden = true }
        do {
            let top = addChain(to: window)
            CATransaction.flush()
            renderer.synchronize()
            waitForFirstFrame(renderer)
            let target = try #require(window.renderTargetID)
            let captured = try #require(renderer.capture(target))
            let picture = Picture(width: captured.width, height: captured.height, rgba: captured.rgba)
            // The deepest view spans x 100…300 (the chain's offsets), y 0…100.
            #expect(picture.rgb(200, 50).isClose(to: pink), "the deepest view: \(picture.rgb(200, 50))")
            #expect(picture.rgb(102, 98).isClose(to: pink))
            #expect(picture.rgb(98, 50) == .white && picture.rgb(200, 102) == .white)
            top.removeFromSuperview()
        }
        // The chain's layers are destroyed: the render thread drops their 100,000 nodes.
        CATransaction.flush()
        renderer.synchronize()
        let target = try #require(window.renderTargetID)
        let captured = try #require(renderer.capture(target))
        #expect(Picture(width: captured.width, height: captured.height, rgba: captured.rgba).rgb(200, 50) == .white)
    }
}
