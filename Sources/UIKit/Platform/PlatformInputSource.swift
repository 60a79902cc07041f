/// The one queue the platform's events arrive on, for every window and display.
@MainActor
package protocol PlatformInputSource: AnyObject {
    /// The next queued event, or nil at once when there is none.
    func nextEvent() -> PlatformEvent?
    /// The next event, waiting for one until `deadline` (seconds on the media clock) at the latest.
    func waitForEvent(until deadline: Double) -> PlatformEvent?
}
