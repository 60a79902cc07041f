// Drives one of weston's outputs from outside, through the X server weston's X11 back end runs in
// (DISPLAYS.md): each output is an X window titled "Weston Compositor - screenN".
//   weston-output close NAME     closes output NAME as a window manager does (ICCCM WM_DELETE_WINDOW),
//                                which unplugs it: SDL clients see SDL_DISPLAYEVENT_DISCONNECTED
//   weston-output pixel NAME X Y prints the colour output NAME shows at (X, Y) as "R G B"
//   weston-output move NAME X Y  moves output NAME's window to (X, Y) on the X screen (weston opens
//                                them all at its corner, each hiding the one before)
//   weston-output point NAME X Y puts the pointer at (X, Y) in output NAME, so on that output in weston
//   weston-output close-window TITLE  closes any client's X window titled TITLE the same way
//   weston-output window-pixel TITLE X Y  prints the colour any client's X window titled TITLE shows at (X, Y)
// NAME is "screen0", "screen1", …; exit status 1 when there is no such output (or window).
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Window find(Display *display, Window parent, const char *title) {
    Window root, up, *children = NULL, found = 0;
    unsigned int count = 0;
    // weston names its windows in _NET_WM_NAME (UTF-8) only.
    Atom type;
    int format;
    unsigned long length, after;
    unsigned char *name = NULL;
    if (XGetWindowProperty(display, parent, XInternAtom(display, "_NET_WM_NAME", False), 0, 256, False,
                           AnyPropertyType, &type, &format, &length, &after, &name) == Success && name) {
        int match = strcmp((char *)name, title) == 0;
        XFree(name);
        if (match) return parent;
    }
    if (!XQueryTree(display, parent, &root, &up, &children, &count)) return 0;
    for (unsigned int i = 0; i < count && !found; i++) found = find(display, children[i], title);
    if (children) XFree(children);
    return found;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: weston-output close NAME | close-window TITLE | pixel NAME X Y | window-pixel TITLE X Y | move NAME X Y | point NAME X Y\n");
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "weston-output: cannot open the X display\n"); return 2; }
    int closesWindow = strcmp(argv[1], "close-window") == 0;
    int readsWindow = strcmp(argv[1], "window-pixel") == 0;
    char title[256];
    snprintf(title, sizeof title, closesWindow || readsWindow ? "%s" : "Weston Compositor - %s", argv[2]);
    Window window = find(display, DefaultRootWindow(display), title);
    if (!window) { fprintf(stderr, "weston-output: no window \"%s\"\n", title); return 1; }
    if (strcmp(argv[1], "close") == 0 || closesWindow) {
        XEvent event = {0};
        event.xclient.type = ClientMessage;
        event.xclient.window = window;
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", False);
        event.xclient.format = 32;
        event.xclient.data.l[0] = (long)XInternAtom(display, "WM_DELETE_WINDOW", False);
        event.xclient.data.l[1] = CurrentTime;
        XSendEvent(display, window, False, NoEventMask, &event);
        XSync(display, False);
    } else if ((strcmp(argv[1], "pixel") == 0 || readsWindow) && argc == 5) {
        XImage *image = XGetImage(display, window, atoi(argv[3]), atoi(argv[4]), 1, 1, AllPlanes, ZPixmap);
        if (!image) { fprintf(stderr, "weston-output: cannot read the window's pixels\n"); return 1; }
        unsigned long pixel = XGetPixel(image, 0, 0);
        printf("%lu %lu %lu\n", (pixel & image->red_mask) >> 16, (pixel & image->green_mask) >> 8, pixel & image->blue_mask);
        XDestroyImage(image);
    } else if (strcmp(argv[1], "move") == 0 && argc == 5) {
        XMoveWindow(display, window, atoi(argv[3]), atoi(argv[4]));
        XSync(display, False);
    } else if (strcmp(argv[1], "point") == 0 && argc == 5) {
        XWarpPointer(display, None, window, 0, 0, 0, 0, atoi(argv[3]), atoi(argv[4]));
        XSync(display, False);
    } else {
        fprintf(stderr, "weston-output: unknown command %s\n", argv[1]);
        return 2;
    }
    XCloseDisplay(display);
    return 0;
}
