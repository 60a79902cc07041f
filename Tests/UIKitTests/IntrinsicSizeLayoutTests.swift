import CoreGraphics
import Testing
@testable import UIKit

/// `view` placed at (10, 20) in a 400 × 300 view by its position alone, so its size is its own.
@MainActor
private func placed<View: UIView>(_ view: View) -> (UIView, View) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    parent.addSubview(view)
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
                                 view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20)])
    parent.layoutIfNeeded()
    return (parent, view)
}

@Suite("Intrinsic sizes of UIKit's views under Auto Layout", .startsClean)
@MainActor
struct IntrinsicSizeLayoutTests {
    @Test("LAYOUT 15: a switch takes 51 × 31, a stepper 94 × 32, an activity indicator 20 × 20")
    func fixedControls() {
        #expect(placed(UISwitch()).1.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(placed(UIStepper()).1.frame == CGRect(x: 10, y: 20, width: 94, height: 32))
        #expect(placed(UIActivityIndicatorView(style: .medium)).1.frame.size == CGSize(width: 20, height: 20))
    }

    @Test("LAYOUT 15: a label takes its text's size, rounded up, and follows a new text")
    func label() {
        let label = UILabel()
        label.text = "Hello"
        let (parent, _) = placed(label)
        let one = label.intrinsicContentSize
        #expect(one.width > 0 && one.width == one.width.rounded(.up))
        #expect(label.frame == CGRect(origin: CGPoint(x: 10, y: 20), size: one))
        label.text = "Hello, Auto Layout"
        parent.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > one.width)
    }

    @Test("LAYOUT 15: a multi-line label wraps at preferredMaxLayoutWidth")
    func wrappingLabel() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A label long enough to wrap onto several lines of text"
        let (parent, _) = placed(label)
        let line = label.frame.height
        label.preferredMaxLayoutWidth = 100
        parent.layoutIfNeeded()
        #expect(label.frame.width <= 100)
        #expect(label.frame.height > 2 * line)
    }

    @Test("An automatic preferredMaxLayoutWidth wraps a multi-line label at the width its constraints give it, and follows a new width")
    func automaticWrapWidth() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let label = UILabel(), single = UILabel()
        let text = "A label long enough to wrap onto several lines of text"
        label.numberOfLines = 0
        for (view, top) in [(label, 0.0), (single, 250.0)] {
            view.text = text
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
                                         view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
                                         view.topAnchor.constraint(equalTo: parent.topAnchor, constant: top)])
        }
        parent.layoutIfNeeded()
        let oneLine = single.sizeThatFits(.zero).height
        let atWidth = { (width: CGFloat) in label.sizeThatFits(CGSize(width: width, height: 0)).height }
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(label.frame == CGRect(x: 10, y: 0, width: 180, height: atWidth(180)))
        #expect(atWidth(180) > 2 * oneLine)
        #expect(single.frame == CGRect(x: 10, y: 250, width: 180, height: oneLine))
        parent.frame.size.width = 400
        parent.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 0, width: 380, height: atWidth(380)))
        #expect(atWidth(380) < atWidth(180))
    }

    @Test("LAYOUT 15: an image view takes its image's size, and nothing without one")
    func imageView() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 7)).image { _ in }
        let imageView = UIImageView()
        #expect(imageView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let (parent, _) = placed(imageView)
        imageView.image = image
        parent.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 10, y: 20, width: 12, height: 7))
    }

    @Test("LAYOUT 15: a slider has no intrinsic width: its edges decide, its height is 31")
    func slider() {
        let slider = UISlider()
        let (parent, _) = placed(slider)
        slider.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10).isActive = true
        parent.layoutIfNeeded()
        #expect(slider.frame == CGRect(x: 10, y: 20, width: 380, height: 31))
    }

    @Test("LAYOUT 15: a button takes its title's size plus contentEdgeInsets, and follows a new title")
    func button() {
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
        let (parent, _) = placed(button)
        #expect(button.frame.size == button.intrinsicContentSize)
        let short = button.frame.width
        button.setTitle("Cancel the order", for: .normal)
        parent.layoutIfNeeded()
        #expect(button.frame.size == button.intrinsicContentSize)
        #expect(button.frame.width > short)
    }
}

@Suite("Label baselines under Auto Layout", .startsClean)
@MainActor
struct LabelBaselineTests {
    @Test("LAYOUT 5: labels of two fonts aligned by first baseline; a view without text uses its bottom")
    func firstBaselines() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let small = UILabel(), large = UILabel(), box = UIView()
        small.text = "Name"
        large.text = "Title"
        large.font = .systemFont(ofSize: 34)
        for view in [small, large, box] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        NSLayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            small.topAnchor.constraint(equalTo: parent.topAnchor, constant: 100),
            large.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            large.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
            box.leadingAnchor.constraint(equalTo: large.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.lastBaselineAnchor.constraint(equalTo: small.lastBaselineAnchor),
        ])
        parent.layoutIfNeeded()
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(large.frame.minY + large.font.ascender - smallBaseline) <= 0.5)
        #expect(large.frame.minY < small.frame.minY)
        #expect(abs(box.frame.maxY - (small.frame.maxY + small.font.descender)) <= 0.5)
        // A bigger font moves the baseline, so the other label follows.
        small.font = .systemFont(ofSize: 24)
        parent.layoutIfNeeded()
        #expect(abs(large.frame.minY + large.font.ascender - (small.frame.minY + small.font.ascender)) <= 0.5)
    }
}
