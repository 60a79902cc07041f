import Foundation

/// What UIKit needs from the system it runs on: displays, windows and one queue of input.
/// `SDLPlatform` is the real one, `HeadlessPlatform` the one tests script (and `CASEMENT_PLATFORM=headless`
/// picks, `PlatformChoice`); UIKit calls no other.
@MainActor
package protocol Platform: AnyObject {
    /// The connected displays, the main one first, as of the last display event `input` yielded.
    var displays: [PlatformDisplay] { get }
    /// The events of every window and display, in the order they happened.
    var input: any PlatformInputSource { get }
    /// Whether the system gives the focus to every window it shows (Wayland compositors do), so that
    /// a window shown beside the key window gets it unasked.
    var focusesShownWindows: Bool { get }
    /// Whether the system, not the program, chooses the display a new window opens on (a Wayland
    /// compositor puts it on the output under the pointer); only a fullscreen window names its own.
    var placesNewWindows: Bool { get }
    /// Whether unplugging a display can take the windows that fill the displays left out of view,
    /// unreported: SDL 2.26's Wayland windows minimize a fullscreen window when another fullscreen
    /// window enters its output (the unplugged output's windows may, before the unplug is reported),
    /// and weston takes every window out of fullscreen when an output goes.
    var unplugHidesFullscreenWindows: Bool { get }
    /// Opens a shown window of `frame` (points, in desktop coordinates); nil if the platform cannot.
    func openWindow(title: String, frame: CGRect) -> (any PlatformWindow)?
    /// Whether typed text and an input method's compositions are sent (`.text`, `.markedText`):
    /// on while the first responder takes text (Text rule 28), off elsewhere.
    var isTextInputActive: Bool { get set }
    /// The text on the desktop's clipboard (nil: none); setting puts it there.
    var clipboardText: String? { get set }
    /// Whether the clipboard holds text, asked without reading it.
    var hasClipboardText: Bool { get }
    /// The desktop's primary selection (X11's PRIMARY, Wayland's where the compositor offers it;
    /// Text rule 36): the text selected last (nil: none); setting offers it.
    var primarySelectionText: String? { get set }
    /// Tells the input method where the caret is (`rect` in points in `window`), to put its candidate window there.
    func setTextInputRect(_ rect: CGRect, in window: PlatformWindowID)
    /// What the pointer shows over the application's windows.
    var pointerShape: PointerShape { get set }
    /// How images are decoded and encoded on this platform (`PlatformChoice.imageCodec`).
    nonisolated static var imageCodec: any ImageCodec { get }
    /// Releases the platform before the process ends.
    func shutDown()
}
