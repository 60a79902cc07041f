/// The one queue the platform's events arrive on, for every window and display.
@MainActor
package protocol PlatformInputSource: AnyObject {
    /// The next queued event, or nil at once when there is none.
    func nextEvent() -> PlatformEvent?
    /// Whether events wait that `nextEvent()` would return without the system sending more: the
    /// main loop then turns again instead of sleeping.
    var hasQueuedEvents: Bool { get }
    /// When the queue must be read again though nothing signals input (SDL's Wayland back end makes
    /// the repeats of a held key while its queue is read); nil when only input wakes it.
    var nextReadTime: Double? { get }
    /// Called from any thread when input arrives while the main loop may sleep: it wakes the loop,
    /// whose next turn takes the events. Set by the main loop when it is installed.
    var wakeMainLoop: (@Sendable () -> Void)? { get set }
}
