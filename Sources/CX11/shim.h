// Xlib for the playground window (libx11-dev: headers in /usr/include/X11).
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
