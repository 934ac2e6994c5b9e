/// A range of frame rates a display link asks for.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the screen's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// A timer in step with the screen's frames, on the world's clock
/// (https://developer.apple.com/documentation/quartzcore/cadisplaylink): it calls its target's
/// selector in every frame it is due while it is on the run loop and not paused, and retains its
/// target; the run loop retains it until `invalidate()`. QuartzCore's, in the UIKit model because
/// it runs on the model's run loop.
///
/// It fires only while the run loop runs in a mode it was added for: "While the run loop is
/// executing in a mode you specify, the display link notifies the target"
/// (https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)). The
/// main run loop runs in `.tracking` while a finger scrolls and in `.default` otherwise (see
/// ``ModelWorld/runLoopMode``); `.common` stands for both: "a pseudo-mode that includes one or
/// more other run loop modes"
/// (https://developer.apple.com/documentation/foundation/runloop/mode/common), whose set the
/// Threading Programming Guide gives as the default, modal and event-tracking modes ("Run Loops":
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Multithreading/RunLoopManagement/RunLoopManagement.html);
/// that UIKit's tracking mode is among them on iOS is the model's reading of it.
///
/// The rate: the screen's (60 Hz by default) unless `preferredFrameRateRange` (or
/// `preferredFramesPerSecond`) asks for less; the model then fires every n-th frame, n the screen's
/// rate over the preferred one (rounded, at least 1). The documentation leaves the choice to the system.
public final class CADisplayLink: NSObject, @unchecked Sendable {  // mutable state under `lock`
    private let lock = NSLock()
    private var target: AnyObject?
    private let selector: Selector
    private var isOnRunLoop = false
    private var modes: Set<RunLoop.Mode> = []
    private var pausedStorage = false
    private var rangeStorage = CAFrameRateRange.default
    private var times: (timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval) = (0, 0, 0)

    /// A link that calls `sel` on `target` (retained) each frame once added to a run loop.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Whether ticks are suspended.
    public var isPaused: Bool {
        get { locked { pausedStorage } }
        set { locked { pausedStorage = newValue } }
    }
    /// The rates wanted.
    public var preferredFrameRateRange: CAFrameRateRange {
        get { locked { rangeStorage } }
        set { locked { rangeStorage = newValue } }
    }
    /// The rate wanted, frames per second (0: the screen's).
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set {
            preferredFrameRateRange = CAFrameRateRange(
                minimum: 0, maximum: Float(newValue), preferred: newValue > 0 ? Float(newValue) : nil)
        }
    }
    /// When the last frame was shown.
    public var timestamp: CFTimeInterval { locked { times.timestamp } }
    /// When the next frame will be shown.
    public var targetTimestamp: CFTimeInterval { locked { times.target } }
    /// The time between screen frames.
    public var duration: CFTimeInterval { locked { times.duration } }
    /// Whether it is on a run loop (added, not invalidated).
    public var modelIsOnRunLoop: Bool { locked { isOnRunLoop } }

    /// Starts calling in `mode` of `runloop` (the model has one run loop per world: the current
    /// one); added for several modes, it fires in each.
    @MainActor public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard locked({ target != nil }) else { return }
        locked {
            isOnRunLoop = true
            modes.insert(mode)
        }
        ModelWorld.current.register(self)
    }

    /// Stops, releases the target and leaves the run loop (any thread).
    public func invalidate() {
        locked {
            isOnRunLoop = false
            modes = []
            target = nil
        }
    }

    /// Whether the link fires in frame number `frame` of `screen` while the run loop runs in `mode`.
    @MainActor func isDue(frame: Int, screen: UIScreen, mode: RunLoop.Mode) -> Bool {
        let (onLoop, paused, hasTarget, range, inMode) = locked {
            (isOnRunLoop, pausedStorage, target != nil, rangeStorage, modes.contains(mode) || modes.contains(.common))
        }
        guard onLoop, !paused, hasTarget, inMode else { return false }
        let screenRate = Float(screen.maximumFramesPerSecond)
        let wanted = range.preferred ?? (range.maximum > 0 ? range.maximum : screenRate)
        let every = Swift.max(1, Int((screenRate / Swift.max(wanted, 1)).rounded()))
        return frame % every == 0
    }

    /// Calls the target for the frame shown at `time`.
    @MainActor func fire(at time: CFTimeInterval, duration: CFTimeInterval) {
        let target = locked { () -> AnyObject? in
            times = (time, time + duration, duration)
            return self.target
        }
        guard let target else { return }
        selector.send(to: target, from: self)
    }
}

extension RunLoop.Mode {
    /// The mode the main run loop runs in while a finger tracks (UIKit's `UITrackingRunLoopMode`).
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
