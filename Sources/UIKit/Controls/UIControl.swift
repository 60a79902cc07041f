/// A view that turns a touch into events — touch down, drag, touch up, cancel — and calls the
/// actions added for them (Input rules 21–26). A control keeps the first touch that goes down on it while
/// it is enabled; any other touch goes up the responder chain, as a plain view's does.
///
/// Target-action without selectors: a weakly held target and an unapplied method taking the
/// control (`addTarget(self, action: Foo.didTap, for: .touchUpInside)`), nothing, or the control and
/// the event; a nil target, for the method's first responder up the chain (Input rule 10); or a `UIAction`.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control responds to touches; a disabled one tracks nothing and sends no events
    /// (Input rule 26). Disabling it mid-touch stops the tracking without a `.touchCancel`.
    open var isEnabled = true {
        didSet { if !isEnabled, isTracking { stopTracking(sending: nil, with: nil) } }
    }
    /// Whether the control is selected (a state of its own, for its looks).
    open var isSelected = false
    /// Whether a touch is down on the control, within its touch area.
    open var isHighlighted = false
    /// Where the control puts its content across its width.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsLayout() } }
    /// Where the control puts its content down its height.
    open var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { setNeedsLayout() } }
    /// Whether the control is tracking a touch.
    public private(set) var isTracking = false {
        didSet { if !isTracking { trackingDeadline = nil } }
    }
    /// Whether the tracked touch is within the control's touch area: its bounds grown by
    /// `touchAreaMargin` on every side.
    public private(set) var isTouchInside = false

    /// The control's state, from `isHighlighted`, `isEnabled` and `isSelected`.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// How far beyond its bounds a tracked touch still counts as inside *(observed: about 70 pt)*.
    static let touchAreaMargin: CGFloat = 70

    /// Whether the control takes a one-finger single tap from tap recognizers of its ancestors
    /// (Input rule 18). UIKit's list: buttons, switches, steppers, segmented controls and page controls;
    /// a control of the app's own decides in `gestureRecognizerShouldBegin(_:)`.
    var claimsSingleTap: Bool { false }
    /// Whether a lift inside sends `.primaryActionTriggered` after `.touchUpInside` (buttons, Input rule 23).
    var triggersPrimaryActionOnTouchUpInside: Bool { false }

    /// What a lift inside does after `.touchUpInside` when `triggersPrimaryActionOnTouchUpInside`:
    /// sends `.primaryActionTriggered` (a button may show its menu instead).
    func performPrimaryAction(with event: UIEvent?) {
        sendActions(for: .primaryActionTriggered, with: event)
    }

    /// The touch the control took when it went down, until it ends.
    private var ownTouch: UITouch?
    private var actions = ControlActions()

    // MARK: Tracking (override points)

    /// A touch went down on the control; returning false tracks nothing (Input rule 21).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; returning false stops tracking, with no touch-up events (Input rule 22).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (Input rule 23).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled (Input rule 24), or the control was disabled while tracking.
    open func cancelTracking(with event: UIEvent?) {}

    /// Media time at which `trackingDeadlinePassed(_:)` is called while the control tracks (a
    /// stepper's autorepeat); cleared when tracking stops. The window passes it as it passes its
    /// recognizers' deadlines: before each touch delivery, and at the end of each main-loop turn.
    var trackingDeadline: Double?
    /// The tracking deadline passed (at `deadline`, perhaps a little before now); the control may set the next.
    func trackingDeadlinePassed(_ deadline: Double) {}

    /// Passes the tracking deadlines due by `time` of the controls tracking `touches` (each the
    /// touch's view or an ancestor of it): a deadline that sets another one already due is followed by it.
    static func passTrackingDeadlines(at time: Double, of touches: [UITouch]) {
        for control in controls(tracking: touches) {
            while control.isTracking, let deadline = control.trackingDeadline, deadline <= time {
                control.trackingDeadline = nil
                control.trackingDeadlinePassed(deadline)
            }
        }
    }

    /// The earliest tracking deadline of the controls tracking `touches`: the main loop wakes for it.
    static func nextTrackingDeadline(of touches: [UITouch]) -> Double? {
        controls(tracking: touches).compactMap { $0.isTracking ? $0.trackingDeadline : nil }.min()
    }

    /// The controls tracking `touches`: for each touch, its view or an ancestor that owns it.
    private static func controls(tracking touches: [UITouch]) -> [UIControl] {
        touches.flatMap { touch in
            sequence(first: touch.view, next: { $0?.superview }).compactMap { $0 as? UIControl }.filter { $0.ownTouch === touch }
        }
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, ownTouch == nil, let touch = touches.first {
            ownTouch = touch
            startTracking(touch, with: event)
        }
        let others = touches.filter { $0 !== ownTouch }
        if !others.isEmpty { super.touchesBegan(others, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = ownTouch, touches.contains(touch) { follow(touch, with: event) }
        let others = touches.filter { $0 !== ownTouch }
        if !others.isEmpty { super.touchesMoved(others, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = touches.filter { $0 !== ownTouch }
        if let touch = ownTouch, touches.contains(touch) {
            ownTouch = nil
            lift(touch, with: event)
        }
        if !others.isEmpty { super.touchesEnded(others, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = touches.filter { $0 !== ownTouch }
        if let touch = ownTouch, touches.contains(touch) {
            ownTouch = nil
            if isTracking { stopTracking(sending: .touchCancel, with: event) }
        }
        if !others.isEmpty { super.touchesCancelled(others, with: event) }
    }

    /// Input rule 21: tracking and highlight on only if `beginTracking` agrees, then touch down (repeated).
    private func startTracking(_ touch: UITouch, with event: UIEvent?) {
        isTouchInside = true
        guard beginTracking(touch, with: event) else {
            isTouchInside = false
            return
        }
        isTracking = true
        isHighlighted = true
        sendActions(for: .touchDown, with: event)
        if isTracking, touch.tapCount >= 2 { sendActions(for: .touchDownRepeat, with: event) }
    }

    /// Input rule 22: a change of side sends exit or enter first; every move sends outside or inside.
    private func follow(_ touch: UITouch, with event: UIEvent?) {
        guard isTracking else { return }
        let wasInside = isTouchInside
        isTouchInside = isInTouchArea(touch)
        guard continueTracking(touch, with: event) else {
            isTracking = false
            isHighlighted = false
            isTouchInside = false
            return
        }
        isHighlighted = isTouchInside
        if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit, with: event) }
        if isTracking { sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside, with: event) }
    }

    /// Input rule 23: `endTracking`, tracking off, touch up inside (then the primary action) or outside, highlight off.
    private func lift(_ touch: UITouch, with event: UIEvent?) {
        guard isTracking else { return }
        isTouchInside = isInTouchArea(touch)
        endTracking(touch, with: event)
        isTracking = false
        if isTouchInside {
            sendActions(for: .touchUpInside, with: event)
            if triggersPrimaryActionOnTouchUpInside { performPrimaryAction(with: event) }
        } else {
            sendActions(for: .touchUpOutside, with: event)
        }
        isHighlighted = false
        isTouchInside = false
    }

    /// Input rule 24: `cancelTracking`, tracking off, `.touchCancel` (none when disabled), highlight off.
    private func stopTracking(sending cancel: Event?, with event: UIEvent?) {
        cancelTracking(with: event)
        isTracking = false
        if let cancel { sendActions(for: cancel, with: event) }
        isHighlighted = false
        isTouchInside = false
    }

    private func isInTouchArea(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchAreaMargin, dy: -Self.touchAreaMargin).contains(touch.location(in: self))
    }

    // MARK: Recognizers

    /// Refuses a one-finger single-tap recognizer of another view while the control is enabled and
    /// `claimsSingleTap` (Input rule 18): the arena asks the views a recognizer's touches hit.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if claimsSingleTap, isEnabled, gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Target-action

    /// Calls `action` of `target` (held weakly), a method taking the control, for `controlEvents`.
    /// A nil target sends it up the responder chain, through `UIApplication.sendAction(_:to:from:for:)`,
    /// to the first responder of the method's type (from the first responder, else from the control).
    /// The same target added again from the same place in the source for the same events is not
    /// added twice (see `ControlActions`); `file`, `line` and `column` are that place.
    open func addTarget<Target: AnyObject, Sender: UIControl>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void,
                                                              for controlEvents: Event, file: StaticString = #fileID,
                                                              line: UInt = #line, column: UInt = #column) {
        add(target, taking: Sender.self, method: { TargetAction(target: $0, action: action) },
            chained: { UIApplication.shared.sendAction(action, to: nil, from: $0, for: $1) },
            for: controlEvents, at: ControlActions.CallSite(file: "\(file)", line: line, column: column))
    }

    /// Calls `action` of `target` (held weakly; nil: up the responder chain), a method taking nothing, for `controlEvents`.
    open func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void,
                                           for controlEvents: Event, file: StaticString = #fileID,
                                           line: UInt = #line, column: UInt = #column) {
        addTarget(target, action: { (target: Target) in { (_: UIControl) in action(target)() } },
                  for: controlEvents, file: file, line: line, column: column)
    }

    /// Calls `action` of `target` (held weakly; nil: up the responder chain), a method taking the
    /// control and the event, for `controlEvents`.
    open func addTarget<Target: AnyObject, Sender: UIControl>(_ target: Target?, action: @escaping (Target) -> (Sender, UIEvent) -> Void,
                                                              for controlEvents: Event, file: StaticString = #fileID,
                                                              line: UInt = #line, column: UInt = #column) {
        add(target, taking: Sender.self, method: { TargetAction(target: $0, action: action) },
            chained: { UIApplication.shared.sendAction(action, to: nil, from: $0, for: $1) },
            for: controlEvents, at: ControlActions.CallSite(file: "\(file)", line: line, column: column))
    }

    /// Stops calling the methods of `target` (of every target, and those sent up the chain, when
    /// nil) for `controlEvents`. Swift cannot compare method references, so `action` does not
    /// narrow it; `UIAction`s stay.
    open func removeTarget(_ target: AnyObject?, action: Any?, for controlEvents: Event) {
        actions.removeMethods(of: target, for: controlEvents)
    }

    /// The targets of the control's methods: each target itself when it is `Hashable`, else its
    /// `ObjectIdentifier` (Swift classes need not be hashable, as every `NSObject` is); `NSNull`
    /// when a method goes up the responder chain, as in UIKit.
    open var allTargets: Set<AnyHashable> {
        Set(actions.targets.map { target in
            guard let target else { return AnyHashable(NSNull()) }
            return target as? AnyHashable ?? AnyHashable(ObjectIdentifier(target))
        })
    }

    /// The actions of `target` (an element of `allTargets`; nil or `NSNull` for those sent up the
    /// chain) for `controlEvent`, nil when it has none. Swift cannot name a method, so each is
    /// named by where in the source it was added, "Module/File.swift:line:column": what tells one
    /// of a target's methods from another (see `ControlActions`).
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        var object: AnyObject?
        switch target {
        case nil, is NSNull: object = nil
        case let identifier as ObjectIdentifier:
            guard let match = actions.targets.lazy.compactMap({ $0 }).first(where: { ObjectIdentifier($0) == identifier }) else { return nil }
            object = match
        case let target?: object = target as AnyObject
        }
        let sites = actions.sites(of: object, for: controlEvent)
        return sites.isEmpty ? nil : sites.map(\.description)
    }

    /// Calls `action` for `controlEvents`; it replaces an action with the same identifier.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        guard isAddable(for: controlEvents) else { return }
        actions.add(action, for: controlEvents)
    }

    /// Stops calling `action` (known by its identifier) for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops calling the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// Every event something is added for.
    open var allControlEvents: Event { actions.allEvents }

    /// Calls the actions added for `controlEvents`, in the order they were added, each once; event
    /// parameters get an event with no touches. Sent whether or not the control is enabled.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Calls `action`'s handler with the control as its `sender`.
    open func sendAction(_ action: UIAction) {
        let previous = action.sender
        action.sender = self
        defer { action.sender = previous }
        action.handler(action)
    }

    /// Sends `action` (a method taking the control) from the control to `target`, or up the
    /// responder chain when nil: `UIApplication.sendAction(_:to:from:for:)`. Unlike UIKit's, the
    /// control's own actions do not pass through it (a generic method is no place to watch them).
    open func sendAction<Target: AnyObject, Sender>(_ action: @escaping (Target) -> (Sender) -> Void, to target: AnyObject?,
                                                    for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Sends `action` (a method taking nothing) as `sendAction(_:to:for:)` does.
    open func sendAction<Target: AnyObject>(_ action: @escaping (Target) -> () -> Void, to target: AnyObject?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Sends `action` (a method taking the control and the event) as `sendAction(_:to:for:)` does.
    open func sendAction<Target: AnyObject, Sender>(_ action: @escaping (Target) -> (Sender, UIEvent) -> Void, to target: AnyObject?,
                                                    for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Calls the actions for `controlEvents`, passing `event` (that of the touch that caused them) to
    /// methods taking one: for subclasses sending events of their own (`.valueChanged`).
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        for action in actions.actions(for: controlEvents) {
            switch action {
            case .method(let method, _): method.send(self, with: event)
            case .chained(let send, _): send(self, event)
            case .action(let action): sendAction(action)
            }
        }
    }

    /// Adds a method taking a `Sender` (or less): `method` of a target, or `chained` up the
    /// responder chain when there is none; misuse is reported.
    private final func add<Target: AnyObject, Sender>(_ target: Target?, taking sender: Sender.Type,
                                                method: (Target) -> TargetAction<UIControl>, chained: @escaping ControlActions.Chained,
                                                for controlEvents: Event, at site: ControlActions.CallSite) {
        guard self is Sender else {
            Diagnostics.report("an action taking a \(Sender.self) was added to a \(type(of: self)); not added")
            return
        }
        guard isAddable(for: controlEvents) else { return }
        actions.add(target.map { .method(method($0), addedAt: site) } ?? .chained(chained, addedAt: site), of: target, for: controlEvents)
    }

    /// Whether an action may be added for `controlEvents`: at least one, as UIKit asks.
    private func isAddable(for controlEvents: Event) -> Bool {
        if controlEvents.isEmpty { Diagnostics.report("an action was added to a \(type(of: self)) for no events; not added") }
        return !controlEvents.isEmpty
    }
}
