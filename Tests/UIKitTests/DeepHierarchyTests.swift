import Foundation
import Testing
@testable import QuartzCore
import TestStage
@testable import UIKit

/// A view hierarchy 100,000 levels deep in a window: moving it in and out of the window, tint
/// propagation, layout, display, hit-testing, conversion, tags, descriptions, removal and
/// deallocation work without running out of stack, and the work grows in proportion to the depth.
@Suite("Deep view hierarchies", .serialized, .startsClean)
@MainActor
struct DeepHierarchyTests {
    /// The deepest view: records what the walks of the hierarchy tell it.
    final class LeafView: UIView {
        var windows: [UIWindow?] = []
        var layouts = 0
        var drawings = 0
        var tintChanges = 0
        override func didMoveToWindow() { windows.append(window) }
        override func layoutSubviews() { layouts += 1 }
        override func draw(_ rect: CGRect) {
            drawings += 1
            UIColor.red.setFill()
            UIRectFill(bounds)
        }
        override func tintColorDidChange() { tintChanges += 1 }
    }

    /// The view holding the chain: counts the events the chain passes up to it.
    final class HolderView: UIView {
        var touchesReceived = 0
        var pressesReceived = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesReceived += 1 }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { pressesReceived += 1 }
    }

    /// A chain of `depth` plain views below `parent` (see `DeepChain`) ending in a `LeafView`;
    /// returns the top and the deepest.
    private func chain(_ depth: Int = DeepChain.depth, below parent: UIView,
                       autoresizing: UIView.AutoresizingMask = []) -> (top: UIView, leaf: LeafView) {
        let (top, leaf) = DeepChain.build(depth, below: parent, make: { level in
            let view = level == depth - 1 ? LeafView(frame: DeepChain.frame) : UIView(frame: DeepChain.frame)
            view.autoresizingMask = autoresizing
            return view
        }, add: { $1.addSubview($0) })
        return (top, leaf as! LeafView)
    }

    @Test("A 100,000-deep chain of views autoresizes, moves into a window, lays out, draws, hit-tests, converts, describes and goes away")
    func deepChain() throws {
        withHeadlessPlatform { _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            window.makeKeyAndVisible()
            weak var weakTop: UIView?
            weak var weakLeaf: UIView?
            do {
                // Built outside the window: resizing the holder autoresizes every level.
                let holder = HolderView(frame: window.bounds)
                let (top, leaf) = chain(below: holder, autoresizing: .flexibleWidth)
                weakTop = top
                weakLeaf = leaf
                holder.frame.size.width += 50
                #expect(leaf.bounds.width == 250)
                #expect(leaf.windows.isEmpty)
                #expect(leaf.isDescendant(of: top) && !top.isDescendant(of: leaf))

                // Moved into the window in one walk: every view is told, and knows its window.
                window.addSubview(holder)
                #expect(leaf.window === window)
                #expect(leaf.windows.count == 1 && leaf.windows[0] === window)

                // The commit lays out and draws the whole chain.
                CATransaction.flush()
                #expect(leaf.layouts == 1)
                #expect(leaf.drawings == 1)
                #expect(!top.layer.needsLayout() && !leaf.layer.needsLayout())
                leaf.setNeedsLayout()
                window.layoutIfNeeded()
                #expect(leaf.layouts == 2)

                // Tint set at the top reaches the deepest view; its dimming follows too.
                window.tintColor = .green
                #expect(leaf.tintChanges == 1)
                #expect(leaf.tintColor == .green)
                window.tintAdjustmentMode = .dimmed
                #expect(leaf.tintAdjustmentMode == .dimmed)
                #expect(leaf.tintChanges == 2)
                window.tintAdjustmentMode = .automatic

                // Hit-testing finds the deepest view; conversion goes both ways.
                let inWindow = CGPoint(x: 150, y: 50)
                #expect(window.hitTest(inWindow, with: nil) === leaf)
                let local = leaf.convert(inWindow, from: window)
                #expect(abs(local.x - (150 - DeepChain.offset)) < 1e-6 && abs(local.y - 50) < 1e-9)
                let back = leaf.convert(local, to: nil)
                #expect(abs(back.x - 150) < 1e-6 && abs(back.y - 50) < 1e-9)
                #expect(abs(top.convert(CGPoint.zero, from: leaf).x - (DeepChain.offset - DeepChain.step)) < 1e-6)

                // Touches and presses the deepest view does not take go up the chain to the holder.
                leaf.touchesBegan([], with: nil)
                leaf.pressesBegan([], with: nil)
                #expect(holder.touchesReceived == 1 && holder.pressesReceived == 1)

                // Tags and descriptions reach every level: a line a view, the deepest with its depth.
                leaf.tag = 42
                #expect(window.viewWithTag(42) === leaf)
                let description = window.recursiveDescription()
                #expect(DeepChain.lineFeeds(in: description) == DeepChain.depth + 1)
                let lastLine = description.suffix(from: description.lastIndex(of: "\n")!)
                #expect(lastLine.contains("(\(DeepChain.depth + 1)) <") && lastLine.contains("LeafView"))
                let dump = HierarchyDump.text(of: window)
                #expect(DeepChain.lineFeeds(in: dump) == 2 * (DeepChain.depth + 2) + 1)

                // Removing the chain takes every view out of the window.
                holder.removeFromSuperview()
                #expect(leaf.window == nil)
                #expect(leaf.windows.count == 2 && leaf.windows[1] == nil)
                CATransaction.flush()
            }
            // The 100,000 views and their layers are released one after another, not nested.
            #expect(weakTop == nil)
            #expect(weakLeaf == nil)
            window.isHidden = true
        }
    }

    @Test("Building, committing, hit-testing, converting and removing a chain costs in proportion to its depth")
    func linearCost() throws {
        withHeadlessPlatform { _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            window.makeKeyAndVisible()
            let (small, large) = DeepChain.seconds { depth in
                let (top, leaf) = chain(depth, below: window)
                CATransaction.flush()
                _ = window.hitTest(CGPoint(x: 150, y: 50), with: nil)
                _ = leaf.convert(CGPoint.zero, to: window)
                window.tintColor = .green
                window.tintColor = nil
                top.removeFromSuperview()
            }
            // Linear work takes about ten times as long; one walk to the root per view, a hundred times.
            #expect(large / small < 30, "2,000 levels: \(small) s; 20,000 levels: \(large) s")
            window.isHidden = true
        }
    }
}
