import CoreGraphics
import Testing
@testable import UIKit

/// A 400 × 300 view and two subviews `a` and `b` placed by constraints.
@MainActor
private func twoViews() -> (parent: UIView, a: UIView, b: UIView) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let a = UIView(), b = UIView()
    for child in [a, b] {
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
    }
    return (parent, a, b)
}

/// Activates every format's constraints for `a` and `b`, then lays `parent` out.
@MainActor
private func layOut(_ parent: UIView, _ a: UIView, _ b: UIView, _ formats: [String],
                    options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) {
    for format in formats {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics,
                                                                   views: ["a": a, "b": b]))
    }
    parent.layoutIfNeeded()
}

@Suite("Visual Format Language: exact frames and bad formats", .startsClean)
@MainActor
struct VisualFormatTests {
    @Test("Standard spaces: 20 to the superview's edges, 8 between views; [a(==b)] makes equal widths")
    func standardSpacing() {
        let (parent, a, b) = twoViews()
        layOut(parent, a, b, ["H:|-[a(==b)]-[b]-|", "V:|-10-[a(44)]", "V:|-10-[b(44)]"])
        #expect(a.frame == CGRect(x: 20, y: 10, width: 176, height: 44))
        #expect(b.frame == CGRect(x: 204, y: 10, width: 176, height: 44))
    }

    @Test("The constraints made: inactive, leading and trailing, the further item first, constants in order")
    func madeConstraints() {
        let (parent, a, b) = twoViews()
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-[b]-|", metrics: nil, views: ["a": a, "b": b])
        #expect(made.map(\.constant) == [20, 8, 20])
        #expect(made.allSatisfy { !$0.isActive && $0.relation == .equal && $0.priority == .required })
        #expect(made[0].firstItem === a && made[0].firstAttribute == .leading && made[0].secondItem === parent && made[0].secondAttribute == .leading)
        #expect(made[1].firstItem === b && made[1].firstAttribute == .leading && made[1].secondItem === a && made[1].secondAttribute == .trailing)
        #expect(made[2].firstItem === parent && made[2].firstAttribute == .trailing && made[2].secondItem === b && made[2].secondAttribute == .trailing)
    }

    @Test("Metrics, explicit spaces, flush edges and a >= width")
    func metricsAndSpaces() {
        let (parent, a, b) = twoViews()
        layOut(parent, a, b, ["H:|-pad-[a(width)]-10-[b(>=50)]-pad-|", "V:|[a(30)]", "V:|[b(height)]|"],
               metrics: ["pad": 16, "width": CGFloat(100), "height": 300.0])
        #expect(a.frame == CGRect(x: 16, y: 0, width: 100, height: 30))
        #expect(b.frame == CGRect(x: 126, y: 0, width: 258, height: 300))
    }

    @Test("Priorities: a 300-wide wish at 750 gives way to a required >= 150 beside it")
    func priorities() {
        let (parent, a, b) = twoViews()
        layOut(parent, a, b, ["H:|[a(300@750)]-[b(>=150)]|", "V:|[a(10)]", "V:|[b(10)]"])
        #expect(a.frame == CGRect(x: 0, y: 0, width: 242, height: 10))
        #expect(b.frame == CGRect(x: 250, y: 0, width: 150, height: 10))
    }

    @Test("Several predicates on one view: (>=50,<=100,==200@500) is 100 wide")
    func severalPredicates() {
        let (parent, a, b) = twoViews()
        layOut(parent, a, b, ["H:|-[a(>=50,<=100,==200@500)]", "H:[b(>=50,<=100,==20@500)]-|", "V:|[a(10)]", "V:|[b(10)]"])
        #expect(a.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
        #expect(b.frame == CGRect(x: 330, y: 0, width: 50, height: 10))
    }

    @Test("A >= space in parentheses lets the views part; a space with a priority gives way")
    func spacePredicates() {
        let (parent, a, b) = twoViews()
        layOut(parent, a, b, ["H:|[a(50)]-(>=10)-[b(50)]|", "V:|[a(20)]-(30@250)-[b(20)]-(<=100)-|"])
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 350, y: 180, width: 50, height: 20))
    }

    @Test("A vertical format stacks with the standard spaces")
    func vertical() {
        let (parent, a, b) = twoViews()
        layOut(parent, a, b, ["V:|-[a(30)]-[b(40)]", "H:|[a(10)]", "H:|[b(10)]"])
        #expect(a.frame == CGRect(x: 0, y: 20, width: 10, height: 30))
        #expect(b.frame == CGRect(x: 0, y: 58, width: 10, height: 40))
    }

    @Test("alignAllCenterY centres every view of a horizontal format on the first one")
    func alignCenterY() {
        let (parent, a, b) = twoViews()
        layOut(parent, a, b, ["V:|-20-[a(40)]", "V:[b(20)]"])
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(50)]-[b(60)]", options: .alignAllCenterY,
                                                                   metrics: nil, views: ["a": a, "b": b]))
        parent.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 20, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 78, y: 30, width: 60, height: 20))
    }

    @Test("alignAllLeading and alignAllTrailing on a vertical format give equal edges")
    func alignLeadingTrailing() {
        let (parent, a, b) = twoViews()
        layOut(parent, a, b, ["H:|-30-[a(100)]"])
        layOut(parent, a, b, ["V:|[a(10)]-5-[b(10)]"], options: [.alignAllLeading, .alignAllTrailing])
        #expect(a.frame == CGRect(x: 30, y: 0, width: 100, height: 10))
        #expect(b.frame == CGRect(x: 30, y: 15, width: 100, height: 10))
    }

    @Test("directionRightToLeft runs a horizontal format from the right edge")
    func rightToLeft() {
        let (parent, a, b) = twoViews()
        layOut(parent, a, b, ["|-10-[a(50)]-5-[b(60)]", "V:|[a(10)]", "V:|[b(10)]"], options: .directionRightToLeft)
        #expect(a.frame == CGRect(x: 340, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 275, y: 0, width: 60, height: 10))
    }

    @Test("spacingBaselineToBaseline measures a vertical space from one label's last baseline to the next one's first, as the anchors do")
    func baselineSpacing() {
        func labels() -> (UIView, UILabel, UILabel) {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let a = UILabel(), b = UILabel()
            for (label, text) in [(a, "First"), (b, "Second")] {
                label.text = text
                label.font = .systemFont(ofSize: text == "First" ? 30 : 12)
                label.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(label)
                label.leadingAnchor.constraint(equalTo: parent.leadingAnchor).isActive = true
            }
            return (parent, a, b)
        }
        let (parent, a, b) = labels()
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[a]-12-[b]", options: .spacingBaselineToBaseline,
                                                                   metrics: nil, views: ["a": a, "b": b]))
        parent.layoutIfNeeded()
        let (anchoredParent, anchoredA, anchoredB) = labels()
        NSLayoutConstraint.activate([anchoredA.topAnchor.constraint(equalTo: anchoredParent.topAnchor, constant: 10),
                                     anchoredB.firstBaselineAnchor.constraint(equalTo: anchoredA.lastBaselineAnchor, constant: 12)])
        anchoredParent.layoutIfNeeded()
        #expect(a.frame == anchoredA.frame)
        #expect(b.frame == anchoredB.frame)
        #expect(b.frame.minY != a.frame.maxY + 12)
    }

    @Test("Bad formats are reported with the offset and the problem, and make no constraints", arguments: [
        ("H:|[a", 5, "expected ']' to close the view 'a', found the end"),
        ("X:[a]", 0, "expected the orientation 'H:' or 'V:'"),
        ("", 0, "expected a view '[', found the end"),
        ("H:[missing]", 3, "no view named 'missing' in views"),
        ("H:[a(>=foo)]", 7, "'foo' is neither a metric nor a view name"),
        ("H:[a]-(==b)-[b]", 9, "a space cannot be related to a view"),
        ("H:[a(50@1001)]", 8, "priority 1001.0 is outside 1…1000"),
        ("H:[a(50@0)]", 8, "priority 0.0 is outside 1…1000"),
        ("H:|-[a]-|-", 9, "nothing may follow the superview's closing '|', found '-'"),
        ("H:[a]-10[b]", 8, "expected '-' to close the space, found '['"),
        ("H:[a(50]", 7, "expected ',' or ')' after a predicate, found ']'"),
        ("H:[a(>=)]", 7, "expected a number, a metric or a view name, found ')'"),
        ("H:[a]-name-[b]", 6, "the metric 'name' is a String, not a number"),
        ("H:[a]-[thing]", 7, "views['thing'] is a Int, not a UIView"),
        ("H: [a]", 2, "expected a view '[', found ' '"),
    ])
    func badFormats(format: String, offset: Int, problem: String) {
        let (parent, a, b) = twoViews()
        var made: [NSLayoutConstraint] = []
        let messages = withExtendedLifetime(parent) {
            Diagnostics.recording {
                made = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: ["name": "text"], views: ["a": a, "b": b, "thing": 3])
            }
        }
        #expect(made.isEmpty)
        #expect(messages.count == 1)
        let prefix = "NSLayoutConstraint.constraints(withVisualFormat:…): \"\(format)\", at offset \(offset): \(problem)"
        #expect(messages.first?.hasPrefix(prefix) == true, "\(messages)")
        #expect(messages.first?.hasSuffix("; no constraints made") == true)
    }

    @Test("'|' next to a view without a superview, and options that cannot apply, are reported; nothing is made")
    func badContext() {
        let lone = UIView()
        let (parent, a, b) = twoViews()
        defer { withExtendedLifetime(parent) {} }
        let cases: [(String, NSLayoutConstraint.FormatOptions, [String: Any], String)] = [
            ("H:|[lone]", [], ["lone": lone], "at offset 2: '|' stands for the superview of 'lone', which has none"),
            ("V:[lone]-|", [], ["lone": lone], "at offset 9: '|' stands for the superview of 'lone', which has none"),
            ("H:[a]-[b]", .alignAllLeading, ["a": a, "b": b], "at offset 0: alignment option bit 5 (1 << 5) does not name a top, bottom, centerY or baseline edge"),
            ("V:[a]-[b]", .alignAllCenterY, ["a": a, "b": b], "at offset 0: alignment option bit 10 (1 << 10) does not name a left, right, leading, trailing or centerX edge"),
            ("H:[a]-[b]", NSLayoutConstraint.FormatOptions(rawValue: 1 << 7), ["a": a, "b": b], "at offset 0: alignment option bit 7"),
            ("H:[a]-[b]", NSLayoutConstraint.FormatOptions(rawValue: 1 << 20), ["a": a, "b": b], "at offset 0: options 0x100000 hold bits no option names"),
        ]
        for (format, options, views, expected) in cases {
            var made: [NSLayoutConstraint] = []
            let messages = Diagnostics.recording {
                made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil, views: views)
            }
            #expect(made.isEmpty)
            #expect(messages.count == 1 && messages[0].contains(expected), "\(format): \(messages)")
        }
    }
}
