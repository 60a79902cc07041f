import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Leaks: views, layers, render nodes, textures, GL buffers, offscreen surfaces and windows made and
/// freed over and over, drawn by the real compositor; every counter comes back and memory settles.
/// The counters are process-wide: Scripts/test.sh runs this suite in a process of its own.
@Suite("Leaks", .serialized, .startsClean)
@MainActor
struct LeakTests {
    /// The most the process's resident memory may grow over the measured rounds, after the warm-up:
    /// allocators keep freed pages, but a leak of these rounds' bitmaps or surfaces would exceed it.
    static let memoryBound = 48 << 20

    @Test("A thousand views with drawings, images, masks, shadows and animations, shown and removed: every counter returns and memory settles")
    func thousandViews() {
        withWindow(size: CGSize(width: 320, height: 240)) { window, renderer in
            _ = frame(window, renderer)
            LeakTests.showAndRemove(100, in: window, renderer)      // warm-up: caches, programs, surfaces
            let before = UIApplication.shared.liveObjects
            let memory = residentBytes()
            for _ in 0..<10 { LeakTests.showAndRemove(100, in: window, renderer) }
            let after = UIApplication.shared.liveObjects
            #expect(after == before, "on \(backend): before \(before); after \(after)")
            #expect(residentBytes() - memory < LeakTests.memoryBound, "on \(backend): \(residentBytes() - memory) bytes more")
        }
    }

    @Test("A window opened and closed a hundred times: every counter returns and memory settles")
    func windowsOpenAndClose() {
        let renderer = SynchronousRenderer()
        UIApplication.shared.useRenderer(renderer)
        for _ in 0..<5 { LeakTests.openAndClose(renderer) }         // warm-up: the shared GL resources
        let before = UIApplication.shared.liveObjects
        let memory = residentBytes()
        for _ in 0..<100 { LeakTests.openAndClose(renderer) }
        let after = UIApplication.shared.liveObjects
        #expect(after == before, "on \(backend): before \(before); after \(after)")
        #expect(residentBytes() - memory < LeakTests.memoryBound, "on \(backend): \(residentBytes() - memory) bytes more")
    }

    @Test("The counters count: a drawn, shadowed view shows up in each, and goes from each with its window")
    func countersCount() {
        let renderer = SynchronousRenderer()
        UIApplication.shared.useRenderer(renderer)
        renderer.renderFrame(at: 0)
        let before = UIApplication.shared.liveObjects
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = Sketch(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.layer.shadowOpacity = 0.5
        window.addSubview(view)
        window.makeKeyAndVisible()
        _ = frame(window, renderer)
        let shown = UIApplication.shared.liveObjects
        #expect(shown.views == before.views + 2 && shown.layers == before.layers + 2, "\(shown)")
        #expect(shown.windows == before.windows + 1 && shown.windowTargets == before.windowTargets + 1, "\(shown)")
        #expect(shown.renderNodes == before.renderNodes + 2 && shown.textures == before.textures + 1, "\(shown)")
        #expect(shown.buffers > before.buffers && shown.offscreenSurfaces > before.offscreenSurfaces, "\(shown)")
        window.isHidden = true
        renderer.renderFrame(at: 0)
        let hidden = UIApplication.shared.liveObjects
        #expect(hidden.windows == before.windows && hidden.windowTargets == before.windowTargets, "\(hidden)")
        #expect(hidden.offscreenSurfaces == before.offscreenSurfaces, "\(hidden)")
    }

    /// Shows `count` views of every kind in `window`, animating, draws them, then removes them and
    /// draws again.
    static func showAndRemove(_ count: Int, in window: UIWindow, _ renderer: SynchronousRenderer) {
        var shown: [UIView] = []
        for index in 0..<count {
            let view = makeView(index)
            window.addSubview(view)
            shown.append(view)
            UIView.animate(withDuration: 5, animations: { view.alpha = 0.3 }, completion: { _ in view.tag += 1 })
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = Double.pi
            spin.duration = 3
            view.layer.add(spin, forKey: "spin")
        }
        _ = frame(window, renderer, at: MediaClock.shared.now())
        for view in shown { view.removeFromSuperview() }
        shown.removeAll()
        CATransaction.state.finishAnimations(at: MediaClock.shared.now())
        _ = frame(window, renderer, at: MediaClock.shared.now())
    }

    /// View `index` of a round: a drawing, an image of its own, a label, a masked or a shadowed view.
    static func makeView(_ index: Int) -> UIView {
        let rect = CGRect(x: index % 10 * 30, y: index / 10 % 8 * 28, width: 26, height: 24)
        let view: UIView
        switch index % 4 {
        case 0:
            view = Sketch(frame: rect)
        case 1:
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                UIColor(hue: Double(index % 10) / 10, saturation: 1, brightness: 1, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            view = UIImageView(image: image)
            view.frame = rect
        case 2:
            let label = UILabel(frame: rect)
            label.text = "L\(index)"
            view = label
        default:
            view = Sketch(frame: rect)
            view.layer.shadowOpacity = 0.6
            view.layer.shadowRadius = 3
        }
        if index % 3 == 0 {
            let mask = CAShapeLayer()
            mask.path = CGPath(ellipseIn: CGRect(origin: .zero, size: rect.size), transform: nil)
            view.layer.mask = mask
        }
        view.backgroundColor = index % 2 == 0 ? .yellow : nil
        return view
    }

    /// Opens a window holding a drawing, a shadow and a mask, draws it, and closes it.
    static func openAndClose(_ renderer: SynchronousRenderer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        window.backgroundColor = .white
        for index in 0..<4 { window.addSubview(makeView(index * 3)) }
        window.makeKeyAndVisible()
        _ = frame(window, renderer, at: MediaClock.shared.now())
        window.isHidden = true
        renderer.renderFrame(at: MediaClock.shared.now())
    }
}

/// A view that draws a red disc.
private final class Sketch: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
    }
}

/// The process's resident memory in bytes, from /proc/self/statm.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
}
