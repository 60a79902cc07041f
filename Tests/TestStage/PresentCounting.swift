import Synchronization
import QuartzCore

/// A window's drawable that counts the frames it was asked to show, and takes `presentSeconds` to
/// show each (as a present waiting for a slow display would).
package final class CountingTarget: RenderTarget {
    package let inner: RenderTarget
    package let presents = Mutex(0)
    package let presentSeconds: Double

    package init(_ inner: RenderTarget, presentSeconds: Double = 0) {
        self.inner = inner
        self.presentSeconds = presentSeconds
    }

    package func makeCurrent() { inner.makeCurrent() }
    package func releaseCurrent() { inner.releaseCurrent() }
    package func present() {
        presents.withLock { $0 += 1 }
        inner.present()
        if presentSeconds > 0 { Thread.sleep(forTimeInterval: presentSeconds) }
    }
    package func destroy() { inner.destroy() }
}

/// A renderer (the render thread, for the tests and the benchmark) drawing into windows whose
/// presents are counted; the windows' presents take `presentSeconds` each, by the order they are
/// attached (0 for the rest).
@MainActor
package final class PresentCountingRenderer: FrameRenderer {
    private let inner: FrameRenderer
    private var counting: [RenderTarget.ID: CountingTarget] = [:]
    private let presentSeconds: [Double]

    package init(_ inner: FrameRenderer, presentSeconds: [Double] = []) {
        self.inner = inner
        self.presentSeconds = presentSeconds
    }

    /// The counted drawables, in the order the windows were attached.
    package private(set) var targets: [CountingTarget] = []

    package func submit(_ transaction: RenderTransaction) {
        var transaction = transaction
        transaction.surfaces = transaction.surfaces.map { change in
            switch change {
            case .attach(let target, let root, let viewport):
                let wrapped = CountingTarget(target, presentSeconds: presentSeconds.count > targets.count ? presentSeconds[targets.count] : 0)
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
    package func capture(_ target: RenderTarget.ID) -> CapturedFrame? { inner.capture(counting[target].map(ObjectIdentifier.init) ?? target) }
    package var statistics: RenderStatistics { inner.statistics }
    package func synchronize() { inner.synchronize() }
    package func stop() { inner.stop() }
}
