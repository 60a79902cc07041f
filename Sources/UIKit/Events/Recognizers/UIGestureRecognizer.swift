/// Turns a window's touches into a gesture, and tells its targets as the gesture goes on. The
/// window's `GestureArena` feeds it touches and settles its conflicts with the others (Input rules 11–19);
/// a subclass only reads touches in the four `touches…` hooks and sets `state`.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// Where a recognizer is in its gesture; the raw values are Apple's (Input rule 11).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture happened (the same as `ended`).
        public static var recognized: State { .ended }
    }

    /// The gesture's state. A subclass sets it; the arena decides whether and when the change
    /// happens (a recognizer waiting for another to fail stays possible).
    open var state: State {
        get { storedState }
        set {
            if let arena { arena.transition(self, to: newValue) } else { storedState = newValue }
        }
    }
    /// The recognizer's delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer receives touches; turning it off mid-gesture cancels it (Input rule 19).
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { arena?.withdraw(self) } }
    }
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether recognizing cancels the view's touches of the gesture (Input rule 13).
    open var cancelsTouchesInView = true
    /// Whether began touches wait for the recognizer to fail before the view gets them (Input rule 14).
    open var delaysTouchesBegan = false
    /// Whether ended touches wait for the recognizer to decide (Input rule 15).
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?

    /// The state, as the arena last set it.
    var storedState = State.possible
    /// The arena of the window the recognizer is working in, from its first touch to its reset.
    weak var arena: GestureArena?
    /// The state the recognizer asked for while it waits for others to fail.
    var pendingState: State?
    /// The touches of the current touch-down (the ones `numberOfTouches` counts).
    var touches: [UITouch] = []
    /// Every touch of the gesture since the last reset: those the view's touches are cancelled for.
    var gestureTouches: [UITouch] = []
    /// Media time at which `deadlinePassed()` is called, if it is still working by then.
    var deadline: Double?
    /// Where the pointer is in the window, for a gesture made without touches (hover): what
    /// `location(in:)` answers when there are none.
    var pointerLocation: CGPoint?
    private var actions: [GestureAction] = []
    private var requiredToFail: [WeakRecognizer] = []

    /// A recognizer with no target: its changes are seen through `state` and the delegate.
    public init() {}

    /// A recognizer sending `action` of `target` (held weakly), a method taking the recognizer.
    public convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(target: Target,
                                                                         action: @escaping (Target) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer sending `action` of `target` (held weakly), a method taking nothing.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling `handler` with itself.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Adds `action` of `target` (held weakly), a method taking the recognizer.
    open func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(_ target: Target,
                                                                     action: @escaping (Target) -> (Sender) -> Void) {
        actions.append(GestureAction(target: target, action: action))
    }

    /// Adds `action` of `target` (held weakly), a method taking nothing.
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        addTarget(target) { (target: Target) in { (_: UIGestureRecognizer) in action(target)() } }
    }

    /// Adds a closure called with the recognizer for each action.
    open func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(GestureAction(handler))
    }

    /// Removes the actions of `target`, every target's when nil (closures stay). Swift cannot compare
    /// methods, so `action` (a method reference or nil, as UIKit's selector) does not narrow it.
    open func removeTarget(_ target: AnyObject?, action: Any?) {
        actions.removeAll { !$0.isClosure && (target == nil || $0.target === target) }
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail, and fail if it recognizes (Input rule 16).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The centre of the gesture's touches in `view` (the window when nil); without touches, the pointer's location.
    open func location(in view: UIView?) -> CGPoint {
        guard !touches.isEmpty else {
            guard let pointerLocation else { return .zero }
            return view?.convert(pointerLocation, from: self.view?.window) ?? pointerLocation
        }
        let points = touches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// The location of the gesture's touch at `touchIndex` in `view`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touches.indices.contains(touchIndex) else {
            Diagnostics.report("location(ofTouch: \(touchIndex)) of a recognizer with \(touches.count) touches; answered (0, 0)")
            return .zero
        }
        return touches[touchIndex].location(in: view)
    }

    /// The number of touches of the gesture's current touch-down.
    open var numberOfTouches: Int { touches.count }

    /// Stops the recognizer seeing `touch`; the view still gets it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        touches.removeAll { $0 === touch }
        gestureTouches.removeAll { $0 === touch }
    }

    // MARK: Subclassing hooks

    /// Touches of the gesture began (before the view gets them, Input rule 12).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of the gesture moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of the gesture ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of the gesture were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Forgets the gesture once it is over; the state is back to possible.
    open func reset() {}
    /// Whether this recognizer, recognizing, makes `preventedGestureRecognizer` fail (true by default).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, makes this one fail (true by default).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (false by default).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (false by default).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// The recognizer's deadline passed while it was still working (a tap waiting for the next tap).
    func deadlinePassed() {}

    // MARK: For the arena

    /// Whether the recognizer waits for `other` to fail: `require(toFail:)`, its own or the other's
    /// subclass, or either delegate (Input rules 16, 17).
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        requiredToFail.contains { $0.recognizer === other } || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Calls every action, forgetting those whose target is gone.
    func sendActions() {
        actions.removeAll(where: \.isOrphaned)
        for action in actions { action.send(self) }
    }
}

/// A recognizer held weakly, for failure requirements (two recognizers often require each other).
private struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
