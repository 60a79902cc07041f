import Foundation
import Synchronization
import Testing
@testable import QuartzCore
@testable import UIKit

/// A window's drawable that counts the frames it was asked to show.
final class CountingTarget: RenderTarget {
    let inner: RenderTarget
    let presents = Mutex(0)

    init(_ inner: RenderTarget) { self.inner = inner }

    func makeCurrent() { inner.makeCurrent() }
    func releaseCurrent() { inner.releaseCurrent() }
    func present() {
        presents.withLock { $0 += 1 }
        inner.present()
    }
    func destroy() { inner.destroy() }
}

/// The render thread, unpaced (vsync off), drawing into windows whose presents are counted.
@MainActor
final class PresentCountingRenderer: FrameRenderer {
    private let inner = ThreadedRenderer(refreshRate: .infinity)
    private var counting: [RenderTarget.ID: CountingTarget] = [:]

    /// The counted drawables, in the order the windows were attached.
    private(set) var targets: [CountingTarget] = []

    func submit(_ transaction: RenderTransaction) {
        var transaction = transaction
        transaction.surfaces = transaction.surfaces.map { change in
            switch change {
            case .attach(let target, let root, let viewport):
                let wrapped = CountingTarget(target)
                counting[ObjectIdentifier(target)] = wrapped
                targets.append(wrapped)
                return .attach(wrapped, root: root, viewport: viewport)
            case .resize(let id, let viewport):
                return .resize(counting[id].map(ObjectIdentifier.init) ?? id, viewport: viewport)
            case .detach(let id):
                return .detach(counting[id].map(ObjectIdentifier.init) ?? id)
            }
        }
        inner.submit(transaction)
    }
    func capture(_ target: RenderTarget.ID) -> CapturedFrame? { inner.capture(counting[target].map(ObjectIdentifier.init) ?? target) }
    var statistics: RenderStatistics { inner.statistics }
    func synchronize() { inner.synchronize() }
    func stop() { inner.stop() }
}

/// When the render thread shows the frames it draws.
@Suite("Presenting frames", .serialized)
@MainActor
struct PresentingTests {
    @Test("Unpaced, a frame is shown once the next is built, at most one behind; the last one is shown when animating stops")
    func framesAreShownOneBehindAndTheLastOneAtTheEnd() throws {
        let renderer = PresentCountingRenderer()
        let window = openWindow(size: CGSize(width: 120, height: 120), renderer: renderer)
        defer { window.isHidden = true }
        let fading = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        fading.backgroundColor = .black
        window.addSubview(fading)
        CATransaction.flush()
        renderer.synchronize()
        waitForFirstFrame(renderer)
        let target = try #require(renderer.targets.first)

        UIView.animate(withDuration: 0.4) { fading.alpha = 0 }
        CATransaction.flush()
        var unshown: [Int] = []
        var lastCount = -1, steadySince = Date()
        let deadline = Date(timeIntervalSinceNow: 5)
        // Until no frame has been drawn for 300 ms: the animation is over and the thread idle.
        while Date() < deadline && Date().timeIntervalSince(steadySince) < 0.3 {
            let frames = renderer.statistics.framesPresented
            unshown.append(frames - target.presents.withLock { $0 })
            if frames != lastCount { lastCount = frames; steadySince = Date() }
            Thread.sleep(forTimeInterval: 0.005)
        }
        let frames = renderer.statistics.framesPresented
        // How many depends on the back end: where presenting waits for the compositor (Wayland), fewer.
        #expect(frames > 3, "the animation drew frames (\(frames))")
        #expect(unshown.allSatisfy { $0 >= -1 && $0 <= 1 }, "drawn but not shown: \(Set(unshown).sorted())")
        #expect(target.presents.withLock { $0 } == frames, "every frame drawn was shown, the last one too")
    }
}
