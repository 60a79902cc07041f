import CSDL2
import Foundation

/// SDL's connection to the display server, as a file descriptor another thread can wait on, and
/// whether events already read from it wait in the client library's queue (a GL swap on the render
/// thread reads the connection too). SDL loads libX11 or libwayland-client itself; their functions
/// are looked up in the copy SDL loaded rather than linked.
struct DisplayConnection: @unchecked Sendable {
    /// Readable when the server has sent something.
    let fileDescriptor: Int32
    /// Whether events wait in the client library's queue, read but not yet taken by SDL (any thread).
    let hasQueuedEvents: @Sendable () -> Bool

    /// The connection `window` was opened on; nil for drivers with none (offscreen).
    static func of(window: OpaquePointer) -> DisplayConnection? {
        var info = SDL_SysWMinfo()
        SDL_GetVersion(&info.version)
        guard SDL_GetWindowWMInfo(window, &info) == SDL_TRUE else { return nil }
        switch info.subsystem {
        case SDL_SYSWM_X11: return x11(display: info.info.x11.display)
        case SDL_SYSWM_WAYLAND: return wayland(display: info.info.wl.display)
        default: return nil
        }
    }

    private static func x11(display: OpaquePointer?) -> DisplayConnection? {
        typealias ConnectionNumber = @convention(c) (OpaquePointer?) -> Int32
        typealias EventsQueued = @convention(c) (OpaquePointer?, Int32) -> Int32
        guard let display, let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
              let connectionNumber = function("XConnectionNumber", in: library, as: ConnectionNumber.self),
              let eventsQueued = function("XEventsQueued", in: library, as: EventsQueued.self) else { return nil }
        let address = UInt(bitPattern: display)
        // QueuedAlready (0): the queue's length, without reading the connection. SDL calls
        // XInitThreads, so Xlib takes the display's lock for the call.
        return DisplayConnection(fileDescriptor: connectionNumber(display),
                                 hasQueuedEvents: { eventsQueued(OpaquePointer(bitPattern: address), 0) > 0 })
    }

    private static func wayland(display: OpaquePointer?) -> DisplayConnection? {
        typealias DisplayCall = @convention(c) (OpaquePointer?) -> Int32
        typealias CancelRead = @convention(c) (OpaquePointer?) -> Void
        guard let display, let library = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_NOLOAD),
              let getFD = function("wl_display_get_fd", in: library, as: DisplayCall.self),
              let prepareRead = function("wl_display_prepare_read", in: library, as: DisplayCall.self),
              let cancelRead = function("wl_display_cancel_read", in: library, as: CancelRead.self) else { return nil }
        let address = UInt(bitPattern: display)
        // Preparing to read fails while the default queue holds events; a successful preparation is
        // cancelled at once, which libwayland allows from any thread.
        return DisplayConnection(fileDescriptor: getFD(display), hasQueuedEvents: {
            let display = OpaquePointer(bitPattern: address)
            guard prepareRead(display) == 0 else { return true }
            cancelRead(display)
            return false
        })
    }

    private static func function<Function>(_ name: String, in library: UnsafeMutableRawPointer, as type: Function.Type) -> Function? {
        dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
}
