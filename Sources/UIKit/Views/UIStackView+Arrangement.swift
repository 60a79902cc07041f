import CoreGraphics

extension UIStackView {
    /// The constraints of Layout rules 30–32 for the current views and settings.
    func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let box = Edges(of: self, axis: axis, inMargins: isLayoutMarginsRelativeArrangement)
        var made: [NSLayoutConstraint] = []
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for view in arrangedSubviews where view.isHidden {
            // "UISV-hiding": collapsed along the axis, kept across it.
            made.append(Edges(of: view, axis: axis).length.constraint(equalToConstant: 0))
            made.append(Edges(of: view, axis: axis).start.constraint(equalTo: box.start))
        }
        for view in visible { made += crossConstraints(view, box, reference: visible[0]) }
        guard let first = visible.first, let last = visible.last else {
            // An empty stack shrinks to nothing along its axis, weakly.
            let empty = box.length.constraint(equalToConstant: 0)
            empty.priority = .fittingSizeLevel
            return made + [empty]
        }
        made.append(Edges(of: first, axis: axis).start.constraint(equalTo: box.start))
        made.append(Edges(of: last, axis: axis).end.constraint(equalTo: box.end))
        for (previous, next) in zip(visible, visible.dropFirst()) {
            made += spacingConstraints(previous, next, first: first, visible: visible)
        }
        made += sizeConstraints(visible, box)
        return made
    }

    /// The gap between two adjacent visible views, by distribution.
    private func spacingConstraints(_ previous: UIView, _ next: UIView, first: UIView, visible: [UIView]) -> [NSLayoutConstraint] {
        let a = Edges(of: previous, axis: axis), b = Edges(of: next, axis: axis)
        let gap = self.gap(after: previous)
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            return [b.start.constraint(equalTo: a.end, constant: gap)]
        case .equalSpacing:
            let firstGap = Edges(of: first, axis: axis).end.anchorWithOffset(to: Edges(of: visible[1], axis: axis).start)
            return [b.start.constraint(greaterThanOrEqualTo: a.end, constant: gap),
                    a.end.anchorWithOffset(to: b.start).constraint(equalTo: firstGap)]
        case .equalCentering:
            let firstStep = Edges(of: first, axis: axis).center.anchorWithOffset(to: Edges(of: visible[1], axis: axis).center)
            let equal = a.center.anchorWithOffset(to: b.center).constraint(equalTo: firstStep)
            equal.priority = UILayoutPriority(150)
            return [b.start.constraint(greaterThanOrEqualTo: a.end, constant: gap), equal]
        }
    }

    /// Sizes along the axis for the distributions that set them.
    private func sizeConstraints(_ visible: [UIView], _ box: Edges) -> [NSLayoutConstraint] {
        switch distribution {
        case .fillEqually:
            let first = Edges(of: visible[0], axis: axis).length
            return visible.dropFirst().map { Edges(of: $0, axis: axis).length.constraint(equalTo: first) }
        case .fillProportionally:
            let sizes = visible.map { max(0, axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height) }
            let gaps = visible.dropLast().reduce(0) { $0 + gap(after: $1) }
            let total = sizes.reduce(0, +) + gaps
            guard total > 0 else { return [] }
            return zip(visible, sizes).enumerated().map { index, entry in
                let share = Edges(of: entry.0, axis: axis).length.constraint(equalTo: box.length, multiplier: entry.1 / total)
                share.priority = UILayoutPriority(Float(999 - index))
                return share
            }
        case .fill, .equalSpacing, .equalCentering:
            return []
        }
    }

    /// Where a view sits across the axis, by alignment; baselines line up with those of `reference`.
    private func crossConstraints(_ view: UIView, _ box: Edges, reference: UIView) -> [NSLayoutConstraint] {
        let cross = Edges(of: view, axis: axis == .horizontal ? .vertical : .horizontal)
        let stack = box.across
        switch alignment {
        case .firstBaseline where axis == .horizontal, .lastBaseline where axis == .horizontal:
            // Inside the stack, pulled to its top (the tallest part above the baseline touches it).
            let top = cross.start.constraint(equalTo: stack.start)
            top.priority = UILayoutPriority(48)
            var made = [cross.start.constraint(greaterThanOrEqualTo: stack.start), cross.end.constraint(lessThanOrEqualTo: stack.end),
                        top, hugging(stack)]
            if view !== reference {
                made.append(alignment == .firstBaseline
                    ? view.firstBaselineAnchor.constraint(equalTo: reference.firstBaselineAnchor)
                    : view.lastBaselineAnchor.constraint(equalTo: reference.lastBaselineAnchor))
            }
            return made
        case .fill, .firstBaseline, .lastBaseline:
            // Baselines mean nothing across a vertical stack: its views fill its width.
            return [cross.start.constraint(equalTo: stack.start), cross.end.constraint(equalTo: stack.end)]
        case .leading:
            return [cross.start.constraint(equalTo: stack.start), cross.end.constraint(lessThanOrEqualTo: stack.end), hugging(stack)]
        case .center:
            return [cross.center.constraint(equalTo: stack.center), cross.start.constraint(greaterThanOrEqualTo: stack.start), hugging(stack)]
        case .trailing:
            return [cross.end.constraint(equalTo: stack.end), cross.start.constraint(greaterThanOrEqualTo: stack.start), hugging(stack)]
        }
    }

    /// A weak pull that keeps an unsized stack as thin across the axis as its views allow.
    private func hugging(_ stack: Edges) -> NSLayoutConstraint {
        let pull = stack.length.constraint(equalToConstant: 0)
        pull.priority = UILayoutPriority(49)
        return pull
    }
}

/// The anchors of a view (or of its margins guide) along one axis, named by place on the axis, so one
/// recipe serves both axes (the public anchor types keep x and y apart). Made from the item's own
/// anchors, so the item is held weakly only where those anchors hold it (a temporary holding it
/// strongly while making weak terms draws the optimiser's "weak reference will always be nil").
@MainActor
struct Edges {
    /// Start, end, centre and length along the axis, then across it.
    private let along: [LayoutTerm]
    private let crosswise: [LayoutTerm]

    init(of view: UIView, axis: NSLayoutConstraint.Axis, inMargins: Bool = false) {
        let horizontal: [LayoutTerm], vertical: [LayoutTerm]
        if inMargins {
            let guide = view.layoutMarginsGuide
            horizontal = [guide.leadingAnchor.term, guide.trailingAnchor.term, guide.centerXAnchor.term, guide.widthAnchor.term]
            vertical = [guide.topAnchor.term, guide.bottomAnchor.term, guide.centerYAnchor.term, guide.heightAnchor.term]
        } else {
            horizontal = [view.leadingAnchor.term, view.trailingAnchor.term, view.centerXAnchor.term, view.widthAnchor.term]
            vertical = [view.topAnchor.term, view.bottomAnchor.term, view.centerYAnchor.term, view.heightAnchor.term]
        }
        (along, crosswise) = axis == .horizontal ? (horizontal, vertical) : (vertical, horizontal)
    }

    private init(along: [LayoutTerm], crosswise: [LayoutTerm]) {
        self.along = along
        self.crosswise = crosswise
    }

    var start: AxisAnchor { AxisAnchor(term: along[0]) }
    var end: AxisAnchor { AxisAnchor(term: along[1]) }
    var center: AxisAnchor { AxisAnchor(term: along[2]) }
    var length: NSLayoutDimension { NSLayoutDimension(term: along[3]) }
    /// The same item's anchors across the axis.
    var across: Edges { Edges(along: crosswise, crosswise: along) }
}

/// A position on either axis, making the constraints `NSLayoutXAxisAnchor` and `NSLayoutYAxisAnchor` make.
@MainActor
struct AxisAnchor {
    let term: LayoutTerm

    func constraint(equalTo other: AxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint { make(.equal, other, constant) }
    func constraint(greaterThanOrEqualTo other: AxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, other, constant)
    }
    func constraint(lessThanOrEqualTo other: AxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, other, constant)
    }
    /// The distance from this position to `other`.
    func anchorWithOffset(to other: AxisAnchor) -> NSLayoutDimension { NSLayoutDimension(term: .offset(from: term, to: other.term)) }

    private func make(_ relation: NSLayoutConstraint.Relation, _ other: AxisAnchor, _ constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: relation, second: other.term, multiplier: 1, constant: constant)
    }
}
