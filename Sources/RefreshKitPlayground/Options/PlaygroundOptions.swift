import ArgumentParser
import RefreshKitCore
import RefreshKitStyles

/// `refreshkit-playground`'s command line.
package struct PlaygroundOptions: ParsableArguments, Sendable {
    /// The window's scale by default: a 2x phone (780 × 1688 pixels).
    package static let defaultScale = 2

    @Option(help: "The indicator style shown first (see `refreshkit styles`).")
    package var style: String = PlaygroundConfiguration.defaultStyle
    @Option(help: "Pixels per point: 1, 2 or 3 (the window is 390x844 points).")
    package var scale: Int = PlaygroundOptions.defaultScale
    @Option(name: .customLong("work-delay"), help: "Seconds the fake refresh and load take.")
    package var workDelay: Double = PlaygroundConfiguration.defaultWorkDelay
    @Flag(name: .customLong("reduce-motion"), help: "Start with Reduce Motion on.")
    package var reduceMotion = false
    @Flag(name: .customLong("navigation-bar"), help: "Start with a navigation bar (safe area top 91).")
    package var navigationBar = false
    @Flag(name: .customLong("large-title"), help: "Start with a large title (safe area top 140).")
    package var largeTitle = false
    @Flag(name: .customLong("collapsing-header"), help: "Start with the collapsing header above the list.")
    package var collapsingHeader = false
    @Flag(name: .customLong("no-more-data"), help: "Start with the footer out of data.")
    package var noMoreData = false
    @Flag(help: "Print every state change on standard output as a JSON line, as `refreshkit simulate` spells it.")
    package var log = false
    @Option(help: "Write every frame shown as DIR/frame-00000.png… and DIR/frames.jsonl.")
    package var record: String?
    @Option(help: "Where the `s` key writes the frame shown as PNG.")
    package var screenshot: String = "refreshkit-playground.png"
    @Option(help: "Quit after this many seconds (for tests).")
    package var duration: Double?
    @Option(
        name: .customLong("check-frames"),
        help: "Open no window: check that the frames recorded in DIR show the header indicator.")
    package var checkFrames: String?

    package init() {}

    /// The catalog index of `--style`, or an error naming the styles.
    package func styleIndex() throws -> Int {
        guard let index = Indicators.catalog.firstIndex(where: { $0.name == style }),
            case .indicator = Indicators.catalog[index].kind
        else {
            let names = Indicators.catalog.filter { if case .indicator = $0.kind { true } else { false } }.map(\.name)
            throw PlaygroundError(
                "--style '\(style)' is not an indicator style; pass one of \(names.joined(separator: ", "))")
        }
        return index
    }

    /// The playground's configuration, or the first option that cannot be used.
    package func configuration() throws -> PlaygroundConfiguration {
        guard (1...3).contains(scale) else {
            throw PlaygroundError("--scale \(scale) is not 1, 2 or 3; pass 2 (or 1 for small screens)")
        }
        guard workDelay.isFinite, workDelay >= 0, workDelay <= 3600 else {
            throw PlaygroundError("--work-delay \(workDelay) is not between 0 and 3600 seconds; pass e.g. 2")
        }
        if let d = duration, !(d.isFinite && d > 0) {
            throw PlaygroundError("--duration \(d) is not a positive number of seconds; pass e.g. 5")
        }
        guard !(navigationBar && largeTitle) else {
            throw PlaygroundError("--navigation-bar and --large-title exclude each other; pass one")
        }
        let top =
            largeTitle
            ? PlaygroundConfiguration.largeTitleInset
            : navigationBar ? PlaygroundConfiguration.navigationBarInset : 0
        return PlaygroundConfiguration(
            styleIndex: try styleIndex(), workDelay: workDelay, reduceMotion: reduceMotion,
            safeAreaTop: top, collapsingHeader: collapsingHeader, noMoreData: noMoreData)
    }

    /// The text `--help` prints after the options: the keys and the mouse.
    package static let discussion = """
        The mouse is the finger: press, drag and release (with the pointer's velocity); the \
        wheel scrolls. The header's fake refresh and the footer's fake load end after \
        --work-delay seconds. The overlay shows the controls' states and the median frame time.

        Keys:
        \(KeyBindings.helpText)

        On exit it prints the frame times as one JSON line on standard error: \
        {"frames": N, "seconds": t, "medianMs": m, "p99Ms": p, "maxMs": x, "scale": s}, where a \
        frame's time is the work from reading the clock to the server having the image. Exit \
        status 0; 2 for a bad option or no X display (one line on standard error).
        """
}
