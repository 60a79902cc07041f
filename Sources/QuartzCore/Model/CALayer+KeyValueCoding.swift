import Foundation

/// Key-value coding without the Objective-C runtime: Core Animation's own key paths reach the layer
/// properties; other keys hold the app's values, which a subclass can make redraw the layer.
extension CALayer {
    func baseValue(forKey key: String) -> Any? {
        if let keyPath = AnimatableKeyPath(rawValue: key) { return keyPath.value(in: properties).boxed(for: keyPath) }
        return customValues[key] ?? Self.defaultValue(forKey: key)
    }

    func baseSetValue(_ value: Any?, forKey key: String) {
        // Colours keep their CGColor objects, which their setters hold besides the components.
        if ["backgroundColor", "borderColor", "shadowColor"].contains(key) {
            guard value == nil || value is CGColor else {
                return Diagnostics.report("\(key) takes a CGColor, not \(type(of: value!)); ignored")
            }
            let color = value as? CGColor
            switch key {
            case "backgroundColor": backgroundColor = color
            case "borderColor": borderColor = color
            default: shadowColor = color
            }
            return
        }
        if let keyPath = AnimatableKeyPath(rawValue: key) {
            guard let converted = AnimationValue(value, kind: keyPath.kind) else {
                return Diagnostics.report("\(type(of: value)) is not a value for the layer property \(key); ignored")
            }
            // Out-of-range values are brought into range; non-finite ones keep the current value.
            let current = properties
            update { p in
                keyPath.set(converted, in: &p)
                withUnsafePointer(to: current) { keyPath.property.keepInRange(in: &p, model: $0) }
            }
            return
        }
        customValues[key] = value
        if Self.needsDisplay(forKey: key) { setNeedsDisplay() }
    }

    func baseHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = convert(p, from: superlayer)
        if masksToBounds, !contains(local) { return nil }
        for sublayer in sublayerList.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
