/// Each frame: every window planned, its contents and transitions' pictures brought up to date,
/// built, executed, overlaid and shown; then the statistics.
extension RenderDriver {
    /// Draws and presents one frame of every window for media time `time`; with `capture`, returns
    /// that window's pixels as drawn in this frame.
    ///
    /// With `presentsLater`, each window's frame is flushed but shown only once its next frame has
    /// been built (or by `presentPendingFrames`): a software rasteriser (llvmpipe) then fills this
    /// frame's pixels on its own threads while this thread builds the next, instead of taking turns.
    @discardableResult
    package func renderFrame(at time: Double, capture: RenderTarget.ID? = nil, presentsLater: Bool = false) -> CapturedFrame? {
        var captured: CapturedFrame?
        let frameStart = overlay == nil ? 0 : MediaClock.monotonicSeconds()
        var drawCalls = 0, quads = 0, passes = 0, clips = 0, unblended = 0, redrawn = 0
        let onWindowThreads = presentsOnWindowThreads && windowOrder.count > 1
        // Read before any window is found still showing, so a present finishing since is not missed;
        // only where this frame may wait for one (it takes a lock).
        let shownBefore = onWindowThreads && waitsForPresents ? presentedFrames.current : 0
        var transitionsPrepared = false, drawnWindows = 0, showingWindows = 0
        for id in windowOrder {
            guard let window = windows[id] else { continue }
            guard takeContext(of: window, onWindowThreads: onWindowThreads, waiting: capture == id) else {
                showingWindows += 1
                continue
            }
            drawnWindows += 1
            // The overlays cover the whole window: it is redrawn whole, none of it kept from the last frame.
            if overlay != nil { window.frame.invalidate() }
            let plan = window.frame.plan(tree: &tree, at: time)
            executor.makeCurrent(window.target)
            let uploading = trace?.begin("upload", "render")
            uploadPendingContents()
            if !transitionsPrepared {
                prepareTransitions(at: time)
                transitionsPrepared = true
            }
            uploading?.end([("bytes", executor.uploadedBytes)])
            let building = trace?.begin("build", "render")
            let buildStart = MediaClock.threadCPUSeconds()
            if let root = tree[window.root] {
                builder.build(root: root, tree: tree, viewport: window.viewport, time: time, whiteTexture: executor.whiteTexture,
                              extents: plan.extents)
            } else {
                builder.build(nothingFor: window.viewport)
            }
            statistics.frameBuildSeconds += MediaClock.threadCPUSeconds() - buildStart
            building?.end([("quads", builder.batch.quadCount)])
            if window.awaitingPresent { present(window) }
            let drawing = trace?.begin("draw", "render")
            let overlayBatch = overlay.map { overlay in
                overlay.build(over: builder.batch, of: id, whiteTexture: executor.whiteTexture,
                              textureSizes: overlay.overlays.contains(.misaligned) ? layerTextureSizes() : [:])
                return overlay.batch
            }
            let executed = executor.execute(builder.batch, surfaces: builder.surfacesNeeded, viewport: window.viewport,
                                            region: plan.region, keepsCanvas: plan.keepsCanvas, overlay: overlayBatch)
            drawing?.end([("calls", executed.drawCalls)])
            let region = plan.region ?? window.bounds
            drawCalls += executed.drawCalls
            unblended += executed.unblendedQuads
            redrawn += max(0, region.width) * max(0, region.height)
            quads += builder.batch.quadCount
            passes += builder.offscreenPasses
            clips += builder.stencilClips
            // A frame showing a backdrop cannot be redrawn in part: any change under the backdrop changes it.
            window.frame.frameDrawn(onCanvas: executed.onCanvas && !builder.readsBackdrop, animated: builder.showsAnimation)
            if capture == id { captured = executor.readPixels() }
            if onWindowThreads {
                executor.flush()
                executor.releaseCurrent(window.target)
                window.presenter?.show()
            } else if presentsLater {
                executor.flush()
                window.awaitingPresent = true
            } else {
                present(window)
            }
        }
        if let overlay {
            overlay.frameEnded(FrameHistory.Sample(time: time, mainSeconds: overlay.commitSeconds,
                                                   renderSeconds: MediaClock.monotonicSeconds() - frameStart, drawCalls: drawCalls,
                                                   quads: quads, layers: tree.nodes.count, textures: executor.resources.textures,
                                                   uploads: overlay.uploads, mainWakeUps: mainWakeUps?.perSecond(at: time) ?? 0))
        }
        // Every window was still showing its last frame: wait for one to be shown, but not long. A
        // present can be held up until the compositor next repaints, and that may take a frame of a
        // window this thread has yet to draw, after taking the transaction that makes it.
        if waitsForPresents && drawnWindows == 0 && showingWindows > 0 {
            presentedFrames.wait(past: shownBefore, timeout: RenderDriver.showingWait)
        }
        statistics.lastFrameRedrawnPixels = redrawn
        if !windowOrder.isEmpty { statistics.framesPresented += 1 }
        statistics.lastFrameTime = time
        statistics.lastFrameDrawCalls = drawCalls
        statistics.lastFrameQuads = quads
        statistics.lastFrameOffscreenPasses = passes
        statistics.lastFrameStencilClips = clips
        statistics.lastFrameUnblendedQuads = unblended
        trace?.count("frame", [("layers", tree.nodes.count), ("draw calls", drawCalls), ("uploaded bytes", executor.uploadedBytes)])
        let uploaded = executor.takeUploadedBytes()
        statistics.lastFrameUploadedBytes = uploaded
        statistics.totalUploadedBytes += uploaded
        let resources = executor.resources
        statistics.liveTextures = resources.textures
        statistics.renderTreeNodes = tree.nodes.count
        statistics.liveBuffers = resources.buffers
        statistics.liveOffscreenSurfaces = resources.offscreenSurfaces
        statistics.windowTargets = windows.count
        return captured
    }

    /// Shows the frames `renderFrame` left drawn but not shown.
    package func presentPendingFrames() {
        for id in windowOrder {
            guard let window = windows[id], window.awaitingPresent else { continue }
            executor.makeCurrent(window.target)
            present(window)
        }
    }

    /// Releases the windows' contexts from this thread (the render thread hands windows back on
    /// shutdown), once every frame drawn is shown; the presenters' threads end.
    package func releaseCurrentContext() {
        presentPendingFrames()
        for id in windowOrder {
            guard let window = windows[id] else { continue }
            window.presenter?.stop()
            window.presenter = nil
            executor.releaseCurrent(window.target)
        }
    }

    /// Whether this thread may draw the window now. While several windows are shown on threads of
    /// their own, a window whose last frame is still being shown is left out of this frame (it is
    /// drawn again as soon as it can be), unless `waiting` (its pixels are wanted): then this waits
    /// for its own present, never for another window's. Otherwise a presenter left from such a time
    /// finishes first, and the window is shown from this thread again.
    private func takeContext(of window: Window, onWindowThreads: Bool, waiting: Bool) -> Bool {
        guard onWindowThreads else {
            window.presenter?.waitUntilShown()
            return true
        }
        let presenter = window.presenter ?? WindowPresenter(target: window.target,
                                                            window: windowOrder.firstIndex(of: ObjectIdentifier(window.target)) ?? 0,
                                                            trace: trace, shown: presentedFrames)
        if window.presenter == nil {
            // The window's context is this thread's until now: show what waits, then hand the context over.
            if window.awaitingPresent {
                executor.makeCurrent(window.target)
                present(window)
            }
            executor.releaseCurrent(window.target)
            window.presenter = presenter
        }
        if presenter.isShowing && !waiting {
            window.skippedFrame = true
            return false
        }
        presenter.waitUntilShown()
        window.skippedFrame = false
        return true
    }

    private func present(_ window: Window) {
        let presenting = trace?.begin("present", "render")
        defer { presenting?.end() }
        executor.present(window.target)
        window.awaitingPresent = false
    }
}
