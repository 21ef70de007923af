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

#endif
