import Foundation
import Testing
@testable import QuartzCore

/// Remembers the actions it is asked to run.
@MainActor
final class RecordingAction: CAAction {
    var runs: [(String, CALayer?)] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append((event, anObject as? CALayer))
    }
}

/// A delegate that answers every action request with `answer`.
@MainActor
final class ActionDelegate: CALayerDelegate {
    var answer: CAAction?
    var asked: [String] = []
    init(answer: CAAction?) { self.answer = answer }
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        asked.append(event)
        return answer
    }
}

/// A layer class whose default action for opacity is `action`.
@MainActor
final class DefaultActionLayer: CALayer {
    static let action = RecordingAction()
    override class func defaultAction(forKey event: String) -> CAAction? { event == "opacity" ? action : nil }
}

@Suite("Actions and implicit animations", .serialized)
@MainActor
struct ActionTests {
    private func scalar(_ value: Any?) -> Double? {
        if let f = value as? Float { return Double(f) }
        if let c = value as? CGFloat { return Double(c) }
        return nil
    }

    @Test("Changing opacity animates implicitly from the old value over 0.25 s; the model changes at once")
    func implicitDefault() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        layer.opacity = 0.2
        #expect(layer.opacity == 0.2)
        let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.keyPath == "opacity")
        #expect(animation?.duration == 0.25)
        #expect(scalar(animation?.fromValue) == 1)
        #expect(animation?.toValue == nil, "to the model value")
        stage.turn(at: 100)
        let sent = stage.sink.transactions.last?.animations.first { $0.0 == layer.layerID }?.1
        #expect(sent?.count == 1)
        stage.time = 100.125
        #expect(abs(Double(layer.presentation()!.opacity) - 0.6) < 1e-6, "halfway, linear")
        stage.turn(at: 100.25)
        #expect(layer.animationKeys() == nil, "removed when it ends")
        #expect(layer.presentation()!.opacity == 0.2)
    }

    @Test("setAnimationDuration and setAnimationTimingFunction shape the implicit animation")
    func transactionSettings() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        layer.position = CGPoint(x: 300, y: 35)
        CATransaction.commit()
        let animation = layer.animation(forKey: "position") as? CABasicAnimation
        #expect(animation?.duration == 2)
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(animation?.fromValue as? CGPoint == CGPoint(x: 35, y: 35))
        stage.time = 101
        let expected = 35 + (300 - 35) * CAMediaTimingFunction(name: .easeIn).curve.value(at: 0.5)
        #expect(abs(Double(layer.presentation()!.position.x) - expected) < 1e-6)
        layer.bounds.size = CGSize(width: 60, height: 60)
        #expect((layer.animation(forKey: "bounds") as? CABasicAnimation)?.duration == 0.25, "outside the block: the default again")
    }

    @Test("value(forKey:) and setValue(_:forKey:) reach the settings by their keys, and hold other values per transaction")
    func transactionValues() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        CATransaction.begin()
        CATransaction.setValue(1.5, forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(CAMediaTimingFunction(name: .easeOut), forKey: kCATransactionAnimationTimingFunction)
        CATransaction.setValue("note", forKey: "custom")
        CATransaction.setValue("not a number", forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 1.5)
        #expect(CATransaction.value(forKey: "custom") as? String == "note")
        layer.opacity = 0.5
        #expect(layer.animation(forKey: "opacity")?.duration == 1.5)
        #expect(layer.animation(forKey: "opacity")?.timingFunction == CAMediaTimingFunction(name: .easeOut))
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.value(forKey: "custom") == nil && CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == false)
    }

    @Test("Setting the frame runs the position and bounds actions")
    func frameRunsPositionAndBounds() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        #expect(Set(layer.animationKeys() ?? []) == ["position", "bounds"])
        #expect((layer.animation(forKey: "bounds") as? CABasicAnimation)?.fromValue as? CGRect == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("disableActions: the change happens at once, and no action is looked up")
    func disabledActions() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let delegate = ActionDelegate(answer: nil)
        layer.delegate = delegate
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        #expect(delegate.asked.isEmpty)
        #expect(layer.presentation()?.opacity == 0.5)
        layer.opacity = 0.1
        #expect(delegate.asked == ["opacity"], "enabled again after the transaction")
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test("The actions dictionary overrides the implicit animation; NSNull there switches it off")
    func actionsDictionary() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let custom = RecordingAction()
        layer.actions = ["opacity": custom, "position": NSNull()]
        layer.opacity = 0.4
        layer.position = CGPoint(x: 200, y: 200)
        layer.zPosition = 3
        #expect(custom.runs.count == 1 && custom.runs.first?.0 == "opacity" && custom.runs.first?.1 === layer)
        #expect(layer.action(forKey: "position") is NSNull)
        #expect(layer.animationKeys() == ["zPosition"], "only the property without an entry animates")
    }

    @Test("The delegate comes first: NSNull stops the search, nil falls through to the layer's own")
    func delegateFirst() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let custom = RecordingAction()
        layer.actions = ["opacity": custom]
        let delegate = ActionDelegate(answer: NSNull())
        layer.delegate = delegate
        layer.opacity = 0.3
        #expect(custom.runs.isEmpty && layer.animationKeys() == nil)
        delegate.answer = nil
        layer.opacity = 0.6
        #expect(custom.runs.count == 1)
        let animation = CABasicAnimation(keyPath: "opacity")
        delegate.answer = animation
        layer.opacity = 0.9
        #expect(layer.animationKeys() == ["opacity"] && layer.animation(forKey: "opacity") !== animation, "added as a copy")
    }

    @Test("A class's defaultAction(forKey:) comes after the actions dictionary")
    func classDefault() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = DefaultActionLayer()
        stage.root.addSublayer(layer)
        CATransaction.flush()
        DefaultActionLayer.action.runs.removeAll()
        layer.opacity = 0.5
        #expect(DefaultActionLayer.action.runs.count == 1)
        #expect(layer.animationKeys() == nil)
        layer.position = CGPoint(x: 5, y: 5)
        #expect(layer.animationKeys() == ["position"], "other keys still get the implicit animation")
    }

    @Test("A layer created in this transaction, or not in a window, does not animate")
    func offScreenLayersDoNotAnimate() {
        let stage = Stage()
        defer { stage.tearDown() }
        let fresh = CALayer()
        stage.root.addSublayer(fresh)
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil, "never committed")
        let loose = CALayer()
        CATransaction.flush()
        loose.opacity = 0.5
        #expect(loose.animationKeys() == nil, "not in a window's tree")
        #expect(loose.presentation()?.opacity == 1, "the committed value until the next commit")
        CATransaction.flush()
        #expect(loose.presentation()?.opacity == 0.5)
        #expect(CALayer().presentation() == nil, "nothing on screen before the first commit")
    }
}
