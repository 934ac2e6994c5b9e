import RefreshKitCore
import RefreshKitRender

/// The window's whole loop without the window: pointer and key events in, frames out, on the
/// caller's clock. The X11 executable only turns events into calls and puts the frames on
/// screen, so a test can drive everything else headless.
@MainActor
package final class PlaygroundSession {
    /// How often the overlay's frame time is refreshed, in seconds.
    package static let overlayRefreshInterval = 0.5
    /// How many recent frames the overlay's median covers.
    package static let overlayWindow = 60

    /// The model.
    package let playground: Playground
    /// Pixels per point.
    package let scale: Double
    /// The frame last drawn.
    package private(set) var frame: FrameBuffer
    /// The layout of the frame last drawn.
    package private(set) var layout: FrameLayout?
    /// Every frame's work time, in milliseconds.
    package private(set) var statistics = FrameStatistics()
    /// A key asked to quit.
    package private(set) var wantsQuit = false
    /// Where the screenshot key writes.
    package var screenshotPath: String
    /// Writes every frame shown, when set.
    package var recorder: FrameRecorder?
    /// Receives lines for standard output (`--log`) and standard error (messages).
    package var output: (String) -> Void = { _ in }
    /// Receives messages for standard error.
    package var errorOutput: (String) -> Void = { _ in }

    private var input: PointerInput
    private let compositor: FrameCompositor
    private let glyphs: FreeTypeGlyphSource
    private var recent: [Double] = []
    private var shownFrameTime: Double?
    private var lastOverlayUpdate = -Double.infinity

    /// Creates a session; `log` prints state changes through ``output``.
    package init(
        configuration: PlaygroundConfiguration, scale: Int, log: Bool,
        screenshotPath: String = "refreshkit-playground.png"
    ) throws {
        let scale = Double(scale)
        self.scale = scale
        playground = Playground(configuration: configuration)
        input = PointerInput(scale: scale)
        glyphs = FreeTypeGlyphSource()
        compositor = FrameCompositor(scale: scale, glyphs: glyphs)
        self.screenshotPath = screenshotPath
        let size = try Rasterizer.pixelSize(of: PlaygroundLook.windowSize, scale: scale)
        frame = FrameBuffer(width: size.width, height: size.height)!
        if log {
            playground.onStateChange = { [unowned self] event in self.output(event.jsonLine + "\n") }
        }
    }

    /// The window's size in pixels.
    package var pixelWidth: Int { frame.width }
    /// The window's height in pixels.
    package var pixelHeight: Int { frame.height }

    // MARK: Events

    /// A button went down at pixel row `y`; `eventTime` is the event's own time stamp and
    /// `now` the clock, both in seconds.
    package func press(button: Int, y: Double, eventTime: Double, now: Double) {
        playground.advance(to: now)
        for c in input.press(button: button, y: y, time: eventTime) { playground.apply(c) }
    }

    /// The pointer moved.
    package func motion(y: Double, eventTime: Double, now: Double) {
        playground.advance(to: now)
        for c in input.motion(y: y, time: eventTime) { playground.apply(c) }
    }

    /// A button went up.
    package func release(button: Int, y: Double, eventTime: Double, now: Double) {
        playground.advance(to: now)
        for c in input.release(button: button, y: y, time: eventTime) { playground.apply(c) }
    }

    /// A key was pressed.
    package func key(_ key: PlaygroundKey, now: Double) {
        playground.advance(to: now)
        guard let command = KeyBindings.command(for: key) else { return }
        switch command {
        case .quit:
            wantsQuit = true
        case .screenshot:
            do {
                try PNGWriter.write(frame.bitmap, to: screenshotPath)
                errorOutput("refreshkit-playground: wrote \(screenshotPath)\n")
            } catch {
                errorOutput("refreshkit-playground: \(error)\n")
            }
        default:
            playground.perform(command)
        }
    }

    // MARK: Frames

    /// Advances to `now` and draws the frame to show.
    package func render(now: Double) throws {
        playground.advance(to: now)
        let layout = playground.layout(scale: scale, overlayLines: overlayLines(now: now), glyphs: glyphs)
        try compositor.draw(layout, into: &frame)
        self.layout = layout
    }

    /// Records the work time of the frame just shown.
    package func frameDone(workMilliseconds: Double) {
        statistics.add(workMilliseconds)
        recent.append(workMilliseconds)
        if recent.count > Self.overlayWindow { recent.removeFirst(recent.count - Self.overlayWindow) }
    }

    /// Writes the frame just shown with `--record`.
    package func recordFrame() throws {
        guard let recorder, let layout else { return }
        try recorder.record(
            frame, layout: layout, time: playground.time,
            header: playground.header.state.phase, footer: playground.footer.state.phase)
    }

    /// The overlay's two lines: the controls' states and the style, then the median frame
    /// time and the toggles.
    package func overlayLines(now: Double) -> [String] {
        if now - lastOverlayUpdate >= Self.overlayRefreshInterval {
            shownFrameTime = FrameStatistics.median(recent)
            lastOverlayUpdate = now
        }
        let p = playground
        let frameText = shownFrameTime.map { "frame " + Self.milliseconds($0) + " ms" } ?? "frame -- ms"
        var flags: [String] = []
        if p.reduceMotion { flags.append("reduce motion") }
        let top = p.scrollView.safeAreaInsets.top
        if top == PlaygroundConfiguration.navigationBarInset { flags.append("nav bar") }
        if top == PlaygroundConfiguration.largeTitleInset { flags.append("large title") }
        if p.collapsingHeader != nil { flags.append("collapsing") }
        return [
            "header \(p.header.state.phase.rawValue)  footer \(p.footer.state.phase.rawValue)",
            ([p.style.name, frameText] + flags).joined(separator: "  "),
        ]
    }

    /// `x` with one decimal.
    static func milliseconds(_ x: Double) -> String {
        let tenths = Int((x * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
