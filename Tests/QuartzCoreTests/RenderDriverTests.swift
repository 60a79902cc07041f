import Foundation
import Testing
@testable import QuartzCore

/// The frame loop with no GL context: a render driver fed the transactions a headless stage commits,
/// drawing through a `RecordingExecutor`. What each window redraws, whether its canvas is kept,
/// the pictures snapshots and transitions take, and the overlays' quads, as command streams.
@Suite("Render driver frame loop", .serialized)
@MainActor
struct RenderDriverTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    /// Hands the driver what the stage committed since the last call.
    private func deliver(_ stage: Stage, to driver: RenderDriver) {
        CATransaction.flush()
        for transaction in stage.sink.transactions { driver.apply(transaction) }
        stage.sink.transactions.removeAll()
    }

    /// Runs `change` as one transaction without implicit animations.
    private func commit(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
    }

    /// The stage's window (400×300 pixels, one a point) with a red 50×50 layer at (10, 10).
    private func redSquare(on stage: Stage) -> CALayer {
        var square = CALayer()
        commit { square = layer(CGRect(x: 10, y: 10, width: 50, height: 50), red, in: stage.root) }
        return square
    }

    /// A driver drawing into a new recording executor, with the overlays `overlays`, that has taken
    /// what the stage committed and drawn its first frame.
    private func drawnFirstFrame(of stage: Stage, overlays: DebugOverlays = []) -> (RecordingExecutor, RenderDriver) {
        let executor = RecordingExecutor()
        let driver = RenderDriver(executor: executor, overlays: overlays)
        deliver(stage, to: driver)
        driver.renderFrame(at: stage.time)
        return (executor, driver)
    }

    @Test("A change redraws only the damaged region of its own window; the other window redraws nothing")
    func damagePerWindow() throws {
        let stage = Stage()
        defer { stage.tearDown() }
        let square = redSquare(on: stage)
        let otherRoot = CALayer(), otherTarget = HeadlessTarget()
        commit {
            otherRoot.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
            _ = layer(CGRect(x: 0, y: 0, width: 20, height: 20), green, in: otherRoot)
            CATransaction.state.surfaceChanged(.attach(otherTarget, root: otherRoot.layerID,
                                                       viewport: Viewport(pointSize: otherRoot.bounds.size, pixelWidth: 200, pixelHeight: 100)))
        }
        defer { commit { CATransaction.state.surfaceChanged(.detach(ObjectIdentifier(otherTarget))) } }
        let (executor, driver) = drawnFirstFrame(of: stage)
        let first = executor.frames
        try #require(first.count == 2)
        #expect(first.allSatisfy { $0.region == nil && $0.keepsCanvas }, "both windows are drawn whole the first time, onto their canvases")
        #expect(first[1].window == ObjectIdentifier(otherTarget))
        #expect(first.allSatisfy { $0.overlay == nil }, "no overlays asked for, none drawn")
        #expect(driver.statistics.lastFrameRedrawnPixels == 400 * 300 + 200 * 100)

        executor.clear()
        commit { square.backgroundColor = blue }
        deliver(stage, to: driver)
        driver.renderFrame(at: stage.time)
        let second = executor.frames
        try #require(second.count == 2)
        // The square's pixels with a pixel of margin for smoothed edges (`PixelBounds.pixelRect`), the
        // vertices' float rounding allowing one more.
        let region = try #require(second[0].region, "the square's window redraws in part")
        let margin = PixelRect(x: 9, y: 9, width: 52, height: 52), slack = PixelRect(x: 8, y: 8, width: 54, height: 54)
        #expect(region.intersection(margin) == margin && slack.intersection(region) == region && second[0].keepsCanvas,
                "the square's window redraws the square alone, on its canvas: \(region)")
        #expect(second[0].quads.contains { $0.frame == CGRect(x: 10, y: 10, width: 50, height: 50)
                                           && $0.tint == Premultiplied(red: 0, green: 0, blue: 1, alpha: 1) }, "\(second[0].quads)")
        #expect(second[1].region.map(\.isEmpty) == true && second[1].quads.isEmpty, "the other window keeps its canvas whole")
        #expect(driver.statistics.lastFrameRedrawnPixels == region.width * region.height, "the region alone, in all windows")
    }

    @Test("While an animation runs frames go straight to the window; once it ends the canvas is kept again")
    func canvasReuse() throws {
        let stage = Stage()
        defer { stage.tearDown() }
        let square = redSquare(on: stage)
        let (executor, driver) = drawnFirstFrame(of: stage)
        square.add(basic("opacity", from: 0.0, to: 1.0, duration: 1), forKey: "fade")
        deliver(stage, to: driver)
        let start = stage.time
        executor.clear()
        for time in [start + 0.25, start + 0.5, start + 2, start + 3] { driver.renderFrame(at: time) }
        let frames = executor.frames
        try #require(frames.count == 4)
        #expect(frames[0].region == nil && frames[0].keepsCanvas, "the animation's first frame: whole, damaged by its start")
        #expect(frames[1].region == nil && !frames[1].keepsCanvas, "animating: every frame new, straight to the window")
        #expect(frames[2].region == nil && frames[2].keepsCanvas, "ended: drawn whole once more onto the canvas")
        #expect(frames[3].region.map(\.isEmpty) == true && frames[3].quads.isEmpty, "nothing changed: all kept")
        #expect(!driver.needsAnimationFrame)
    }

    @Test("A snapshot pictures the layer as it was before the transaction that asks for it changes it")
    func snapshotBeforeChange() throws {
        let stage = Stage()
        defer { stage.tearDown() }
        let square = redSquare(on: stage)
        let (executor, driver) = drawnFirstFrame(of: stage)
        executor.clear()
        let transition = CATransition()
        transition.duration = 1
        commit {
            square.add(transition, forKey: kCATransition)
            square.backgroundColor = blue
        }
        deliver(stage, to: driver)
        let pictures = executor.pictures
        try #require(pictures.count == 1, "the transition asks for one picture, taken as its transaction applies")
        let before = pictures[0]
        #expect(before.frame.viewport.pixelWidth == 50 && before.frame.viewport.pixelHeight == 50)
        #expect(before.frame.quads.map(\.tint) == [Premultiplied(red: 1, green: 0, blue: 0, alpha: 1)], "red: as it was")
        guard case .makeCurrent = executor.commands.first else {
            Issue.record("the picture is drawn with a window's context current: \(executor.commands)")
            return
        }

        // Half-way, the frame mixes the "before" with an "after" drawn from the tree: blue.
        executor.clear()
        driver.renderFrame(at: stage.time + 0.5)
        let after = try #require(executor.pictures.first)
        #expect(after.frame.quads.map(\.tint) == [Premultiplied(red: 0, green: 0, blue: 1, alpha: 1)])
        let frame = try #require(executor.frames.first)
        let dissolve = frame.quads.first { if case .crossDissolve = $0.pipeline { true } else { false } }
        guard let dissolve, case .crossDissolve(let other, let progress) = dissolve.pipeline else {
            Issue.record("no cross-dissolve in \(frame.commands)")
            return
        }
        #expect(dissolve.texture == .texture(before.texture) && other == after.texture)
        #expect(progress > 0 && progress < 1)
        #expect(dissolve.frame == CGRect(x: 10, y: 10, width: 50, height: 50))

        // The next frame reuses the "after" picture; once the transition ends, it is released.
        executor.clear()
        driver.renderFrame(at: stage.time + 0.75)
        #expect(executor.pictures.isEmpty, "the after picture is drawn once")
        executor.clear()
        driver.renderFrame(at: stage.time + 2)
        #expect(executor.commands.contains { if case .release(after.texture) = $0 { true } else { false } })
    }

    @Test("The blended overlay's quads go with each window's frame, which is redrawn whole")
    func overlayCommands() throws {
        let stage = Stage()
        defer { stage.tearDown() }
        let square = redSquare(on: stage)
        let (executor, driver) = drawnFirstFrame(of: stage, overlays: .blended)
        commit { square.opacity = 0.5 }
        deliver(stage, to: driver)
        executor.clear()
        driver.renderFrame(at: stage.time)
        let frame = try #require(executor.frames.first)
        #expect(frame.region == nil, "with overlays the window is redrawn whole")
        let overlay = try #require(frame.overlay, "the overlay's quads come with the frame")
        #expect(overlay.contains { $0.frame == CGRect(x: 10, y: 10, width: 50, height: 50) }, "the blended square is tinted: \(overlay)")
    }

    @Test("Unpaced, while every window is still showing its last frame, frames wait for a present, a short while each, instead of spinning")
    func waitsForAPresent() throws {
        let stage = Stage()
        defer { stage.tearDown() }
        let viewport = Viewport(pointSize: CGSize(width: 40, height: 30), pixelWidth: 40, pixelHeight: 30)
        let windows = [(CALayer(), GatedTarget()), (CALayer(), GatedTarget())]
        // The stage's own window presents at once: only the two gated ones are drawn here.
        commit {
            CATransaction.state.surfaceChanged(.detach(ObjectIdentifier(stage.target)))
            for (root, target) in windows {
                root.bounds = CGRect(origin: .zero, size: viewport.pointSize)
                _ = layer(CGRect(x: 0, y: 0, width: 10, height: 10), red, in: root)
                CATransaction.state.surfaceChanged(.attach(target, root: root.layerID, viewport: viewport))
            }
        }
        let executor = RecordingExecutor()
        let driver = RenderDriver(executor: executor, presentsOnWindowThreads: true)
        driver.waitsForPresents = true
        defer {
            for (_, target) in windows { target.open() }
            driver.releaseCurrentContext()
            commit {
                for (_, target) in windows { CATransaction.state.surfaceChanged(.detach(ObjectIdentifier(target))) }
                CATransaction.state.surfaceChanged(.attach(stage.target, root: stage.root.layerID,
                                                           viewport: Viewport(pointSize: stage.root.bounds.size, pixelWidth: 400, pixelHeight: 300)))
            }
        }
        deliver(stage, to: driver)
        driver.renderFrame(at: stage.time)
        try #require(executor.frames.count == 2, "both windows drawn, each handed to its presenter, whose present waits")

        // Both presents are held up: each frame draws neither and waits its while, so a render loop
        // asking for frames for 0.2 s goes round about 0.2 / showingWait times, not thousands.
        executor.clear()
        let start = Date()
        var frames = 0
        while Date().timeIntervalSince(start) < 0.2 {
            driver.renderFrame(at: stage.time + 0.1)
            frames += 1
        }
        #expect(frames <= Int(0.2 / RenderDriver.showingWait) + 2, "each frame that could draw no window waited: \(frames) in 0.2 s")
        #expect(executor.frames.isEmpty, "no window could be drawn")

        // The second window's present is shown: a frame waiting then ends at once and the next draws
        // that window, not the first, still held up.
        windows[1].1.open()
        let shown = Date()
        while executor.frames.isEmpty && Date().timeIntervalSince(shown) < 5 { driver.renderFrame(at: stage.time + 0.2) }
        #expect(executor.frames.map(\.window) == [ObjectIdentifier(windows[1].1)])
    }
}

/// A window whose presents wait until the test opens it, as a present waiting for its display.
private final class GatedTarget: RenderTarget {
    private let gate = DispatchSemaphore(value: 0)
    /// Lets this present, and every later one, through.
    func open() { gate.signal() }
    func makeCurrent() {}
    func releaseCurrent() {}
    func present() {
        gate.wait()
        gate.signal()
    }
    func destroy() {}
}
