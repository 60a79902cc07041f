import Foundation

/// Shows one window's frames on a thread of its own, so that a present which waits for the window's
/// display (vsync) holds up no other window. The render thread draws a frame, releases the window's
/// context and hands the frame over; the presenter makes the context current, presents it and
/// releases the context again. A window's frames are shown in order, one at a time.
final class WindowPresenter: @unchecked Sendable {
    // `handedOver` and `stopping` are guarded by the condition; `target` is used by one thread at a
    // time: the render thread while nothing is handed over, the presenter while something is.
    private let condition = NSCondition()
    private var handedOver = false
    private var stopping = false
    private let target: RenderTarget
    private var thread: JoinableThread?
    /// The window's place among the driver's, for the trace's "present" phases.
    private let window: Int
    private let trace: TraceRecorder?
    /// Counts each frame shown, with the other windows' presenters.
    private let shown: PresentedFrameCount

    /// A presenter for `target`, whose context no thread holds; `window` numbers it in `trace`, and
    /// each frame it shows is counted in `shown`.
    init(target: RenderTarget, window: Int, trace: TraceRecorder?, shown: PresentedFrameCount) {
        self.target = target
        self.window = window
        self.trace = trace
        self.shown = shown
        thread = JoinableThread(name: "Casement presenter") { [self] in run() }
    }

    /// Whether a frame handed over is still being shown (the context is the presenter's).
    var isShowing: Bool {
        condition.lock()
        defer { condition.unlock() }
        return handedOver
    }

    /// Shows the frame drawn into the window; the caller has released the window's context.
    func show() {
        condition.lock()
        handedOver = true
        condition.signal()
        condition.unlock()
    }

    /// Waits until the frame handed over last is shown and the context released.
    func waitUntilShown() {
        condition.lock()
        while handedOver { condition.wait() }
        condition.unlock()
    }

    /// Shows what was handed over, then ends the thread and returns once it has ended.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
        thread?.join()
    }

    private func run() {
        while true {
            condition.lock()
            while !handedOver && !stopping { condition.wait() }
            if !handedOver {
                condition.unlock()
                return
            }
            condition.unlock()
            let presenting = trace?.begin("present", "presenter")
            target.makeCurrent()
            target.present()
            target.releaseCurrent()
            presenting?.end([("window", window)])
            condition.lock()
            handedOver = false
            condition.broadcast()
            condition.unlock()
            shown.frameShown()
        }
    }
}
