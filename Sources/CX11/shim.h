#ifndef SWIFTFLOW_CX11_SHIM_H
#define SWIFTFLOW_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/cursorfont.h>
#include <X11/Xresource.h>

// Xlib macros that Swift does not import, as functions.
static inline unsigned long swiftflow_XGetPixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }
static inline int swiftflow_XDestroyImage(XImage *image) { return XDestroyImage(image); }
static inline unsigned long swiftflow_AllPlanes(void) { return AllPlanes; }

// Additions for SwiftFlowX11 (XKB autorepeat, input methods, variadic calls Swift cannot make).
#include <X11/XKBlib.h>
#include <locale.h>

/// Creates an input context for `window` with no preedit or status area (root style); NULL when refused.
static inline XIC swiftflow_XCreateIC(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, (char *)NULL);
}

/// Whether `im` supports the root input style (no preedit or status area drawn by the client).
static inline int swiftflow_XIMSupportsRootStyle(XIM im) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, (char *)NULL) != NULL || styles == NULL) { return 0; }
    int found = 0;
    for (unsigned short i = 0; i < styles->count_styles; i++) {
        if (styles->supported_styles[i] == (XIMPreeditNothing | XIMStatusNothing)) { found = 1; break; }
    }
    XFree(styles);
    return found;
}

#endif
