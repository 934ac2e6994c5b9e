import RefreshKitCore

/// A whole refresh cycle of an indicator, driven by the simulated scroll view and the real
/// header controller (not by a separate animation path): pull past the trigger, hold, release,
/// refresh, end, finish, rest.
public struct IndicatorCycle: Hashable, Sendable {
    /// Default finger travel of the pull, in points.
    @usableFromInline package static let defaultPull = 240.0
    /// Default duration of the pull, in seconds.
    @usableFromInline package static let defaultPullDuration = 0.8
    /// Default pause before the release, in seconds.
    @usableFromInline package static let defaultHold = 0.2
    /// Default time from the action to the end of the refresh, in seconds.
    @usableFromInline package static let defaultRefreshDuration = 2.0
    /// Default time shown after the control is idle again, in seconds.
    @usableFromInline package static let defaultTail = 0.2
    /// The longest cycle recorded, in seconds.
    package static let maximumDuration = 30.0
    /// Default samples per second (the simulated scroll view's frame rate).
    @usableFromInline package static let defaultFPS = 60.0
    /// The highest sampling rate accepted.
    package static let maximumFPS = 1000.0
    /// The size of the simulated screen: an iPhone's portrait viewport with a long list.
    static let viewport = Size(width: 390, height: 844)
    /// The height of the simulated list's content.
    static let contentHeight = 2000.0

    /// The header's configuration (its height is the drawing area's height by default).
    public var configuration: RefreshConfiguration
    /// Finger travel of the pull, in points.
    public var pull: Double
    /// Duration of the pull, in seconds.
    public var pullDuration: Double
    /// Pause before the release, in seconds.
    public var hold: Double
    /// Seconds the refresh lasts.
    public var refreshDuration: Double
    /// Seconds shown after the control is idle again.
    public var tail: Double
    /// Samples per second.
    public var fps: Double

    /// Creates a cycle; the numbers are checked by ``moments(for:)``, not here.
    ///
    /// - Parameters:
    ///   - configuration: The header's configuration;
    ///     ``/RefreshKitCore/RefreshConfiguration/standard`` by default.
    ///   - pull: Finger travel of the pull, in points (finite); 240 by default.
    ///   - pullDuration: Duration of the pull, 0…30 seconds; 0.8 by default.
    ///   - hold: Pause before the release, 0…30 seconds; 0.2 by default.
    ///   - refreshDuration: Seconds from the action to the end of the refresh, 0…30
    ///     (0 ends it at once); 2 by default.
    ///   - tail: Seconds recorded once the control is idle again, 0…30;
    ///     0.2 by default.
    ///   - fps: Samples per second, above 0 and at most 1000; 60 by default.
    public init(
        configuration: RefreshConfiguration = .standard, pull: Double = IndicatorCycle.defaultPull,
        pullDuration: Double = IndicatorCycle.defaultPullDuration, hold: Double = IndicatorCycle.defaultHold,
        refreshDuration: Double = IndicatorCycle.defaultRefreshDuration,
        tail: Double = IndicatorCycle.defaultTail, fps: Double = IndicatorCycle.defaultFPS
    ) {
        self.configuration = configuration
        self.pull = pull
        self.pullDuration = pullDuration
        self.hold = hold
        self.refreshDuration = refreshDuration
        self.tail = tail
        self.fps = fps
    }

    /// The moments of the cycle, one per frame from t = 0, for `indicator` (whose finishing
    /// hold keeps the header open as it would in an app).
    ///
    /// - Parameter indicator: The indicator whose finishing hold the header honours.
    /// - Returns: One moment per frame, at most 30 seconds of them.
    /// - Throws: ``IndicatorCycleError`` when a number of the cycle cannot be used (not finite,
    ///   negative, longer than 30 seconds, a rate that is not positive or above 1000), and
    ///   ``/RefreshKitCore/RefreshConfigurationError`` when one of its configuration cannot.
    @MainActor
    public func moments(for indicator: any RefreshIndicator) throws -> [IndicatorMoment] {
        try validate()
        let finish = indicator.finishingHoldDuration(afterRefreshingFor: refreshDuration)
        let settle = (finish.isFinite && finish > 0 ? finish : 0) + configuration.insetAnimationDuration
        let scrollView = SimulatedScrollView(
            viewportSize: Self.viewport,
            contentSize: Size(width: Self.viewport.width, height: Self.contentHeight))
        let stepper = FrameStepper(scrollView: scrollView, fps: fps)
        let header = RefreshController(edge: .header, configuration: configuration)
        let refreshDuration = refreshDuration
        header.setAction(
            .sync { [unowned header] in
                if refreshDuration == 0 {
                    header.endRefreshing()
                    return
                }
                stepper.schedule(.header, at: scrollView.time + refreshDuration) { [unowned header] in
                    header.endRefreshing()
                }
            })
        header.finishingHold = { indicator.finishingHoldDuration(afterRefreshingFor: $0) }
        header.attach(to: scrollView)

        var moments: [IndicatorMoment] = []
        var idleSince: Double?
        var sawFinishing = false
        let limit = Int(Self.maximumDuration * fps) + 1
        let tail = tail
        stepper.onFrame = {
            guard moments.count < limit else { return }
            if let since = idleSince, scrollView.time - since > tail + 1e-9 { return }
            moments.append(header.moment)
            sawFinishing = sawFinishing || header.state == .finishing
            if sawFinishing && header.state == .idle && idleSince == nil { idleSince = scrollView.time }
        }
        stepper.onFrame()
        stepper.drag(by: pull, duration: pullDuration)
        stepper.wait(hold)
        scrollView.liftFinger(velocity: 0)
        // The recording stops at `maximumDuration`: so does a finishing hold that would outlast it.
        stepper.wait(Swift.min(refreshDuration + settle + tail, Self.maximumDuration))
        stepper.onFrame = {}  // the closure holds the header, whose action holds the stepper
        header.detach()
        return moments
    }

    /// Throws the first number that cannot be used.
    private func validate() throws {
        _ = try configuration.validated()
        guard fps.isFinite, fps > 0, fps <= Self.maximumFPS else {
            throw IndicatorCycleError(
                field: "fps", value: fps,
                requirement: "a rate greater than zero and at most \(Int(Self.maximumFPS))")
        }
        guard pull.isFinite else {
            throw IndicatorCycleError(field: "pull", value: pull, requirement: "a finite distance")
        }
        for (field, value) in [
            ("pullDuration", pullDuration), ("hold", hold),
            ("refreshDuration", refreshDuration), ("tail", tail),
        ] {
            guard value.isFinite, value >= 0, value <= Self.maximumDuration else {
                throw IndicatorCycleError(
                    field: field, value: value,
                    requirement: "seconds from 0 to \(Int(Self.maximumDuration))")
            }
        }
    }
}
