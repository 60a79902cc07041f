import Foundation

/// Animates view changes and lets the app steer them while they run: start, pause, scrub
/// (`fractionComplete`), reverse, stop, and finish at either end or where they are.
///
/// Built on the view animation blocks: the animator's closures run inside a block, and the
/// animator takes over the property animations the block adds. It never adds them again: it
/// pauses each one the way Core Animation documents (`speed` 0 and a `timeOffset`), and resumes,
/// scrubs and reverses it by retiming it in place (`beginTime`, `speed`), so the compositor plays
/// it on the render thread and nothing is redrawn. Its own timeline runs from 0 (start) to 1
/// (end); each animation covers the part of it from where it was added to the end.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The timing the animator was made with.
    open private(set) var timingParameters: UITimingCurveProvider?
    /// How long the animation takes, in seconds (a spring of mass, stiffness and damping sets its own).
    open private(set) var duration: TimeInterval
    /// The delay before it started (`startAnimation(afterDelay:)`, `runningPropertyAnimator`).
    open private(set) var delay: TimeInterval = 0
    /// Whether the animation can be paused, scrubbed and reversed (set it before starting).
    open var isInterruptible = true
    /// Whether the animating views receive touches while the animation is active.
    open var isUserInteractionEnabled = true
    /// Kept for compatibility: Casement always hit-tests views by their model values.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animation moves the views in step with `fractionComplete`
    /// (true), or along the timing curve (false). It also decides what `fractionComplete` reports.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at the end, when its animation finishes (its
    /// completions do not run then), so that it can be reversed or scrubbed again.
    open var pausesOnCompletion = false

    /// Inactive, active (running or paused) or stopped.
    open private(set) var state = UIViewAnimatingState.inactive
    /// Whether the animation is running.
    open private(set) var isRunning = false {
        didSet { runs += 1 }
    }

    /// Whether the animation runs from its end back to its start. Setting it while it runs turns
    /// it around where it is; it then finishes at `.start`.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            guard interruptible("isReversed") else { return isReversed = oldValue }
            run(from: time, direction: isReversed ? -1 : 1, startingAt: clock())
        }
    }

    /// How far the animation has come: 0 at its start, 1 at its end. With `scrubsLinearly` it is
    /// the share of the change the views show, else the share of the duration elapsed. Setting it
    /// pauses an inactive animator first; a running one ignores it (pause it to scrub).
    open var fractionComplete: CGFloat {
        get { CGFloat(scrubsLinearly ? min(1, max(0, shown(time))) : time) }
        set {
            guard newValue.isFinite else { return Diagnostics.report("fractionComplete \(newValue) is not finite; ignored") }
            guard state != .stopped, interruptible("fractionComplete") else { return }
            if state == .inactive { activate() }
            guard !isRunning else {
                return Diagnostics.report("UIViewPropertyAnimator: fractionComplete can only be set while paused; ignored")
            }
            let fraction = min(1, max(0, Double(newValue)))
            progress = scrubsLinearly ? timeShowing(fraction) : fraction
            holdPieces()
        }
    }

    // MARK: Making one

    /// An animator of `duration` seconds paced by `parameters`; add animations, then start it.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        timingParameters = parameters
        self.duration = UIView.sanitized(duration)
        if let physics = parameters.springTimingParameters?.physics {
            self.duration = SpringMotion(mass: Double(physics.mass), stiffness: Double(physics.stiffness),
                                         damping: Double(physics.damping), initialVelocity: 0).settlingDuration
        }
    }

    /// An animator of `duration` seconds along one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds along the cubic Bézier through `point1` and `point2`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds paced by a spring of damping ratio `ratio` (1 settles
    /// without overshoot, smaller values oscillate).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that is already running: `animations` animate over `duration` after `delay`,
    /// along the curve in `options`, and `completion` runs with the final position.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding animations and completions

    /// Adds view changes that animate with the others: over the whole duration when the animator
    /// has not started, over what remains of it when it has.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds view changes that start after `delayFactor` (0…1) of the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(1, max(0, Double(delayFactor))) : 0
        switch state {
        case .inactive: pending.append((animation, factor))
        case .active: animate(animation, from: time + factor * (1 - time))
        case .stopped: Diagnostics.report("UIViewPropertyAnimator: animations cannot be added to a stopped animator; ignored")
        }
    }

    /// Adds a closure called with the final position when the animation finishes.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts the animation, or resumes it where it was paused.
    open func startAnimation() {
        start(at: clock())
    }

    /// Starts (or resumes) the animation after `delay` seconds; the views show where it is until then.
    open func startAnimation(afterDelay delay: TimeInterval) {
        let delay = UIView.sanitized(delay)
        self.delay = delay
        start(at: clock() + delay)
    }

    /// Pauses the animation where it is; an inactive animator becomes active, paused at its start.
    open func pauseAnimation() {
        guard state != .stopped, interruptible("pauseAnimation()") else { return }
        if state == .inactive { activate() }
        guard isRunning else { return }
        progress = time
        isRunning = false
        holdPieces()
    }

    /// Resumes a paused animation with new timing (or the same, when nil), taking `durationFactor`
    /// times the animator's duration for the whole timeline (0 keeps it).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else {
            return Diagnostics.report("UIViewPropertyAnimator: continueAnimation needs a paused animator; ignored")
        }
        if let cubic = parameters?.cubicTimingParameters, timingParameters?.cubicTimingParameters != nil {
            timingParameters = cubic
            for piece in pieces { piece.layer.retimeAnimation(forKey: piece.key) { $0.timingFunction = cubic.timingFunction } }
        } else if parameters != nil {
            Diagnostics.report("UIViewPropertyAnimator: continueAnimation cannot switch between a curve and a spring; keeping the timing")
        }
        if durationFactor > 0, durationFactor.isFinite { runDuration = duration * Double(durationFactor) }
        startAnimation()
    }

    /// Stops the animation where it is: the views keep what they show as their model values and
    /// the animations are removed. With `withoutFinishing` the animator becomes inactive at once and
    /// its completions never run; otherwise it is stopped until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let now = clock()
        UIView.performWithoutAnimation {
            for piece in pieces {
                let current = piece.keyPath.value(in: piece.layer.presentationProperties(at: now))
                piece.layer.update { piece.keyPath.set(current, in: &$0) }
            }
        }
        stopped = pieces
        removePieces()
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { endRun() }
    }

    /// Finishes a stopped animation: the views take their end values, their start values, or keep
    /// what they show (`.current`), and the completions run with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return Diagnostics.report("UIViewPropertyAnimator: finishAnimation(at:) needs a stopped animator (stopAnimation(false)); ignored")
        }
        settle(stopped, at: finalPosition)
        state = .inactive
        endRun()
        runCompletions(finalPosition)
    }

    // MARK: The timeline

    /// An animation the animator took over, on one property of one layer.
    private struct Piece {
        let layer: CALayer
        /// The key the animation is under on the layer.
        let key: String
        let keyPath: AnimatableKeyPath
        /// The property's values before and after the animator's closure changed it.
        let change: ViewPropertyChange
        /// Where on the timeline (0…1) the animation starts.
        let start: Double
        /// Whether it has reached the end of the current run.
        var hasEnded = false
        /// Whether its view ignores touches while it is on (`isUserInteractionEnabled` false).
        var blocksTouches = false
    }

    private var pending: [(animations: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var pieces: [Piece] = []
    /// The pieces of a stopped animator, for `finishAnimation(at:)`.
    private var stopped: [Piece] = []
    /// Where on the timeline the animator is when it is not running.
    private var progress = 0.0
    /// While running: where on the timeline it started, in which direction, and when (media time).
    private var anchor: (progress: Double, direction: Double, time: Double)?
    /// How long the whole timeline takes in the current run (`continueAnimation` scales it).
    private lazy var runDuration = duration
    /// Counts the changes of `isRunning`: a call scheduled for a run is void once it changes.
    private var runs = 0

    /// Where on the timeline the animator is now (0…1 of its duration).
    private var time: Double {
        guard isRunning, let anchor, runDuration > 0 else { return progress }
        let elapsed = max(0, clock() - anchor.time) / runDuration
        return min(1, max(0, anchor.progress + anchor.direction * elapsed))
    }

    private func clock() -> Double { CATransaction.state.clock() }

    /// Runs the closures added so far: the animator becomes active, paused at its start.
    private func activate() {
        state = .active
        isRunning = false
        progress = isReversed ? 1 : 0
        let added = pending
        pending.removeAll()
        for (animations, delayFactor) in added { animate(animations, from: delayFactor) }
    }

    private func start(at startTime: Double) {
        guard state != .stopped else {
            return Diagnostics.report("UIViewPropertyAnimator: a stopped animator cannot start; call finishAnimation(at:) first")
        }
        if state == .inactive { activate() }
        guard !isRunning else { return }
        let direction: Double = isReversed ? -1 : 1
        if startTime > clock(), !pieces.isEmpty, progress != (direction > 0 ? 0 : 1) {
            // Animations wait for a later begin time showing their first value: from part-way
            // they stay paused where they are until the run begins.
            anchor = (progress, direction, startTime)
            isRunning = true
            after(startTime) { $0.run(from: $0.progress, direction: direction, startingAt: startTime) }
            return
        }
        run(from: progress, direction: direction, startingAt: startTime)
        if pieces.isEmpty {
            // Nothing on screen tells the animator its end: the clock does.
            let remaining = direction > 0 ? 1 - progress : progress
            after(startTime + remaining * runDuration) { $0.reachedEnd() }
        }
    }

    /// Calls `body` at media time `time`, unless the animator has stopped or started running
    /// differently by then.
    private func after(_ time: Double, _ body: @escaping @MainActor (UIViewPropertyAnimator) -> Void) {
        let run = runs
        // Held until then: a running animator lives on without the app keeping it.
        CATransaction.state.schedule.call(at: time) {
            guard self.runs == run else { return }
            body(self)
        }
    }

    /// Runs `animations` in a view animation block and takes over what it animates, as pieces of
    /// the timeline from `start` to its end.
    private func animate(_ animations: @escaping () -> Void, from start: Double) {
        let length = max(1e-3, (1 - start) * duration)
        let spring = timingParameters?.springTimingParameters.map {
            ViewAnimationBlock.Spring(dampingRatio: $0.dampingRatio ?? 1, initialVelocity: $0.initialVelocity.dx, physics: $0.physics)
        }
        let block = ViewAnimationBlock(duration: length, delay: 0, options: .allowUserInteraction, spring: spring, parent: nil)
        block.customTimingFunction = timingParameters?.cubicTimingParameters?.timingFunction
        block.didAttach = { [unowned self] layer, key, keyPath, change in
            adopt(Piece(layer: layer, key: key, keyPath: keyPath, change: change, start: start))
        }
        UIView.run(block, animations: animations, completion: nil)
    }

    /// Takes over the animation of `piece`: it stays on its layer when it ends, tells the animator
    /// when it does, and follows the animator's timeline.
    private func adopt(_ piece: Piece) {
        var piece = piece
        let tracker = PieceTracker(animator: self, layer: piece.layer, key: piece.key)
        piece.layer.retimeAnimation(forKey: piece.key) {
            $0.delegate = tracker
            $0.isRemovedOnCompletion = false
            $0.fillMode = .both
        }
        if !isUserInteractionEnabled, let view = piece.layer.delegate as? UIView {
            view.animationsBlockingTouches += 1
            piece.blocksTouches = true
        }
        pieces.append(piece)
        if isRunning, let anchor { place(piece, direction: anchor.direction, from: anchor.progress, at: anchor.time) } else { hold(piece) }
    }

    /// Runs every piece from `start` on the timeline at media time `startTime`, toward the end
    /// (`direction` 1) or back to the start (−1).
    private func run(from start: Double, direction: Double, startingAt startTime: Double) {
        anchor = (start, direction, startTime)
        isRunning = true
        for index in pieces.indices {
            pieces[index].hasEnded = false
            place(pieces[index], direction: direction, from: start, at: startTime)
        }
    }

    /// Times `piece` so that it shows timeline point `start` at media time `startTime` and moves
    /// on at the run's pace: its begin time is when its own active time began (forward) or when
    /// the mirror image of it did (backward, at negative speed).
    private func place(_ piece: Piece, direction: Double, from start: Double, at startTime: Double) {
        let begin = direction > 0 ? startTime - (start - piece.start) * runDuration : startTime - (1 - start) * runDuration
        let local = piece.layer.convertTime(begin, from: nil)
        piece.layer.retimeAnimation(forKey: piece.key) {
            // A begin time of exactly 0 would mean "at the commit".
            $0.beginTime = local == 0 ? -.leastNonzeroMagnitude : local
            $0.speed = Float(direction * duration / runDuration)
            $0.timeOffset = 0
        }
    }

    /// Pauses every piece at the animator's `progress`.
    private func holdPieces() {
        for piece in pieces { hold(piece) }
    }

    /// Pauses `piece` at the animator's `progress`: speed 0, and a time offset where it shows it.
    private func hold(_ piece: Piece) {
        let length = (1 - piece.start) * duration
        // An offset of the whole length would wrap around to the start.
        let offset = min(max(0, progress - piece.start) * duration, length.nextDown)
        piece.layer.retimeAnimation(forKey: piece.key) {
            $0.speed = 0
            $0.timeOffset = max(0, offset)
        }
    }

    /// A piece's animation stopped: at the end of the run, or removed by someone else.
    fileprivate func pieceStopped(layer: CALayer, key: String, finished: Bool) {
        guard let index = pieces.firstIndex(where: { $0.layer === layer && $0.key == key }) else { return }
        if finished {
            pieces[index].hasEnded = true
        } else {
            releaseTouches(of: pieces.remove(at: index))
        }
        if isRunning, pieces.allSatisfy(\.hasEnded) { reachedEnd() }
    }

    /// The run reached the end of the timeline (or its start, reversed).
    private func reachedEnd() {
        guard state == .active, isRunning else { return }
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        isRunning = false
        progress = isReversed ? 0 : 1
        if pausesOnCompletion {
            holdPieces()
            return
        }
        let finished = pieces
        removePieces()
        settle(finished, at: position)
        state = .inactive
        endRun()
        runCompletions(position)
    }

    /// Gives the properties of `finished` their values for `position`: the model already holds the
    /// end values (and, after a stop, the current ones).
    private func settle(_ finished: [Piece], at position: UIViewAnimatingPosition) {
        guard position != .current else { return }
        UIView.performWithoutAnimation {
            // Back to the start, the earliest change to a property is undone last.
            for piece in position == .start ? finished.reversed() : finished {
                let value = position == .start ? piece.change.old : piece.change.new
                piece.layer.update { piece.keyPath.set(value, in: &$0) }
            }
        }
    }

    /// Removes the pieces' animations from their layers, without telling the animator.
    private func removePieces() {
        for piece in pieces {
            piece.layer.animation(forKey: piece.key)?.delegate = nil
            piece.layer.removeAnimation(forKey: piece.key)
            releaseTouches(of: piece)
        }
        pieces.removeAll()
    }

    private func releaseTouches(of piece: Piece) {
        if piece.blocksTouches, let view = piece.layer.delegate as? UIView { view.animationsBlockingTouches -= 1 }
    }

    /// Back to an inactive animator's timeline: at the start, not running.
    private func endRun() {
        anchor = nil
        progress = 0
        runDuration = duration
        stopped.removeAll()
    }

    private func runCompletions(_ position: UIViewAnimatingPosition) {
        let calls = completions
        completions.removeAll()
        for completion in calls { completion(position) }
    }

    /// False, with a diagnostic, when the animator is not interruptible.
    private func interruptible(_ what: String) -> Bool {
        if !isInterruptible { Diagnostics.report("UIViewPropertyAnimator: \(what) needs an interruptible animator; ignored") }
        return isInterruptible
    }

    // MARK: The timing curve

    /// The share of the change shown at timeline point `t`: the cubic curve, or the spring's motion.
    private func shown(_ t: Double) -> Double {
        if let spring = timingParameters?.springTimingParameters {
            return springMotion(spring).fraction(at: t * duration)
        }
        let function = timingParameters?.cubicTimingParameters?.timingFunction ?? UIView.AnimationCurve.easeInOut.timingFunction
        return function.curve.value(at: t)
    }

    /// The spring the animator's animations move with.
    private func springMotion(_ spring: UISpringTimingParameters) -> SpringMotion {
        let velocity = Double(spring.initialVelocity.dx)
        if let physics = spring.physics {
            return SpringMotion(mass: Double(physics.mass), stiffness: Double(physics.stiffness),
                                damping: Double(physics.damping), initialVelocity: velocity)
        }
        let timing = SpringTiming(duration: duration, dampingRatio: spring.dampingRatio ?? 1, initialVelocity: CGFloat(velocity))
        return SpringMotion(mass: timing.mass, stiffness: timing.stiffness, damping: timing.damping, initialVelocity: timing.initialVelocity)
    }

    /// The first timeline point at which the views show `fraction` of the change.
    private func timeShowing(_ fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        let steps = 256
        var low = 0.0
        for step in 1...steps {
            let high = Double(step) / Double(steps)
            guard shown(high) >= fraction else { low = high; continue }
            var (a, b) = (low, high)
            for _ in 0..<50 {
                let middle = (a + b) / 2
                if shown(middle) >= fraction { b = middle } else { a = middle }
            }
            return b
        }
        return 1
    }
}

/// The delegate of an animation a property animator took over: passes its stop to the animator,
/// and keeps it alive while its animations are on their layers, as UIKit keeps an active animator
/// (`runningPropertyAnimator`'s result is often not kept by the app).
@MainActor
private final class PieceTracker: CAAnimationDelegate {
    private let animator: UIViewPropertyAnimator
    private weak var layer: CALayer?
    private let key: String

    init(animator: UIViewPropertyAnimator, layer: CALayer, key: String) {
        self.animator = animator
        self.layer = layer
        self.key = key
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let layer else { return }
        animator.pieceStopped(layer: layer, key: key, finished: flag)
    }
}
