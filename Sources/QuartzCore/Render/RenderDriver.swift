/// The frame loop, free of any graphics API: it owns the render tree, applies transactions to it
/// (the pictures they ask for first, then their changes), divides the damage among the windows,
/// plans and builds each window's frame, feeds the debug overlays and keeps the statistics. What
/// needs a graphics API it asks of its `GraphicsExecutor` (the GL compositor, or a recording one in
/// the tests). Used by one thread at a time: the render thread, or the main thread in the
/// synchronous mode.
package final class RenderDriver {
    package internal(set) var tree = RenderTree()
    let executor: any GraphicsExecutor
    /// The windows drawn, by id, and the order they are drawn in (the order they were attached).
    private(set) var windows: [RenderTarget.ID: Window] = [:]
    private(set) var windowOrder: [RenderTarget.ID] = []
    let builder = FrameBuilder()
    /// Textures no layer shows any more, freed when a context is next current.
    var releasedTextures: [TextureHandle] = []
    /// Pictures taken for transactions' snapshot requests, kept until released.
    var snapshots: [SnapshotID: TextureHandle] = [:]
    /// Snapshots released since the contents were last brought up to date: let go of only then, so
    /// that a layer given a snapshot by the transaction that releases it keeps the picture.
    var releasedSnapshots: [SnapshotID] = []
    /// The "after" picture of each running transition, by layer, with the "before" it goes with.
    var afterPictures: [LayerID: (before: SnapshotID, picture: TextureHandle)] = [:]
    package internal(set) var statistics = RenderStatistics()

    /// Whether each window's frames are shown on a thread of its own while several windows are
    /// attached, so that one window's present, waiting for its display, holds up no other.
    let presentsOnWindowThreads: Bool
    /// The frames the windows' presenters have shown, to wait for the next when none can be drawn.
    let presentedFrames = PresentedFrameCount()
    /// Whether a frame that could draw no window, every one still showing its last frame, waits a
    /// while (`showingWait`) for a present: for a render thread no refresh rate paces (vsync off),
    /// which would otherwise go round its loop drawing nothing. A paced one sleeps until its next
    /// frame instead, as before (waiting here made L14's unplug under weston fail more often).
    package var waitsForPresents = false
    /// How long such a frame waits for a present, at most, before the render thread goes on (to
    /// take transactions): long enough not to spin.
    static let showingWait = 0.005
#if CASEMENT_NO_DEBUG_OVERLAYS
    /// Built without the overlays (`-Xswiftc -DCASEMENT_NO_DEBUG_OVERLAYS`, to measure what they cost
    /// when off, `make bench-overlays`): there are none, and every check of them folds away.
    var overlay: DebugOverlay? { nil }
#else
    /// The debug overlays drawn over every window's frame (nil, and never consulted, when none are).
    private(set) var overlay: DebugOverlay?
#endif
    /// Records each frame's phases for `CASEMENT_TRACE` (nil: nothing is measured).
    let trace: TraceRecorder?
    /// The main loop's wake-ups, for the `hud`.
    let mainWakeUps: WakeUpCounter?

    /// A driver drawing with `executor`; with `presentsOnWindowThreads` (the render thread's), several
    /// windows are shown each on a thread of its own. Drawing synchronously, everything stays on the
    /// caller's thread. `overlays` (`CASEMENT_DEBUG`) are drawn over each window's finished frame;
    /// `trace` (`CASEMENT_TRACE`) records what each frame costs; the `hud` shows `mainWakeUps`' rate.
    package init(executor: any GraphicsExecutor, presentsOnWindowThreads: Bool = false, overlays: DebugOverlays = [],
                 trace: TraceRecorder? = nil, mainWakeUps: WakeUpCounter? = nil) {
        self.executor = executor
        self.presentsOnWindowThreads = presentsOnWindowThreads
        self.mainWakeUps = mainWakeUps
        #if !CASEMENT_NO_DEBUG_OVERLAYS
        overlay = overlays.isEmpty ? nil : DebugOverlay(overlays)
        #endif
        self.trace = trace
    }

    /// Whether any window is attached.
    package var hasWindows: Bool { !windows.isEmpty }

    /// Whether the picture changes with time alone (a running animation), so frames must keep coming.
    /// So does a window whose last frame was left out while its previous one was being shown, and
    /// a debug overlay's flash until it fades.
    package var needsAnimationFrame: Bool {
        hasWindows && (tree.hasRunningAnimations(at: statistics.lastFrameTime) || windows.values.contains { $0.skippedFrame }
                       || overlay?.isFlashing == true)
    }

    /// Applies one transaction, in two phases: first the pictures it asks for of layers as they were
    /// shown, then its changes to the tree, whose damage the windows divide among themselves.
    /// Windows that went away are drawn no more and their contexts freed.
    package func apply(_ transaction: RenderTransaction) {
        let applying = trace?.begin("apply", "render")
        defer { applying?.end([("layers", transaction.properties.count)]) }
        takeSnapshots(transaction.snapshots)
        releasedSnapshots += transaction.releasedSnapshots
        releasedTextures += tree.apply(transaction)
        if let overlays = transaction.overlays { show(overlays) }
        overlay?.noteCommit(transaction.commitSeconds)
        overlay?.hitAreas.merge(transaction.hitAreas) { $1 }
        WindowFrameState.distribute(tree.takeDamage(), among: windowOrder.compactMap { windows[$0]?.frame })
        for change in transaction.surfaces {
            switch change {
            case .attach(let target, let root, let viewport):
                let id = ObjectIdentifier(target)
                if windows[id] == nil { windowOrder.append(id) }
                windows[id] = Window(target: target, root: root, viewport: viewport)
            case .resize(let id, let viewport):
                windows[id]?.viewport = viewport
                windows[id]?.frame.invalidate()
            case .detach(let id):
                guard let gone = windows.removeValue(forKey: id) else { continue }
                overlay?.hitAreas[id] = nil
                windowOrder.removeAll { $0 == id }
                gone.presenter?.stop()
                executor.detach(gone.target)
            }
        }
    }

    /// Shows `overlays` from the next frame on; every window is drawn again whole, without what its
    /// canvas kept of the overlays shown so far.
    private func show(_ overlays: DebugOverlays) {
        #if !CASEMENT_NO_DEBUG_OVERLAYS
        overlay = overlays.isEmpty ? nil : DebugOverlay(overlays)
        #endif
        for window in windows.values { window.frame.invalidate() }
    }
}
