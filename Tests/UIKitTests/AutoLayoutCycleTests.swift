import CoreGraphics
import QuartzCore
import Testing
@testable import UIKit

/// A view that records when its `updateConstraints()` runs, and builds its constraint there once.
@MainActor
private final class UpdatingView: UIView {
    static var log: [String] = []
    let name: String
    var width: NSLayoutConstraint?
    init(_ name: String) {
        self.name = name
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func updateConstraints() {
        UpdatingView.log.append(name)
        if width == nil, superview != nil {
            translatesAutoresizingMaskIntoConstraints = false
            width = widthAnchor.constraint(equalToConstant: 70)
            NSLayoutConstraint.activate([width!, heightAnchor.constraint(equalToConstant: 20),
                                         leadingAnchor.constraint(equalTo: superview!.leadingAnchor),
                                         topAnchor.constraint(equalTo: superview!.topAnchor)])
        }
        super.updateConstraints()
    }
}

@Suite("Auto Layout in the layout cycle", .startsClean)
@MainActor
struct AutoLayoutCycleTests {
    @Test("LAYOUT 16, 18: the update pass runs leaves to root, before layout, once per flag")
    func updateOrder() {
        UpdatingView.log = []
        let root = UpdatingView("root"), middle = UpdatingView("middle"), leaf = UpdatingView("leaf")
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.setNeedsUpdateConstraints()
        leaf.setNeedsUpdateConstraints()
        middle.setNeedsUpdateConstraints()
        #expect(leaf.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(UpdatingView.log == ["leaf", "middle", "root"])
        #expect(!leaf.needsUpdateConstraints())
        #expect(middle.frame == CGRect(x: 0, y: 0, width: 70, height: 20))
        #expect(leaf.frame == CGRect(x: 0, y: 0, width: 70, height: 20))
        root.layoutIfNeeded()
        #expect(UpdatingView.log.count == 3)
    }

    @Test("LAYOUT 16–17: the commit's layout pass runs the update pass and applies the engine's frames")
    func commitAppliesFrames() {
        UpdatingView.log = []
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UpdatingView("child")
        root.addSubview(child)
        child.setNeedsUpdateConstraints()
        CATransaction.flush()
        #expect(UpdatingView.log == ["child"])
        #expect(child.frame == CGRect(x: 0, y: 0, width: 70, height: 20))
        child.width?.constant = 90
        #expect(child.frame.width == 70)
        CATransaction.flush()
        #expect(child.frame.width == 90)
    }

    @Test("LAYOUT 19: child.layoutIfNeeded() right after activating its constraints gives it its size")
    func childLayoutIfNeeded() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), child = UIView()
        root.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 30),
                                     child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     child.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        child.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 80, y: 85, width: 40, height: 30))
    }

    @Test("LAYOUT 13: a translating container resized by its frame moves the views constrained to it")
    func translatedFrameIsAnEdit() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let badge = UIView()
        window.addSubview(panel)
        window.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: panel.trailingAnchor, constant: 5),
                                     badge.topAnchor.constraint(equalTo: panel.topAnchor),
                                     badge.widthAnchor.constraint(equalToConstant: 20),
                                     badge.heightAnchor.constraint(equalTo: panel.heightAnchor)])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 115, y: 10, width: 20, height: 100))
        panel.frame = CGRect(x: 50, y: 20, width: 150, height: 60)
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 205, y: 20, width: 20, height: 60))
        // Its own position or size constraints would conflict with the frame's.
        let messages = Diagnostics.recording { panel.widthAnchor.constraint(equalToConstant: 10).isActive = true }
        #expect(messages.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        window.layoutIfNeeded()
        #expect(panel.frame.width == 150)
    }

    @Test("A view that stops translating its mask is placed by its constraints instead of its frame")
    func translationSwitch() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(child)
        let other = UIView()
        root.addSubview(other)
        other.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([other.leadingAnchor.constraint(equalTo: child.trailingAnchor),
                                     other.topAnchor.constraint(equalTo: child.topAnchor),
                                     other.widthAnchor.constraint(equalToConstant: 1), other.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(other.frame.origin == CGPoint(x: 15, y: 5))
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
                                     child.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                                     child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 100, y: 50, width: 20, height: 20))
        #expect(other.frame.origin == CGPoint(x: 120, y: 50))
    }

    @Test("LAYOUT 20: a constant change then layoutIfNeeded inside an animation block animates the frame")
    func animatedConstant() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)), child = UIView()
        root.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        let left = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([left, child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        left.constant = 110
        UIView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
        #expect(child.frame.minX == 110)
        #expect(child.layer.animationKeys()?.contains("position") == true)
    }

    @Test("Issue 25 item 3: the user resizing a window reflows its constraints; the size is an edit, not a rebuild")
    func windowResize() throws {
        try withHeadlessPlatform { _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let controller = UIViewController()
            window.rootViewController = controller
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(bar)
            NSLayoutConstraint.activate([bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
                                         bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -16),
                                         bar.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor, constant: -8),
                                         bar.heightAnchor.constraint(equalToConstant: 44)])
            window.makeKeyAndVisible()
            CATransaction.flush()
            #expect(bar.frame == CGRect(x: 16, y: 148, width: 268, height: 44))
            let pins = controller.view.autoLayout?.variables?.definition.map(ObjectIdentifier.init)
            try #require(window.platformWindow).resize(to: CGSize(width: 500, height: 400))
            UIApplication.shared.handlePendingEvents()
            CATransaction.flush()
            #expect(bar.frame == CGRect(x: 16, y: 348, width: 468, height: 44))
            #expect(controller.view.autoLayout?.variables?.definition.map(ObjectIdentifier.init) == pins)
        }
    }

    @Test("Views never named by a constraint get no Auto Layout record, whatever their neighbours do")
    func bystanders() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let placed = UIView(), bystander = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(placed)
        root.addSubview(bystander)
        placed.translatesAutoresizingMaskIntoConstraints = false
        placed.widthAnchor.constraint(equalTo: root.widthAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(bystander.autoLayout == nil)
        #expect(bystander.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(placed.frame.width == 100)
    }

    @Test("Constraints naming a released view leave the engine with it")
    func releasedView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var child: UIView? = UIView()
        root.addSubview(child!)
        child!.translatesAutoresizingMaskIntoConstraints = false
        child!.widthAnchor.constraint(equalTo: root.widthAnchor).isActive = true
        #expect(root.constraints.count == 1)
        child!.removeFromSuperview()
        child = nil
        #expect(root.constraints.isEmpty)
        let inner = UIView()
        var holder: UIView? = UIView()
        holder!.addSubview(inner)
        let kept = inner.widthAnchor.constraint(equalToConstant: 5)
        kept.isActive = true
        let crossing = inner.widthAnchor.constraint(equalTo: holder!.widthAnchor)
        crossing.isActive = true
        holder = nil
        #expect(!crossing.isActive)
    }
}
