extension UIView {
    /// How a view animation runs: its curve, repetition, interaction and inheritance rules, and
    /// (for transitions) the transition style. Raw values are Apple's, so stored option sets agree.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time, so they animate along with their parent.
        public static let layoutSubviews = Self(rawValue: 1 << 0)
        /// Lets the animating views receive touches (otherwise hit testing skips them).
        public static let allowUserInteraction = Self(rawValue: 1 << 1)
        /// Starts from what is on screen, replacing in-flight animations of the same properties.
        public static let beginFromCurrentState = Self(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = Self(rawValue: 1 << 3)
        /// Runs each cycle forward and then backward.
        public static let autoreverse = Self(rawValue: 1 << 4)
        /// Uses this block's duration rather than the enclosing block's.
        public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
        /// Uses this block's curve rather than the enclosing block's.
        public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
        /// Transitions animate the live views rather than snapshots of them.
        public static let allowAnimatedContent = Self(rawValue: 1 << 7)
        /// Transitions hide and show views instead of removing and adding them.
        public static let showHideTransitionViews = Self(rawValue: 1 << 8)
        /// Inherits none of the enclosing block's options.
        public static let overrideInheritedOptions = Self(rawValue: 1 << 9)

        /// Slow at both ends (the default curve).
        public static let curveEaseInOut = Self(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = Self(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = Self(rawValue: 2 << 16)
        /// Even pace throughout.
        public static let curveLinear = Self(rawValue: 3 << 16)

        public static let transitionNone = Self(rawValue: 0 << 20)
        public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
        public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
        public static let transitionCurlUp = Self(rawValue: 3 << 20)
        public static let transitionCurlDown = Self(rawValue: 4 << 20)
        public static let transitionCrossDissolve = Self(rawValue: 5 << 20)
        public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = Self(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = Self(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = Self(rawValue: 7 << 24)

        /// The bits that hold the curve (a 4-bit field, not independent flags).
        static let curveMask: UInt = 0xF << 16
        /// The bits that hold the transition style (likewise a field).
        static let transitionMask: UInt = 0xF << 20

        /// The curve these options name.
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue & Self.curveMask) >> 16)) ?? .easeInOut
        }
    }

    /// The pacing of a view animation.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        /// The Core Animation timing function with the same control points.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options of `animateKeyframes(withDuration:delay:options:animations:completion:)`: the block
    /// options it shares with `AnimationOptions`, and how values between keyframes are computed.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = Self(rawValue: AnimationOptions.layoutSubviews.rawValue)
        public static let allowUserInteraction = Self(rawValue: AnimationOptions.allowUserInteraction.rawValue)
        public static let beginFromCurrentState = Self(rawValue: AnimationOptions.beginFromCurrentState.rawValue)
        public static let `repeat` = Self(rawValue: AnimationOptions.repeat.rawValue)
        public static let autoreverse = Self(rawValue: AnimationOptions.autoreverse.rawValue)
        public static let overrideInheritedDuration = Self(rawValue: AnimationOptions.overrideInheritedDuration.rawValue)
        public static let overrideInheritedOptions = Self(rawValue: AnimationOptions.overrideInheritedOptions.rawValue)

        /// Straight lines between keyframes (the default).
        public static let calculationModeLinear = Self(rawValue: 0 << 10)
        /// Jumps from one keyframe's value to the next, no interpolation.
        public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
        /// An even pace over the whole path; keyframe times are ignored.
        public static let calculationModePaced = Self(rawValue: 2 << 10)
        /// A smooth Catmull-Rom spline through the values.
        public static let calculationModeCubic = Self(rawValue: 3 << 10)
        /// A smooth spline at an even pace; keyframe times are ignored.
        public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)

        /// The options a keyframe block shares with an ordinary block (the same bits; a curve
        /// passed in Apple's curve bits paces the whole sequence, ease-in-ease-out by default).
        var blockOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & ~(0x7 << 10))
        }

        /// How values between keyframes are computed.
        var calculationMode: CAAnimationCalculationMode {
            switch rawValue >> 10 & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
    }
}
