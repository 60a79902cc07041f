import CoreFoundation
import Foundation

/// What UIKit hangs on the main `CFRunLoop`, in its common modes (`.default` and `.tracking`):
/// an observer that runs the turn's work before the loop sleeps and when a run of it ends (where
/// iOS commits its Core Animation transaction) and counts the loop's wake-ups; a source that the
/// platform signals from any thread when input arrives; and a timer, set after each turn, for the
/// next moment the loop must wake by itself.
@MainActor
final class MainRunLoopHooks {
    /// The main run loop's modes besides `.default` in which UIKit works (iOS adds its tracking mode
    /// to the common modes, so `.common` timers and the main queue go on while a scroll view tracks).
    static let commonModes: Set<RunLoop.Mode> = [.default, .tracking]

    private let runLoop = CFRunLoopGetMain()!
    private let observer: CFRunLoopObserver
    private let source: CFRunLoopSource
    private let timer: CFRunLoopTimer
    private let inputHandler: InputHandler

    /// Signals the input source and wakes the main run loop: callable from any thread.
    let inputArrived: @Sendable () -> Void

    /// Hooks that call `turn` before the loop sleeps or a run of it ends, `input` when the platform
    /// signals input, and `wokeUp` each time the loop wakes from sleep.
    init(turn: @escaping @MainActor () -> Void, input: @escaping @MainActor () -> Void, wokeUp: @escaping @MainActor () -> Void) {
        let modes = kCFRunLoopCommonModes
        for mode in Self.commonModes where mode != .default { CFRunLoopAddCommonMode(runLoop, Self.cfString(mode.rawValue)) }
        let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.afterWaiting.rawValue | CFRunLoopActivity.exit.rawValue
        // Order 2,000,000: where iOS places Core Animation's commit, after its layout and gesture observers.
        observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, activities, true, 2_000_000) { _, activity in
            MainActor.assumeIsolated {
                if activity == .afterWaiting { wokeUp() } else { turn() }
            }
        }
        CFRunLoopAddObserver(runLoop, observer, modes)
        inputHandler = InputHandler(handle: input)
        var context = CFRunLoopSourceContext(
            version: 0, info: Unmanaged.passUnretained(inputHandler).toOpaque(), retain: nil, release: nil,
            copyDescription: nil, equal: nil, hash: nil, schedule: nil, cancel: nil,
            perform: { info in
                guard let info else { return }
                let handler = Unmanaged<InputHandler>.fromOpaque(info).takeUnretainedValue()
                MainActor.assumeIsolated { handler.handle() }
            })
        source = CFRunLoopSourceCreate(kCFAllocatorDefault, 0, &context)
        CFRunLoopAddSource(runLoop, source, modes)
        // A repeating timer, so that firing does not invalidate it; every turn sets its next date.
        timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + Self.never, Self.never, 0, 0) { _ in }
        CFRunLoopAddTimer(runLoop, timer, modes)
        let wake = SourceWake(source: source, runLoop: runLoop)
        inputArrived = { wake.signal() }
    }

    /// Has the loop wake by itself `seconds` from now, or not at all (nil).
    func wake(after seconds: Double?) {
        CFRunLoopTimerSetNextFireDate(timer, CFAbsoluteTimeGetCurrent() + (seconds ?? Self.never))
    }

    /// The modes whose display links and timers fire while the loop runs in `mode`: with `.common`
    /// when `mode` is one of the common modes.
    static func modesServed(whileRunning mode: RunLoop.Mode) -> Set<RunLoop.Mode> {
        commonModes.contains(mode) ? [mode, .common] : [mode]
    }

    /// Far enough in the future to mean never (about 31 years), short of CF's own limits.
    private static let never: CFTimeInterval = 1e9

    private static func cfString(_ string: String) -> CFString {
        CFStringCreateWithCString(kCFAllocatorDefault, string, CFStringBuiltInEncodings.UTF8.rawValue)
    }

    /// The input source's work, kept alive by the hooks while the source points at it.
    private final class InputHandler {
        let handle: @MainActor () -> Void
        init(handle: @escaping @MainActor () -> Void) { self.handle = handle }
    }

    /// The source and run loop, signalled from the platform's threads: CF makes both calls thread-safe.
    private final class SourceWake: @unchecked Sendable {
        private let source: CFRunLoopSource
        private let runLoop: CFRunLoop
        init(source: CFRunLoopSource, runLoop: CFRunLoop) {
            self.source = source
            self.runLoop = runLoop
        }
        func signal() {
            CFRunLoopSourceSignal(source)
            CFRunLoopWakeUp(runLoop)
        }
    }
}
