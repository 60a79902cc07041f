import Foundation
import Testing
@testable import UIKit

/// `UIButton`: its types, state-dependent titles and colours, title layout, and primary action.
@Suite("Buttons", .serialized)
@MainActor
struct UIButtonTests {
    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

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
}
