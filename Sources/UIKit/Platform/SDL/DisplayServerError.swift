/// Why the platform could not start, said so a person knows what to set.
package struct DisplayServerError: Error, CustomStringConvertible {
    package let sdlMessage: String

    package var description: String {
        """
        could not open a display: \(sdlMessage)
        Set DISPLAY to an X server (e.g. DISPLAY=:0, or run under xvfb-run), or WAYLAND_DISPLAY to a \
        Wayland compositor's socket, or SDL_VIDEODRIVER=offscreen to render without any display server.
        """
    }
}
