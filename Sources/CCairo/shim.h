#ifndef SWIFTFLOW_CCAIRO_SHIM_H
#define SWIFTFLOW_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-xlib.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>

#endif
