import UIKit

// Subclasses that override what UIKit and Core Animation let a subclass override, recording each
// call, as instrumentation and custom containers do.

/// A container that records the hierarchy, layout, drawing and event calls it receives.
class RecordingContainerView: UIView {
    private(set) var log: [String] = []
    var fitSize = CGSize(width: 120, height: 40)
    /// Touches count inside this margin around the bounds too (a larger tap target).
    var touchMargin: CGFloat = 0

    func record(_ entry: String) { log.append(entry) }
    func clearLog() { log.removeAll() }

    override func addSubview(_ view: UIView) { record("addSubview"); super.addSubview(view) }
    override func insertSubview(_ view: UIView, at index: Int) { record("insertSubview(at:)"); super.insertSubview(view, at: index) }
    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        record("insertSubview(aboveSubview:)"); super.insertSubview(view, aboveSubview: siblingSubview)
    }
    override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        record("insertSubview(belowSubview:)"); super.insertSubview(view, belowSubview: siblingSubview)
    }
    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        record("exchangeSubview"); super.exchangeSubview(at: index1, withSubviewAt: index2)
    }
    override func bringSubviewToFront(_ view: UIView) { record("bringSubviewToFront"); super.bringSubviewToFront(view) }
    override func sendSubviewToBack(_ view: UIView) { record("sendSubviewToBack"); super.sendSubviewToBack(view) }
    override func removeFromSuperview() { record("removeFromSuperview"); super.removeFromSuperview() }
    override func didAddSubview(_ subview: UIView) { record("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { record("willRemoveSubview") }
    override func willMove(toSuperview newSuperview: UIView?) { record("willMove(toSuperview:)") }
    override func didMoveToSuperview() { record("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { record("willMove(toWindow:)") }
    override func didMoveToWindow() { record("didMoveToWindow") }
    override func setNeedsLayout() { record("setNeedsLayout"); super.setNeedsLayout() }
    override func layoutIfNeeded() { record("layoutIfNeeded"); super.layoutIfNeeded() }
    override func layoutSubviews() {
        record("layoutSubviews")
        super.layoutSubviews()
        for (index, subview) in subviews.enumerated() {
            subview.frame = CGRect(x: 0, y: CGFloat(index) * 10, width: bounds.width, height: 10)
        }
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { record("sizeThatFits"); return fitSize }
    override func sizeToFit() { record("sizeToFit"); super.sizeToFit() }
    override var intrinsicContentSize: CGSize { fitSize }
    override func invalidateIntrinsicContentSize() { record("invalidateIntrinsicContentSize"); super.invalidateIntrinsicContentSize() }
    override func setNeedsDisplay() { record("setNeedsDisplay"); super.setNeedsDisplay() }
    override func tintColorDidChange() { record("tintColorDidChange") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        record("traitCollectionDidChange")
    }
    override func awakeFromNib() { super.awakeFromNib(); record("awakeFromNib") }
    override func prepareForInterfaceBuilder() { record("prepareForInterfaceBuilder") }
    override func draw(_ rect: CGRect) {
        record("draw")
        UIColor.systemGreen.setFill()
        UIRectFill(bounds)
    }
    override func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) { record("draw(_:for:)"); draw(rect) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -touchMargin, dy: -touchMargin).contains(point)
    }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        record("hitTest")
        return super.hitTest(point, with: event)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesBegan") }
    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        record("addGestureRecognizer"); super.addGestureRecognizer(gestureRecognizer)
    }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        record("convert"); return super.convert(point, to: view)
    }
}

/// A layer class that keeps a name from its own initializer and records Core Animation's calls.
final class RecordingLayer: CALayer {
    let label: String
    private(set) var log: [String] = []

    init(label: String) {
        self.label = label
        super.init()
    }

    override init(layer: Any) {
        label = (layer as? RecordingLayer)?.label ?? ""
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        label = "decoded"
        super.init(coder: coder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "tone" || super.needsDisplay(forKey: key)
    }

    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "opacity" ? NSNull() : super.defaultAction(forKey: event)
    }

    override func action(forKey event: String) -> CAAction? {
        log.append("action(\(event))")
        return super.action(forKey: event)
    }

    override func addSublayer(_ layer: CALayer) { log.append("addSublayer"); super.addSublayer(layer) }
    override func removeFromSuperlayer() { log.append("removeFromSuperlayer"); super.removeFromSuperlayer() }
    override func setNeedsDisplay() { log.append("setNeedsDisplay"); super.setNeedsDisplay() }
    override func setNeedsLayout() { log.append("setNeedsLayout"); super.setNeedsLayout() }
    override func display() { log.append("display"); super.display() }
    override func layoutSublayers() {
        log.append("layoutSublayers")
        super.layoutSublayers()
        sublayers?.forEach { $0.frame = bounds.insetBy(dx: 10, dy: 10) }
    }
    override func draw(in ctx: CGContext) {
        log.append("draw(in:)")
        let tone = value(forKey: "tone") as? CGFloat ?? 0
        ctx.setFillColor(UIColor(red: tone, green: 0, blue: 1 - tone, alpha: 1).cgColor)
        ctx.fill(bounds)
    }
    override func render(in ctx: CGContext) { log.append("render(in:)"); super.render(in: ctx) }
    override func preferredFrameSize() -> CGSize { CGSize(width: 64, height: 48) }
    override func hitTest(_ p: CGPoint) -> CALayer? { log.append("hitTest"); return super.hitTest(p) }
}
