// refreshkit-playground: RefreshKit in an X11 window. The mouse is the finger.
import ArgumentParser
import CX11
import Glibc
import RefreshKitPlayground

/// Seconds on the monotonic clock.
func monotonicNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Writes all of `text` to a file descriptor (unbuffered: a log line is out at once).
func write(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { buffer in
        guard var base = buffer.baseAddress else { return }
        var remaining = buffer.count
        while remaining > 0 {
            let written = Glibc.write(fd, base, remaining)
            if written < 0 { if errno == EINTR { continue } else { return } }
            base += written
            remaining -= written
        }
    }
}

func writeError(_ text: String) { write(text, to: 2) }
func writeOutput(_ text: String) { write(text, to: 1) }

/// Set by SIGINT and SIGTERM: quit at the next frame (and print the frame times).
nonisolated(unsafe) var interrupted: sig_atomic_t = 0

struct Command: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refreshkit-playground",
        abstract: "RefreshKit in an X11 window: drag, release and watch, as a finger would on a phone.",
        discussion: PlaygroundOptions.discussion)
    @OptionGroup var options: PlaygroundOptions
}

/// The frame rate the loop keeps.
let framesPerSecond = 60.0

@MainActor
func run(_ options: PlaygroundOptions) -> Int32 {
    if let directory = options.checkFrames {
        do {
            let report = try FrameCheck.check(directory: directory)
            writeOutput(report.json + "\n")
            return report.passed ? 0 : 1
        } catch {
            writeError("refreshkit-playground: \(error)\n")
            return 2
        }
    }
    let session: PlaygroundSession
    let window: X11Window
    do {
        let configuration = try options.configuration()
        session = try PlaygroundSession(
            configuration: configuration, scale: options.scale, log: options.log,
            screenshotPath: options.screenshot)
        if let directory = options.record { session.recorder = try FrameRecorder(directory: directory) }
        window = try X11Window(
            width: session.pixelWidth, height: session.pixelHeight,
            title: "RefreshKit playground")
    } catch let failure as X11Window.Failure {
        writeError("refreshkit-playground: \(failure.message)\n")
        return 2
    } catch {
        writeError("refreshkit-playground: \(error)\n")
        return 2
    }
    session.output = writeOutput
    session.errorOutput = writeError
    signal(SIGINT) { _ in interrupted = 1 }
    signal(SIGTERM) { _ in interrupted = 1 }

    let start = monotonicNow()
    let period = 1 / framesPerSecond
    var nextFrame = 0.0
    var event = XEvent()
    var status: Int32 = 0
    loop: while interrupted == 0 && !session.wantsQuit {
        while XPending(window.display) > 0 {
            XNextEvent(window.display, &event)
            let now = monotonicNow() - start
            switch event.type {
            case ButtonPress:
                session.press(
                    button: Int(event.xbutton.button), y: Double(event.xbutton.y),
                    eventTime: Double(event.xbutton.time) / 1000, now: now)
            case MotionNotify:
                session.motion(y: Double(event.xmotion.y), eventTime: Double(event.xmotion.time) / 1000, now: now)
            case ButtonRelease:
                session.release(
                    button: Int(event.xbutton.button), y: Double(event.xbutton.y),
                    eventTime: Double(event.xbutton.time) / 1000, now: now)
            case KeyPress:
                if let key = keyOf(&event.xkey) { session.key(key, now: now) }
            case ClientMessage:
                if window.isCloseRequest(event) { break loop }
            default:
                break
            }
        }
        let now = monotonicNow() - start
        if let d = options.duration, now >= d { break }
        if now >= nextFrame {
            let began = monotonicNow()
            do {
                try session.render(now: began - start)
            } catch {
                writeError("refreshkit-playground: \(error)\n")
                status = 1
                break
            }
            window.show(session.frame)
            session.frameDone(workMilliseconds: (monotonicNow() - began) * 1000)
            do { try session.recordFrame() } catch {
                writeError("refreshkit-playground: \(error)\n")
                status = 2
                break
            }
            nextFrame += period
            let after = monotonicNow() - start
            if nextFrame <= after {
                // Late: skip the frames that could not be shown, keep the 60 Hz grid.
                nextFrame = ((after / period).rounded(.down) + 1) * period
            }
        }
        let wait = nextFrame - (monotonicNow() - start)
        if wait > 0 && XPending(window.display) == 0 {
            var pfd = pollfd(fd: window.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, Int32((wait * 1000).rounded(.up)))
        }
    }
    window.close()
    writeError(session.statistics.summaryJSON(seconds: monotonicNow() - start, scale: session.scale) + "\n")
    return status
}

/// The playground key of a key event, or nil.
func keyOf(_ event: inout XKeyEvent) -> PlaygroundKey? {
    var buffer = [CChar](repeating: 0, count: 8)
    var keysym: KeySym = 0
    let count = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
    switch keysym {
    case KeySym(XK_Tab), KeySym(XK_ISO_Left_Tab): return .tab
    case KeySym(XK_Escape): return .escape
    default:
        guard count > 0 else { return nil }
        let text = String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.first.map(PlaygroundKey.character)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let command: Command
do {
    command = try Command.parse(arguments)
} catch {
    if Command.exitCode(for: error) == .success {
        writeOutput(Command.fullMessage(for: error) + "\n")
        exit(0)
    }
    let first = Command.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid command line"
    writeError("refreshkit-playground: \(first) (see `refreshkit-playground --help`)\n")
    exit(2)
}
exit(MainActor.assumeIsolated { run(command.options) })
