import CoreGraphics
import Testing
@testable import UIKit

/// A `width` × 40 stack (translating its frame) of views with the given natural widths, 20 tall.
@MainActor
private func stack(_ width: CGFloat, _ widths: [CGFloat], spacing: CGFloat,
                   _ distribution: UIStackView.Distribution) -> (UIStackView, [IntrinsicView]) {
    let views = widths.map { IntrinsicView($0, 20) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: width, height: 40)
    stack.spacing = spacing
    stack.distribution = distribution
    return (stack, views)
}

/// Views by identity, for comparing lists of them.
private func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

@Suite("UIStackView", .startsClean)
@MainActor
struct UIStackViewTests {
    @Test("LAYOUT 28: defaults and raw values")
    func defaults() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect([UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test("LAYOUT 13: a size constraint made before its view joins a stack (no superview yet, still translating its mask) conflicts with nothing, and stays required there")
    func sizeBeforeArranging() {
        let field = UIView()
        let made = Diagnostics.recording { field.heightAnchor.constraint(equalToConstant: 30).isActive = true }
        #expect(made.isEmpty, "no superview, so no autoresizing constraints to conflict with: \(made)")
        let stack = UIStackView(arrangedSubviews: [field])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        stack.alignment = .top
        stack.layoutIfNeeded()
        #expect(field.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
        // Still required: a newer required height that contradicts it is the one broken.
        let contradiction = field.heightAnchor.constraint(equalToConstant: 40)
        let report = Diagnostics.recording { contradiction.isActive = true }
        #expect(report.first?.hasSuffix("breaking constraint\n\(contradiction)\nMake a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.") == true, "\(report)")
        stack.layoutIfNeeded()
        #expect(field.frame.height == 30)
    }

    @Test("LAYOUT 29: arranged views are subviews; removing one from the stack keeps it as a subview")
    func arrangedAndPlain() {
        let a = UIView(), b = UIView(), plain = UIView()
        let stack = UIStackView(arrangedSubviews: [a])
        stack.addSubview(plain)
        stack.addSubview(b)
        stack.insertArrangedSubview(b, at: 0)
        #expect(ids(stack.arrangedSubviews) == ids([b, a]))
        #expect(ids(stack.subviews) == ids([a, plain, b]))
        #expect(!b.translatesAutoresizingMaskIntoConstraints)
        stack.setCustomSpacing(12, after: b)
        #expect(stack.customSpacing(after: b) == 12)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.removeArrangedSubview(b)
        #expect(ids(stack.arrangedSubviews) == ids([a]))
        #expect(stack.subviews.contains { $0 === b })
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test("LAYOUT 30, fill: 300 wide, spacing 10, 50 (hugging 251) and 60 → 50 and 240")
    func fill() {
        let (stack, views) = stack(300, [50, 60], spacing: 10, .fill)
        views[0].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        stack.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(views[1].frame == CGRect(x: 60, y: 0, width: 240, height: 40))
    }

    @Test("LAYOUT 30, fillEqually: 320, spacing 10, three views → 100 each at x 0, 110, 220")
    func fillEqually() {
        let (stack, views) = stack(320, [10, 20, 30], spacing: 10, .fillEqually)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.map(\.frame.width) == [100, 100, 100])
    }

    @Test("LAYOUT 30, fillProportionally: 50 and 100 in 300, no spacing → 100 and 200")
    func fillProportionally() {
        let (stack, views) = stack(300, [50, 100], spacing: 0, .fillProportionally)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [100, 200])
        #expect(views[1].frame.minX == 100)
    }

    @Test("LAYOUT 30, equalSpacing: 40, 60, 80 in 300 → x 0, 100, 220")
    func equalSpacing() {
        let (stack, views) = stack(300, [40, 60, 80], spacing: 0, .equalSpacing)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 100, 220])
        #expect(views.map(\.frame.width) == [40, 60, 80])
    }

    @Test("LAYOUT 30, equalCentering: 40, 60, 80 in 300 → centres 20, 140, 260")
    func equalCentering() {
        let (stack, views) = stack(300, [40, 60, 80], spacing: 0, .equalCentering)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.midX) == [20, 140, 260])
        #expect(views.map(\.frame.minX) == [0, 110, 220])
    }

    @Test("LAYOUT 31: three views in 320, spacing 10, the middle hidden → 155 and 155 at x 0 and 165; shown again → thirds")
    func hidden() {
        let (stack, views) = stack(320, [10, 10, 10], spacing: 10, .fillEqually)
        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 155, height: 40))
        #expect(views[2].frame == CGRect(x: 165, y: 0, width: 155, height: 40))
        #expect(views[1].frame.width == 0)
        #expect(stack.arrangedSubviews.count == 3)
        views[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 220])
    }

    @Test("LAYOUT 32: an unsized horizontal fill stack of 50×20 and 60×30, spacing 10, is 120 × 30")
    func unsized() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
                                     stack.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5)])
        parent.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 5, y: 5, width: 120, height: 30))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 60, height: 30))
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 30))
    }

    @Test("LAYOUT 30, across the axis: centre and bottom keep natural heights; a vertical stack with margins")
    func alignments() {
        let (stack, views) = stack(200, [50, 50], spacing: 0, .fillEqually)
        views[1].size.height = 30
        views[1].invalidateIntrinsicContentSize()
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 10, width: 100, height: 20))
        #expect(views[1].frame == CGRect(x: 100, y: 5, width: 100, height: 30))
        stack.alignment = .bottom
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.maxY) == [40, 40])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        stack.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 4, y: 0, width: 50, height: 20))
        #expect(views[1].frame == CGRect(x: 4, y: 20, width: 50, height: 20))
    }

    @Test("LAYOUT 30, baselines: labels of 17 and 34 pt and a 20×20 view share a first, then a last baseline; the tallest top touches the stack")
    func baselines() {
        let small = UILabel(), large = UILabel(), box = IntrinsicView(20, 20)
        small.text = "Name"
        large.text = "Title"
        large.font = .systemFont(ofSize: 34)
        let stack = UIStackView(arrangedSubviews: [small, large, box])
        stack.alignment = .firstBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        parent.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: parent.topAnchor)])
        parent.layoutIfNeeded()
        // The 34-pt label rises highest above the shared baseline, so it sits at the top.
        let first = large.font.ascender
        #expect(large.frame.minY == 0)
        #expect(small.frame.minY == (first - small.font.ascender).rounded())
        #expect(box.frame == CGRect(x: box.frame.minX, y: first.rounded() - 20, width: 20, height: 20))
        #expect(stack.frame.height == [large.frame.maxY, small.frame.maxY, box.frame.maxY].max())
        stack.alignment = .lastBaseline
        parent.layoutIfNeeded()
        // Last baselines: one descender above each label's bottom; the view's is its bottom.
        let last = large.frame.maxY + large.font.descender
        #expect(large.frame.minY == 0)
        #expect(small.frame.maxY == (last - small.font.descender).rounded())
        #expect(box.frame.maxY == last.rounded())
    }

    @Test("Baseline alignment in a vertical stack fills its width, as fill does")
    func verticalBaselines() {
        let (stack, views) = stack(200, [50, 50], spacing: 0, .fillEqually)
        stack.axis = .vertical
        stack.alignment = .firstBaseline
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 200, height: 20), CGRect(x: 0, y: 20, width: 200, height: 20)])
    }
}
