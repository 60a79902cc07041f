import Foundation
@testable import QuartzCore
@testable import UIKit

/// A scroll view delegate that logs each call, with the offset at that moment.
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    private(set) var lines: [String] = []
    /// Where `scrollViewWillEndDragging` moves the target to, if anywhere.
    var retarget: CGPoint?
    /// The velocity and target `scrollViewWillEndDragging` was given.
    private(set) var endDragging: (velocity: CGPoint, target: CGPoint)?

    private func note(_ line: String, _ scrollView: UIScrollView) {
        lines.append("\(line) \(Int(scrollView.contentOffset.x.rounded())),\(Int(scrollView.contentOffset.y.rounded()))")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { note("didScroll", scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("willBeginDragging", scrollView) }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        endDragging = (velocity, targetContentOffset.pointee)
        note("willEndDragging", scrollView)
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("didEndDragging(\(decelerate))", scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("willBeginDecelerating", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note("didEndScrollingAnimation", scrollView) }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { note("didChangeAdjustedContentInset", scrollView) }

    /// The lines with the `didScroll` ones in a row folded into one "didScroll…" (its last offset).
    var summary: [String] { folded(lines, "didScroll") }

    func clear() { lines = [] }
}

/// `lines` with the runs of lines starting with `call` folded into one, "call…" and the run's last line.
func folded(_ lines: [String], _ call: String) -> [String] {
    var folded: [String] = []
    for line in lines {
        if line.hasPrefix(call), let last = folded.last, last.hasPrefix(call) {
            folded[folded.count - 1] = line.replacingOccurrences(of: call, with: call + "…")
        } else {
            folded.append(line)
        }
    }
    return folded
}

/// Frames of a 60 Hz display, fired at exact media times for the scroll views' display links.
@MainActor
struct DisplayFrames {
    /// The first frame's start.
    var time: Double

    /// Fires one frame and moves on to the next.
    mutating func fire() {
        DisplayLinkScheduler.shared.fire(timestamp: time, target: time + 1.0 / 60, refreshInterval: 1.0 / 60)
        time += 1.0 / 60
    }

    /// Fires frames until `done` or `limit` frames have passed; returns how many were fired.
    @discardableResult
    mutating func fire(until done: () -> Bool, limit: Int = 1200) -> Int {
        var count = 0
        while !done() && count < limit {
            fire()
            count += 1
        }
        return count
    }
}
