import UIKit

/// The interactive playground, for trying input by hand: tiles to drag, pinch and rotate on a
/// board; a column of controls; a live log of every delivered touch, press, recognizer action and
/// control event, newest first; switches that outline every view's hit area and show which view a
/// click would hit; a button that steps through the compositor's debug overlays (`CASEMENT_DEBUG`);
/// and key commands (listed under the board). `casement-playground` shows it in a
/// window of its own, the launcher as its "playground" page.
final class PlaygroundPage: UIView {
    nonisolated static let demoID = "playground"
    /// The size `casement-playground` opens at; the page lays itself out in any size.
    nonisolated static let preferredSize = CGSize(width: 960, height: 640)

    let log = EventLog()
    private(set) var tiles: [PlaygroundTile] = []
    private(set) var controls: [String: UIControl] = [:]
    private let board = UIView()
    private let column = UIView()
    private let logPanel = UIView()
    private let logView = UILabel()
    /// The outline over the view a click would hit, and the line naming it.
    let hitMarker = UIView()
    let hitLine = UILabel()
    private var showsHitAreas = false
    private var showsHitView = false

    /// The control events the log names, in the order UIKit would send them for one touch.
    static let loggedEvents: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragEnter, "touchDragEnter"),
        (.touchDragExit, "touchDragExit"), (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.valueChanged, "valueChanged"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.primaryActionTriggered, "primaryActionTriggered"), (.touchCancel, "touchCancel"),
    ]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.94, alpha: 1)
        let boardWidth = (frame.width * 0.55).rounded()
        board.frame = CGRect(x: 10, y: 10, width: boardWidth - 15, height: frame.height - 50)
        board.backgroundColor = .white
        board.layer.cornerRadius = 10
        addSubview(board)
        addTiles()
        let commands = UILabel(frame: CGRect(x: 14, y: frame.height - 36, width: boardWidth - 20, height: 24))
        commands.font = .systemFont(ofSize: 12)
        commands.textColor = .darkGray
        commands.text = "Ctrl/⌘-R reset the board · Ctrl/⌘-K clear the log · Ctrl/⌘-H hit areas"
        addSubview(commands)
        column.frame = CGRect(x: boardWidth, y: 10, width: frame.width - boardWidth - 10, height: frame.height - 20)
        addSubview(column)
        addControls()
        let heading = UILabel(frame: CGRect(x: 0, y: 304, width: column.bounds.width, height: 20))
        heading.text = "Everything delivered, newest first"
        heading.font = .boldSystemFont(ofSize: 13)
        column.addSubview(heading)
        logPanel.frame = CGRect(x: 0, y: 328, width: column.bounds.width, height: column.bounds.height - 328)
        logPanel.backgroundColor = UIColor(white: 0.15, alpha: 1)
        logPanel.layer.cornerRadius = 6
        logPanel.clipsToBounds = true
        column.addSubview(logPanel)
        logView.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        logView.numberOfLines = 0
        logView.textColor = UIColor(white: 0.9, alpha: 1)
        logPanel.addSubview(logView)
        log.didChange = { [weak self] in self?.showLog() }
        hitMarker.isUserInteractionEnabled = false
        hitMarker.layer.borderWidth = 2
        hitMarker.layer.borderColor = UIColor.systemBlue.cgColor
        hitMarker.isHidden = true
        addSubview(hitMarker)
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: PlaygroundPage.didHover))
        showLog()
    }

    required init?(coder: NSCoder) { nil }

    private func addTiles() {
        let colours: [UIColor] = [.systemBlue, .systemOrange, .systemGreen]
        for (index, colour) in colours.enumerated() {
            let frame = CGRect(x: 30 + CGFloat(index) * 120, y: 40 + CGFloat(index) * 70, width: 100, height: 100)
            let tile = PlaygroundTile(name: "tile \(index + 1)", colour: colour, frame: frame, log: log)
            board.addSubview(tile)
            tiles.append(tile)
        }
    }

    /// One row of the column: a caption, and `control` beside it.
    private func addRow(_ caption: String, _ control: UIControl, at row: Int) {
        let y = CGFloat(row) * 40
        let label = UILabel(frame: CGRect(x: 0, y: y, width: 110, height: 31))
        label.text = caption
        label.font = .systemFont(ofSize: 13)
        column.addSubview(label)
        control.frame.origin = CGPoint(x: 115, y: y)
        column.addSubview(control)
        controls[caption] = control
        for (event, name) in Self.loggedEvents {
            control.addAction(UIAction { [weak self] _ in self?.log.add("\(caption): \(name)\(Self.value(of: control))") }, for: event)
        }
    }

    private func addControls() {
        let button = UIButton(type: .system)
        button.setTitle("Press me", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 31)
        addRow("button", button, at: 0)
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: column.bounds.width - 125, height: 31))
        slider.maximumValue = 100
        slider.value = 25
        addRow("slider", slider, at: 1)
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.selectedSegmentIndex = 0
        addRow("segments", segments, at: 2)
        addRow("stepper", UIStepper(), at: 3)
        let hitAreas = UISwitch()
        hitAreas.addTarget(self, action: PlaygroundPage.hitAreasSwitched, for: .valueChanged)
        addRow("hit areas", hitAreas, at: 4)
        let hitView = UISwitch()
        hitView.addTarget(self, action: PlaygroundPage.hitViewSwitched, for: .valueChanged)
        addRow("show hit view", hitView, at: 5)
        let overlay = UIButton(type: .system)
        overlay.frame = CGRect(x: 0, y: 0, width: 120, height: 31)
        overlay.addTarget(self, action: PlaygroundPage.showNextOverlay, for: .touchUpInside)
        addRow("debug overlay", overlay, at: 6)
        showOverlayName()
        hitLine.frame = CGRect(x: 0, y: 276, width: column.bounds.width, height: 24)
        hitLine.font = .systemFont(ofSize: 12)
        hitLine.textColor = .darkGray
        column.addSubview(hitLine)
    }

    /// ", value" for the controls that have one, for the log.
    private static func value(of control: UIControl) -> String {
        switch control {
        case let slider as UISlider: String(format: " %.1f", slider.value)
        case let toggle as UISwitch: toggle.isOn ? " on" : " off"
        case let segments as UISegmentedControl: " \(segments.selectedSegmentIndex)"
        case let stepper as UIStepper: String(format: " %.0f", stepper.value)
        default: ""
        }
    }

    /// Shows the newest entries that fit, from the top of the panel down.
    private func showLog() {
        let lineHeight = logView.font.lineHeight
        let lines = log.lines(Int((logPanel.bounds.height - 12) / lineHeight))
        logView.frame = CGRect(x: 8, y: 6, width: logPanel.bounds.width - 16, height: CGFloat(lines.count) * lineHeight + 2)
        logView.text = lines.joined(separator: "\n")
    }

    // MARK: Debug overlays

    /// The overlays the button steps through: none, then each of `CASEMENT_DEBUG`'s on its own.
    static let overlaySteps: [(String, DebugOverlays)] = [("none", [])] + DebugOverlays.names

    /// Shows the next overlay of `overlaySteps` (after the one shown now; none after the last).
    private func showNextOverlay() {
        let shown = UIApplication.shared.debugOverlays
        let index = Self.overlaySteps.firstIndex { $0.1 == shown } ?? 0
        UIApplication.shared.debugOverlays = Self.overlaySteps[(index + 1) % Self.overlaySteps.count].1
        showOverlayName()
    }

    /// Names the overlays shown on the button (several, as `CASEMENT_DEBUG` lists them).
    private func showOverlayName() {
        let shown = UIApplication.shared.debugOverlays
        let names = DebugOverlays.names.filter { shown.contains($0.1) }.map(\.0)
        (controls["debug overlay"] as? UIButton)?.setTitle(names.isEmpty ? "none" : names.joined(separator: ", "), for: .normal)
    }

    // MARK: Hit areas and the hit view

    private func hitAreasSwitched(_ toggle: UISwitch) { setHitAreas(toggle.isOn) }

    /// Outlines every view's bounds, where it takes touches, or takes the outlines away.
    private func setHitAreas(_ shown: Bool) {
        showsHitAreas = shown
        var views: [UIView] = [board, column]
        while let view = views.popLast() {
            view.layer.borderWidth = shown ? 1 : 0
            view.layer.borderColor = UIColor.systemRed.cgColor
            views += view.subviews
        }
        (controls["hit areas"] as? UISwitch)?.setOn(shown, animated: true)
    }

    private func hitViewSwitched(_ toggle: UISwitch) {
        showsHitView = toggle.isOn
        hitMarker.isHidden = true
        hitLine.text = toggle.isOn ? "Point at something." : nil
    }

    /// While "show hit view" is on, outlines the view a click at the pointer would hit.
    private func didHover(_ hover: UIHoverGestureRecognizer) {
        guard showsHitView, let window else { return }
        let target = hover.state == .began || hover.state == .changed ? window.hitTest(hover.location(in: nil), with: nil) : nil
        hitMarker.isHidden = target == nil
        if let target {
            hitMarker.frame = target.convert(target.bounds, to: self)
            hitLine.text = "A click here would hit: \(type(of: target))"
        }
    }

    // MARK: Keys

    override var canBecomeFirstResponder: Bool { true }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { becomeFirstResponder() }
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Reset the board", action: PlaygroundPage.resetBoard, input: "r", modifierFlags: .command),
         UIKeyCommand(title: "Clear the log", action: PlaygroundPage.clearLog, input: "k", modifierFlags: .command),
         UIKeyCommand(title: "Show hit areas", action: PlaygroundPage.toggleHitAreas, input: "h", modifierFlags: .command)]
    }

    func resetBoard() {
        for tile in tiles { tile.putBack() }
        log.add("key command: reset the board")
    }

    func clearLog() { log.clear() }

    func toggleHitAreas() {
        setHitAreas(!showsHitAreas)
        log.add("key command: hit areas \(showsHitAreas ? "on" : "off")")
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { if let key = press.key { log.add("key down \(Self.describe(key))") } }
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { if let key = press.key { log.add("key up \(Self.describe(key))") } }
        super.pressesEnded(presses, with: event)
    }

    /// "r (keyCode 21) ⇧⌃⌥⌘": the key's characters, its HID usage and the modifiers held.
    private static func describe(_ key: UIKey) -> String {
        let modifiers = [(UIKeyModifierFlags.shift, "⇧"), (.control, "⌃"), (.alternate, "⌥"), (.command, "⌘")]
            .filter { key.modifierFlags.contains($0.0) }.map(\.1).joined()
        return "\(key.charactersIgnoringModifiers.debugDescription) (keyCode \(key.keyCode.rawValue)) \(modifiers)"
    }
}
