import Foundation

/// One animation block: an `animate…` call or a `beginAnimations`/`commitAnimations` pair. While
/// it is open it records the view properties that change; when it closes it adds one animation
/// per change to the layers, then reports to its completion handler or delegate once they have
/// all stopped (`finished` is false if any was removed or replaced before it ended).
///
/// Animations are additive, as UIKit's have been since iOS 8: each runs from (old value − new
/// value) to zero over the new model value, so a property that is already animating carries on
/// from where it is on screen while the earlier animations finish.
@MainActor
final class ViewAnimationBlock {
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`'s parameters.
    struct Spring {
        var dampingRatio: CGFloat
        var initialVelocity: CGFloat
        /// Mass, stiffness and damping given outright (`UISpringTimingParameters(mass:…)`), which
        /// replace the ones the damping ratio and duration give.
        var physics: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)? = nil
    }

    var duration: TimeInterval
    var delay: TimeInterval
    /// An absolute start (`setAnimationStartDate(_:)`), in media time; replaces the delay.
    var startTime: CFTimeInterval?
    var curve: UIView.AnimationCurve
    /// A curve of its own (a property animator's control points), in place of `curve`'s.
    var customTimingFunction: CAMediaTimingFunction?
    var options: UIView.AnimationOptions
    var repeatCount: Float
    var repeatAutoreverses: Bool
    var beginsFromCurrentState: Bool
    var spring: Spring?
    /// How a keyframe block computes values between keyframes; nil for other blocks.
    var keyframeMode: CAAnimationCalculationMode?
    /// The keyframe whose closure is running (`addKeyframe`), the whole block otherwise.
    var currentKeyframe = KeyframeInterval.whole

    /// Whether `beginAnimations` opened the block (only those close with `commitAnimations`).
    var isBeginCommit = false
    /// The begin/commit identification the delegate is told about.
    let animationID: String?
    let context: UnsafeMutableRawPointer?
    /// The begin/commit delegate (kept until the animations stop, as UIKit does).
    var delegate: UIViewAnimationDelegate?
    var completion: ((Bool) -> Void)?
    /// A transition the block plays on a layer when it closes (`UIView.transition…`,
    /// `setAnimationTransition(_:for:cache:)`), over the block's changes to that layer's subtree.
    var transition: (animation: CATransition, layer: CALayer)?
    /// Told of each property animation the block adds when it closes: the layer, the key it went
    /// under, the property and the change (a property animator takes its animations over).
    var didAttach: ((CALayer, String, AnimatableKeyPath, ViewPropertyChange) -> Void)?

    /// A property change recorded while the block is open.
    private struct Change {
        let layer: CALayer
        let keyPath: AnimatableKeyPath
        let values: ViewPropertyChange
        /// Where the change happens within the block: its keyframe's start and length (0…1).
        let interval: KeyframeInterval
    }
    private var changes: [Change] = []
    private var running = 0
    private var allFinished = true
    private var hasStarted = false
    private var isClosed = false

    /// A block of the block API: it inherits the enclosing block's duration, curve and options
    /// unless `options` overrides them, and starts with the enclosing block (after its delay).
    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, spring: Spring? = nil,
         parent: ViewAnimationBlock?) {
        animationID = nil
        context = nil
        var effectiveOptions = options
        if let parent, !options.contains(.overrideInheritedOptions) {
            effectiveOptions.formUnion(UIView.AnimationOptions(rawValue: parent.options.rawValue & ~UIView.AnimationOptions.curveMask))
        }
        self.options = effectiveOptions
        let inheritsDuration = parent != nil && !options.contains(.overrideInheritedDuration)
        let inheritsCurve = parent != nil && !options.contains(.overrideInheritedCurve)
        self.duration = inheritsDuration ? parent!.duration : duration
        self.curve = inheritsCurve ? parent!.curve : options.curve
        self.spring = inheritsCurve ? parent!.spring : spring
        self.delay = (parent?.delay ?? 0) + delay
        startTime = parent?.startTime.map { $0 + delay }
        repeatCount = effectiveOptions.contains(.repeat) ? .infinity : 0
        repeatAutoreverses = effectiveOptions.contains(.autoreverse)
        beginsFromCurrentState = effectiveOptions.contains(.beginFromCurrentState)
    }

    /// A `beginAnimations(_:context:)` block: UIKit's defaults (0.2 s, ease in-out), or the
    /// enclosing block's settings when nested.
    init(animationID: String?, context: UnsafeMutableRawPointer?, parent: ViewAnimationBlock?) {
        self.animationID = animationID
        self.context = context
        duration = parent?.duration ?? 0.2
        delay = parent?.delay ?? 0
        startTime = parent?.startTime
        curve = parent?.curve ?? .easeInOut
        options = parent?.options ?? []
        repeatCount = parent?.repeatCount ?? 0
        repeatAutoreverses = parent?.repeatAutoreverses ?? false
        beginsFromCurrentState = parent?.beginsFromCurrentState ?? false
        spring = parent?.spring
    }

    /// Opens the block: property changes of views now record into it.
    func open() {
        ViewAnimationContext.stack.append(self)
    }

    /// Records that `keyPath` of `layer` changed; it animates when the block closes.
    func record(layer: CALayer, keyPath: AnimatableKeyPath, change: ViewPropertyChange) {
        changes.append(Change(layer: layer, keyPath: keyPath, values: change, interval: currentKeyframe))
    }

    /// Closes the block: lays out (with `.layoutSubviews`), then adds the animations it recorded.
    func close() {
        if options.contains(.layoutSubviews) {
            var seen = Set<ObjectIdentifier>()
            let views = changes.compactMap { $0.layer.delegate as? UIView }.filter { seen.insert(ObjectIdentifier($0)).inserted }
            for view in views { view.layoutIfNeeded() }
        }
        if let index = ViewAnimationContext.stack.lastIndex(where: { $0 === self }) {
            ViewAnimationContext.stack.remove(at: index)
        }
        isClosed = true
        let recorded = changes
        changes.removeAll()
        if duration > 0 {
            for track in Self.tracks(of: recorded) {
                if let keyframeMode { addKeyframes(track, mode: keyframeMode) } else { add(track) }
            }
            if let (animation, layer) = transition {
                animation.duration = duration
                animation.timingFunction = timingFunction
                attach(animation, to: layer, key: kCATransition)
            }
        }
        transition = nil
        if running == 0 { ViewAnimationContext.finishOnNextTurn(self) }
    }

    /// The pacing of the block's animations.
    private var timingFunction: CAMediaTimingFunction { customTimingFunction ?? curve.timingFunction }

    /// The media time the block's animations begin at: the commit (0) unless delayed.
    private var beginTime: CFTimeInterval {
        if let startTime { return startTime }
        return delay > 0 ? CATransaction.state.clock() + delay : 0
    }

    /// One animation from the value a property had before the block to the last one it set.
    private func add(_ track: [Change]) {
        let first = track[0], keyPath = first.keyPath
        let change = ViewPropertyChange(from: first.values.old, to: track[track.count - 1].values.new, onScreen: first.values.onScreen)
        let animation = makeAnimation(keyPath: keyPath.rawValue)
        let values = change.played([change.old, change.new])
        animation.fromValue = values[0].boxed(for: keyPath)
        animation.toValue = values[1].boxed(for: keyPath)
        start(animation, of: change, on: first.layer)
    }

    /// The changes, one track per property of each layer, in the order they happen (keyframe
    /// start, then the order they were made).
    private static func tracks(of changes: [Change]) -> [[Change]] {
        struct Property: Hashable { let layer: ObjectIdentifier, keyPath: AnimatableKeyPath }
        var tracks: [[Change]] = []
        var trackIndex: [Property: Int] = [:]
        for change in changes {
            let property = Property(layer: ObjectIdentifier(change.layer), keyPath: change.keyPath)
            if let index = trackIndex[property] {
                tracks[index].append(change)
            } else {
                trackIndex[property] = tracks.count
                tracks.append([change])
            }
        }
        return tracks.map { track in
            track.enumerated().sorted { ($0.element.interval.start, $0.offset) < ($1.element.interval.start, $1.offset) }.map(\.element)
        }
    }

    /// One keyframe animation through every value `track`'s property takes in the block.
    private func addKeyframes(_ track: [Change], mode: CAAnimationCalculationMode) {
        let first = track[0], keyPath = first.keyPath
        let frames = KeyframeInterval.frames(start: first.values.old, changes: track.map { ($0.interval, $0.values.new) })
        let whole = ViewPropertyChange(from: first.values.old, to: track[track.count - 1].values.new, onScreen: first.values.onScreen)
        let animation = CAKeyframeAnimation(keyPath: keyPath.rawValue)
        animation.values = whole.played(frames.map(\.value)).map { $0.boxed(for: keyPath) }
        animation.keyTimes = frames.map { NSNumber(value: $0.time) }
        animation.calculationMode = mode
        animation.duration = duration
        animation.timingFunction = timingFunction
        start(animation, of: whole, on: first.layer)
    }

    /// Adds `animation` of `change` to `layer`, under its key path (or a free variant of it, when
    /// additive, so earlier animations of the property keep running).
    private func start(_ animation: CAPropertyAnimation, of change: ViewPropertyChange, on layer: CALayer) {
        animation.isAdditive = change.isAdditive
        let path = animation.keyPath ?? ""
        let key = change.isAdditive ? Self.freeKey(path, on: layer) : path
        attach(animation, to: layer, key: key)
        if let keyPath = AnimatableKeyPath(rawValue: path) { didAttach?(layer, key, keyPath, change) }
    }

    /// Gives `animation` the block's timing and a tracker, and adds it to `layer` under `key`.
    private func attach(_ animation: CAAnimation, to layer: CALayer, key: String) {
        animation.fillMode = .both
        animation.beginTime = beginTime
        animation.repeatCount = repeatCount
        animation.autoreverses = repeatAutoreverses
        let view = layer.delegate as? UIView
        let blocksTouches = !options.contains(.allowUserInteraction)
        animation.delegate = ViewAnimationTracker(block: self, view: blocksTouches ? view : nil)
        if blocksTouches { view?.animationsBlockingTouches += 1 }
        running += 1
        layer.add(animation, forKey: key)
    }

    private func makeAnimation(keyPath: String) -> CABasicAnimation {
        guard let spring else {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.duration = duration
            animation.timingFunction = timingFunction
            return animation
        }
        let animation = CASpringAnimation(keyPath: keyPath)
        if let physics = spring.physics {
            animation.mass = physics.mass
            animation.stiffness = physics.stiffness
            animation.damping = physics.damping
            animation.initialVelocity = spring.initialVelocity
            animation.duration = duration
            return animation
        }
        SpringTiming(duration: duration, dampingRatio: spring.dampingRatio, initialVelocity: spring.initialVelocity)
            .configure(animation, duration: duration)
        return animation
    }

    /// `key` itself when the layer has no animation under it, else `key-2`, `key-3`…: earlier
    /// animations of the same property keep running beside the new one.
    private static func freeKey(_ key: String, on layer: CALayer) -> String {
        let taken = Set(layer.animationKeys() ?? [])
        guard taken.contains(key) else { return key }
        var n = 2
        while taken.contains("\(key)-\(n)") { n += 1 }
        return "\(key)-\(n)"
    }

    // MARK: Callbacks

    /// One of the block's animations started.
    func animationStarted() {
        guard !hasStarted else { return }
        hasStarted = true
        delegate?.animationWillStart(animationID, context: context)
    }

    /// One of the block's animations stopped; the last one reports the block's end.
    func animationStopped(finished: Bool) {
        running -= 1
        allFinished = allFinished && finished
        if running == 0 && isClosed { report(finished: allFinished) }
    }

    /// The block animated nothing: it started and finished at once.
    func finishWithoutAnimations() {
        animationStarted()
        report(finished: true)
    }

    private func report(finished: Bool) {
        let completion = self.completion, delegate = self.delegate
        self.completion = nil
        self.delegate = nil
        completion?(finished)
        delegate?.animationDidStop(animationID, finished: finished, context: context)
    }
}
