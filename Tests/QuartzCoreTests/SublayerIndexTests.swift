import CoreGraphics
import Testing
@testable import QuartzCore

/// The index of a layer's sublayers by where they draw (`SublayerIndex`): a query returns the
/// sublayers that can reach a rectangle, and no others but those it cannot place.
@Suite("Sublayer index")
struct SublayerIndexTests {
    /// 10,000 rows 30 pt apart, 24 pt tall.
    private let rows: [CGRect?] = (0..<10_000).map { CGRect(x: 0, y: CGFloat($0) * 30, width: 400, height: 24) }

    @Test("A query finds exactly the rows overlapping the rectangle, in order")
    func rowsInView() {
        let index = SublayerIndex(extents: rows)
        #expect(index.candidates(in: CGRect(x: 0, y: 3_010, width: 400, height: 300)) == Array(100...110))
        #expect(index.candidates(in: CGRect(x: 0, y: -500, width: 400, height: 100)) == [])
        #expect(index.candidates(in: CGRect(x: 500, y: 0, width: 100, height: 1_000)) == [])
    }

    @Test("A frame spanning all the others is found anywhere; unknown ones and moved ones always")
    func spanningUnknownMoved() {
        var extents = rows
        extents[3] = CGRect(x: 0, y: 0, width: 400, height: 300_000)
        extents[7] = nil
        var index = SublayerIndex(extents: extents)
        index.noteMoved(9_999)
        #expect(index.candidates(in: CGRect(x: 0, y: 150_000, width: 400, height: 20)) == [3, 7, 5_000, 9_999])
    }

    @Test("Rows side by side are indexed along x")
    func horizontal() {
        let columns: [CGRect?] = (0..<1_000).map { CGRect(x: CGFloat($0) * 50, y: 0, width: 40, height: 300) }
        let index = SublayerIndex(extents: columns)
        #expect(index.candidates(in: CGRect(x: 1_000, y: 0, width: 100, height: 300)) == [20, 21, 22])
    }

    @Test("Listing more moved sublayers than an eighth of them wears the index out")
    func wears() {
        var index = SublayerIndex(extents: Array(rows[0..<160]))
        for position in 0..<36 { index.noteMoved(position) }
        #expect(!index.isWorn)
        index.noteMoved(36)
        #expect(index.isWorn)
    }
}
