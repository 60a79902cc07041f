import CoreGraphics
import Testing
@testable import UIKit

/// A view with a fixed intrinsic content size.
@MainActor
final class IntrinsicView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A `width × height` container translating its frame, and `count` subviews placed by constraints.
@MainActor
private func container(_ width: CGFloat, _ height: CGFloat, _ count: Int = 1) -> (UIView, [UIView]) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let children = (0..<count).map { _ in UIView() }
    for child in children {
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
    }
    return (parent, children)
}

/// `a` then `b` side by side sharing a 400-wide view, `prepare(a)` run before laying them out.
@MainActor
private func sharingRow(_ a: IntrinsicView, _ b: IntrinsicView, prepare: (IntrinsicView) -> Void) -> (UIView, IntrinsicView, IntrinsicView) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    parent.addSubview(a)
    parent.addSubview(b)
    prepare(a)
    NSLayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
        b.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
        a.topAnchor.constraint(equalTo: parent.topAnchor),
        b.topAnchor.constraint(equalTo: parent.topAnchor),
    ])
    parent.layoutIfNeeded()
    return (parent, a, b)
}

@Suite("Layout anchors and guides: exact frames", .startsClean)
@MainActor
struct LayoutAnchorTests {
    @Test("Edges pinned with constants give the exact frame after layoutIfNeeded")
    func edges() {
        let (parent, views) = container(400, 300)
        let child = views[0]
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -24),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 8),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 8, width: 360, height: 44))
    }

    @Test("LAYOUT 17: a frame read right after activation is still the old one")
    func framesWaitForLayout() {
        let (parent, views) = container(400, 300)
        let child = views[0]
        child.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        NSLayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test("LAYOUT 6: in a 400-wide view, centerX == 2 × window centerX gives midX 400; top == top − 100 gives minY −100")
    func containerCoordinates() {
        let (parent, views) = container(400, 400)
        let child = views[0]
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerX, multiplier: 2, constant: 0),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: -100),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 100),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.midX == 400)
        #expect(child.frame.minY == -100)
    }

    @Test("LAYOUT 4: a 200-wide view with margins (10, 20, 30, 40) centred within its margins in 400 sits at x 110")
    func centerWithinMargins() {
        let (parent, views) = container(400, 400)
        let child = views[0]
        child.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .centerXWithinMargins, relatedBy: .equal, toItem: parent,
                               attribute: .centerX, multiplier: 1, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 200),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.minX == 110)
    }

    @Test("LAYOUT 12: a guide pinned to a 400×400 view's edges has layoutFrame (0, 0, 400, 400)")
    func guideFrame() {
        let (parent, _) = container(400, 400, 0)
        let guide = UILayoutGuide()
        parent.addLayoutGuide(guide)
        #expect(guide.owningView === parent)
        #expect(parent.layoutGuides.count == 1)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            guide.topAnchor.constraint(equalTo: parent.topAnchor),
            guide.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test("LAYOUT 23: the margins guide insets its view by the margins, and follows a change of them")
    func marginsGuide() {
        let (parent, views) = container(300, 200)
        let child = views[0]
        let guide = parent.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        parent.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 30)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 1, width: 250, height: 196))
        #expect(parent.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test("Constraints to margin attributes follow a change of the margins")
    func marginAttributes() {
        let (parent, views) = container(300, 200)
        let child = views[0]
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: parent, attribute: .trailingMargin, multiplier: 1, constant: 0),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 0, width: 284, height: 10))
        parent.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 0, width: 260, height: 10))
    }

    @Test("LAYOUT 11: two equal offsets centre a view between two others")
    func anchorWithOffset() {
        let (parent, views) = container(400, 100, 3)
        let (left, middle, right) = (views[0], views[1], views[2])
        for view in views {
            view.topAnchor.constraint(equalTo: parent.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 50),
            right.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            right.widthAnchor.constraint(equalToConstant: 100),
            middle.widthAnchor.constraint(equalToConstant: 30),
            left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
                .constraint(equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)),
        ])
        parent.layoutIfNeeded()
        // 50 … 300 holds 30: 110 on each side.
        #expect(middle.frame.minX == 160)
    }

    @Test("LAYOUT 10–11: dimension multipliers and system spacing (8 points)")
    func dimensionsAndSpacing() {
        let (parent, views) = container(400, 200, 2)
        let (a, b) = (views[0], views[1])
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            a.topAnchor.constraint(equalTo: parent.topAnchor),
            a.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.25),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
            b.widthAnchor.constraint(lessThanOrEqualToConstant: 20),
            b.heightAnchor.constraint(equalToConstant: 5),
        ])
        parent.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(b.frame == CGRect(x: 116, y: 68, width: 20, height: 5))
    }

    @Test("LAYOUT 14: intrinsic widths 80 and 60 in 400 — hugging at 251 stays 80, the other takes 320")
    func hugging() {
        let (parent, a, b) = sharingRow(IntrinsicView(80, 20), IntrinsicView(60, 20)) {
            $0.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        }
        #expect(a.contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(b.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(b.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(b.frame == CGRect(x: 80, y: 0, width: 320, height: 20))
        a.size.width = 120
        a.invalidateIntrinsicContentSize()
        parent.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 120, height: 20))
        #expect(b.frame == CGRect(x: 120, y: 0, width: 280, height: 20))
    }

    @Test("LAYOUT 14: two 300-wide views in 400 — the one resisting at 751 stays 300, the other gets 100")
    func compressionResistance() {
        let (parent, a, b) = sharingRow(IntrinsicView(300, 20), IntrinsicView(300, 20)) { _ in }
        b.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        parent.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(b.frame == CGRect(x: 100, y: 0, width: 300, height: 20))
    }

    @Test("LAYOUT 21: an 80×30 view inset 10 fits 100 × 50 compressed, 300 × 50 with a required width 300")
    func fittingSize() {
        let (box, views) = container(0, 0)
        let inner = views[0]
        NSLayoutConstraint.activate([
            inner.widthAnchor.constraint(equalToConstant: 80),
            inner.heightAnchor.constraint(equalToConstant: 30),
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            box.trailingAnchor.constraint(greaterThanOrEqualTo: inner.trailingAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 10),
        ])
        #expect(box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 50))
        #expect(box.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: 50))
        // It only measures.
        #expect(box.frame == .zero)
    }

    @Test("LAYOUT 21: a view in a superview holding a filler a tenth as tall as wide fits 440 × 44 at a required width 440 (its frame's pins, which implied the ratio, set aside)")
    func fittingSizeWithImpliedRatio() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 440, height: 44))
        let box = UIView(frame: host.bounds), filler = UIView()
        host.addSubview(box)
        filler.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(filler)
        NSLayoutConstraint.activate([
            filler.topAnchor.constraint(equalTo: box.topAnchor), filler.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            filler.leadingAnchor.constraint(equalTo: box.leadingAnchor), filler.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            filler.heightAnchor.constraint(equalTo: filler.widthAnchor, multiplier: 0.1),
        ])
        #expect(box.systemLayoutSizeFitting(CGSize(width: 440, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 440, height: 44))
        #expect(box.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: 30))
    }

    @Test("LAYOUT 17: frames are rounded to the pixel grid, each edge on its own")
    func pixelRounding() {
        let (parent, views) = container(100, 100, 2)
        let (a, b) = (views[0], views[1])
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 0.4),
            a.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 1.0 / 3),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 1.0 / 3),
            a.topAnchor.constraint(equalTo: parent.topAnchor),
            b.topAnchor.constraint(equalTo: parent.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10.6),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        // 0.4 … 33.73 and 33.73 … 67.07: edges at 0, 34 and 67.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 34, height: 11))
        #expect(b.frame == CGRect(x: 34, y: 0, width: 33, height: 10))
    }
}

/// A view whose alignment rectangle leaves out a 4-point shadow below and to the right.
@MainActor
private final class ShadowedView: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 4) }
}

@Suite("Alignment rectangles and layout debugging", .startsClean)
@MainActor
struct AlignmentRectTests {
    @Test("LAYOUT 22: constraints place the alignment rectangle; the frame adds the insets back")
    func alignmentRect() {
        let (parent, _) = container(200, 200, 0)
        let view = ShadowedView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
                                     view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
                                     view.widthAnchor.constraint(equalToConstant: 50),
                                     view.heightAnchor.constraint(equalToConstant: 30)])
        parent.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 54, height: 34))
        #expect(view.alignmentRect(forFrame: view.frame) == CGRect(x: 10, y: 10, width: 50, height: 30))
        #expect(view.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 1, height: 1)) == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test("LAYOUT 27: hasAmbiguousLayout and constraintsAffectingLayout(for:)")
    func debugging() {
        let (parent, views) = container(200, 200)
        let child = views[0]
        let left = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        let top = child.topAnchor.constraint(equalTo: parent.topAnchor)
        NSLayoutConstraint.activate([left, width, top])
        #expect(child.hasAmbiguousLayout)
        #expect(Set(child.constraintsAffectingLayout(for: .horizontal)) == [left, width])
        #expect(child.constraintsAffectingLayout(for: .vertical) == [top])
        child.heightAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(!child.hasAmbiguousLayout)
        #expect(!parent.hasAmbiguousLayout)
    }

    @Test("LAYOUT 27: exerciseAmbiguityInLayout moves a view placed by width, height and top alone 10 points along x and back; its decided values stay")
    func exerciseAmbiguity() {
        let (parent, views) = container(200, 200)
        let child = views[0]
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 40),
                                     child.heightAnchor.constraint(equalToConstant: 30),
                                     child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5)])
        parent.layoutIfNeeded()
        let before = child.frame
        #expect(before == CGRect(x: 0, y: 5, width: 40, height: 30))
        child.exerciseAmbiguityInLayout()
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 5, width: 40, height: 30))
        #expect(child.hasAmbiguousLayout)
        child.exerciseAmbiguityInLayout()
        parent.layoutIfNeeded()
        #expect(child.frame == before)
        child.exerciseAmbiguityInLayout()
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 50).isActive = true
        parent.layoutIfNeeded()
        #expect(child.frame.minX == 50)
        #expect(!child.hasAmbiguousLayout)
    }
}

@Suite("Readable content guide", .startsClean)
@MainActor
struct ReadableContentGuideTests {
    @Test("LAYOUT 25: the readable guide fills the margins up to 672 points, centred within them")
    func readableWidth() {
        let (parent, views) = container(1000, 100)
        let text = views[0]
        let guide = parent.readableContentGuide
        NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                                     text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                                     text.topAnchor.constraint(equalTo: guide.topAnchor),
                                     text.heightAnchor.constraint(equalToConstant: 10)])
        parent.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 164, y: 8, width: 672, height: 10))
        parent.frame.size.width = 400
        parent.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 8, width: 384, height: 10))
        parent.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 20)
        parent.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 40, y: 0, width: 340, height: 10))
        // Without constraints, the guide's frame is computed from its view.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 50))
        #expect(plain.readableContentGuide.layoutFrame == CGRect(x: 164, y: 8, width: 672, height: 34))
    }
}

@Suite("View controller layout guides", .startsClean)
@MainActor
struct LayoutSupportTests {
    @Test("topLayoutGuide and bottomLayoutGuide have no length on a desktop window; content pinned to them fills the view")
    func layoutSupport() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        #expect(controller.topLayoutGuide.length == 0 && controller.bottomLayoutGuide.length == 0)
        NSLayoutConstraint.activate([content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 4),
                                     content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
                                     content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                                     content.widthAnchor.constraint(equalToConstant: 50),
                                     controller.topLayoutGuide.heightAnchor.constraint(equalToConstant: 0)])
        controller.view.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 4, width: 50, height: 296))
    }
}
