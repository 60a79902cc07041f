import Foundation
import GLCompositor
import QuartzCore
import UIKit

/// What must hold after every batch of a random program, whatever it did: the hierarchy is a tree
/// mirrored by the layers, conversions and frames agree with the geometry, hit-testing stays in the
/// window, presentation values are finite, and the render tree has the model tree's structure.
@MainActor
struct ProgramInvariants {
    let program: RandomProgram
    /// Where conversions and hit tests are tried, in the window's space.
    private static let probes = [CGPoint(x: 3, y: 4), CGPoint(x: 160, y: 120), CGPoint(x: 311, y: 229), CGPoint(x: 77.5, y: 190.25)]

    /// The invariants that do not hold, in words (empty when all hold).
    func check() -> [String] {
        var broken: [String] = []
        let views = program.viewsInWindow()
        for view in views {
            broken += checkTree(view)
            broken += checkFrame(view)
            broken += checkPresentation(view)
        }
        broken += checkConversions(views)
        broken += checkHitTests()
        broken += checkRenderTree()
        return broken
    }

    private func name(_ view: UIView) -> String { program.label(view) }

    /// Every subview's superview is its parent; the layers hold the subviews' layers in the same
    /// order; no view is its own ancestor.
    private func checkTree(_ view: UIView) -> [String] {
        var broken: [String] = []
        for subview in view.subviews where subview.superview !== view {
            broken.append("\(name(subview)) is a subview of \(name(view)) but its superview is \(subview.superview.map(name) ?? "nil")")
        }
        let viewLayers = (view.layer.sublayers ?? []).filter { $0.delegate is UIView }
        if viewLayers.map(ObjectIdentifier.init) != view.subviews.map({ ObjectIdentifier($0.layer) }) {
            broken.append("\(name(view))'s layer holds its subviews' layers as \(viewLayers.map { ($0.delegate as? UIView).map(name) ?? "?" }), its subviews are \(view.subviews.map(name))")
        }
        var ancestor = view.superview, steps = 0
        while let current = ancestor, steps <= RandomProgram.viewLimit + 2 {
            if current === view { broken.append("\(name(view)) is its own ancestor"); break }
            ancestor = current.superview
            steps += 1
        }
        return broken
    }

    /// A view's frame is the bounding box of its bounds under its (affine) transform about the anchor.
    private func checkFrame(_ view: UIView) -> [String] {
        let layer = view.layer, t = layer.transform
        guard view !== program.window, CATransform3DIsAffine(t), t.m33 == 1, t.m43 == 0 else { return [] }
        let size = layer.bounds.size, anchor = layer.anchorPoint, position = layer.position
        let values = [size.width, size.height, anchor.x, anchor.y, position.x, position.y, t.m11, t.m12, t.m21, t.m22, t.m41, t.m42]
        guard values.allSatisfy({ $0.isFinite }) else { return [] }
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height), CGPoint(x: size.width, y: size.height)]
            .map { corner -> CGPoint in
                let x = corner.x - anchor.x * size.width, y = corner.y - anchor.y * size.height
                return CGPoint(x: t.m11 * x + t.m21 * y + t.m41 + position.x, y: t.m12 * x + t.m22 * y + t.m42 + position.y)
            }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let expected = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        let frame = view.frame
        let scale = 1e-6 * (1 + values.map(abs).max()!) * (1 + abs(t.m11) + abs(t.m12) + abs(t.m21) + abs(t.m22))
        let parts = [(frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width), (frame.height, expected.height)]
        guard parts.allSatisfy({ abs($0.0 - $0.1) <= scale }) else {
            return ["\(name(view)).frame is \(frame), the bounding box of its bounds under its transform is \(expected)"]
        }
        return []
    }

    /// Presentation values are finite (NaN never reaches the screen).
    private func checkPresentation(_ view: UIView) -> [String] {
        guard let shown = view.layer.presentation() else { return [] }
        let values = [shown.position.x, shown.position.y, shown.bounds.width, shown.bounds.height, CGFloat(shown.opacity),
                      shown.transform.m11, shown.transform.m22, shown.transform.m41]
        return values.allSatisfy(\.isFinite) ? [] : ["\(name(view))'s presentation is not finite: position \(shown.position), bounds \(shown.bounds), opacity \(shown.opacity)"]
    }

    /// A bound on the magnitudes a conversion from `view` to the window goes through (each level's
    /// gain or its inverse's, multiplied, times the offsets and sizes on the way), which scales the rounding
    /// it may show; nil where conversions through it are not defined: a transform's projection into
    /// the plane cannot be inverted, or (while 3D transforms are not among the inputs) one acts outside
    /// the plane.
    private func conversionScale(_ view: UIView) -> Double? {
        var gain = 1.0, reach = 1.0
        var current: UIView? = view
        while let layer = current?.layer {
            for t in [layer.transform, layer.superlayer?.sublayerTransform ?? CATransform3DIdentity] {
                let planar = t.m11 * t.m22 - t.m12 * t.m21, norm = abs(t.m11) + abs(t.m12) + abs(t.m21) + abs(t.m22)
                if !planar.isFinite || abs(planar) < 1e-6 || abs(t.m11) > 1e4 || abs(t.m22) > 1e4 { return nil }
                if !CATransform3DIsAffine(t) && (!program.hostileInputs.contains(.perspective) || abs(t.m34) > 0.01) { return nil }
                gain *= max(1, norm, norm / abs(planar))
                reach += abs(t.m41) + abs(t.m42)
            }
            let places = [layer.bounds.origin.x, layer.bounds.origin.y, layer.bounds.width, layer.bounds.height, layer.position.x, layer.position.y]
            guard places.allSatisfy(\.isFinite) else { return nil }
            reach += places.reduce(0) { $0 + Swift.abs($1) }
            current = current?.superview
        }
        return gain * reach
    }

    /// A point converted from one view to another and back is the point; a view converting to itself
    /// changes nothing (within the rounding of the coordinates on the way).
    private func checkConversions(_ views: [UIView]) -> [String] {
        let defined = views.compactMap { view in conversionScale(view).map { (view, $0) } }
        guard !defined.isEmpty else { return [] }
        var broken: [String] = []
        var picker = SplitMix64(seed: UInt64(program.batches))
        for _ in 0..<min(12, defined.count * 2) {
            let (a, scaleA) = picker.pick(defined), (b, scaleB) = picker.pick(defined), p = picker.pick(ProgramInvariants.probes)
            let there = a.convert(p, to: b), back = b.convert(there, to: a)
            let tolerance = 1e-3 * (1 + abs(there.x) + abs(there.y) + abs(p.x) + abs(p.y)) + 1e-12 * max(scaleA, scaleB)
            if there.x.isFinite && there.y.isFinite && (abs(back.x - p.x) > tolerance || abs(back.y - p.y) > tolerance) {
                broken.append("\(p) from \(name(a)) to \(name(b)) is \(there), and back \(back)")
            }
            let same = a.convert(p, to: a), exact = 1e-6 * (1 + abs(p.x) + abs(p.y)) + 1e-12 * scaleA
            if abs(same.x - p.x) > exact || abs(same.y - p.y) > exact {
                broken.append("\(name(a)).convert(\(p), to: itself) is \(same); its path: \(path(a))")
            }
        }
        return broken
    }

    /// Each layer from `view` up to the window, with its geometry, to tell what a conversion went through.
    private func path(_ view: UIView) -> String {
        var steps: [String] = []
        var current: UIView? = view
        while let shown = current, steps.count < 16 {
            let layer = shown.layer, t = layer.transform, s = layer.sublayerTransform
            steps.append("\(name(shown)) position \(layer.position) bounds \(layer.bounds) anchor \(layer.anchorPoint)"
                         + (CATransform3DIsIdentity(t) ? "" : " transform \(t)") + (CATransform3DIsIdentity(s) ? "" : " sublayerTransform \(s)"))
            current = shown.superview
        }
        return steps.joined(separator: " ← ")
    }

    /// A hit test finds nothing or a view in the window, and (where conversions are defined) a view
    /// that contains the point.
    private func checkHitTests() -> [String] {
        var broken: [String] = []
        let window = program.window
        for p in ProgramInvariants.probes {
            guard let hit = window.hitTest(p, with: nil) else { continue }
            guard hit === window || hit.isDescendant(of: window) else {
                broken.append("hitTest(\(p)) is \(name(hit)), not in the window")
                continue
            }
            guard conversionScale(hit) != nil else { continue }
            let local = window.convert(p, to: hit)
            if !hit.bounds.insetBy(dx: -0.01, dy: -0.01).contains(local) && !(hit is UIControl) {
                broken.append("hitTest(\(p)) is \(name(hit)), whose bounds \(hit.bounds) do not hold the point (\(local) there)")
            }
        }
        return broken
    }

    /// After the frame, every layer of the window's tree is in the render tree with the same sublayers.
    private func checkRenderTree() -> [String] {
        var broken: [String] = []
        var stack: [CALayer] = [program.window.layer]
        while let layer = stack.popLast() {
            if let chain = program.deepChain, layer === chain.layer { continue }
            guard let node = program.driver.tree[layer.layerID] else {
                broken.append("\(program.label(layer)) is in the window but not in the render tree")
                continue
            }
            if node.sublayers != layer.renderedSublayerIDs {
                broken.append("\(program.label(layer)) has \(layer.renderedSublayerIDs.count) sublayers, its render node \(node.sublayers.count) (or another order)")
            }
            stack += layer.sublayers ?? []
            if let mask = layer.mask { stack.append(mask) }
        }
        return broken
    }
}
