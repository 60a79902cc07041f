import QuartzCore

/// The application's state, following the desktop: active while one of its windows has the
/// keyboard focus, inactive while none has, in the background while all are minimised or hidden.
/// Each change is told to the delegate, then posted (object: the application), in UIKit's order:
/// the will-callbacks see the old state, the did-callbacks the new one.
extension UIApplication {
    /// Where the application is in its life, as the user sees it.
    public enum State: Int, Sendable {
        /// In front and receiving events: one of its windows has the keyboard focus.
        case active = 0
        /// In front but not receiving events: none of its windows has the focus.
        case inactive = 1
        /// Not on the screen: all its windows are minimised or hidden. Display links do not fire.
        case background = 2
    }

    /// Posted when the application becomes active, after the delegate's `applicationDidBecomeActive(_:)`.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the application is about to stop being active, after the delegate's `applicationWillResignActive(_:)`.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the application went to the background, after the delegate's `applicationDidEnterBackground(_:)`.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the application is about to leave the background, after the delegate's `applicationWillEnterForeground(_:)`.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// One step between neighbouring states, as UIKit names it.
    enum StateTransition {
        case willResignActive, didEnterBackground, willEnterForeground, didBecomeActive

        /// The steps from `old` to `new`: through `.inactive` when the two are not neighbours.
        static func steps(from old: State, to new: State) -> [StateTransition] {
            switch (old, new) {
            case (.active, .inactive): [.willResignActive]
            case (.active, .background): [.willResignActive, .didEnterBackground]
            case (.inactive, .background): [.didEnterBackground]
            case (.inactive, .active): [.didBecomeActive]
            case (.background, .inactive): [.willEnterForeground]
            case (.background, .active): [.willEnterForeground, .didBecomeActive]
            default: []
            }
        }

        /// The state the step leaves the application in.
        var result: State {
            switch self {
            case .willResignActive, .willEnterForeground: .inactive
            case .didEnterBackground: .background
            case .didBecomeActive: .active
            }
        }

        var notification: Notification.Name {
            switch self {
            case .willResignActive: UIApplication.willResignActiveNotification
            case .didEnterBackground: UIApplication.didEnterBackgroundNotification
            case .willEnterForeground: UIApplication.willEnterForegroundNotification
            case .didBecomeActive: UIApplication.didBecomeActiveNotification
            }
        }
    }

    /// Moves the application to the state the desktop now shows, telling the delegate and posting
    /// each step. Called once the platform's queued events are handled, so the focus passing from
    /// one of the application's windows to another does not make it resign.
    func followDesktop() {
        let target = desktop.state(open: openWindows.keys)
        for step in StateTransition.steps(from: applicationState, to: target) { perform(step) }
        scenesFollowDesktop()
    }

    private func perform(_ step: StateTransition) {
        let isWill = step == .willResignActive || step == .willEnterForeground
        if !isWill { enter(step.result) }
        switch step {
        case .willResignActive: delegate?.applicationWillResignActive(self)
        case .didEnterBackground: delegate?.applicationDidEnterBackground(self)
        case .willEnterForeground: delegate?.applicationWillEnterForeground(self)
        case .didBecomeActive: delegate?.applicationDidBecomeActive(self)
        }
        NotificationCenter.default.post(name: step.notification, object: self)
        if isWill { enter(step.result) }
    }

    /// Sets the state; display links stop in the background, as no frames are shown there.
    private func enter(_ state: State) {
        applicationState = state
        DisplayLinkScheduler.shared.isSuspended = state == .background
    }
}
