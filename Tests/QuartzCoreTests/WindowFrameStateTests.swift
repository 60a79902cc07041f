import Testing
@testable import QuartzCore

/// Each window plans its own frames: damage recorded under one window's stamp redraws only there.
@Suite("Window frame state")
struct WindowFrameStateTests {
    /// Two windows whose last frames recorded extents and were kept on their canvases.
    private func twoKeptWindows(_ tree: inout RenderTree) -> (WindowFrameState, WindowFrameState, Int, Int) {
        let first = WindowFrameState(), second = WindowFrameState()
        guard case .record(let firstStamp) = first.plan(tree: &tree, animating: false).extents,
              case .record(let secondStamp) = second.plan(tree: &tree, animating: false).extents else {
            Issue.record("a new window's first frame records its extents")
            return (first, second, -1, -1)
        }
        first.frameDrawn(onCanvas: true)
        second.frameDrawn(onCanvas: true)
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
        #expect(first.plan(tree: &tree, animating: false) == FramePlan(extents: .cull(rect, stamp: firstStamp), region: rect, keepsCanvas: true))
        let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
        guard case .cull(let region, _) = second.plan(tree: &tree, animating: false).extents else {
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
        #expect(first.plan(tree: &tree, animating: false).extents == .cull(PixelRect(x: 0, y: 0, width: 0, height: 0), stamp: firstStamp))
        guard case .record = second.plan(tree: &tree, animating: false).extents else {
            Issue.record("the second window is drawn whole")
            return
        }

        (first, second, _, _) = twoKeptWindows(&tree)
        var stale = TreeDamage()
        stale.add(PixelRect(x: 0, y: 0, width: 5, height: 5), stamp: firstStamp)   // a stamp of an older frame
        WindowFrameState.distribute(stale, among: [first, second])
        for window in [first, second] {
            guard case .record = window.plan(tree: &tree, animating: false).extents else {
                Issue.record("a stamp no window holds redraws every window whole")
                return
            }
        }
    }

    @Test("While animating, frames are drawn straight to the window; the first frame after redraws whole")
    func animationsDrawWhole() {
        var tree = RenderTree()
        let (first, _, _, _) = twoKeptWindows(&tree)
        #expect(first.plan(tree: &tree, animating: true) == FramePlan(extents: .ignore, region: nil, keepsCanvas: false))
        first.frameDrawn(onCanvas: false)
        guard case .record = first.plan(tree: &tree, animating: false).extents else {
            Issue.record("the frame after an animation is drawn whole")
            return
        }
    }
}
