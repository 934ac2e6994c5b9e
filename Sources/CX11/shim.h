// Xlib for the playground window (libx11-dev: headers in /usr/include/X11), and the MIT-SHM
// extension (libxext-dev) to hand frames to a local X server through shared memory.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <X11/extensions/XShm.h>
