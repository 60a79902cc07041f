import Foundation
import Testing
@testable import DemoKit
@testable import UIKit

/// The lists page's photo grid as drawn: a compositional layout's repeated square of six photos (a
/// large one beside two stacked, three in a row under them) under an album's header, each photo its
/// own sky, sun and hill, 2 pt apart; scrolled, the next square from reused cells.
@Suite("Lists page photo grid (pixels)", .serialized, .startsClean)
@MainActor
struct ListsPhotoGridTests {
    @Test("Item frames: the header 32 pt, then a 240 pt square: photo 1 at (1, 33) 158 pt, photos 2–3 stacked 78 pt beside it, photos 4–6 in a row at y 193; photo 7 starts the next square at y 273")
    func frames() {
        withWindow(size: CGSize(width: 640, height: 480)) { window, _ in
            let page = ListsPage(frame: window.bounds)
            window.addSubview(page)
            defer { page.removeFromSuperview() }
            let grid = page.grid.collectionView
            grid.layoutIfNeeded()
            let frames = (0...6).map { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
            #expect(frames == [CGRect(x: 1, y: 33, width: 158, height: 158), CGRect(x: 161, y: 33, width: 78, height: 78),
                               CGRect(x: 161, y: 113, width: 78, height: 78), CGRect(x: 1, y: 193, width: 78, height: 78),
                               CGRect(x: 81, y: 193, width: 78, height: 78), CGRect(x: 161, y: 193, width: 78, height: 78),
                               CGRect(x: 1, y: 273, width: 158, height: 158)])
            let header = grid.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            #expect(header?.frame == CGRect(x: 0, y: 0, width: 240, height: 32))
        }
    }

    @Test("Drawn: each photo's sky at its top in the photo's own colour, its white sun, its hill at the bottom, white gaps between; scrolled by one square, photo 7 where photo 1 was")
    func drawn() {
        withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let page = ListsPage(frame: window.bounds)
            window.addSubview(page)
            defer { page.removeFromSuperview() }
            let grid = page.grid.collectionView
            /// Where the grid's point `point` is in the window.
            @MainActor func shown(_ point: CGPoint) -> (Int, Int) {
                let p = grid.convert(point, to: window)
                return (Int(p.x), Int(p.y))
            }
            /// Photo `number`'s frame `frame` (in the grid's content) as drawn in `picture`.
            @MainActor func expectPhoto(_ number: Int, at frame: CGRect, in picture: Picture) {
                let sky = shown(CGPoint(x: frame.minX + 4, y: frame.minY + 1)), sun = shown(CGPoint(x: frame.minX + frame.width * 0.7, y: frame.minY + frame.height * 0.3))
                let hill = shown(CGPoint(x: frame.midX, y: frame.maxY - 2))
                #expect(picture.rgb(sky.0, sky.1).isClose(to: RGB(GeneratedPhoto.sky(of: number).top), tolerance: 4), "photo \(number)'s sky: \(picture.rgb(sky.0, sky.1))")
                #expect(picture.rgb(sun.0, sun.1) == .white, "photo \(number)'s sun: \(picture.rgb(sun.0, sun.1))")
                #expect(picture.rgb(hill.0, hill.1).isClose(to: RGB(GeneratedPhoto.hill(of: number)), tolerance: 2), "photo \(number)'s hill: \(picture.rgb(hill.0, hill.1))")
            }
            var picture = frame(window, renderer)
            expectPhoto(1, at: CGRect(x: 1, y: 33, width: 158, height: 158), in: picture)
            expectPhoto(2, at: CGRect(x: 161, y: 33, width: 78, height: 78), in: picture)
            expectPhoto(5, at: CGRect(x: 81, y: 193, width: 78, height: 78), in: picture)
            let gap = shown(CGPoint(x: 160, y: 100)), between = shown(CGPoint(x: 200, y: 112))
            #expect(picture.rgb(gap.0, gap.1) == .white && picture.rgb(between.0, between.1) == .white,
                    "2 pt gaps: \(picture.rgb(gap.0, gap.1)) \(picture.rgb(between.0, between.1))")
            grid.contentOffset = CGPoint(x: 0, y: 240)
            picture = frame(window, renderer)
            expectPhoto(7, at: CGRect(x: 1, y: 273, width: 158, height: 158), in: picture)
            expectPhoto(11, at: CGRect(x: 81, y: 433, width: 78, height: 78), in: picture)
        }
    }
}
