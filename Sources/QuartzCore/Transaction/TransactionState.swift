import CoreGraphics
import Foundation

/// Where commits go: the render server (threaded) or a synchronous compositor (tests, virtual clock).
@MainActor
package protocol RenderTransactionSink: AnyObject {
    func submit(_ transaction: RenderTransaction)
}

/// The work gathered since the last commit: which layers changed, need layout or need drawing.
/// Every set is keyed by layer, so the cost of a commit grows with what changed, not with the scene.
@MainActor
package final class TransactionState {
    package var sink: RenderTransactionSink?
    /// The media clock commits are stamped with.
    package var clock: () -> Double = { CACurrentMediaTime() }
    /// The factor every animation committed from now on runs at (`CASEMENT_ANIMATION_SPEED`).
    package var animationSpeed = 1.0
    /// Overlays switched since the last commit, for the compositor.
    private var switchedOverlays: DebugOverlays?
    /// Gathers each window's areas that take touches for every commit, while the `hits` overlay is on.
    package var hitAreaSource: (() -> [RenderTarget.ID: [CGRect]])?
    /// Whether each commit measures how long it takes, for the `hud` overlay.
    package var measuresCommits = false
    /// Records the commit's phases for `CASEMENT_TRACE` (nil: nothing is measured).
    package var trace: TraceRecorder?
    /// Called whenever work is first recorded after a commit, so a run loop can schedule one.
    package var onWorkRecorded: (() -> Void)?

    private var lastLayerID: LayerID = 0
    /// Layers are held weakly: pending work never keeps a layer (or its view) alive.
    private struct WeakLayer { weak var layer: CALayer? }
    private var changed: [LayerID: WeakLayer] = [:]
    private var changedOrder: [LayerID] = []
    private var sublayerChanges: Set<LayerID> = []
    private var animationChanges: [LayerID: WeakLayer] = [:]
    /// When committed animations start and stop, and the calls that follow.
    package private(set) lazy var schedule = AnimationSchedule { [unowned self] in animationsChanged($0) }
    private var contentUpdates: [(LayerID, ContentUpdate)] = []
    private var destroyed: [LayerID] = []
    private var layoutRoots: [LayerID: WeakLayer] = [:]
    private var surfaceChanges: [SurfaceChange] = []
    /// Layers with a drawn or assigned bitmap on the render side.
    private var layersWithBitmap: Set<LayerID> = []
    package var pendingDisplay: [LayerID: DisplayRequest] = [:]
    private var pendingDisplayLayers: [LayerID: WeakLayer] = [:]
    private var hasWork = false
    private var redrawRequested = false
    private var snapshotRequests: [SnapshotRequest] = []
    private var releasedSnapshots: [SnapshotID] = []
    private var lastSnapshotID = 0

    package init() {}

    /// Puts back what a program or a test may have changed since launch — the clock, the animation
    /// speed, the overlays' feeds, the trace — forgets the running animations and waiting calls
    /// (`AnimationSchedule.resetToLaunchState`) and commits the changes pending. What UIKit installs
    /// once (the sink, `onWorkRecorded`, `willLayout`) and the layer identities stay. Returns what it
    /// stopped, in words.
    package func resetToLaunchState() -> [String] {
        // The clock first: a test's clock may read an object the test has let go.
        clock = { CACurrentMediaTime() }
        animationSpeed = 1
        switchedOverlays = nil
        hitAreaSource = nil
        measuresCommits = false
        trace = nil
        // Forgotten before the commit, which would otherwise end them at the real clock's time and
        // make their calls; and again after it, for the animations it committed.
        let running = schedule.resetToLaunchState()
        commit()
        let committed = schedule.resetToLaunchState()
        return [Diagnostics.counted(running.animations + committed.animations, "running animation"),
                Diagnostics.counted(running.calls + committed.calls, "waiting animation call")]
            .compactMap { $0 }
    }

    package func nextLayerID() -> LayerID {
        MainThread.check("a CALayer created")
        lastLayerID += 1
        return lastLayerID
    }

    private func noteWork() {
        guard !hasWork else { return }
        hasWork = true
        onWorkRecorded?()
    }

    package func layerChanged(_ layer: CALayer) {
        if changed.updateValue(WeakLayer(layer: layer), forKey: layer.layerID) == nil { changedOrder.append(layer.layerID) }
        noteWork()
    }

    package func sublayersChanged(_ layer: CALayer) {
        sublayerChanges.insert(layer.layerID)
        layerChanged(layer)
    }

    package func animationsChanged(_ layer: CALayer) {
        animationChanges[layer.layerID] = WeakLayer(layer: layer)
        noteWork()
    }

    /// Handles the animation starts and stops due by media `time` (removing finished animations)
    /// and calls their delegates and completion blocks. The main loop calls it each turn.
    package func finishAnimations(at time: Double) {
        schedule.advance(to: time)
    }

    /// The earliest media time an animation starts or stops (the run loop wakes for it).
    package var nextAnimationEnd: Double? { schedule.nextEventTime }

    /// Whether `layer` is in the tree of a window's root layer.
    package func isOnScreen(_ layer: CALayer) -> Bool {
        var root = layer
        while let parent = root.superlayerRef { root = parent }
        return isOnScreenRoot(root)
    }

    package func layerAttached(_ layer: CALayer) {
        if !layer.isKnownToRenderer { layerChanged(layer) }
        if layer.layoutFlags.isMarked {
            var ancestor = layer.superlayer
            while let a = ancestor, !a.layoutFlags.descendantNeedsLayout {
                a.layoutFlags.descendantNeedsLayout = true
                ancestor = a.superlayer
            }
            layoutRoots[layer.layerID] = WeakLayer(layer: layer)
        }
    }

    package func layerDestroyed(_ id: LayerID) {
        destroyed.append(id)
        layersWithBitmap.remove(id)
        pendingDisplay[id] = nil
        pendingDisplayLayers[id] = nil
        contentUpdates.removeAll { $0.0 == id }
        noteWork()
    }

    /// Drops the bitmaps queued for a layer that goes before any commit sent it (else they would
    /// reach the render tree with no layer to show or release them).
    package func discardUnsentContents(of id: LayerID) {
        guard !contentUpdates.isEmpty else { return }
        contentUpdates.removeAll { $0.0 == id }
        layersWithBitmap.remove(id)
    }

    package func setContents(_ update: ContentUpdate, of layer: CALayer, fromDrawing: Bool = false) {
        if update.replacesWhole {
            if update.removesContents { layersWithBitmap.remove(layer.layerID) } else { layersWithBitmap.insert(layer.layerID) }
            // Assigned contents supersede anything queued for this layer in this transaction.
            contentUpdates.removeAll { $0.0 == layer.layerID }
            layer.update { $0.contentsAreDrawn = fromDrawing && !update.removesContents }
        }
        contentUpdates.append((layer.layerID, update))
        noteWork()
    }

    package func hasBitmap(_ layer: CALayer) -> Bool { layersWithBitmap.contains(layer.layerID) }

    package func invalidate(_ layer: CALayer, rect: CGRect?) {
        let request: DisplayRequest = rect.map { .rect($0) } ?? .whole
        pendingDisplay[layer.layerID] = pendingDisplay[layer.layerID]?.union(request) ?? request
        pendingDisplayLayers[layer.layerID] = WeakLayer(layer: layer)
        noteWork()
    }

    package func layoutRequested(_ layer: CALayer) {
        layoutRoots[layer.layerID] = WeakLayer(layer: layer)
        noteWork()
    }

    /// Has the compositor show `overlays` from the next commit on (a key chord switched them).
    package func showOverlays(_ overlays: DebugOverlays) {
        switchedOverlays = overlays
        noteWork()
    }

    /// Asks for a frame although no layer changed (a window's pixels were lost).
    package func requestRedraw() {
        redrawRequested = true
        noteWork()
    }

    /// Asks the render side for a picture of `layer` and its sublayers as they are shown now, taken
    /// before the next commit's changes apply (at `scale` pixels per point), and kept until
    /// `releaseSnapshot`. `setContents(.snapshot(id), of:)` shows it on a layer.
    package func snapshot(_ layer: CALayer, scale: CGFloat) -> SnapshotID {
        lastSnapshotID += 1
        let id = SnapshotID(lastSnapshotID)
        snapshotRequests.append(SnapshotRequest(id: id, layer: layer.layerID, scale: scale))
        noteWork()
        return id
    }

    /// Lets the render side free a snapshot's picture once no layer shows it.
    package func releaseSnapshot(_ id: SnapshotID) {
        releasedSnapshots.append(id)
        noteWork()
    }

    package func surfaceChanged(_ change: SurfaceChange) {
        surfaceChanges.append(change)
        switch change {
        case .attach(let target, let root, _): rootsOnScreen[ObjectIdentifier(target)] = root
        case .detach(let id): rootsOnScreen[id] = nil
        case .resize: break
        }
        noteWork()
    }

    /// The root layer of every window being drawn, by its target.
    private var rootsOnScreen: [RenderTarget.ID: LayerID] = [:]

    /// Whether `layer` is the root layer of a window being drawn.
    package func isOnScreenRoot(_ layer: CALayer) -> Bool { rootsOnScreen.values.contains(layer.layerID) }

    /// The commit: layout pass, display pass, then encode and hand to the sink. Then the
    /// animation calls due by the commit's time (starts of what it began, completion blocks of
    /// transactions that added no animation, stops of removed animations).
    package func commit() {
        var time: Double?
        if hasWork {
            let started = measuresCommits ? MediaClock.monotonicSeconds() : 0
            let commitSpan = trace?.begin("commit", "main")
            let layout = trace?.begin("layout", "main")
            runLayoutPass()
            layout?.end()
            let display = trace?.begin("display", "main")
            runDisplayPass()
            display?.end()
            hasWork = false
            let encoding = trace?.begin("encode", "main")
            var transaction = encode()
            encoding?.end([("layers", transaction.properties.count), ("bitmaps", transaction.contents.count)])
            if measuresCommits { transaction.commitSeconds = MediaClock.monotonicSeconds() - started }
            if !transaction.isEmpty { sink?.submit(transaction) }
            commitSpan?.end()
            time = transaction.commitTime
        }
        schedule.advance(to: time ?? clock())
    }

    /// Runs before each round of the layout pass: UIKit's update-constraints pass and Auto Layout's
    /// solution, which may mark more layers for layout.
    package var willLayout: (@MainActor () -> Void)?

    private func runLayoutPass() {
        // Passes repeat while layout marks more layers (layoutSubviews may set frames of subviews).
        var rounds = 0
        while !layoutRoots.isEmpty, rounds < 100 {
            rounds += 1
            willLayout?()
            let roots = layoutRoots.values.compactMap(\.layer)
            layoutRoots.removeAll()
            // A layer under a marked superlayer is laid out from above: the others start, shallowest first.
            let starts = roots.filter { layer in layer.superlayerRef.map { !$0.layoutFlags.isMarked } ?? true }
            for layer in TransactionState.shallowestFirst(starts) + roots { topmostMarked(from: layer).layoutIfNeeded() }
        }
    }

    /// The highest of `layer` and the marked layers above it. Marking a layer marks every layer above
    /// it (`descendantNeedsLayout`), so the walk ends at the first unmarked superlayer: once a pass
    /// has laid out a tree, the other layers it held cost one step each, not one walk to the root.
    private func topmostMarked(from layer: CALayer) -> CALayer {
        var top = layer
        while let parent = top.superlayerRef, parent.layoutFlags.isMarked {
            top = parent
        }
        return top
    }

    /// `layers` by depth in their trees, shallowest first. Each layer's depth is counted from the
    /// nearest ancestor already counted, so a chain of marked layers costs its length, not its square.
    private static func shallowestFirst(_ layers: [CALayer]) -> [CALayer] {
        var depths: [ObjectIdentifier: Int] = [:]
        func depth(of layer: CALayer) -> Int {
            var uncounted: [CALayer] = []
            var current: CALayer? = layer
            var above = -1
            while let c = current {
                if let known = depths[ObjectIdentifier(c)] { above = known; break }
                uncounted.append(c)
                current = c.superlayerRef
            }
            for c in uncounted.reversed() {
                above += 1
                depths[ObjectIdentifier(c)] = above
            }
            return depths[ObjectIdentifier(layer)]!
        }
        return layers.map { ($0, depth(of: $0)) }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    private func runDisplayPass() {
        CATiledLayer.markLayersShowingNewTiles()
        var rounds = 0
        while !pendingDisplay.isEmpty, rounds < 10 {
            rounds += 1
            let requests = pendingDisplay
            let layers = pendingDisplayLayers
            pendingDisplay.removeAll()
            pendingDisplayLayers.removeAll()
            for id in requests.keys.sorted() {
                guard let layer = layers[id]?.layer, let request = requests[id] else { continue }
                pendingDisplay[id] = request
                pendingDisplayLayers[id] = WeakLayer(layer: layer)
                let drawing = trace?.begin("draw " + TransactionState.drawerName(of: layer), "main")
                layer.displayIfNeeded()
                drawing?.end()
                pendingDisplayLayers[id] = nil
            }
        }
    }

    /// The class whose drawing a layer's display runs: its delegate's (a view's), else its own.
    private static func drawerName(of layer: CALayer) -> String {
        if let delegate = layer.delegate { return String(describing: type(of: delegate)) }
        return String(describing: type(of: layer))
    }

    private func encode() -> RenderTransaction {
        var t = RenderTransaction()
        t.commitTime = clock()
        for id in changedOrder {
            guard let layer = changed[id]?.layer else { continue }
            layer.isKnownToRenderer = true
            layer.committedProperties = layer.properties
            t.properties.append((id, layer.properties))
            if sublayerChanges.contains(id) { t.sublayers.append((id, layer.renderedSublayerIDs)) }
        }
        for (id, weak) in animationChanges {
            guard let layer = weak.layer else { continue }
            for index in layer.attachedAnimations.indices where layer.attachedAnimations[index].resolved == nil {
                let item = layer.attachedAnimations[index]
                let clock = layer.timeMap
                let resolved = item.animation.renderAnimation(commitTime: clock.local(t.commitTime), defaultDuration: item.defaultDuration,
                                                              playbackSpeed: animationSpeed).following(clock)
                layer.attachedAnimations[index].resolved = resolved
                schedule.committed(item, of: layer, timing: resolved.timing)
            }
            t.animations.append((id, layer.attachedAnimations.compactMap(\.resolved)))
        }
        animationChanges.removeAll()
        t.contents = contentUpdates
        t.destroyed = destroyed
        t.surfaces = surfaceChanges
        t.snapshots = snapshotRequests
        t.releasedSnapshots = releasedSnapshots
        snapshotRequests.removeAll()
        releasedSnapshots.removeAll()
        t.needsRedraw = redrawRequested
        if let hitAreaSource { t.hitAreas = hitAreaSource() }
        t.overlays = switchedOverlays
        switchedOverlays = nil
        redrawRequested = false
        destroyed.removeAll(keepingCapacity: true)
        surfaceChanges.removeAll()
        sublayerChanges.removeAll(keepingCapacity: true)
        changedOrder.removeAll(keepingCapacity: true)
        changed.removeAll(keepingCapacity: true)
        contentUpdates.removeAll(keepingCapacity: true)
        return t
    }
}

extension CALayer {
    /// Whether the render tree holds a bitmap for this layer (a dirty rect can patch it).
    package var hasBitmap: Bool { CATransaction.state.hasBitmap(self) }
}
