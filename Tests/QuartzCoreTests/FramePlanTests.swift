import Testing
@testable import QuartzCore

/// How a frame is planned from the tree's animations and damage, without GL.
@Suite("Frame plan")
struct FramePlanTests {
    @Test("A still tree is drawn whole onto the canvas until the canvases hold the last frame, then only where damaged")
    func stillTree() {
        var tree = RenderTree()
        let first = FramePlan(tree: &tree, at: 0, canvasesHoldLastFrame: false)
        guard case .record = first.extents else { Issue.record("a first frame records its extents"); return }
        #expect(first.region == nil && first.keepsCanvas && tree.boundsStamp == 1)

        tree.damage.reset()
        tree.damage.add(PixelRect(x: 10, y: 20, width: 30, height: 40))
        let next = FramePlan(tree: &tree, at: 0, canvasesHoldLastFrame: true)
        guard case .cull(let region) = next.extents else { Issue.record("a damaged frame culls to the damage"); return }
        #expect(region == PixelRect(x: 10, y: 20, width: 30, height: 40))
        #expect(next.region == region && next.keepsCanvas && tree.boundsStamp == 1)

        tree.damage.invalidateAll()
        guard case .record = FramePlan(tree: &tree, at: 0, canvasesHoldLastFrame: true).extents else {
            Issue.record("full damage draws the whole frame again"); return
        }
        #expect(tree.boundsStamp == 2)
    }
}
