import CoreGraphics
import Foundation
import QuartzCore

/// The chains the deep-tree tests build, of views or of layers: how deep, and where each level
/// sits, `step` right of the one above, so the deepest sits `offset` right of the chain's parent.
package enum DeepChain {
    package static let depth = 100_000
    package static let step: CGFloat = 0.001
    /// How far right of the chain's parent the deepest level sits.
    package static var offset: CGFloat { CGFloat(depth) * step }
    /// Every level's frame in the level above.
    package static let frame = CGRect(x: step, y: 0, width: 200, height: 100)

    /// A chain of `depth` nodes below `parent`, each made by `make(level)` and put under the one
    /// above by `add(child, parent)`; returns the top and the deepest.
    @MainActor
    package static func build<Node>(_ depth: Int = depth, below parent: Node, make: (Int) -> Node,
                                    add: (Node, Node) -> Void) -> (top: Node, leaf: Node) {
        var current = parent
        var top: Node?
        for level in 0..<depth {
            let node = make(level)
            add(node, current)
            top = top ?? node
            current = node
        }
        return (top!, current)
    }

    /// How many lines end in `text` (its line feeds), counted by `memchr`: the deep trees'
    /// descriptions run to millions of bytes, which a closure a byte takes seconds over in a debug build.
    package static func lineFeeds(in text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            guard var cursor = bytes.baseAddress else { return 0 }
            let end = cursor + bytes.count
            var count = 0
            while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
                count += 1
                cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return count
        }
    }

    /// The seconds `life(depth)` takes, its last commit included, at a fiftieth and a fifth of
    /// `depth` (the least of two runs each): linear work takes ten times as long at the second.
    @MainActor
    package static func seconds(of life: (Int) -> Void) -> (small: Double, large: Double) {
        func least(_ depth: Int) -> Double {
            var least = Double.infinity
            for _ in 0..<2 {
                let start = MediaClock.monotonicSeconds()
                life(depth)
                CATransaction.flush()
                least = min(least, MediaClock.monotonicSeconds() - start)
            }
            return least
        }
        return (least(depth / 50), least(depth / 5))
    }
}
