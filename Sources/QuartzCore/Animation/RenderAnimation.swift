import CoreGraphics

/// What the render thread knows of one animation: its resolved timing and what it does to the
/// layer's properties. A value, built on the main thread at commit; the render thread evaluates
/// it each frame and the main thread evaluates it for `presentation()`, with the same code.
package struct RenderAnimation: Sendable, Equatable {
    package private(set) var timing: AnimationTiming
    // Two fields rather than an `Effect`: a frame tests `property`, the common case, instead of
    // binding an enum's payload in every evaluation.
    /// What a property animation does to its key path (nil for a group or an animation of nothing).
    package let property: PropertyEffect?
    /// The property effect's `line`, when it has one, kept here beside the timing: a frame
    /// evaluates it without reaching into (and retaining) the shared effect.
    private let line: PropertyEffect.Line?
    /// A group's animations, which share the group's time: their parent time is its cycle time.
    package let children: [RenderAnimation]
    /// What a transition draws in place of the layer's subtree (nil for other animations).
    package let transition: TransitionEffect?
    /// The layer properties the animation may change (found once: a frame resets and clamps them
    /// without reaching into the effect).
    package let animatedProperties: AnimatedProperties

    package enum Effect: Sendable, Equatable {
        /// Keeps time only (an animation of no animatable property).
        case none
        case property(PropertyEffect)
        /// Animations that share the group's time: their parent time is the group's cycle time.
        case group([RenderAnimation])
        /// A transition: no property changes, the compositor draws the layer's subtree differently.
        case transition(TransitionEffect)
    }

    /// The same animation on a layer whose clock is now `layerTime`.
    package func following(_ layerTime: LayerTimeMap) -> RenderAnimation {
        var copy = self
        copy.timing.layerTime = layerTime
        return copy
    }

    package init(timing: AnimationTiming, effect: Effect) {
        self.timing = timing
        if case .transition(let drawn) = effect { transition = drawn } else { transition = nil }
        switch effect {
        case .none, .transition:
            property = nil
            line = nil
            children = []
            animatedProperties = []
        case .property(let effect):
            property = effect
            line = effect.line
            children = []
            animatedProperties = AnimatedProperties(effect.keyPath.property).union(effect.turnsAlongPath ? AnimatedProperties(.transform) : [])
        case .group(let group):
            property = nil
            line = nil
            children = group
            animatedProperties = group.reduce(into: []) { $0.formUnion($1.animatedProperties) }
        }
    }

    /// Applies `animations`, one after another, to `properties` at their parent's time `time` (each
    /// has no effect outside its active time, unless it fills). Field by field, through the pointer:
    /// an animation copied whole out of its list retains each of its references, about 330
    /// instructions a layer a frame in the animated benchmark.
    package static func apply(_ animations: UnsafeBufferPointer<RenderAnimation>, to properties: inout LayerProperties,
                              at time: Double) {
        guard let first = animations.baseAddress else { return }
        for animation in first..<first + animations.count {
            guard let sample = animation.pointee.timing.sample(at: time) else { continue }
            if let line = animation.pointee.line {
                line.apply(to: &properties, fraction: sample.fraction)
            } else if let property = animation.pointee.property {
                property.apply(to: &properties, sample: sample)
            } else {
                animation.pointee.children.withUnsafeBufferPointer { apply($0, to: &properties, at: sample.time) }
            }
        }
    }
}

/// What a property animation (basic, spring or keyframe) does to its key path. Immutable, and
/// shared by reference: the render thread evaluates it for thousands of layers a frame and must not
/// copy its values each time.
package final class PropertyEffect: Sendable, Equatable {
    // Stored in the order a frame reads them, the motion (read only when the endpoints depend on
    // the value beneath) last: a frame then touches the object's first cache lines only.
    package let keyPath: AnimatableKeyPath
    package let isAdditive: Bool
    package let isCumulative: Bool
    /// Whether the values depend on the value beneath (a missing from or to value): when not, and
    /// not additive, a frame need not read (or, for transforms, decompose) the current value.
    private let endpointsNeedBase: Bool
    /// Whether a path animation's rotation mode turns the layer (its transform) along the path.
    package let turnsAlongPath: Bool
    /// Turns the interpolated numbers into the transform at `keyPath`.
    package let valueFunction: ValueFunction?
    /// A basic motion's start and end when they do not depend on the value beneath (placeholders
    /// otherwise), its track or its spring: resolved once, so a frame copies no more of the motion
    /// than it uses. Not optional: an optional of them is copied through the runtime's generic
    /// witnesses, 2.2 M instructions a frame at 5,000 animated layers.
    private let fixedStart: AnimationValue, fixedEnd: AnimationValue
    /// A keyframe motion's track (nil for a basic motion).
    private let track: KeyframeTrack?
    /// A basic motion's spring, which replaces the timing curve's pacing.
    private let spring: SpringMotion?
    /// A basic motion between two fixed numbers or points with nothing more to it (no spring, value
    /// function, addition or accumulation), as UIKit's view animations and most others are: a frame
    /// interpolates its two values in place rather than through `AnimationValue`'s general
    /// interpolation and its copies of the endpoints. Evaluated by `RenderAnimation`, which keeps a
    /// copy (about 1 M instructions a frame fewer at 5,000 animated layers, `casement-bench --run build`).
    package let line: Line?
    package let motion: Motion

    package enum Motion: Sendable, Equatable {
        /// From/to/by as Core Animation combines them; a spring replaces the timing curve's pacing.
        case basic(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?, spring: SpringMotion?)
        case keyframes(KeyframeTrack)
    }

    package init(keyPath: AnimatableKeyPath, valueFunction: ValueFunction? = nil, isAdditive: Bool = false,
                 isCumulative: Bool = false, motion: Motion) {
        self.keyPath = keyPath
        self.valueFunction = valueFunction
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.motion = motion
        let needsBase = PropertyEffect.needsBase(motion)
        endpointsNeedBase = needsBase
        switch motion {
        case .basic(let from, let to, let by, let spring):
            let (start, end) = PropertyEffect.endpoints(from: from, to: to, by: by, base: .scalar(0))
            (fixedStart, fixedEnd) = (start, end)
            self.spring = spring
            track = nil
            turnsAlongPath = false
            let plain = spring == nil && valueFunction == nil && !isAdditive && !isCumulative && !needsBase
            line = plain ? Line(keyPath, from: start, to: end) : nil
        case .keyframes(let track):
            (fixedStart, fixedEnd) = (.scalar(0), .scalar(0))
            spring = nil
            self.track = track
            turnsAlongPath = track.rotation != nil
            line = nil
        }
    }

    /// A plain basic motion (`line`): the part of a property it writes and its two fixed endpoints,
    /// values with no references, so evaluating one retains nothing.
    package struct Line: Sendable, Equatable {
        private let property: AnimatableKeyPath.Property
        private let component: AnimatableKeyPath.Component
        private let ends: Ends

        private enum Ends: Sendable, Equatable {
            case scalar(Double, Double)
            case point(CGPoint, CGPoint)
        }

        init?(_ keyPath: AnimatableKeyPath, from start: AnimationValue, to end: AnimationValue) {
            switch (start, end) {
            case (.scalar(let a), .scalar(let b)): ends = .scalar(a, b)
            case (.point(let a), .point(let b)): ends = .point(a, b)
            default: return nil
            }
            property = keyPath.property
            component = keyPath.component
        }

        /// Writes the value a fraction `f` of the way, as `AnimationValue.interpolated` computes it.
        func apply(to properties: inout LayerProperties, fraction f: Double) {
            let value: AnimationValue = switch ends {
            case .scalar(let a, let b): .scalar(AnimationValue.lerp(a, b, f))
            case .point(let a, let b): .point(AnimationValue.lerp(a, b, f))
            }
            AnimatableKeyPath.set(value, at: property, component, in: &properties)
        }
    }

    package static func == (a: PropertyEffect, b: PropertyEffect) -> Bool {
        a === b || (a.keyPath == b.keyPath && a.valueFunction == b.valueFunction && a.isAdditive == b.isAdditive
                    && a.isCumulative == b.isCumulative && a.motion == b.motion)
    }

    private static func needsBase(_ motion: Motion) -> Bool {
        guard case .basic(let from, let to, let by, _) = motion else { return false }
        let given = (from != nil ? 1 : 0) + (to != nil ? 1 : 0) + (by != nil ? 1 : 0)
        return given < 2
    }

    /// The value this animation shows at `sample` over `base` (the value beneath it: the model
    /// value with earlier animations applied), in the animation's own terms (the value function's
    /// input when it has one).
    package func value(over base: AnimationValue, sample: AnimationTiming.Sample) -> AnimationValue {
        let accumulates = isCumulative && sample.iteration > 0
        if let track {
            let value = track.value(at: sample.fraction)
            return accumulates ? value.adding(track.lastValue.subtracting(track.firstValue).scaled(by: sample.iteration)) : value
        }
        guard endpointsNeedBase else { return value(from: fixedStart, to: fixedEnd, sample: sample, accumulates: accumulates) }
        let (start, end) = endpoints(over: base)
        return value(from: start, to: end, sample: sample, accumulates: accumulates)
    }

    /// A basic motion's value at `sample` between `start` and `end`.
    private func value(from start: AnimationValue, to end: AnimationValue, sample: AnimationTiming.Sample,
                       accumulates: Bool) -> AnimationValue {
        let value = start.interpolated(to: end, fraction: spring.map { $0.fraction(at: sample.time) } ?? sample.fraction)
        return accumulates ? value.adding(end.subtracting(start).scaled(by: sample.iteration)) : value
    }

    /// A basic motion's start and end over `base`, the value beneath.
    private func endpoints(over base: AnimationValue) -> (AnimationValue, AnimationValue) {
        guard case .basic(let from, let to, let by, _) = motion else { return (base, base) }
        return PropertyEffect.endpoints(from: from, to: to, by: by, base: base)
    }

    /// Start and end values as Core Animation resolves fromValue / toValue / byValue: a missing
    /// end is the value beneath the animation, a missing start is found from the others.
    package static func endpoints(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?,
                                  base: AnimationValue) -> (AnimationValue, AnimationValue) {
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.subtracting(b), t)
        case (let f?, nil, nil): return (f, base)
        case (nil, let t?, nil): return (base, t)
        case (nil, nil, let b?): return (base, base.adding(b))
        case (nil, nil, nil): return (base, base)
        }
    }

    /// Writes the animation's value at `sample` into `properties`.
    package func apply(to properties: inout LayerProperties, sample: AnimationTiming.Sample) {
        // The value beneath is read only when something uses it (the placeholder is never used).
        let readsCurrent = isAdditive || endpointsNeedBase
        let current = readsCurrent ? keyPath.value(in: properties) : .scalar(0)
        if let function = valueFunction {
            let currentTransform = keyPath.property.value(in: properties).transformValue
            let input = value(over: endpointsNeedBase ? function.input(from: currentTransform) : .scalar(0), sample: sample)
            let transform = function.transform(for: input)
            keyPath.set(.transform(isAdditive ? CATransform3DConcat(transform, currentTransform) : transform), in: &properties)
            return
        }
        let value = value(over: current, sample: sample)
        // Two calls rather than one of a choice, which copied the value to choose it: 0.63 M
        // instructions a frame at 5,000 animated layers.
        if isAdditive {
            keyPath.set(current.adding(value), in: &properties)
        } else {
            keyPath.set(value, in: &properties)
        }
        applyRotation(to: &properties, sample: sample)
    }

    /// A path animation with a rotation mode also turns the layer along the path.
    private func applyRotation(to properties: inout LayerProperties, sample: AnimationTiming.Sample) {
        guard turnsAlongPath, let angle = track?.rotationAngle(at: sample.fraction) else { return }
        properties.transform = CATransform3DConcat(CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1), properties.transform)
    }
}
