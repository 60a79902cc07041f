extension UIView {
    /// The hierarchy below this view, one line a view, indented by depth: class, frame, and the
    /// properties that differ from their defaults. A debugging aid, like UIKit's private method.
    /// Below `UIView.indentedLevels` levels, lines are indented that far and give their depth instead.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        TreeWalk.preorder(from: self, context: 0, children: \.subviewList) { view, depth in
            lines.append(UIView.indentation(depth: depth) + view.descriptionLine)
            return depth + 1
        }
        return lines.joined(separator: "\n")
    }

    /// How many levels of a hierarchy description are indented; deeper lines would grow with the square
    /// of the depth, so they keep this indentation and show their depth: `   | …   | (12345) <UIView; …>`.
    package static let indentedLevels = 32

    /// The start of the description line of a view (or layer) `depth` levels below the described one.
    package static func indentation(depth: Int) -> String {
        let indent = String(repeating: "   | ", count: min(depth, indentedLevels))
        return depth > indentedLevels ? indent + "(\(depth)) " : indent
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
