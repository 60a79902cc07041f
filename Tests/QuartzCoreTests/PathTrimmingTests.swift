import Foundation
import Testing
@testable import QuartzCore

@Suite("Path trimming (strokeStart / strokeEnd)")
struct PathTrimmingTests {
    private func elements(_ path: CGPath) -> [CGPathElement] {
        var list: [CGPathElement] = []
        path.applyWithBlock { list.append($0.pointee) }
        return list
    }

    private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("A line keeps the middle half between 0.25 and 0.75")
    func line() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        let trimmed = elements(PathTrimming.trim(path, from: 0.25, to: 0.75))
        #expect(trimmed == [CGPathElement(type: .moveToPoint, points: [CGPoint(x: 25, y: 0)]),
                            CGPathElement(type: .addLineToPoint, points: [CGPoint(x: 75, y: 0)])])
    }

    @Test("Half of a closed square is its first two sides, not closed; all of it stays closed")
    func closedSquare() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        let half = elements(PathTrimming.trim(square, from: 0, to: 0.5))
        #expect(half.first == CGPathElement(type: .moveToPoint, points: [.zero]))
        #expect(half.last?.points.last == CGPoint(x: 100, y: 100))
        #expect(!half.contains { $0.type == .closeSubpath })
        #expect(PathTrimming.trim(square, from: 0, to: 1) === square)
        let tail = elements(PathTrimming.trim(square, from: 0.875, to: 1))
        #expect(tail == [CGPathElement(type: .moveToPoint, points: [CGPoint(x: 0, y: 50)]),
                         CGPathElement(type: .addLineToPoint, points: [.zero])],
                "the closing side, as a line: the subpath's start was cut away")
    }

    @Test("Empty ranges and empty paths give an empty path; out-of-range fractions are clamped")
    func emptyRanges() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(PathTrimming.trim(path, from: 0.6, to: 0.4).isEmpty)
        #expect(PathTrimming.trim(path, from: 0.5, to: 0.5).isEmpty)
        #expect(PathTrimming.trim(CGMutablePath(), from: 0.2, to: 0.4).isEmpty)
        #expect(PathTrimming.trim(path, from: -1, to: 2) === path)
        #expect(PathTrimming.trim(path, from: .nan, to: .nan) === path)
    }

    @Test("A curve is cut at the parameter that halves its length, and stays a curve")
    func curve() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        let first = elements(PathTrimming.trim(path, from: 0, to: 0.5))
        #expect(first.count == 2 && first[1].type == .addCurveToPoint)
        // The curve is symmetric about x = 50: half its length ends at the apex (50, 75).
        #expect(close(first[1].points[2], CGPoint(x: 50, y: 75), 0.5), "\(first[1].points[2])")
        let second = elements(PathTrimming.trim(path, from: 0.5, to: 1))
        #expect(close(second[0].points[0], first[1].points[2]) && second[1].points[2] == CGPoint(x: 100, y: 0))
    }

    @Test("Subpaths count as one run: the first half of two equal lines is the first line")
    func subpaths() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 50, y: 0))
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        #expect(elements(PathTrimming.trim(path, from: 0, to: 0.5)) == [
            CGPathElement(type: .moveToPoint, points: [.zero]),
            CGPathElement(type: .addLineToPoint, points: [CGPoint(x: 50, y: 0)]),
        ])
        let across = elements(PathTrimming.trim(path, from: 0.25, to: 0.75))
        #expect(across.map(\.type) == [.moveToPoint, .addLineToPoint, .moveToPoint, .addLineToPoint])
        #expect(across[0].points[0] == CGPoint(x: 25, y: 0) && across[3].points[0] == CGPoint(x: 25, y: 10))
    }
}

@Suite("Conic gradient colours")
struct ConicGradientTests {
    @Test("Stops are interpolated and the end colours held beyond them")
    func colours() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                                           CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                               locations: [0.25, 0.75]))
        #expect(ConicGradient.color(of: gradient, at: 0).red == 1)
        #expect(ConicGradient.color(of: gradient, at: 0.5) == CGColorRGBA(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(ConicGradient.color(of: gradient, at: 0.9).blue == 1)
    }
}
