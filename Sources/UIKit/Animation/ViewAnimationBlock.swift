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
    var duration: TimeInterval
    var delay: TimeInterval
    /// An absolute start (`setAnimationStartDate(_:)`), in media time; replaces the delay.
    var startTime: CFTimeInterval?
    var curve: UIView.AnimationCurve
    var options: UIView.AnimationOptions
    var repeatCount: Float
    var repeatAutoreverses: Bool
    var beginsFromCurrentState: Bool

    /// Whether `beginAnimations` opened the block (only those close with `commitAnimations`).
    var isBeginCommit = false
    /// The begin/commit identification the delegate is told about.
    let animationID: String?
    let context: UnsafeMutableRawPointer?
    /// The begin/commit delegate (kept until the animations stop, as UIKit does).
    var delegate: UIViewAnimationDelegate?
    var completion: ((Bool) -> Void)?

    /// A property change recorded while the block is open.
    private struct Change {
        let layer: CALayer
        let keyPath: AnimatableKeyPath
        let values: ViewPropertyChange
    }
    private var changes: [Change] = []
    private var running = 0
    private var allFinished = true
    private var hasStarted = false
    private var isClosed = false

    /// A block of the block API: it inherits the enclosing block's duration, curve and options
    /// unless `options` overrides them, and starts with the enclosing block (after its delay).
    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
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
    }

    /// Opens the block: property changes of views now record into it.
    func open() {
        ViewAnimationContext.stack.append(self)
    }

    /// Records that `keyPath` of `layer` changed; it animates when the block closes.
    func record(layer: CALayer, keyPath: AnimatableKeyPath, change: ViewPropertyChange) {
        changes.append(Change(layer: layer, keyPath: keyPath, values: change))
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
            for change in recorded { add(change) }
        }
        if running == 0 { ViewAnimationContext.finishOnNextTurn(self) }
    }

    /// The media time the block's animations begin at: the commit (0) unless delayed.
    private var beginTime: CFTimeInterval {
        if let startTime { return startTime }
        return delay > 0 ? CATransaction.state.clock() + delay : 0
    }

    private func add(_ change: Change) {
        let key = change.keyPath.rawValue
        let animation = makeAnimation(keyPath: key)
        animation.fromValue = change.values.from.boxed(for: change.keyPath)
        animation.toValue = change.values.to.boxed(for: change.keyPath)
        animation.isAdditive = change.values.isAdditive
        animation.fillMode = .both
        animation.beginTime = beginTime
        animation.repeatCount = repeatCount
        animation.autoreverses = repeatAutoreverses
        let view = change.layer.delegate as? UIView
        let blocksTouches = !options.contains(.allowUserInteraction)
        animation.delegate = ViewAnimationTracker(block: self, view: blocksTouches ? view : nil)
        if blocksTouches { view?.animationsBlockingTouches += 1 }
        running += 1
        change.layer.add(animation, forKey: change.values.isAdditive ? Self.freeKey(key, on: change.layer) : key)
    }

    private func makeAnimation(keyPath: String) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.duration = duration
        animation.timingFunction = curve.timingFunction
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
