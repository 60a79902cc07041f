import Foundation
import QuartzCore

// A layer tree on a headless screen with a clock the test moves: what the QuartzCore and UIKit
// tests share to check animations deterministically, one main-loop turn at a time.

/// Records what reaches the render thread.
@MainActor
package final class RecordingSink: RenderTransactionSink {
    package var transactions: [RenderTransaction] = []
    package init() {}
    package func submit(_ transaction: RenderTransaction) { transactions.append(transaction) }
}

/// A window that draws nothing: it only makes a layer tree count as on screen.
package final class HeadlessTarget: RenderTarget {
    package init() {}
    package func makeCurrent() {}
    package func releaseCurrent() {}
    package func present() {}
    package func destroy() {}
}

/// A layer tree shown in a headless window, with a clock the test moves. Commits go to `sink`.
@MainActor
package final class Stage {
    package let root = CALayer()
    package let sink = RecordingSink()
    package var time = 100.0
    /// The stage's window.
    package let target = HeadlessTarget()
    private let previousSink: RenderTransactionSink?
    private let previousClock: () -> Double

    package init() {
        CATransaction.flush()
        previousSink = CATransaction.state.sink
        previousClock = CATransaction.state.clock
        CATransaction.state.sink = sink
        CATransaction.state.clock = { [unowned self] in time }
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        CATransaction.state.surfaceChanged(.attach(target, root: root.layerID,
                                                   viewport: Viewport(pointSize: root.bounds.size, pixelWidth: 400, pixelHeight: 300)))
        CATransaction.flush()
    }

    /// A layer on screen and committed, so its changes run actions.
    package func committedLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        root.addSublayer(layer)
        CATransaction.flush()
        return layer
    }

    /// Moves the clock to `t`, ends what has finished by then and commits (one main-loop turn).
    package func turn(at t: Double) {
        time = t
        CATransaction.state.finishAnimations(at: t)
        CATransaction.flush()
    }

    /// Takes the window down and restores the shared transaction state.
    package func tearDown() {
        CATransaction.state.surfaceChanged(.detach(ObjectIdentifier(target)))
        CATransaction.flush()
        CATransaction.state.sink = previousSink
        CATransaction.state.clock = previousClock
    }
}
