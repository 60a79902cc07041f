import Foundation
import Testing
@testable import UIKit

/// `UIButton`: its types, state-dependent titles, colours and images, the layout of its title and
/// image with the edge insets, its size, and primary action.
@Suite("Buttons", .serialized, .startsClean)
@MainActor
struct UIButtonTests {
    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

    /// A solid image of `size` points.
    static func image(_ width: CGFloat, _ height: CGFloat, _ color: UIColor = .green) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    @Test("UIButton(type:) and UIButton(frame:): Apple's raw values; the title label is a 15-point subview that touches pass through to the button")
    func types() throws {
        #expect(UIButton.ButtonType.custom.rawValue == 0 && UIButton.ButtonType.system.rawValue == 1)
        #expect(UIButton(frame: .zero).buttonType == .custom && UIButton(type: .system).buttonType == .system)
        try withTouchWindow { window, _ in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
            button.setTitle("Tap", for: .normal)
            window.addSubview(button)
            button.layoutIfNeeded()
            let label = try #require(button.titleLabel)
            #expect(label.superview === button && label.font.pointSize == 15 && !button.isOpaque)
            #expect(window.hitTest(CGPoint(x: 60, y: 30), with: nil) === button)
        }
    }

    @Test("Titles follow the state: the state's own title, else the normal one (also for combined states)")
    func titles() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitle("On", for: .selected)
        var shown: [String?] = [button.currentTitle]
        button.isHighlighted = true
        shown.append(button.currentTitle)
        button.isHighlighted = false
        button.isSelected = true
        shown.append(button.currentTitle)
        button.isHighlighted = true
        shown.append(button.currentTitle)
        button.setTitle("On, pressed", for: [.selected, .highlighted])
        shown.append(button.titleLabel?.text)
        #expect(shown == ["Normal", "Pressed", "On", "Normal", "On, pressed"])
        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Normal" && button.title(for: .disabled) == "Normal")
    }

    @Test("Title colours: a system button is tinted, dimmed while highlighted and grey while disabled; a custom one is white; colours set for a state win")
    func colors() {
        let system = UIButton(type: .system)
        var shown = [system.currentTitleColor]
        system.isHighlighted = true
        shown.append(system.currentTitleColor)
        system.isEnabled = false
        shown.append(system.currentTitleColor)
        let grey = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
        #expect(shown == [.tintColor, UIColor.tintColor.withAlphaComponent(0.2), grey])
        #expect(system.titleColor(for: .highlighted) == .tintColor)
        system.isEnabled = true
        system.setTitleColor(.red, for: .highlighted)
        system.setTitleColor(.green, for: .normal)
        #expect(system.currentTitleColor == .red && system.titleLabel?.textColor == .red)
        system.isHighlighted = false
        #expect(system.currentTitleColor == .green && system.titleColor(for: .selected) == .green)

        let custom = UIButton(type: .custom)
        shown = [custom.currentTitleColor]
        custom.isHighlighted = true
        shown.append(custom.currentTitleColor)
        custom.isEnabled = false
        shown.append(custom.currentTitleColor)
        #expect(shown == [.white, .white, .white])
    }

    @Test("Layout: the title is centred at whole points; the content alignments move it; a new font lays it out again")
    func layout() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 201, height: 51)
        button.setTitle("OK", for: .normal)
        let label = try #require(button.titleLabel)
        var frames: [CGRect] = []
        func layOut() {
            button.layoutIfNeeded()
            frames.append(label.frame)
        }
        layOut()
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .bottom
        layOut()
        button.contentHorizontalAlignment = .trailing
        button.contentVerticalAlignment = .fill
        layOut()
        let size = label.intrinsicContentSize
        #expect(frames == [
            CGRect(x: ((201 - size.width) / 2).rounded(), y: ((51 - size.height) / 2).rounded(), width: size.width, height: size.height),
            CGRect(x: 0, y: 51 - size.height, width: size.width, height: size.height),
            CGRect(x: 201 - size.width, y: 0, width: size.width, height: 51),
        ])
        #expect(button.intrinsicContentSize == size && size.width > 0)
        label.font = .systemFont(ofSize: 30)
        button.layoutIfNeeded()
        #expect(label.frame.size.width == label.intrinsicContentSize.width && label.intrinsicContentSize.width > size.width)
    }

    @Test("UIButton(type:primaryAction:): titled by the action, which runs after .touchUpInside with the button as its sender; a lift outside runs nothing")
    func primaryAction() throws {
        try withTouchWindow { window, input in
            let log = TouchLog()
            var senders: [UIButton?] = []
            let button = UIButton(primaryAction: UIAction(title: "Go") { action in
                log.note("go")
                senders.append(action.sender as? UIButton)
            })
            button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
            logEvents(of: button, to: log)
            window.addSubview(button)
            #expect(button.buttonType == .system && button.currentTitle == "Go")
            input.stroke([CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 20)], at: t0)
            input.stroke([CGPoint(x: 20, y: 20), CGPoint(x: 250, y: 150)], at: t0 + 1)
            #expect(log.lines == ["touchDown", "touchUpInside", "go", "primaryActionTriggered", "touchDown", "touchUpOutside"])
            #expect(senders.count == 1 && senders[0] === button)
        }
    }

    @Test("Images and background images follow the state as titles do; the image view sits above the background and below the title")
    func images() throws {
        let button = UIButton(type: .custom)
        let normal = Self.image(10, 10), pressed = Self.image(12, 12), selected = Self.image(8, 8), back = Self.image(4, 4, .blue)
        button.setImage(normal, for: .normal)
        button.setImage(pressed, for: .highlighted)
        button.setBackgroundImage(back, for: .normal)
        button.setBackgroundImage(selected, for: .selected)
        let imageView = try #require(button.imageView)
        var shown: [(UIImage?, UIImage?)] = [(button.currentImage, button.currentBackgroundImage)]
        button.isHighlighted = true
        shown.append((button.currentImage, button.currentBackgroundImage))
        #expect(imageView.image === pressed)
        button.isHighlighted = false
        button.isSelected = true
        shown.append((button.currentImage, button.currentBackgroundImage))
        #expect(zip(shown, [(normal, back), (pressed, back), (normal, selected)]).allSatisfy { $0.0 === $1.0 && $0.1 === $1.1 })
        #expect(button.image(for: .disabled) === normal && button.backgroundImage(for: .highlighted) === back)
        button.setImage(nil, for: .highlighted)
        #expect(button.image(for: .highlighted) === normal)
        let order = button.subviews.map { $0 === imageView ? "image" : $0 === button.titleLabel ? "title" : "background" }
        #expect(order == ["background", "image", "title"] && !imageView.isUserInteractionEnabled)
    }

    @Test("A system button fades its image with its title: 0.2 while highlighted, 0.3 while disabled; a custom button's image stays as it is")
    func imageDimming() throws {
        for (type, expected) in [(UIButton.ButtonType.system, [1, 0.2, 0.3] as [CGFloat]), (.custom, [1, 1, 1])] {
            let button = UIButton(type: type)
            button.setImage(Self.image(10, 10), for: .normal)
            let imageView = try #require(button.imageView)
            var alphas = [imageView.alpha]
            button.isHighlighted = true
            alphas.append(imageView.alpha)
            button.isEnabled = false
            alphas.append(imageView.alpha)
            #expect(zip(alphas, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(type): \(alphas); alpha is the layer's Float opacity")
        }
    }

    @Test("Layout: the image left of the title, the two centred together within contentEdgeInsets; imageEdgeInsets and titleEdgeInsets move each; alignments; a narrow button shortens the title")
    func imageLayout() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.setTitle("Share", for: .normal)
        button.setImage(Self.image(20, 16), for: .normal)
        button.setBackgroundImage(Self.image(4, 4, .blue), for: .normal)
        let label = try #require(button.titleLabel), imageView = try #require(button.imageView)
        let text = label.intrinsicContentSize
        var frames: [[CGRect]] = []
        func layOut() {
            button.setNeedsLayout()
            button.layoutIfNeeded()
            frames.append([imageView.frame, label.frame])
        }
        layOut()
        let left = ((200 - 20 - text.width) / 2).rounded()
        #expect(frames[0] == [CGRect(x: left, y: 17, width: 20, height: 16),
                              CGRect(x: left + 20, y: ((50 - text.height) / 2).rounded(), width: text.width, height: text.height)])
        #expect(button.subviews[0].frame == button.bounds, "the background fills the button")
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 40, bottom: 0, right: 0)
        layOut()
        #expect(frames[1][0].origin == CGPoint(x: (left + 20).rounded(), y: 22), "the content moves by half the insets, centred")
        button.contentEdgeInsets = .zero
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        layOut()
        #expect(frames[2][0].minX == left - 5 && frames[2][1].minX == (left + 20 + 5).rounded(), "image and title 10 points apart")
        button.imageEdgeInsets = .zero
        button.titleEdgeInsets = .zero
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .top
        layOut()
        #expect(frames[3][1].maxX == 200 && frames[3][0].maxX == frames[3][1].minX && frames[3][0].minY == 0 && frames[3][1].minY == 0)
        button.contentHorizontalAlignment = .left
        button.frame.size.width = 40
        layOut()
        #expect(frames[4] == [CGRect(x: 0, y: 0, width: 20, height: 16), CGRect(x: 20, y: 0, width: 20, height: text.height)])
    }

    @Test("intrinsicContentSize and sizeToFit: image and title side by side plus contentEdgeInsets (not the title's or image's insets), at least the background image")
    func size() throws {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == .zero)
        button.setTitle("Share", for: .normal)
        let text = try #require(button.titleLabel).intrinsicContentSize
        button.setImage(Self.image(20, 30), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == CGSize(width: 20 + text.width + 6, height: 34))
        button.frame = CGRect(x: 7, y: 8, width: 1, height: 1)
        button.sizeToFit()
        #expect(button.frame == CGRect(x: 7, y: 8, width: 20 + text.width + 6, height: 34))
        button.setBackgroundImage(Self.image(300, 10), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 300, height: 34))
    }

    @Test("titleRect(forContentRect:) and imageRect(forContentRect:) are override points; contentRect(forBounds:) is the bounds less contentEdgeInsets")
    func overridePoints() throws {
        final class Stacked: UIButton {
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.minX, y: contentRect.maxY - 20, width: contentRect.width, height: 20)
            }
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.midX - 10, y: contentRect.minY, width: 20, height: 20)
            }
        }
        let button = Stacked(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        button.setImage(Self.image(20, 20), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        button.layoutIfNeeded()
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 5, y: 5, width: 90, height: 50))
        #expect(button.imageView?.frame == CGRect(x: 40, y: 5, width: 20, height: 20) && button.titleLabel?.frame == CGRect(x: 5, y: 35, width: 90, height: 20))
    }
}
