import Testing
@testable import QuartzCore

/// Each window plans its own frames: damage recorded under one window's stamp redraws only there.
@Suite("Window frame state")
@MainActor
struct WindowFrameStateTests {
    /// Two windows whose last frames recorded extents and were kept on their canvases.
    private func twoKeptWindows(_ tree: inout RenderTree) -> (WindowFrameState, WindowFrameState, Int, Int) {
        let first = WindowFrameState(), second = WindowFrameState()
        guard case .record(let firstStamp) = first.plan(tree: &tree, at: 0).extents,
              case .record(let secondStamp) = second.plan(tree: &tree, at: 0).extents else {
            Issue.record("a new window's first frame records its extents")
            return (first, second, -1, -1)
        }
        first.frameDrawn(onCanvas: true, animated: false)
        second.frameDrawn(onCanvas: true, animated: false)
        return (first, second, firstStamp, secondStamp)
    }

    @Test("A new window is drawn whole, recording under a stamp no other window has")
    func firstFrameRecords() {
        var tree = RenderTree()
        let (_, _, firstStamp, secondStamp) = twoKeptWindows(&tree)
        #expect(firstStamp != secondStamp)
    }

    @Test("A region damaged in one window is redrawn there only; the other redraws nothing")
    func regionGoesToItsWindow() {
        var tree = RenderTree()
        let (first, second, firstStamp, _) = twoKeptWindows(&tree)
        var damage = TreeDamage()
        let rect = PixelRect(x: 10, y: 20, width: 30, height: 40)
        damage.add(rect, stamp: firstStamp)
        WindowFrameState.distribute(damage, among: [first, second])
        #expect(first.plan(tree: &tree, at: 0) == FramePlan(extents: .cull(rect, stamp: firstStamp), region: rect, keepsCanvas: true))
        let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
        guard case .cull(let region, _) = second.plan(tree: &tree, at: 0).extents else {
            Issue.record("the second window keeps its canvas")
            return
        }
        #expect(region == empty)
    }

    @Test("A whole-window mark redraws that window whole; an unknown stamp or 'everywhere' redraws all")
    func wholeAndEverywhere() {
        var tree = RenderTree()
        var (first, second, firstStamp, secondStamp) = twoKeptWindows(&tree)
        var damage = TreeDamage()
        damage.addWhole(stamp: secondStamp)
        WindowFrameState.distribute(damage, among: [first, second])
        #expect(first.plan(tree: &tree, at: 0).extents == .cull(PixelRect(x: 0, y: 0, width: 0, height: 0), stamp: firstStamp))
        guard case .record = second.plan(tree: &tree, at: 0).extents else {
            Issue.record("the second window is drawn whole")
            return
        }

        (first, second, _, _) = twoKeptWindows(&tree)
        var stale = TreeDamage()
        stale.add(PixelRect(x: 0, y: 0, width: 5, height: 5), stamp: firstStamp)   // a stamp of an older frame
        WindowFrameState.distribute(stale, among: [first, second])
        for window in [first, second] {
            guard case .record = window.plan(tree: &tree, at: 0).extents else {
                Issue.record("a stamp no window holds redraws every window whole")
                return
            }
        }
    }

    @Test("After a frame that showed a running animation, frames are drawn straight to the window; the first one after redraws whole; other windows are not touched")
    func animationsDrawWhole() {
        var tree = RenderTree()
        let (first, second, _, secondStamp) = twoKeptWindows(&tree)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        var transaction = RenderTransaction()
        transaction.animations = [(LayerID(1), [fade.renderAnimation(commitTime: 0, defaultDuration: 0.25)])]
        _ = tree.apply(transaction)

        first.frameDrawn(onCanvas: true, animated: true)
        #expect(first.plan(tree: &tree, at: 0.5) == FramePlan(extents: .ignore, region: nil, keepsCanvas: false))
        #expect(second.plan(tree: &tree, at: 0.5).extents == .cull(PixelRect(x: 0, y: 0, width: 0, height: 0), stamp: secondStamp),
                "the other window keeps its canvas and redraws nothing")
        first.frameDrawn(onCanvas: false, animated: true)
        guard case .record = first.plan(tree: &tree, at: 1.5).extents else {
            Issue.record("once no animation runs, the next frame is drawn whole on the canvas")
            return
        }
    }
}
