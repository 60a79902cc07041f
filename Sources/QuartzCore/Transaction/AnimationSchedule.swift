/// The main thread's view of animation time. The render thread draws animations; this side
/// works out, from the same timing functions and clock, when each committed animation starts
/// and stops, removes finished ones from their layers, and calls delegates and completion
/// blocks in order: starts before stops, stops in end-time order, a completion after the stops
/// it waited for. Deterministic under the virtual clock: nothing depends on the render thread.
@MainActor
package final class AnimationSchedule {
    private struct WeakLayer { weak var layer: CALayer? }
    private enum Callback {
        case start(CAAnimation)
        case stop(CAAnimation, finished: Bool)
        case completion(@MainActor () -> Void)
    }

    private var events = AnimationEventQueue()
    /// Committed animations that have not stopped, by token, with their layer.
    private var live: [UInt64: WeakLayer] = [:]
    private var callbacks: [Callback] = []
    /// Calls due at a media time that belong to no animation, in the order they were asked for.
    private var timers: [(time: Double, block: @MainActor () -> Void)] = []
    private var isDelivering = false
    private var lastToken: UInt64 = 0
    /// Told when a layer's animation list changed (a finished animation was removed).
    private let animationsChanged: (CALayer) -> Void

    package init(animationsChanged: @escaping (CALayer) -> Void) {
        self.animationsChanged = animationsChanged
    }

    /// A fresh identity for an animation added to a layer.
    package func nextToken() -> UInt64 {
        lastToken += 1
        return lastToken
    }

    /// `item` reached the render tree with `timing`: its start and stop become due at their times.
    package func committed(_ item: AttachedAnimation, of layer: CALayer, timing: AnimationTiming) {
        if item.animation.delegate != nil { events.insert(AnimationEvent(time: timing.startTime, kind: .start, token: item.token)) }
        resumed(item, of: layer, timing: timing)
    }

    /// `item`, which had stopped but stayed on its layer, runs again with `timing`: it stops (again)
    /// at its new end time. It does not start again.
    package func resumed(_ item: AttachedAnimation, of layer: CALayer, timing: AnimationTiming) {
        live[item.token] = WeakLayer(layer: layer)
        retimed(item, timing: timing)
    }

    /// `item`'s layer clock changed (paused, resumed): it stops at its new end time; the stop due at
    /// the old one is ignored when it comes.
    package func retimed(_ item: AttachedAnimation, timing: AnimationTiming) {
        if timing.endTime < .infinity { events.insert(AnimationEvent(time: timing.endTime, kind: .stop, token: item.token)) }
    }

    /// `item` left its layer before it ended (removed, replaced, or its layer left the tree).
    package func removed(_ item: AttachedAnimation) {
        live[item.token] = nil
        if !item.hasStopped { stopped(item, finished: false) }
    }

    /// A transaction closed: its completion block runs once its animations have stopped.
    package func seal(_ group: CompletionGroup) {
        if group.seal() { callbacks.append(.completion(group.block)) }
    }

    private func stopped(_ item: AttachedAnimation, finished: Bool) {
        (item.animation as? CATransition)?.releasePicture()
        if item.animation.delegate != nil { callbacks.append(.stop(item.animation, finished: finished)) }
        for group in item.groups where group.animationStopped() { callbacks.append(.completion(group.block)) }
    }

    /// Calls `block` on the main thread once media time reaches `time`, with the animation
    /// callbacks due then (a view property animator's delayed resume, or the end of one that
    /// animates nothing): on the virtual clock in tests as on the real one.
    package func call(at time: Double, _ block: @escaping @MainActor () -> Void) {
        timers.append((time, block))
    }

    /// Forgets every committed animation and every call still waiting (the layers keep their
    /// animations; nothing is called): the schedule as at launch. Returns how many animations were
    /// running and how many calls were waiting.
    package func resetToLaunchState() -> (animations: Int, calls: Int) {
        let dropped = (live.values.filter { $0.layer != nil }.count, timers.count)
        events = AnimationEventQueue()
        live = [:]
        callbacks = []
        timers = []
        return dropped
    }

    /// Handles every start and stop due by media `time`, then makes the calls they cause.
    package func advance(to time: Double) {
        while let event = events.first, event.time <= time {
            _ = events.removeFirst()
            guard let layer = live[event.token]?.layer,
                  let index = layer.attachedAnimations.firstIndex(where: { $0.token == event.token }) else {
                live[event.token] = nil
                continue
            }
            let item = layer.attachedAnimations[index]
            switch event.kind {
            case .start:
                callbacks.append(.start(item.animation))
            case .stop:
                guard item.resolved?.timing.endTime == event.time else { continue }
                live[event.token] = nil
                stopped(item, finished: true)
                if item.animation.isRemovedOnCompletion {
                    layer.attachedAnimations.remove(at: index)
                } else {
                    layer.attachedAnimations[index].hasStopped = true
                }
                animationsChanged(layer)
            }
        }
        let due = timers.filter { $0.time <= time }.sorted { $0.time < $1.time }
        timers.removeAll { $0.time <= time }
        callbacks += due.map { .completion($0.block) }
        deliver()
    }

    /// The earliest media time an animation starts or stops, or a call is due (the run loop wakes for it).
    package var nextEventTime: Double? {
        while let event = events.first, live[event.token]?.layer == nil { _ = events.removeFirst() }
        let timer = timers.map(\.time).min()
        guard let event = events.first?.time else { return timer }
        return min(event, timer ?? event)
    }

    /// Calls delegates and completion blocks in the order they became due. A call that causes more
    /// (a delegate removing another animation) has those made in the same pass, after it.
    private func deliver() {
        guard !isDelivering else { return }
        isDelivering = true
        var index = 0
        while index < callbacks.count {
            switch callbacks[index] {
            case .start(let animation): animation.delegate?.animationDidStart(animation)
            case .stop(let animation, let finished): animation.delegate?.animationDidStop(animation, finished: finished)
            case .completion(let block): block()
            }
            index += 1
        }
        callbacks.removeAll()
        isDelivering = false
    }
}
