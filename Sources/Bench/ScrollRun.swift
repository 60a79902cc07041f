import Foundation
import QuartzCore
import TestStage
import UIKit

/// The scrolling benchmark (issue 26): a 400 × 300 scroll view of rows 30 pt apart, scrolled every
/// frame, holding 100 rows or 10,000 (99.9 % of them off screen). A frame's cost is the main
/// thread's (moving the offset, layout, the commit) and the render side's (applying the commit,
/// building the frame), in thread CPU time, with no window or GL: what the scroll view and the
/// frame builder cost, not the driver. Both scroll views show the same rows at the same offsets.
/// The main thread's cost and the render side's are timed in separate passes.
@MainActor
enum ScrollRun {
    /// One scroll view's figures: milliseconds a frame, and the quads of the last frame.
    struct Figures {
        var mainThread: Double
        var render: Double
        var quads: Int
        var total: Double { mainThread + render }
    }

    static let size = CGSize(width: 400, height: 300)
    static let rowPitch: CGFloat = 30

    /// Prints both scroll views' figures (the medians of three alternating rounds, after one
    /// unmeasured round that warms the code and the allocator) and the ratios of 10,000 rows to 100.
    static func run(frames: Int) {
        _ = measure(rows: 100, frames: 30)
        _ = measure(rows: 10_000, frames: 30)
        var small: [Figures] = [], large: [Figures] = []
        for _ in 0..<3 {
            small.append(measure(rows: 100, frames: frames))
            large.append(measure(rows: 10_000, frames: frames))
        }
        let (a, b) = (median(small), median(large))
        print("Scroll view scrolled every frame, thread CPU ms a frame (main thread: offset, layout, commit;")
        print("render: applying the commit, building the frame), and the frame's quads; medians of 3 rounds")
        for (name, figures) in [("   100 rows", a), ("10,000 rows", b)] {
            print(name + String(format: ":  main %.4f  render %.4f  total %.4f  quads %d",
                                figures.mainThread, figures.render, figures.total, figures.quads))
        }
        print(String(format: "10,000 / 100:  main %.2f×  render %.2f×  total %.2f× (goal ≤ 1.2×)",
                     b.mainThread / a.mainThread, b.render / a.render, b.total / a.total))
    }

    /// One scroll view's figures alone, after one unmeasured round: the run callgrind counts
    /// (`--toggle-collect` on `FrameBuilder.build`: 30 + `frames` frames built).
    static func run(rows: Int, frames: Int) {
        _ = measure(rows: rows, frames: 30)
        let figures = measure(rows: rows, frames: frames)
        print(String(format: "%d rows:  main %.4f  render %.4f  total %.4f  quads %d", rows, figures.mainThread, figures.render,
                     figures.total, figures.quads))
    }

    /// Each figure's median over `rounds`.
    private static func median(_ rounds: [Figures]) -> Figures {
        func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Figures(mainThread: middle(rounds.map(\.mainThread)), render: middle(rounds.map(\.render)),
                       quads: rounds.map(\.quads).sorted()[rounds.count / 2])
    }

    /// Scrolls a scroll view of `rows` rows through `frames` frames, 7 pt a frame down the first 100 rows.
    static func measure(rows: Int, frames: Int) -> Figures {
        let recorder = RecordingSink()
        CATransaction.state.sink = recorder
        let target = HeadlessTarget()
        let viewport = Viewport(pointSize: size, pixelWidth: Int(size.width), pixelHeight: Int(size.height))
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        CATransaction.state.surfaceChanged(.attach(target, root: root.layerID, viewport: viewport))
        let scrollView = UIScrollView(frame: root.bounds)
        scrollView.backgroundColor = .white
        for index in 0..<rows {
            let row = UIView(frame: CGRect(x: 10, y: CGFloat(index) * rowPitch, width: size.width - 20, height: rowPitch - 6))
            row.backgroundColor = UIColor(hue: CGFloat(index % 12) / 12, saturation: 0.5, brightness: 0.9, alpha: 1)
            scrollView.addSubview(row)
        }
        scrollView.contentSize = CGSize(width: size.width, height: CGFloat(rows) * rowPitch)
        // A badge pinned to the visible area, as apps pin headers and buttons: Auto Layout at work,
        // its frames applied in the scroll view's layout pass each frame.
        let badge = UIView()
        badge.backgroundColor = .black
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.addSublayer(scrollView.layer)
        CATransaction.flush()
        var tree = RenderTree()
        for transaction in recorder.transactions { _ = tree.apply(transaction) }
        recorder.transactions = []
        guard let rootNode = tree[root.layerID] else { fail("the scroll view reached no render tree") }
        let builder = FrameBuilder()
        // The range the 100-row view scrolls through, so both show the same rows.
        let travel = 100 * rowPitch - size.height
        // Each side is timed in a pass of its own, as on its own thread: the frame builder's walk
        // would otherwise evict the main thread's data from the caches between frames.
        var main = 0.0, render = 0.0
        for pass in ["main", "render"] {
            for frame in 0..<frames {
                let start = MediaClock.threadCPUSeconds()
                scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(frame * 7).truncatingRemainder(dividingBy: travel))
                CATransaction.flush()
                let committed = MediaClock.threadCPUSeconds()
                for transaction in recorder.transactions { _ = tree.apply(transaction) }
                recorder.transactions = []
                if pass == "main" {
                    main += committed - start
                    continue
                }
                builder.build(root: rootNode, tree: tree, viewport: viewport, time: Double(frame) / 60, whiteTexture: TextureID(1))
                render += MediaClock.threadCPUSeconds() - committed
            }
        }
        root.removeFromSuperlayer()
        CATransaction.state.surfaceChanged(.detach(ObjectIdentifier(target)))
        CATransaction.flush()
        return Figures(mainThread: main * 1000 / Double(frames), render: render * 1000 / Double(frames), quads: builder.batch.quadCount)
    }
}
