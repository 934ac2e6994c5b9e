import CX11
import Glibc
import RefreshKitPlayground

/// Set by the X error handler while shared memory is being attached.
nonisolated(unsafe) var sharedMemoryFailed: Int32 = 0

/// The playground's X11 window: one fixed-size window and the events the playground needs.
/// Frames go to the server from a 32-bit image in the visual's pixel layout: through shared
/// memory (`XShmPutImage`) when the server is local and offers MIT-SHM, else with `XPutImage`
/// over the connection (twice as slow at @2x).
@MainActor
final class X11Window {
    /// Why a window could not be opened: one line for standard error.
    struct Failure: Error { let message: String }

    let display: OpaquePointer
    let window: Window
    let width: Int
    let height: Int
    private let gc: GC
    private let image: UnsafeMutablePointer<XImage>
    private let pixels: UnsafeMutablePointer<UInt32>
    private let shifts: (red: Int, green: Int, blue: Int)
    private var deleteAtom: Atom
    private let shared: UnsafeMutablePointer<XShmSegmentInfo>?

    /// Opens the display named by DISPLAY and maps a window of `width` × `height` pixels.
    init(width: Int, height: Int, title: String) throws {
        guard let display = XOpenDisplay(nil) else {
            let name = getenv("DISPLAY").map { String(cString: $0) } ?? ""
            throw Failure(
                message: name.isEmpty
                    ? "cannot open an X display: DISPLAY is not set; set DISPLAY or run under xvfb-run"
                    : "cannot open the X display '\(name)'; set DISPLAY to a running X server or run under xvfb-run")
        }
        self.display = display
        self.width = width
        self.height = height
        let screen = XDefaultScreen(display)
        let visual = XDefaultVisual(display, screen)!
        let depth = XDefaultDepth(display, screen)
        guard depth >= 24, let r = PixelFormat.shift(ofMask: visual.pointee.red_mask),
            let g = PixelFormat.shift(ofMask: visual.pointee.green_mask),
            let b = PixelFormat.shift(ofMask: visual.pointee.blue_mask)
        else {
            XCloseDisplay(display)
            throw Failure(
                message:
                    "the X display's default visual is not 24-bit TrueColor; run under xvfb-run -s '-screen 0 1024x1800x24'"
            )
        }
        shifts = (r, g, b)
        window = XCreateSimpleWindow(
            display, XRootWindow(display, screen), 0, 0, UInt32(width), UInt32(height), 0,
            XBlackPixel(display, screen), XWhitePixel(display, screen))
        XStoreName(display, window, title)
        if let hints = XAllocSizeHints() {
            hints.pointee.flags = PMinSize | PMaxSize
            hints.pointee.min_width = Int32(width)
            hints.pointee.max_width = Int32(width)
            hints.pointee.min_height = Int32(height)
            hints.pointee.max_height = Int32(height)
            XSetWMNormalHints(display, window, hints)
            XFree(hints)
        }
        XSelectInput(
            display, window,
            ExposureMask | ButtonPressMask | ButtonReleaseMask | Button1MotionMask
                | KeyPressMask | StructureNotifyMask)
        deleteAtom = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        XSetWMProtocols(display, window, &deleteAtom, 1)
        gc = XDefaultGC(display, screen)
        if let (image, info) = Self.sharedImage(
            display: display, visual: visual, depth: depth,
            width: width, height: height)
        {
            self.image = image
            shared = info
            pixels = UnsafeMutableRawPointer(image.pointee.data).assumingMemoryBound(to: UInt32.self)
        } else {
            shared = nil
            pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
            pixels.initialize(repeating: 0, count: width * height)
            guard
                let image = XCreateImage(
                    display, visual, UInt32(depth), ZPixmap, 0,
                    UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: CChar.self),
                    UInt32(width), UInt32(height), 32, Int32(width * 4))
            else {
                XCloseDisplay(display)
                throw Failure(message: "XCreateImage failed for \(width)x\(height) pixels; pass --scale 1")
            }
            self.image = image
        }
        image.pointee.byte_order = LSBFirst
        XMapWindow(display, window)
        XFlush(display)
    }

    /// The connection's file descriptor, to wait on.
    var fileDescriptor: Int32 { XConnectionNumber(display) }

    /// Whether `event` is the window manager's request to close.
    func isCloseRequest(_ event: XEvent) -> Bool {
        let e = event
        return e.type == ClientMessage && Atom(e.xclient.data.l.0) == deleteAtom
    }

    /// Shows `frame` (opaque RGBA) and waits until the server has it.
    func show(_ frame: FrameBuffer) {
        PixelFormat.convert(
            frame.pixels, into: pixels, redShift: shifts.red, greenShift: shifts.green,
            blueShift: shifts.blue)
        if shared != nil {
            XShmPutImage(display, window, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height), 0)
        } else {
            XPutImage(display, window, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
        }
        // Waiting for the server also keeps the shared pixels untouched until it has read them.
        XSync(display, 0)
    }

    /// Whether frames go through shared memory.
    var usesSharedMemory: Bool { shared != nil }

    /// A 32-bit image in a shared memory segment attached to the server, or nil when the
    /// server has no MIT-SHM or cannot attach (a remote display).
    private static func sharedImage(
        display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32,
        width: Int, height: Int
    )
        -> (UnsafeMutablePointer<XImage>, UnsafeMutablePointer<XShmSegmentInfo>)?
    {
        guard getenv("REFRESHKIT_NO_SHM") == nil, XShmQueryExtension(display) != 0 else { return nil }
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        guard
            let image = XShmCreateImage(
                display, visual, UInt32(depth), ZPixmap, nil, info,
                UInt32(width), UInt32(height))
        else {
            info.deallocate()
            return nil
        }
        let bytes = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
        let id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard image.pointee.bits_per_pixel == 32, image.pointee.bytes_per_line == Int32(width * 4), id >= 0,
            let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            if id >= 0 { shmctl(id, IPC_RMID, nil) }
            _ = image.pointee.f.destroy_image(image)
            info.deallocate()
            return nil
        }
        info.pointee.shmid = id
        info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 0
        image.pointee.data = info.pointee.shmaddr
        // A server that cannot reach our memory answers with an error: catch it, fall back.
        sharedMemoryFailed = 0
        let previous = XSetErrorHandler { _, _ in
            sharedMemoryFailed = 1
            return 0
        }
        let attached = XShmAttach(display, info) != 0
        XSync(display, 0)
        XSetErrorHandler(previous)
        shmctl(id, IPC_RMID, nil)  // freed once both sides detach, even if we crash
        guard attached, sharedMemoryFailed == 0 else {
            shmdt(address)
            image.pointee.data = nil
            _ = image.pointee.f.destroy_image(image)
            info.deallocate()
            return nil
        }
        return (image, info)
    }

    /// Closes the window and the connection.
    func close() {
        image.pointee.data = nil  // the pixels are ours, not Xlib's
        _ = image.pointee.f.destroy_image(image)  // XDestroyImage, a macro
        if let shared {
            XShmDetach(display, shared)
            XSync(display, 0)
            shmdt(shared.pointee.shmaddr)
            shared.deallocate()
        } else {
            pixels.deallocate()
        }
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }
}
