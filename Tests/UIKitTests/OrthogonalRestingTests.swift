import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Where a compositional section scrolling on its own comes to rest after a drag, by its
/// `orthogonalScrollingBehavior`: pages of the band's width, one group at a time (leading edge or
/// centred), or the group edge nearest where deceleration ends. Dragged by injected touches at
/// exact times; the section's groups are 150 pt wide, 10 apart, after a 20 pt inset, in a 440 pt band.
@Suite("Orthogonal sections at rest", .serialized, .startsClean)
@MainActor
struct OrthogonalRestingTests {
    /// Media time far ahead of the clock, so deadlines pass only when the test says.
    let t0 = MediaClock.shared.now() + 1000

    @Test("RestingGrid: paging steps from an origin at most one step from the drag's start; nearest rounds the free end to a step or an end of the content; both kept in range")
    func grid() {
        let paging = RestingGrid(origin: -125, stride: 160, kind: .paging)
        #expect(paging.offset(dragStart: 35, current: 100, velocity: 0, freeEnd: 100, range: 0...1190) == 35, "65 of 160: back")
        #expect(paging.offset(dragStart: 35, current: 120, velocity: 0, freeEnd: 120, range: 0...1190) == 195, "85 of 160: on")
        #expect(paging.offset(dragStart: 35, current: 600, velocity: 2, freeEnd: 900, range: 0...1190) == 195, "one step at most")
        #expect(paging.offset(dragStart: 35, current: 10, velocity: -1, freeEnd: -40, range: 0...1190) == 0, "group 0 centred would be at −125: the range's start")
        let nearest = RestingGrid(origin: 0, stride: 160, kind: .nearest)
        #expect(nearest.offset(dragStart: 0, current: 50, velocity: 1, freeEnd: 700, range: 0...1190) == 640)
        #expect(nearest.offset(dragStart: 0, current: 50, velocity: 1, freeEnd: 1180, range: 0...1190) == 1190, "the content's end, nearer than 1120")
        #expect(nearest.offset(dragStart: 0, current: 50, velocity: 1, freeEnd: 1140, range: 0...1190) == 1120)
    }

    /// A 440 × 300 collection view whose section 0 of 10 items scrolls across with `behavior`;
    /// `body` gets the section's scroll view and the input.
    private func withShelf(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                           _ body: (UIScrollView, TouchInput) throws -> Void) throws {
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 440, height: 300))
            window.makeKeyAndVisible()
            let layout = UICollectionViewCompositionalLayout { _, _ in
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                                                                           subitems: [item]))
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
                section.interGroupSpacing = 10
                section.orthogonalScrollingBehavior = behavior
                return section
            }
            let source = CollectionRecorder(itemCounts: [10])
            let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = source
            window.addSubview(view)
            view.layoutIfNeeded()
            let scroller = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
            try body(scroller, TouchInput(platform: platform, window: try #require(window.platformWindow?.id)))
            view.removeFromSuperview()
        }
    }

    /// Drags across the band (y 60) through `xs`, lifting after `hold` s, and lets it come to rest.
    private func drag(_ input: TouchInput, _ scroller: UIScrollView, _ xs: [CGFloat], at time: Double, hold: Double) -> CGFloat {
        input.swipe(xs.map { ($0, 60) }, from: time, hold: hold)
        var frames = DisplayFrames(time: time + 1)
        frames.fire { !scroller.isDecelerating }
        return scroller.contentOffset.x
    }

    @Test(".groupPaging: a slow 60 pt drag goes back to group 0, a slow 100 pt one on to group 1 (160), a quick fling one group on, never more")
    func groupPaging() throws {
        try withShelf(.groupPaging) { scroller, input in
            #expect(drag(input, scroller, [400, 380, 340], at: t0, hold: 0.3) == 0)
            #expect(drag(input, scroller, [400, 380, 300], at: t0 + 10, hold: 0.3) == 160)
            #expect(drag(input, scroller, [400, 380, 360, 340, 320, 300, 100], at: t0 + 20, hold: 0) == 320, "a 200 pt fling: one group")
        }
    }

    @Test(".paging pages by the band's width (440); .groupPagingCentered rests with a group centred (group 1's centre, 255, at 220: offset 35)")
    func pagingAndCentred() throws {
        try withShelf(.paging) { scroller, input in
            #expect(drag(input, scroller, [400, 380, 160], at: t0, hold: 0.3) == 440, "past half the width")
        }
        try withShelf(.groupPagingCentered) { scroller, input in
            #expect(drag(input, scroller, [400, 380, 300], at: t0 + 10, hold: 0.3) == 35)
        }
    }

    @Test(".continuousGroupLeadingBoundary: a fling decelerates past several groups and stops on a group's leading edge; .continuous stops where deceleration ends")
    func continuousBoundary() throws {
        var free: CGFloat = 0
        try withShelf(.continuous) { scroller, input in
            free = drag(input, scroller, [400, 380, 360, 340, 320, 300], at: t0, hold: 0)
        }
        try withShelf(.continuousGroupLeadingBoundary) { scroller, input in
            let rest = drag(input, scroller, [400, 380, 360, 340, 320, 300], at: t0 + 10, hold: 0)
            #expect(rest > 160 && rest.truncatingRemainder(dividingBy: 160) == 0, "\(rest)")
            #expect(abs(rest - free) <= 80, "the group edge nearest the free end \(free): \(rest)")
        }
    }
}
