import Foundation
@testable import QuartzCore

/// Records what reaches the render thread.
@MainActor
final class RecordingSink: RenderTransactionSink {
    var transactions: [RenderTransaction] = []
    func submit(_ transaction: RenderTransaction) { transactions.append(transaction) }
}

/// A window that draws nothing: it only makes a layer tree count as on screen.
final class HeadlessTarget: RenderTarget {
    func makeCurrent() {}
    func releaseCurrent() {}
    func present() {}
    func destroy() {}
}

/// A layer tree shown in a headless window, with a clock the test moves. Commits go to `sink`.
@MainActor
final class Stage {
    let root = CALayer()
    let sink = RecordingSink()
    var time = 100.0
    private let target = HeadlessTarget()
    private let previousSink: RenderTransactionSink?
    private let previousClock: () -> Double

    init() {
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
    func committedLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        root.addSublayer(layer)
        CATransaction.flush()
        return layer
    }

    /// Moves the clock to `t`, ends what has finished by then and commits (one main-loop turn).
    func turn(at t: Double) {
        time = t
        CATransaction.state.finishAnimations(at: t)
        CATransaction.flush()
    }

    /// Takes the window down and restores the shared transaction state.
    func tearDown() {
        CATransaction.state.surfaceChanged(.detach(ObjectIdentifier(target)))
        CATransaction.flush()
        CATransaction.state.sink = previousSink
        CATransaction.state.clock = previousClock
    }
}
