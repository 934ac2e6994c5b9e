#if canImport(Glibc)
import Glibc
#endif

/// What `render` shows of long work (`--all`, and every cycle) on standard error while it
/// draws: one line per finished output (`refreshkit render: 3/13 drawn: gallery/classic.gif`),
/// or, when standard error is a terminal, one line redrawn in place — a bar of the outputs
/// done, the style drawn and its frames — and cleared before anything else is written.
/// `--quiet` shows nothing.
final class RenderProgress {
    /// How the progress is shown.
    enum Mode: Equatable {
        case none, lines, bar
    }

    /// The bar's width, in characters.
    static let barWidth = 20
    /// The least time between two redraws of the bar.
    static let redrawInterval = Duration.milliseconds(100)

    let mode: Mode
    /// How many outputs the run draws.
    let total: Int
    private var done = 0
    private var lastDrawn: ContinuousClock.Instant?
    private var isShown = false

    /// `shows`: whether the run is long work (`--all` or a cycle) and not `--quiet`.
    init(shows: Bool, total: Int) {
        mode = !shows ? .none : isatty(2) == 1 ? .bar : .lines
        self.total = total
    }

    /// Frame `frame` of `count` of `style` is drawn.
    func drew(frame: Int, of count: Int, style: String) {
        guard mode == .bar else { return }
        let now = ContinuousClock.now
        if let lastDrawn, now - lastDrawn < Self.redrawInterval, frame < count { return }
        lastDrawn = now
        draw("\(style), frame \(frame)/\(count)")
    }

    /// The output `shown` (of `style`) is drawn whole.
    func finished(_ shown: String, style: String) {
        done += 1
        switch mode {
        case .none: return
        case .lines: StandardStream.error.write("refreshkit render: \(done)/\(total) drawn: \(shown)\n")
        case .bar: draw(style)
        }
    }

    /// Clears the bar, so the next line on standard error starts on a line of its own.
    func end() {
        guard isShown else { return }
        isShown = false
        StandardStream.error.write("\r\u{1B}[K")
    }

    private func draw(_ text: String) {
        let filled = total > 0 ? done * Self.barWidth / total : 0
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.barWidth - filled)
        StandardStream.error.write("\r\u{1B}[Krefreshkit render: [\(bar)] \(done)/\(total) \(text)")
        isShown = true
    }
}
