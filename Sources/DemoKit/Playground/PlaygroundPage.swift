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
    var tiles: [PlaygroundTile] { board.tiles }
    private(set) var controls: [String: UIControl] = [:]
    private let board: PlaygroundBoard
    /// The controls, the hit line, the log's heading and the log, in a column at the right.
    private let column = UIView()
    private let rows = UIStackView()
    /// The outline over the view a click would hit, and the line naming it.
    let hitMarker = UIView()
    let hitLine = UILabel()
    private var showsHitAreas = false
    private var showsHitView = false
    /// The column's share of the page's width, and its least width (what its controls need).
    private static let columnShare: CGFloat = 0.45, minimumColumnWidth: CGFloat = 300

    /// The control events the log names, in the order UIKit would send them for one touch.
    static let loggedEvents: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragEnter, "touchDragEnter"),
        (.touchDragExit, "touchDragExit"), (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.valueChanged, "valueChanged"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.primaryActionTriggered, "primaryActionTriggered"), (.touchCancel, "touchCancel"),
    ]

    override init(frame: CGRect) {
        board = PlaygroundBoard(log: log)
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.94, alpha: 1)
        let commands = WrappingLabel()
        commands.font = .systemFont(ofSize: 12)
        commands.textColor = .darkGray
        commands.text = "Ctrl/⌘-R reset the board · Ctrl/⌘-K clear the log · Ctrl/⌘-H hit areas"
        rows.axis = .vertical
        rows.alignment = .leading
        rows.spacing = 9
        addControls()
        let heading = UILabel()
        heading.text = "Everything delivered, newest first"
        heading.font = .boldSystemFont(ofSize: 13)
        rows.addArrangedSubview(heading)
        rows.setCustomSpacing(4, after: heading)
        let logView = EventLogView(log: log)
        for (view, parent) in [(board, self), (commands, self), (column, self), (rows, column), (logView, column)] as [(UIView, UIView)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        let columnWidth = column.widthAnchor.constraint(equalTo: widthAnchor, multiplier: Self.columnShare, constant: -10)
        columnWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            board.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            board.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            board.trailingAnchor.constraint(equalTo: column.leadingAnchor, constant: -5),
            commands.topAnchor.constraint(equalTo: board.bottomAnchor, constant: 6),
            commands.leadingAnchor.constraint(equalTo: board.leadingAnchor, constant: 4),
            commands.trailingAnchor.constraint(equalTo: board.trailingAnchor, constant: -4),
            commands.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            column.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            column.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
            column.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
            columnWidth, column.widthAnchor.constraint(greaterThanOrEqualToConstant: Self.minimumColumnWidth),
            rows.topAnchor.constraint(equalTo: column.topAnchor),
            rows.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            logView.topAnchor.constraint(equalTo: rows.bottomAnchor, constant: 4),
            logView.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            logView.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            logView.bottomAnchor.constraint(equalTo: column.bottomAnchor),
        ])
        hitMarker.isUserInteractionEnabled = false
        hitMarker.layer.borderWidth = 2
        hitMarker.layer.borderColor = UIColor.systemBlue.cgColor
        hitMarker.isHidden = true
        addSubview(hitMarker)
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: PlaygroundPage.didHover))
    }

    required init?(coder: NSCoder) { nil }

    /// One row of the column: a caption, and `control` beside it.
    private func addRow(_ caption: String, _ control: UIControl) {
        let label = UILabel()
        label.text = caption
        label.font = .systemFont(ofSize: 13)
        label.widthAnchor.constraint(equalToConstant: 110).isActive = true
        let row = UIStackView(arrangedSubviews: [label, control])
        row.alignment = .center
        row.spacing = 5
        rows.addArrangedSubview(row)
        controls[caption] = control
        for (event, name) in Self.loggedEvents {
            control.addAction(UIAction { [weak self] _ in self?.log.add("\(caption): \(name)\(Self.value(of: control))") }, for: event)
        }
    }

    private func addControls() {
        let button = UIButton(type: .system)
        button.setTitle("Press me", for: .normal)
        button.widthAnchor.constraint(equalToConstant: 120).isActive = true
        addRow("button", button)
        let slider = UISlider()
        slider.maximumValue = 100
        slider.value = 25
        addRow("slider", slider)
        // The slider's row spans the column; the slider takes what the caption leaves.
        rows.arrangedSubviews.last?.widthAnchor.constraint(equalTo: rows.widthAnchor).isActive = true
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.selectedSegmentIndex = 0
        addRow("segments", segments)
        addRow("stepper", UIStepper())
        let hitAreas = UISwitch()
        hitAreas.addTarget(self, action: PlaygroundPage.hitAreasSwitched, for: .valueChanged)
        addRow("hit areas", hitAreas)
        let hitView = UISwitch()
        hitView.addTarget(self, action: PlaygroundPage.hitViewSwitched, for: .valueChanged)
        addRow("show hit view", hitView)
        let overlay = UIButton(type: .system)
        overlay.widthAnchor.constraint(equalToConstant: 120).isActive = true
        overlay.addTarget(self, action: PlaygroundPage.showNextOverlay, for: .touchUpInside)
        addRow("debug overlay", overlay)
        showOverlayName()
        hitLine.font = .systemFont(ofSize: 12)
        hitLine.textColor = .darkGray
        hitLine.heightAnchor.constraint(equalToConstant: 24).isActive = true
        rows.addArrangedSubview(hitLine)
        hitLine.widthAnchor.constraint(equalTo: rows.widthAnchor).isActive = true
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
