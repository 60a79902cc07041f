import Foundation
import QuartzCore

/// A platform with no display server, scripted by tests: displays that come and go, windows that
/// draw nowhere, and input that the test injects. Install it with `UIApplication.usePlatform(_:)`.
@MainActor
package final class HeadlessPlatform: Platform, PlatformInputSource {
    package private(set) var displays: [PlatformDisplay]
    /// The windows open now, in the order they opened.
    package private(set) var windows: [HeadlessWindow] = []
    /// The open windows as a window manager stacks them, from the back to the front: the windows
    /// kept above in front of the others, each kind in the order it was opened or raised.
    package private(set) var stackingOrder: [HeadlessWindow] = []
    /// Whether the script's focus events for windows just shown are the system's doing (as on Wayland).
    package var focusesShownWindows = false
    /// Whether the script places new windows (as on Wayland): then only windows that fill a screen name their display.
    package var placesNewWindows = false
    /// Whether an unplug minimizes the windows filling the displays left, unreported (as SDL 2.26's
    /// Wayland windows can be, `Platform.unplugHidesFullscreenWindows`).
    package var unplugHidesFullscreenWindows = false
    /// Whether UIKit asked for text input, as SDL's is off until then.
    package var isTextInputActive = false
    /// The clipboard, in the process (as SDL's offscreen driver keeps it).
    package var clipboardText: String?
    package var hasClipboardText: Bool { !(clipboardText ?? "").isEmpty }
    /// The primary selection, in the process.
    package var primarySelectionText: String?
    package var pointerShape = PointerShape.arrow
    /// Where UIKit last said the caret is, and in which window.
    package private(set) var textInputRect: (rect: CGRect, window: PlatformWindowID)?
    package func setTextInputRect(_ rect: CGRect, in window: PlatformWindowID) { textInputRect = (rect, window) }
    private var queue: [PlatformEvent] = []
    private var lastDisplayID: Int
    private var lastWindowID: UInt32 = 0
    private let clock = MediaClock.shared

    /// A platform showing `displays` (sizes in points and their scales); one 1280×800 display if none are given.
    package init(displays: [(bounds: CGRect, scale: CGFloat)] = [(CGRect(x: 0, y: 0, width: 1280, height: 800), 1)]) {
        self.displays = displays.enumerated().map { PlatformDisplay(id: PlatformDisplay.ID($0 + 1), bounds: $1.bounds, scale: $1.scale) }
        lastDisplayID = displays.count
    }

    package var input: any PlatformInputSource { self }

    package func openWindow(title: String, frame: CGRect) -> (any PlatformWindow)? {
        lastWindowID += 1
        let display = displays.first { $0.bounds.contains(frame.origin) } ?? displays.first
        let window = HeadlessWindow(id: PlatformWindowID(lastWindowID), title: title, size: frame.size,
                                    display: display?.id, platform: self)
        windows.append(window)
        raise(window)
        return window
    }

    package func shutDown() {}

    nonisolated package static var imageCodec: any ImageCodec { CairoImageCodec() }

    // MARK: Scripting

    /// Plugs in a display of `bounds` (points on the desktop) and `scale`; returns its identity.
    @discardableResult
    package func connectDisplay(bounds: CGRect, scale: CGFloat = 1, refreshRate: Double = 60) -> PlatformDisplay.ID {
        lastDisplayID += 1
        let id = PlatformDisplay.ID(lastDisplayID)
        displays.append(PlatformDisplay(id: id, bounds: bounds, scale: scale, refreshRate: refreshRate))
        inject(.displayConnected(id))
        return id
    }

    /// Unplugs the display `id`; its windows go to the first display left, as a compositor moves them,
    /// reported after the unplug or, with `movesReportedFirst`, before it (as a Wayland compositor may).
    package func disconnectDisplay(_ id: PlatformDisplay.ID, movesReportedFirst: Bool = false) {
        displays.removeAll { $0.id == id }
        if !movesReportedFirst { inject(.displayDisconnected(id)) }
        if let first = displays.first {
            if unplugHidesFullscreenWindows {
                for window in windows where window.isFullscreen && window.display != id { window.minimizeUnreported() }
            }
            for window in windows where window.display == id { window.move(to: first.id) }
        }
        if movesReportedFirst { inject(.displayDisconnected(id)) }
    }

    /// Changes the scale of display `id` (unplugged and plugged again at another scale, as SDL sees
    /// it): the change is reported, and so is the new density of the windows on it.
    package func changeScale(of id: PlatformDisplay.ID, to scale: CGFloat) {
        guard let index = displays.firstIndex(where: { $0.id == id }) else { return }
        displays[index] = PlatformDisplay(id: id, bounds: displays[index].bounds, scale: scale, refreshRate: displays[index].refreshRate)
        inject(.displayChanged(id))
        for window in windows where window.display == id { inject(.windowResize(window: window.id)) }
    }

    /// Queues `kind` as happening at `timestamp` (media time; now if nil).
    package func inject(_ kind: PlatformEvent.Kind, at timestamp: Double? = nil) {
        queue.append(PlatformEvent(timestamp: timestamp ?? clock.now(), kind))
        wakeMainLoop?()
    }

    /// The display a window is on, for its pixels per point.
    func display(_ id: PlatformDisplay.ID?) -> PlatformDisplay? {
        displays.first { $0.id == id }
    }

    func windowDidClose(_ window: HeadlessWindow) {
        windows.removeAll { $0 === window }
        stackingOrder.removeAll { $0 === window }
    }

    /// Puts `window` in front of the windows of its kind (kept above or not).
    func raise(_ window: HeadlessWindow) {
        stackingOrder.removeAll { $0 === window }
        let front = window.keepsAbove ? stackingOrder.endIndex : stackingOrder.firstIndex { $0.keepsAbove } ?? stackingOrder.endIndex
        stackingOrder.insert(window, at: front)
    }

    // MARK: PlatformInputSource

    package func nextEvent() -> PlatformEvent? {
        queue.isEmpty ? nil : queue.removeFirst()
    }

    package var hasQueuedEvents: Bool { !queue.isEmpty }

    package var nextReadTime: Double? { nil }

    package var wakeMainLoop: (@Sendable () -> Void)?
}
