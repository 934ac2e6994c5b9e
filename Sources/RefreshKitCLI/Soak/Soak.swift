import ArgumentParser
import CHeapInfo
import RefreshKitCore
import RefreshKitSimulation

/// `refreshkit soak`: runs thousands of refresh cycles (header, auto footer, collapsing header;
/// controls attached, dropped and detached) on a simulated scroll view and prints the heap in
/// use before and after, as JSON — the measurement behind "no growth in memory".
package struct Soak: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Run many refresh cycles and print the heap in use before and after, as JSON.")

    /// Default number of cycles.
    package static let defaultCycles = 5_000
    /// Cycles run before the first measurement, so caches and first-use allocations settle.
    package static let warmUpCycles = 200

    // `parsing: .unconditional`: `-1` is a value (refused as out of range), not an option.
    @Option(parsing: .unconditional, help: "How many cycles to measure.") var cycles: Int = Soak.defaultCycles

    package init() {}

    package func run() throws {
        guard cycles > 0, cycles <= 10_000_000 else {
            StandardStream.error.write("refreshkit soak: --cycles \(cycles) is out of range; pass 1 to 10000000\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
        let cycles = self.cycles
        let m = MainActor.assumeIsolated { Self.measure(cycles: cycles) }
        let growth = m.after - m.before
        let summary =
            JSONWriter.object([
                ("cycles", "\(cycles)"), ("refreshes", "\(m.refreshes)"), ("loads", "\(m.loads)"),
                ("heapBytesBefore", "\(m.before)"), ("heapBytesAfter", "\(m.after)"), ("growthBytes", "\(growth)"),
                ("growthBytesPerCycle", "\(Double(growth) / Double(cycles))"),
            ]) + "\n"
        try StandardStream.writeResult(summary, command: "soak")
    }

    /// Counts refreshes across controls that come and go.
    @MainActor
    final class Counter {
        var refreshes = 0
        var loads = 0
    }

    /// Heap bytes in use after the warm-up and after `cycles` more cycles, and how many
    /// refreshes and loads the measured cycles made.
    @MainActor
    static func measure(cycles: Int) -> (before: Int, after: Int, refreshes: Int, loads: Int) {
        let counter = Counter()
        let scrollView = SimulatedScrollView(
            viewportSize: Size(width: 390, height: 844),
            contentSize: Size(width: 390, height: 3000),
            safeAreaInsets: Insets(top: 91, bottom: 34))
        let collapsing = CollapsingHeaderController()
        collapsing.attach(to: scrollView)
        let footer = RefreshController(
            edge: .footer, configuration: .init(height: 50, mode: .auto, autoTriggerDistance: 200),
            action: .sync {})
        footer.observeState { if $0.to == .refreshing { counter.loads += 1 } }
        footer.attach(to: scrollView)
        for _ in 0..<warmUpCycles { cycle(scrollView, footer, counter) }
        counter.refreshes = 0
        counter.loads = 0
        let before = heapInUse()
        for _ in 0..<cycles { cycle(scrollView, footer, counter) }
        return (before, heapInUse(), counter.refreshes, counter.loads)
    }

    /// One cycle: a fresh header pulled, refreshed and ended; a scroll to the end that loads more.
    @MainActor
    static func cycle(_ sv: SimulatedScrollView, _ footer: RefreshController, _ counter: Counter) {
        let header = RefreshController(edge: .header, action: .sync {})
        header.observeState { if $0.to == .refreshing { counter.refreshes += 1 } }
        header.attach(to: sv)
        let step = 1.0 / 60
        func wait(_ s: Double) { for _ in 0..<Int((s * 60).rounded()) { sv.advance(by: step) } }
        sv.touchDown()
        for _ in 0..<12 {
            sv.advance(by: step)
            sv.moveFinger(by: 20)
        }
        sv.liftFinger(velocity: 0)
        wait(0.5)
        header.endRefreshing()
        wait(0.5)
        sv.touchDown()
        for _ in 0..<12 {
            sv.advance(by: step)
            sv.moveFinger(by: -250)
        }
        sv.liftFinger(velocity: -800)
        wait(0.3)
        footer.endRefreshing()
        // A finger stops the momentum; back to the top (twice: the collapsing header absorbs the
        // first jump by expanding).
        sv.touchDown()
        sv.setContentOffset(Point(x: 0, y: sv.metrics.minOffsetY), animated: false)
        sv.setContentOffset(Point(x: 0, y: sv.metrics.minOffsetY), animated: false)
        sv.liftFinger(velocity: 0)
        wait(0.2)
        header.detach()
    }

    static func heapInUse() -> Int { Int(rk_heap_bytes_in_use()) }
}
