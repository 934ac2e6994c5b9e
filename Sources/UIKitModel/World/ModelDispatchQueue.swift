import Dispatch

/// The dispatch queues the adapter uses, as the model runs them: deterministically, when the test
/// drives the world (`DispatchQueue` names this type in the adapter's module on the model).
///
/// - `main`: work submitted inside a world waits in that world's main queue and runs, in the
///   order submitted, on the thread that drives the world (``ModelWorld/drain()``, every frame).
///   Outside a world it goes to the real main queue.
/// - Any other queue (made with a label, or `global()`): work submitted inside a world waits in
///   the world, in order, and runs on a real thread of its own while the driving thread waits for
///   it, so it is off the main thread as on a device, and finished before the next main-queue work
///   runs (``ModelWorld/holdsBackgroundWork`` keeps it waiting until a test lets it run). Outside a
///   world it runs on a real queue at once.
public final class ModelDispatchQueue: @unchecked Sendable {  // immutable after init
    /// The queue's label.
    public let label: String
    /// Whether this is the main queue.
    public let isMain: Bool
    /// Where its work really runs when it is not the main queue.
    let worker: Dispatch.DispatchQueue

    private init(main: Void) {
        label = "com.apple.main-thread"
        isMain = true
        worker = Dispatch.DispatchQueue.main
    }

    /// A serial queue (the model ignores `qos` and `attributes`: every queue is serial).
    public init(
        label: String, qos: DispatchQoS = .unspecified, attributes: Dispatch.DispatchQueue.Attributes = [],
        autoreleaseFrequency: Dispatch.DispatchQueue.AutoreleaseFrequency = .inherit,
        target: Dispatch.DispatchQueue? = nil
    ) {
        self.label = label
        isMain = false
        worker = Dispatch.DispatchQueue(label: "UIKitModel." + label)
    }

    /// The main queue.
    public static let main = ModelDispatchQueue(main: ())

    private static let globals: [DispatchQoS.QoSClass: ModelDispatchQueue] = {
        var queues: [DispatchQoS.QoSClass: ModelDispatchQueue] = [:]
        for qos in [
            DispatchQoS.QoSClass.background, .utility, .default, .userInitiated, .userInteractive, .unspecified,
        ] {
            queues[qos] = ModelDispatchQueue(label: "global-\(qos)")
        }
        return queues
    }()

    /// A global queue (one serial queue per class of service in the model).
    public static func global(qos: DispatchQoS.QoSClass = .default) -> ModelDispatchQueue {
        globals[qos] ?? globals[.default]!
    }

    /// Submits `work` to run later, in order.
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        if let world = ModelContext.world {
            world.scheduler.submit(work, to: self)
        } else {
            worker.async(execute: work)
        }
    }

    /// Submits `work` to run on the main queue at `deadline` ("Submits a work item to a dispatch
    /// queue for asynchronous execution after a specified time",
    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/asyncafter(deadline:qos:flags:execute:)-8ayth):
    /// inside a world, when a frame the test lets pass reaches it (``ModelWorld/advance(to:)``),
    /// as a timer on the main run loop; outside one, on the real main queue. The model runs it
    /// for the main queue only.
    @MainActor
    public func asyncAfter(
        deadline: ModelDispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        precondition(isMain, "UIKit model: asyncAfter is modelled for the main queue only")
        if let world = ModelContext.world {
            world.schedule(after: deadline.seconds - world.now) { work() }
        } else {
            let delay = Swift.max(0, deadline.seconds - ModelWorld.current.now)
            worker.asyncAfter(deadline: .now() + delay, execute: work)
        }
    }

    /// Runs `work` now and waits for it. On the main queue from the main queue's own work it runs
    /// at once; the model refuses a `sync` onto the main queue from other work (it would wait for
    /// the thread that waits for it).
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        if isMain {
            precondition(
                ModelThread.isMainThread, "UIKit model: DispatchQueue.main.sync off the main thread would deadlock")
            return try work()
        }
        return try ModelContext.$executingQueue.withValue(self) { try work() }
    }
}
