/// A whole refresh cycle of an indicator, driven by the simulated scroll view and the real
/// header controller (not by a separate animation path): pull past the trigger, hold, release,
/// refresh, end, finish, rest.
public struct IndicatorCycle: Hashable, Sendable {
    /// Default finger travel of the pull, in points.
    public static let defaultPull = 240.0
    /// Default duration of the pull, in seconds.
    public static let defaultPullDuration = 0.8
    /// Default pause before the release, in seconds.
    public static let defaultHold = 0.2
    /// Default time from the action to the end of the refresh, in seconds.
    public static let defaultRefreshDuration = 2.0
    /// Default time shown after the control is idle again, in seconds.
    public static let defaultTail = 0.2
    /// The longest cycle recorded, in seconds.
    public static let maximumDuration = 30.0

    /// The header's configuration (its height is the drawing area's height by default).
    public var configuration: RefreshConfiguration
    /// Finger travel of the pull, in points.
    public var pull: Double
    /// Duration of the pull.
    public var pullDuration: Double
    /// Pause before the release.
    public var hold: Double
    /// Seconds the refresh lasts.
    public var refreshDuration: Double
    /// Seconds shown after the control is idle again.
    public var tail: Double
    /// Samples per second.
    public var fps: Double

    /// Creates a cycle.
    public init(configuration: RefreshConfiguration = .standard, pull: Double = IndicatorCycle.defaultPull,
                pullDuration: Double = IndicatorCycle.defaultPullDuration, hold: Double = IndicatorCycle.defaultHold,
                refreshDuration: Double = IndicatorCycle.defaultRefreshDuration,
                tail: Double = IndicatorCycle.defaultTail, fps: Double = SimulationScript.defaultFPS) {
        self.configuration = configuration; self.pull = pull; self.pullDuration = pullDuration
        self.hold = hold; self.refreshDuration = refreshDuration; self.tail = tail; self.fps = fps
    }

    /// The moments of the cycle, one per frame from t = 0, for `indicator` (whose finishing
    /// hold keeps the header open as it would in an app). Throws a ``SimulationError`` for
    /// unusable numbers.
    @MainActor
    public func moments(for indicator: any RefreshIndicator) throws -> [IndicatorMoment] {
        let finish = indicator.finishingHoldDuration(afterRefreshingFor: refreshDuration)
        let settle = (finish.isFinite && finish > 0 ? finish : 0) + configuration.insetAnimationDuration
        let script = SimulationScript(
            viewport: Size(width: 390, height: 844), contentHeight: 2000,
            header: .init(height: configuration.height, trigger: configuration.triggerDistance,
                          actionDuration: refreshDuration),
            fps: fps,
            steps: [.drag(by: pull, duration: pullDuration), .wait(hold), .release(velocity: 0),
                    .wait(refreshDuration + settle + tail)])
        let simulator = try Simulator(script: script)
        guard let header = simulator.header else { return [] }
        header.finishingHold = { indicator.finishingHoldDuration(afterRefreshingFor: $0) }
        var moments: [IndicatorMoment] = []
        var idleSince: Double?
        var sawFinishing = false
        let limit = Int(Self.maximumDuration * fps) + 1
        _ = simulator.run { sim in
            guard moments.count < limit else { return }
            if let since = idleSince, sim.scrollView.time - since > tail + 1e-9 { return }
            moments.append(header.moment)
            sawFinishing = sawFinishing || header.state == .finishing
            if sawFinishing && header.state == .idle && idleSince == nil { idleSince = sim.scrollView.time }
        }
        return moments
    }
}
