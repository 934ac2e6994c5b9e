import RefreshKitCore
import RefreshKitScrollSimulation

/// The model's world: what a UIKit process has once — the clock, the main queue and run loop,
/// notifications, user defaults, the screen and the system's settings — for one test, which drives
/// it. Nothing happens by itself: time passes in ``advance(to:)`` and ``advance(by:)``, and queued
/// work runs in ``drain()`` (which every frame does too).
///
/// A frame at time `t` runs, in order: the run loop's timers due by `t` (each at its own time,
/// the scroll views' motion first brought to that time), the scroll views' own motion (their
/// decelerations, bounces and animated offsets, with the core's physics), the display links due in
/// this frame, the queued work, then the layout and display pass of every window.
///
/// ```swift
/// let world = ModelWorld()
/// world.run {
///     let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
///     …
///     world.advance(by: 0.5)
/// }
/// ```
@MainActor
public final class ModelWorld {
    /// The clock `CACurrentMediaTime()` reads inside ``run(_:)``.
    public nonisolated let clock: ModelClock
    nonisolated let scheduler = ModelScheduler()
    /// The notification center `NotificationCenter.default` is inside ``run(_:)``.
    public nonisolated let notificationCenter = ModelNotificationCenter()
    /// The user defaults `UserDefaults.standard` is inside ``run(_:)``.
    public nonisolated let userDefaults = ModelUserDefaults()
    /// The screen: scale and refresh rate.
    public nonisolated let screen: UIScreen
    /// The system's settings (accessibility, text size, appearance, language direction).
    public let settings: ModelSettings
    /// What the app told the system: VoiceOver posts, haptics, log messages.
    public let record = ModelRecord()
    /// Whether work of queues other than the main queue waits until ``runBackgroundWork()`` (false:
    /// it runs in every ``drain()``, finished before the main queue's next work).
    public var holdsBackgroundWork = false
    /// The application's state.
    public internal(set) var applicationState: UIApplication.State = .active
    /// The first responder, where a hardware keyboard's key commands start
    /// (``UIResponder/becomeFirstResponder()``); nil while there is none.
    public internal(set) weak var firstResponder: UIResponder?
    /// How many frames have run.
    public private(set) var frameCount = 0
    /// How many times a display link called its target (every link, every frame it fired in).
    public private(set) var displayLinkFireCount = 0
    /// How this world's UIKit behaves where Apple's documentation is silent
    /// (``ModelUIKitBehaviour/forNewWorlds`` when the world was made).
    public var uikit = ModelUIKitBehaviour.forNewWorlds
    /// Whether view animations are enabled (`UIView.areAnimationsEnabled`).
    public var areAnimationsEnabled = true
    /// How many view animations have not completed yet.
    public internal(set) var runningViewAnimations = 0
    /// How many view animations were started.
    public internal(set) var viewAnimationsStarted = 0
    var currentAnimationDuration: TimeInterval = 0
    var currentAnimationCurve = TimingCurve.easeInEaseOut
    var currentAnimationDelay: TimeInterval = 0

    var windows: [WeakBox<UIWindow>] = []
    var scrollViews: [WeakBox<UIScrollView>] = []
    var displayLinks: [CADisplayLink] = []
    private var timers: [(time: Double, order: Int, block: @MainActor () -> Void)] = []
    private var timerOrder = 0

    /// A world at `startTime` seconds, with a screen of `scale` at `framesPerSecond`.
    public init(startTime: Double = 0, scale: CGFloat = 3, framesPerSecond: Int = 60) {
        clock = ModelClock(startTime: startTime)
        screen = UIScreen(scale: scale, maximumFramesPerSecond: framesPerSecond)
        settings = ModelSettings()
        settings.world = self
    }

    /// The world of the code running now: the one bound by ``run(_:)``, else a shared one.
    public static var current: ModelWorld {
        if let world = ModelContext.world { return world }
        return shared
    }

    private static let shared = ModelWorld()

    /// Runs `body` in this world: its clock, queues, notification center and user defaults.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try ModelContext.$world.withValue(self) {
            try MediaClock.$source.withValue(clock) { try body() }
        }
    }

    /// Runs `body` in this world (its clock, queues, notification center and user defaults),
    /// across its suspensions.
    public func run<T>(_ body: () async throws -> T) async rethrows -> T {
        try await ModelContext.$world.withValue(self) {
            try await MediaClock.$source.withValue(clock) { try await body() }
        }
    }

    /// The time now, in seconds.
    public var now: Double { clock.mediaTime }

    // MARK: Time

    /// Lets `seconds` pass, frame by frame at the screen's rate; the last frame lands exactly at
    /// the end.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        for t in FrameTimes(start: now, duration: seconds, fps: Double(screen.maximumFramesPerSecond)) {
            advance(to: t)
        }
    }

    /// Runs one frame at time `t` (see the type's description); nothing when `t` is earlier than now.
    public func advance(to t: Double) {
        guard t.isFinite, t >= now else { return }
        run {
            fireTimers(through: t)
            clock.set(t)
            stepScrollViews()
            frameCount += 1
            displayLinks.removeAll { !$0.modelIsOnRunLoop }
            let mode = runLoopMode
            for link in displayLinks where link.isDue(frame: frameCount, screen: screen, mode: mode) {
                displayLinkFireCount += 1
                link.fire(at: t, duration: 1 / Double(screen.maximumFramesPerSecond))
            }
            drain()
        }
    }

    /// The mode the main run loop runs in now: `.tracking` while a finger is on a scroll view
    /// ("the mode set while tracking in controls takes place",
    /// https://developer.apple.com/documentation/foundation/runloop/mode/tracking), `.default`
    /// otherwise.
    public var runLoopMode: RunLoop.Mode {
        scrollViews.contains { $0.value?.isTracking == true } ? .tracking : .default
    }

    /// Runs the queued work (and the work it queues) and the layout and display pass, until
    /// nothing is left: what happens on the run loop's next turn, without time passing.
    public func drain() {
        run {
            for _ in 0..<Self.drainLimit {
                scheduler.runMainWork(in: self)
                if !holdsBackgroundWork { scheduler.runOtherWork(in: self) }
                layoutAndDisplay()
                if !scheduler.hasMainWork && (holdsBackgroundWork || !scheduler.hasOtherWork) { return }
            }
            preconditionFailure("UIKit model: queued work kept queuing work for \(Self.drainLimit) turns")
        }
    }

    /// The most turns of ``drain()`` before the model stops (work that queues itself for ever).
    public static let drainLimit = 10_000

    /// Runs the work waiting on queues other than the main queue (with
    /// ``holdsBackgroundWork``); returns how many blocks ran.
    @discardableResult
    public func runBackgroundWork() -> Int {
        run { scheduler.runOtherWork(in: self) }
    }

    /// Whether work waits on a queue other than the main queue.
    public var hasBackgroundWork: Bool { scheduler.hasOtherWork }

    /// Runs `block` on the main run loop `delay` seconds from now (a timer).
    func schedule(after delay: Double, _ block: @escaping @MainActor () -> Void) {
        timerOrder += 1
        timers.append((now + Swift.max(0, delay), timerOrder, block))
    }

    private func fireTimers(through t: Double) {
        while let next = timers.min(by: { ($0.time, $0.order) < ($1.time, $1.order) }), next.time <= t {
            timers.removeAll { $0.order == next.order }
            if next.time > now {
                clock.set(next.time)
                stepScrollViews()
            }
            next.block()
        }
    }

    private func stepScrollViews() {
        scrollViews.removeAll { $0.value == nil }
        for box in scrollViews { box.value?.modelStep(to: now) }
    }

    /// Lays out and displays every window's views that asked for it.
    public func layoutAndDisplay() {
        windows.removeAll { $0.value == nil }
        for box in windows {
            guard let window = box.value else { continue }
            window.layoutIfNeeded()
            window.modelDisplayIfNeeded()
        }
    }

    // MARK: The application

    /// The app goes to the background: `willResignActive` and `didEnterBackground` are posted; with
    /// `removingAnimations`, every animation of every window's layers is removed (what the render
    /// server may do to a suspended app; the documentation does not say when).
    public func enterBackground(removingAnimations: Bool = true) {
        run {
            applicationState = .inactive
            notificationCenter.post(name: UIApplication.willResignActiveNotification, object: UIApplication.shared)
            applicationState = .background
            notificationCenter.post(name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
            if removingAnimations {
                for box in windows { box.value.map { Self.removeAnimations(in: $0.layer) } }
            }
        }
    }

    /// The app comes back: `willEnterForeground` and `didBecomeActive` are posted.
    public func enterForeground() {
        run {
            applicationState = .inactive
            notificationCenter.post(name: UIApplication.willEnterForegroundNotification, object: UIApplication.shared)
            applicationState = .active
            notificationCenter.post(name: UIApplication.didBecomeActiveNotification, object: UIApplication.shared)
            drain()
        }
    }

    private static func removeAnimations(in layer: CALayer) {
        layer.removeAllAnimations()
        layer.mask.map(removeAnimations)
        for sublayer in layer.sublayers ?? [] { removeAnimations(in: sublayer) }
    }

    // MARK: Registration

    func register(_ window: UIWindow) { windows.append(WeakBox(window)) }
    func register(_ scrollView: UIScrollView) { scrollViews.append(WeakBox(scrollView)) }
    func register(_ link: CADisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
    }

    /// The display links on the run loop now.
    public var activeDisplayLinks: [CADisplayLink] { displayLinks.filter(\.modelIsOnRunLoop) }
    /// The windows of the world, in the order made.
    public var allWindows: [UIWindow] { windows.compactMap(\.value) }
}

/// A weak reference in a list.
struct WeakBox<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}
