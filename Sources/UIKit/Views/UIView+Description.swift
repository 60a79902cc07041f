extension UIView {
    /// The hierarchy below this view, one line a view, indented by depth: class, frame, and the
    /// properties that differ from their defaults. A debugging aid, like UIKit's private method.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        describe(depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private func describe(depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "   | ", count: depth)
        lines.append(indent + descriptionLine)
        for subview in subviewList { subview.describe(depth: depth + 1, into: &lines) }
    }

    /// `<Class; frame = (x y; w h); …non-default properties>`.
    package var descriptionLine: String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
        }
        let f = frame
        var parts = ["frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))"]
        if bounds.origin != .zero { parts.append("bounds.origin = (\(number(bounds.minX)) \(number(bounds.minY)))") }
        if transform != .identity {
            let t = transform
            parts.append("transform = [\(number(t.a)), \(number(t.b)), \(number(t.c)), \(number(t.d)), \(number(t.tx)), \(number(t.ty))]")
        }
        if alpha != 1 { parts.append("alpha = \(number(alpha))") }
        if isHidden { parts.append("hidden = YES") }
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        if !isOpaque { parts.append("opaque = NO") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if isMultipleTouchEnabled { parts.append("multipleTouchEnabled = YES") }
        if isExclusiveTouch { parts.append("exclusiveTouch = YES") }
        if contentMode != .scaleToFill { parts.append("contentMode = \(contentMode)") }
        if !autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizingDescription)") }
        if !autoresizesSubviews { parts.append("autoresizesSubviews = NO") }
        if let color = backgroundColor {
            let c = color.cgColor.rgba
            parts.append("backgroundColor = rgba(\(number(c.red)), \(number(c.green)), \(number(c.blue)), \(number(c.alpha)))")
        }
        return "<\(type(of: self)); " + parts.joined(separator: "; ") + ">"
    }

    private var autoresizingDescription: String {
        let names: [(AutoresizingMask, String)] = [(.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
                                                  (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM")]
        return names.filter { autoresizingMask.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
