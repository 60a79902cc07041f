import Foundation
import Testing
@testable import QuartzCore

/// A layer whose "level" key redraws it, declared as Core Animation subclasses declare their keys.
@MainActor
final class LevelLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool { key == "level" || super.needsDisplay(forKey: key) }
    override class func defaultValue(forKey key: String) -> Any? { key == "level" ? 0.25 : super.defaultValue(forKey: key) }
}

/// A layer class with an initializer of its own, created by Casement from its type.
@MainActor
final class BadgeLayer: CALayer {
    var count = 0
    private(set) var madeBy = ""
    init(count: Int) {
        self.count = count
        madeBy = "init(count:)"
        super.init()
    }
    override init(layer: Any) {
        super.init(layer: layer)
        madeBy = "init(layer:)"
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeBy = "init(coder:)"
    }
}

@Suite("Key-value coding and layer classes", .serialized)
@MainActor
struct LayerKeyValueCodingTests {
    @Test("A key the class says needsDisplay(forKey:) redraws the layer when set; other keys do not")
    func customKeysRedisplay() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = LevelLayer()
        stage.root.addSublayer(layer)
        CATransaction.flush()
        #expect(layer.value(forKey: "level") as? Double == 0.25)
        layer.setValue(0.75, forKey: "level")
        #expect(layer.needsDisplay() && layer.value(forKey: "level") as? Double == 0.75)
        CATransaction.flush()
        layer.setValue("note", forKey: "comment")
        #expect(!layer.needsDisplay() && layer.value(forKey: "comment") as? String == "note")
        #expect(layer.presentation()?.value(forKey: "level") as? Double == 0.75)
    }

    @Test("Core Animation's key paths read and write the layer's properties; a wrong value is refused")
    func layerKeyPaths() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        layer.setValue(0.5, forKey: "opacity")
        layer.setValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1), forKey: "backgroundColor")
        #expect(layer.position == CGPoint(x: 3, y: 4) && layer.opacity == 0.5)
        #expect(layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(layer.value(forKey: "position.x") as? CGFloat == 3)
        layer.setValue("far", forKey: "position")
        #expect(layer.position == CGPoint(x: 3, y: 4))
    }

    @Test("A subclass with its own initializer is made from its type through init?(coder:), presentation copies too")
    func madeFromType() {
        let stage = Stage()
        defer { stage.tearDown() }
        let made = CALayer.make(BadgeLayer.self)
        #expect(made?.madeBy == "init(coder:)" && made?.count == 0)
        let badge = BadgeLayer(count: 3)
        badge.name = "badge"
        stage.root.addSublayer(badge)
        CATransaction.flush()
        let copy = badge.presentation()
        #expect(copy?.name == "badge" && copy?.madeBy == "init(coder:)" && copy?.model() === badge)
        #expect(BadgeLayer(layer: badge).madeBy == "init(layer:)")
    }

    @Test("hitTest(_:) finds the deepest layer containing the point, skipping hidden ones")
    func hitTesting() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        root.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === child)
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === root)
        #expect(root.hitTest(CGPoint(x: 160, y: 60)) == nil)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === root)
    }
}
