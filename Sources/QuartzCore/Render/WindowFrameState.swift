/// What the render side keeps about one window between its frames, apart from GL objects: what
/// changed in it since its last frame, whether its canvas holds that frame, whether that frame showed
/// a running animation, and the stamp under which its layers last recorded where they were drawn.
/// Each window is planned on its own: an animation in one window does not redraw another.
package final class WindowFrameState {
    /// What changed in this window since its last frame.
    package private(set) var damage = FrameDamage()
    /// Whether the window's canvas holds its last frame, so the next can redraw only in part.
    package private(set) var canvasHoldsLastFrame = false
    /// Whether the window's last frame showed an animation that was still running.
    package private(set) var showedAnimation = false
    /// The stamp of this window's last frame that recorded its layers' extents (nil: none yet, or
    /// frames since were drawn without recording).
    package private(set) var recordingStamp: Int?

    package init() {}

    /// Gives each window the part of `damage` that is its own: the regions and whole-window marks
    /// recorded under its stamp. A stamp no window holds any more (a layer drawn in an older frame,
    /// hidden since) and `isEverywhere` say nothing of where the change shows: every window redraws.
    package static func distribute(_ damage: TreeDamage, among windows: [WindowFrameState]) {
        guard !damage.isEmpty else { return }
        let stamps = Set(windows.compactMap(\.recordingStamp))
        if damage.isEverywhere || !damage.wholeStamps.isSubset(of: stamps) || !Set(damage.regions.keys).isSubset(of: stamps) {
            for window in windows { window.invalidate() }
            return
        }
        for window in windows {
            guard let stamp = window.recordingStamp else { continue }
            if damage.wholeStamps.contains(stamp) { window.invalidate() }
            if let region = damage.regions[stamp] { window.damage.add(region) }
        }
    }

    /// Marks the whole window changed (it appeared, was resized or exposed, or its layers moved).
    package func invalidate() { damage.invalidateAll() }

    /// How to draw the window's next frame, at `time`. While its last frame showed an animation that
    /// still runs (some animation in `tree` does), every frame is new: it is drawn straight to the window. Otherwise it is drawn on the canvas: whole
    /// (recording where each layer lands, under a new stamp from `tree`) when geometry changed or
    /// nothing is kept, else only in the region that changed, with the rest kept from the last frame.
    /// (An animation added since damages its window whole, so its first frame is drawn whole too.)
    package func plan(tree: inout RenderTree, at time: Double) -> FramePlan {
        if showedAnimation && tree.hasRunningAnimations(at: time) {
            recordingStamp = nil
            return FramePlan(extents: .ignore, region: nil, keepsCanvas: false)
        }
        guard canvasHoldsLastFrame, !damage.isFull, let stamp = recordingStamp else {
            let stamp = tree.newRecordingStamp()
            recordingStamp = stamp
            return FramePlan(extents: .record(stamp: stamp), region: nil, keepsCanvas: true)
        }
        let region = damage.region ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        return FramePlan(extents: .cull(region, stamp: stamp), region: region, keepsCanvas: true)
    }

    /// The frame is drawn: nothing is damaged any more, the canvas holds it when `onCanvas`, and
    /// `animated` says whether it showed a running animation. Such a frame shows one moment of the
    /// animation: a later frame, once it has ended, cannot keep any of it.
    package func frameDrawn(onCanvas: Bool, animated: Bool) {
        damage.reset()
        canvasHoldsLastFrame = onCanvas && !animated
        showedAnimation = animated
    }
}
