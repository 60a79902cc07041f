import Foundation
import Testing
@testable import UIKit

/// Property-based tests of the view model over random geometry and random operation sequences.
@Suite("View model properties", .startsClean)
@MainActor
struct UIViewPropertyTests {
    @Test("frame, bounds and center stay consistent under any rotation and scale")
    func frameBoundsCenter() {
        RandomCases.forAll { r in
            let size = CGSize(width: r.double(0...400), height: r.double(0...400))
            let view = UIView(frame: CGRect(origin: CGPoint(x: r.double(-500...500), y: r.double(-500...500)), size: size))
            let center = view.center
            let scale = r.double(0.1...4)
            view.transform = CGAffineTransform(rotationAngle: r.double(-2 * .pi ... 2 * .pi)).scaledBy(x: scale, y: scale)
            let t = view.transform
            let width = abs(t.a) * size.width + abs(t.c) * size.height
            let height = abs(t.b) * size.width + abs(t.d) * size.height
            #expect(view.center == center, "seed \(r.seed)")
            #expect(view.bounds.size == size, "seed \(r.seed)")
            #expect(abs(view.frame.width - width) < 1e-9 && abs(view.frame.height - height) < 1e-9, "seed \(r.seed)")
            #expect(abs(view.frame.midX - center.x) < 1e-9 && abs(view.frame.midY - center.y) < 1e-9, "seed \(r.seed)")
        }
    }

    @Test("A point converted to an ancestor and back returns within 1e-9")
    func conversionRoundTrip() {
        RandomCases.forAll { r in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
            var parent = root
            var views: [UIView] = []
            for _ in 0..<3 {
                let view = UIView(frame: CGRect(x: r.double(-300...300), y: r.double(-300...300), width: 120, height: 90))
                let scale = r.double(0.25...4)
                view.transform = CGAffineTransform(rotationAngle: r.double(-.pi ... .pi)).scaledBy(x: scale, y: scale)
                view.bounds.origin = CGPoint(x: r.double(-50...50), y: r.double(-50...50))
                parent.addSubview(view)
                views.append(view)
                parent = view
            }
            let p = CGPoint(x: r.double(-200...200), y: r.double(-200...200))
            for view in views {
                let back = view.convert(view.convert(p, to: root), from: root)
                #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9, "seed \(r.seed)")
                let across = views[0].convert(view.convert(p, to: views[0]), to: view)
                #expect(abs(across.x - p.x) < 1e-9 && abs(across.y - p.y) < 1e-9, "seed \(r.seed)")
            }
        }
    }

    @Test("Random hierarchy edits: view and layer trees mirror each other, no cycle forms, no view outlives its owner")
    func randomEdits() {
        RandomCases.forAll(100) { r in
            var weakViews: [() -> UIView?] = []
            do {
                let views = (0..<8).map { _ in UIView() }
                for view in views { weakViews.append { [weak view] in view } }
                for _ in 0..<r.int(1..<60) {
                    let a = views[r.int(0..<8)], b = views[r.int(0..<8)]
                    switch r.int(0..<7) {
                    case 0: a.addSubview(b)
                    case 1: a.insertSubview(b, at: r.int(-1..<5))
                    case 2: a.removeFromSuperview()
                    case 3: a.superview?.bringSubviewToFront(a)
                    case 4: a.superview?.sendSubviewToBack(a)
                    case 5: a.exchangeSubview(at: r.int(0..<4), withSubviewAt: r.int(0..<4))
                    default: if let sibling = b.superview?.subviews.first { b.superview?.insertSubview(a, belowSubview: sibling) }
                    }
                }
                for view in views {
                    #expect(view.subviews.map { ObjectIdentifier($0.layer) } == (view.layer.sublayers ?? []).map(ObjectIdentifier.init),
                            "seed \(r.seed)")
                    #expect(view.layer.superlayer === view.superview?.layer, "seed \(r.seed)")
                    var ancestor = view.superview, depth = 0
                    while let a = ancestor, depth <= 8 {
                        #expect(a !== view, "cycle, seed \(r.seed)")
                        ancestor = a.superview
                        depth += 1
                    }
                }
            }
            // With every outside reference gone, nothing stays alive: superviews own subviews, nothing owns roots.
            for get in weakViews { #expect(get() == nil, "seed \(r.seed)") }
        }
    }
}
