import CoreGraphics

extension NSLayoutConstraint {
    /// The constraints a Visual Format Language string describes, inactive, for example
    /// `H:|-[label]-[field(>=120)]-|`: `|` the superview, `-` the standard space (8 points between views,
    /// 20 to the superview's edge), `-10-` or `-pad-` a given one, `[name(==other,>=50@750)]` a view and its size.
    /// A format UIKit would reject is reported ("Casement: …", with the offset of the problem) and gives none.
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do throws(VisualFormatError) {
            var parser = VisualFormatParser(format, metrics: metrics ?? [:], views: views)
            let parsed = try parser.parse()
            return try VisualFormatLayout(parsed, options: opts, views: views).constraints()
        } catch {
            Diagnostics.report("NSLayoutConstraint.constraints(withVisualFormat:…): \"\(format)\", at offset \(error.position): \(error.problem); no constraints made")
            return []
        }
    }
}

/// The attributes a parsed format relates, chosen by its axis and options, and the constraints it makes.
@MainActor
private struct VisualFormatLayout {
    let format: VisualFormat
    let views: [String: Any]
    /// The edge each view starts at along the axis, and the one it ends at.
    let start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute
    /// The edges a space between two views is measured from and to (baselines with `.spacingBaselineToBaseline`).
    let spaceFrom: NSLayoutConstraint.Attribute, spaceTo: NSLayoutConstraint.Attribute
    /// False when the format runs towards smaller coordinates (right to left).
    let increasing: Bool
    let size: NSLayoutConstraint.Attribute
    let alignments: [NSLayoutConstraint.Attribute]

    init(_ format: VisualFormat, options: NSLayoutConstraint.FormatOptions, views: [String: Any]) throws(VisualFormatError) {
        self.format = format
        self.views = views
        let known = NSLayoutConstraint.FormatOptions.alignmentMask.union(.directionMask).union(.spacingMask)
        guard options.isSubset(of: known) else {
            throw VisualFormatError(position: 0, problem: "options 0x\(String(options.rawValue, radix: 16)) hold bits no option names")
        }
        switch (format.axis, options.intersection(.directionMask)) {
        case (.vertical, _): (start, end, increasing, size) = (.top, .bottom, true, .height)
        case (.horizontal, .directionLeftToRight): (start, end, increasing, size) = (.left, .right, true, .width)
        case (.horizontal, .directionRightToLeft): (start, end, increasing, size) = (.right, .left, false, .width)
        case (.horizontal, .directionLeadingToTrailing): (start, end, increasing, size) = (.leading, .trailing, true, .width)
        default: throw VisualFormatError(position: 0, problem: "options name no direction (directionMask bits 3)")
        }
        let baselines = format.axis == .vertical && options.contains(.spacingBaselineToBaseline)
        (spaceFrom, spaceTo) = baselines ? (.lastBaseline, .firstBaseline) : (end, start)
        var alignments: [NSLayoutConstraint.Attribute] = []
        for bit in 1..<16 where options.rawValue & (1 << bit) != 0 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: bit), bit <= NSLayoutConstraint.Attribute.firstBaseline.rawValue,
                  attribute.axis != format.axis, !attribute.isDimension else {
                let across = format.axis == .horizontal ? "a top, bottom, centerY or baseline" : "a left, right, leading, trailing or centerX"
                throw VisualFormatError(position: 0, problem: "alignment option bit \(bit) (1 << \(bit)) does not name \(across) edge to align the views of this format on")
            }
            alignments.append(attribute)
        }
        self.alignments = alignments
    }

    func constraints() -> [NSLayoutConstraint] {
        let items = format.views.map { views[$0.name] as! UIView }
        var made: [NSLayoutConstraint] = []
        if let edge = format.leadingEdge, let superview = items[0].superview {
            made += space(edge, from: (superview, start), to: (items[0], start), standard: LayoutSpacing.superviewEdge)
        }
        for (position, view) in format.views.enumerated() {
            if position > 0 {
                made += space(format.connections[position - 1], from: (items[position - 1], spaceFrom), to: (items[position], spaceTo),
                              standard: LayoutSpacing.system)
            }
            for predicate in view.predicates {
                let other = predicate.target.viewName.map { views[$0] as! UIView }
                made.append(constraint(items[position], size, predicate.relation, other, other == nil ? .notAnAttribute : size,
                                       constant: predicate.target.constant, priority: predicate.priority))
            }
        }
        if let edge = format.trailingEdge, let last = items.last, let superview = last.superview {
            made += space(edge, from: (last, end), to: (superview, end), standard: LayoutSpacing.superviewEdge)
        }
        for attribute in alignments {
            for (earlier, later) in zip(items, items.dropFirst()) {
                made.append(constraint(later, attribute, .equal, earlier, attribute, constant: 0, priority: .required))
            }
        }
        return made
    }

    /// The constraints keeping `to` the connection's space past `from` along the format's direction.
    private func space(_ connection: VisualFormat.Connection, from: (UIView, NSLayoutConstraint.Attribute),
                       to: (UIView, NSLayoutConstraint.Attribute), standard: CGFloat) -> [NSLayoutConstraint] {
        let predicates: [VisualFormat.Predicate] = switch connection {
        case .standard: [VisualFormat.Predicate(relation: .equal, target: .constant(standard), priority: .required)]
        case .predicates(let list): list
        }
        // The item at larger coordinates comes first, so that `>=` keeps at least the space in either direction.
        let (further, nearer) = increasing ? (to, from) : (from, to)
        return predicates.map {
            constraint(further.0, further.1, $0.relation, nearer.0, nearer.1, constant: $0.target.constant, priority: $0.priority)
        }
    }

    private func constraint(_ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                            _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute,
                            constant: CGFloat, priority: UILayoutPriority) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                      attribute: secondAttribute, multiplier: 1, constant: constant)
        made.priority = priority
        return made
    }
}

extension VisualFormat.Target {
    /// The constant part of a relation (0 when it relates to another view's size).
    var constant: CGFloat {
        if case .constant(let value) = self { value } else { 0 }
    }

    var viewName: String? {
        if case .view(let name) = self { name } else { nil }
    }
}
