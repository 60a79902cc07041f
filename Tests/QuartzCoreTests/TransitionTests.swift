import Foundation
import Testing
@testable import QuartzCore

/// CATransition on the main side (what a commit sends) and the geometry the render side draws,
/// with no GL: TRANSITIONS.md's reference numbers for the flip come out of the matrices.
@Suite("Transitions", .serialized)
@MainActor
struct TransitionTests {
    /// Where `point` (layer space) lands through `transform`, perspective divided out.
    private func project(_ x: CGFloat, _ y: CGFloat, _ t: CATransform3D) -> CGPoint {
        let w = x * t.m14 + y * t.m24 + t.m44
        return CGPoint(x: (x * t.m11 + y * t.m21 + t.m41) / w, y: (x * t.m12 + y * t.m22 + t.m42) / w)
    }

    /// The flip drawn at eased progress `p` over a 200×200 layer: its side and corners on screen.
    private func flip(_ edge: TransitionEdge, at p: CGFloat) -> (TransitionSide, [CGPoint])? {
        guard case .pictures(let placed) = TransitionGeometry.drawing(.flip(edge), progress: p,
                                                                      bounds: CGRect(x: 0, y: 0, width: 200, height: 200)),
              placed.count == 1 else { return nil }
        let t = placed[0].transform
        return (placed[0].side, [project(0, 0, t), project(200, 0, t), project(0, 200, t), project(200, 200, t)])
    }

    @Test("Flip from left at 25 % (23.3°): silhouette 8…179, the near left edge 200 tall, the far right ≈ 173")
    func flipReference() throws {
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).curve.value(at: 0.25)
        #expect(abs(eased * 180 - 23.3) < 0.1)
        let (side, c) = try #require(flip(.left, at: eased))
        #expect(side == .before)
        #expect(abs(c[0].x - 8.2) < 0.5 && abs(c[1].x - 179.3) < 0.5, "\(c)")
        #expect(abs((c[2].y - c[0].y) - 200) < 0.5 && abs((c[3].y - c[1].y) - 172.7) < 0.5, "\(c)")
        let (late, d) = try #require(flip(.left, at: CAMediaTimingFunction(name: .easeInEaseOut).curve.value(at: 0.75)))
        #expect(late == .after && abs(d[0].x - 20.7) < 0.5 && abs(d[1].x - 191.8) < 0.5, "the new side, unmirrored: \(d)")
        #expect(abs((d[3].y - d[1].y) - 200) < 0.5, "its right edge near")
    }

    @Test("Flip from top brings the top edge near; the viewing distance is 2 × the larger side within 500…1500")
    func flipTop() throws {
        let (_, c) = try #require(flip(.top, at: 0.2))
        #expect(c[1].x - c[0].x > c[3].x - c[2].x, "the top edge is wider: nearer")
        #expect(TransitionGeometry.flipViewingDistance(CGSize(width: 200, height: 100)) == 500)
        #expect(TransitionGeometry.flipViewingDistance(CGSize(width: 400, height: 600)) == 1200)
        #expect(TransitionGeometry.flipViewingDistance(CGSize(width: 2000, height: 100)) == 1500)
    }

    @Test("The ends draw one picture, untouched: the old at 0, the new at 1, whatever the kind")
    func exactEnds() {
        for kind in [TransitionKind.fade, .push(.left), .flip(.top), .curl(up: true), .curl(up: false)] {
            for (progress, side) in [(CGFloat(0), TransitionSide.before), (1, .after)] {
                guard case .pictures(let placed) = TransitionGeometry.drawing(kind, progress: progress, bounds: CGRect(x: 0, y: 0, width: 50, height: 50)) else {
                    Issue.record("\(kind) at \(progress) is not a picture")
                    continue
                }
                #expect(placed.count == 1 && placed[0].side == side && CATransform3DIsIdentity(placed[0].transform)
                        && placed[0].brightness == 1, "\(kind) at \(progress)")
            }
        }
    }

    @Test("Subtypes follow iOS, reversed vertically; UIKit's raw type names are understood")
    func namesAndEdges() {
        #expect(TransitionEdge(.fromTop) == .bottom && TransitionEdge(.fromBottom) == .top)
        #expect(TransitionEdge(.fromLeft) == .left && TransitionEdge(.fromRight) == .right && TransitionEdge(nil) == .left)
        #expect(TransitionKind(CATransitionType(rawValue: "oglFlip"), .fromRight) == .flip(.right))
        #expect(TransitionKind(CATransitionType(rawValue: "pageCurl"), nil) == .curl(up: true))
        #expect(TransitionKind(CATransitionType(rawValue: "pageUnCurl"), nil) == .curl(up: false))
        #expect(TransitionKind(CATransitionType(rawValue: "cube"), .fromLeft) == .push(.left))
        let reports = Diagnostics.recording { #expect(TransitionKind(CATransitionType(rawValue: "rippleEffect"), nil) == .fade) }
        #expect(reports.count == 1)
    }

    @Test("A commit carries the before snapshot with the transition; replacing it releases that snapshot")
    func commitCarriesSnapshot() throws {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        stage.sink.transactions.removeAll()
        let first = CATransition()
        #expect(first.duration == 0 && first.timingFunction == nil && first.type == .fade, "the defaults: the transaction's duration, linear")
        layer.add(first, forKey: "any")
        stage.turn(at: stage.time)
        let sent = try #require(stage.sink.transactions.last)
        let request = try #require(sent.snapshots.first)
        #expect(request.layer == layer.layerID)
        let animation = try #require(sent.animations.first { $0.0 == layer.layerID }?.1.first)
        #expect(animation.transition?.before == request.id && animation.timing.duration == 0.25)
        layer.add(CATransition(), forKey: nil)
        stage.turn(at: stage.time + 0.1)
        #expect(stage.sink.transactions.last?.releasedSnapshots == [request.id])
        #expect(layer.animationKeys() == ["transition"])
    }
}
