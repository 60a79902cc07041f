import Foundation
import QuartzCore

/// What the hierarchy key chord prints: a window's views (`recursiveDescription()`) and its layer
/// tree as it is shown now, with presentation values (mid-animation, they differ from the model).
@MainActor
enum HierarchyDump {
    static func text(of window: UIWindow) -> String {
        var lines = ["Views:", window.recursiveDescription(), "Layers (presentation):"]
        TreeWalk.preorder(from: window.layer, context: 0, children: { $0.sublayers ?? [] }) { layer, depth in
            lines.append(UIView.indentation(depth: depth) + line(describing: layer))
            return depth + 1
        }
        return lines.joined(separator: "\n")
    }

    private static func line(describing layer: CALayer) -> String {
        let shown = layer.presentation() ?? layer
        func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
        var line = "<\(type(of: layer))"
        line += "; position = (\(number(shown.position.x)) \(number(shown.position.y)))"
        line += "; bounds = (\(number(shown.bounds.minX)) \(number(shown.bounds.minY)); \(number(shown.bounds.width)) \(number(shown.bounds.height)))"
        if shown.opacity != 1 { line += "; opacity = \(number(CGFloat(shown.opacity)))" }
        if !CATransform3DIsIdentity(shown.transform) { line += "; transform = (not identity)" }
        if shown.isHidden { line += "; hidden" }
        if let keys = layer.animationKeys() { line += "; animations = \(keys.joined(separator: ", "))" }
        return line + ">"
    }
}
