import CoreGraphics

/// Groups layer changes into one atomic update of the render tree. An implicit transaction is
/// open at all times on the main thread and is committed at the end of each run-loop turn;
/// `begin()`/`commit()` nest explicit ones inside it with their own settings.
@preconcurrency @MainActor
public final class CATransaction {
    /// The changes gathered since the last commit (one per process, on the main thread).
    package static let state = TransactionState()

    private struct Settings {
        var animationDuration: CFTimeInterval = 0.25
        var disableActions = false
        /// The completion block set in this transaction, with the animations it waits for.
        var completion: CompletionGroup?
        var timingFunction: CAMediaTimingFunction?
        /// Values set with `setValue(_:forKey:)` under other keys.
        var values: [String: Any] = [:]
    }
    private static var stack: [Settings] = []
    private static var implicitSettings = Settings()

    private init() {}

    /// Opens a nested transaction; it starts with the enclosing one's duration, timing function
    /// and disableActions, and no completion block of its own.
    public static func begin() {
        MainThread.check("CATransaction.begin()")
        var nested = current
        nested.completion = nil
        stack.append(nested)
    }

    /// Closes the innermost transaction; closing the outermost one commits its changes at once.
    /// Its completion block runs when its animations have stopped (at the commit if it has none).
    public static func commit() {
        guard let closed = stack.popLast() else {
            Diagnostics.report("CATransaction.commit() without a matching begin(); ignored")
            return
        }
        if let group = closed.completion { state.schedule.seal(group) }
        if stack.isEmpty { state.commit() }
    }

    /// Commits the implicit transaction now (the run loop calls this at the end of each turn).
    public static func flush() {
        guard stack.isEmpty else { return }
        let closed = implicitSettings
        implicitSettings = Settings()
        if let group = closed.completion { state.schedule.seal(group) }
        state.commit()
    }

    /// Ends a run-loop turn: commits the implicit transaction, first closing (and committing) any
    /// `begin()` left without its `commit()`, with a diagnostic — Core Animation warns of uncommitted
    /// transactions; a screen frozen for good by one forgotten `commit()` would be worse.
    package static func commitAtEndOfTurn() {
        if !stack.isEmpty {
            Diagnostics.report("\(stack.count) CATransaction.begin() without commit() at the end of a run-loop turn; committed")
            while !stack.isEmpty { commit() }
        }
        flush()
    }

    /// The transactions as at launch, for a test fixture between tests: closes the `begin()`s left
    /// open, drops their settings, and resets `state` (`TransactionState.resetToLaunchState`), which
    /// commits what they held. Returns what it stopped, in words.
    package static func resetToLaunchState() -> [String] {
        let open = stack.count
        stack.removeAll()
        implicitSettings = Settings()
        return (open > 0 ? ["\(open) open CATransaction.begin()"] : []) + state.resetToLaunchState()
    }

    /// The completion groups an animation added now joins, innermost first: the current
    /// transaction's and every enclosing one's (their blocks wait for nested transactions too).
    package static func openCompletionGroups() -> [CompletionGroup] {
        (stack.reversed() + [implicitSettings]).compactMap(\.completion)
    }

    private static var current: Settings {
        get { stack.last ?? implicitSettings }
        set { if stack.isEmpty { implicitSettings = newValue } else { stack[stack.count - 1] = newValue } }
    }

    /// The duration of implicit animations in this transaction (0.25 s by default).
    public static func animationDuration() -> CFTimeInterval { current.animationDuration }
    /// Sets the duration of implicit animations in this transaction.
    public static func setAnimationDuration(_ dur: CFTimeInterval) { current.animationDuration = dur }
    /// Whether property changes in this transaction skip their implicit animations.
    public static func disableActions() -> Bool { current.disableActions }
    /// Turns implicit animations off (or on) for this transaction.
    public static func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    /// The block run when this transaction's animations have finished.
    public static func completionBlock() -> (@MainActor () -> Void)? { current.completion?.block }
    /// Sets the block run when the animations added from now on in this transaction have all
    /// stopped. A block it replaces waits only for the animations added before.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        if let replaced = current.completion { state.schedule.seal(replaced) }
        current.completion = block.map(CompletionGroup.init)
    }
    /// The transaction's value for `key`: one of the settings by its key constant
    /// (`kCATransactionAnimationDuration`…), or what `setValue(_:forKey:)` stored.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return current.values[key]
        }
    }

    /// Sets a value of this transaction; the settings' keys set the settings (a value of the wrong
    /// type is reported and ignored), other keys store `anObject` for `value(forKey:)`.
    public static func setValue(_ anObject: Any?, forKey key: String) {
        func wrongType() { Diagnostics.report("CATransaction value \(anObject.map { "\($0)" } ?? "nil") does not fit \(key); ignored") }
        switch key {
        case kCATransactionAnimationDuration:
            if let duration = anObject as? CFTimeInterval { setAnimationDuration(duration) } else { wrongType() }
        case kCATransactionDisableActions:
            if let flag = anObject as? Bool { setDisableActions(flag) } else { wrongType() }
        case kCATransactionAnimationTimingFunction:
            if anObject == nil || anObject is CAMediaTimingFunction { setAnimationTimingFunction(anObject as? CAMediaTimingFunction) } else { wrongType() }
        case kCATransactionCompletionBlock:
            if anObject == nil || anObject is @MainActor () -> Void { setCompletionBlock(anObject as? @MainActor () -> Void) } else { wrongType() }
        default:
            current.values[key] = anObject
        }
    }

    /// The timing function of implicit animations in this transaction.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    /// Sets the timing function of implicit animations in this transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
}

/// `CATransaction.value(forKey:)` key of the animation duration (a `CFTimeInterval`).
public let kCATransactionAnimationDuration = "animationDuration"
/// `CATransaction.value(forKey:)` key of whether actions are disabled (a `Bool`).
public let kCATransactionDisableActions = "disableActions"
/// `CATransaction.value(forKey:)` key of the timing function (a `CAMediaTimingFunction`).
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// `CATransaction.value(forKey:)` key of the completion block.
public let kCATransactionCompletionBlock = "completionBlock"
