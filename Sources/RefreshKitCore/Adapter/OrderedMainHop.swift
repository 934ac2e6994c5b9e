/// Runs the calls an app may make from any thread (ending a refresh, setting no more data) on the
/// main thread, in the order they were made.
///
/// A call made on the main thread runs at once, after every call still waiting from other threads
/// (so a later call never overtakes an earlier one); a call from another thread waits in a queue,
/// and one drain is scheduled on the main thread for however many calls arrive before it runs.
/// The adapter supplies the lock, the main-thread test and the scheduling (`DispatchQueue.main`);
/// tests supply doubles, so the ordering itself is decided and tested here.
// Sendable unchecked: `queue`, its one mutable field, is read and written only while `lock` is
// held; the other fields are `let`s of Sendable values.
package final class OrderedMainHop: @unchecked Sendable {
    /// One call to run on the main thread.
    package typealias Operation = @Sendable () -> Void

    private let lock: any HopLock
    private let isMainThread: @Sendable () -> Bool
    private let scheduleOnMain: @Sendable (@escaping @Sendable () -> Void) -> Void
    private var queue = OrderedHops<Operation>()

    /// Creates a hop.
    ///
    /// - Parameters:
    ///   - lock: Guards the queue (calls arrive from any thread).
    ///   - isMainThread: Whether the caller runs on the main thread.
    ///   - scheduleOnMain: Runs a closure on the main thread later, in the order scheduled.
    package init(
        lock: any HopLock, isMainThread: @escaping @Sendable () -> Bool,
        scheduleOnMain: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
    ) {
        self.lock = lock
        self.isMainThread = isMainThread
        self.scheduleOnMain = scheduleOnMain
    }

    /// Runs `operation` on the main thread: now when called there (after the calls waiting), else
    /// as soon as the main thread drains the queue.
    ///
    /// - Parameter operation: The call.
    package func perform(_ operation: @escaping Operation) {
        if isMainThread() {
            lock.lock()
            let ready = queue.onMain(operation)
            lock.unlock()
            ready.forEach { $0() }
            return
        }
        lock.lock()
        let needsDrain = queue.offMain(operation)
        lock.unlock()
        if needsDrain { scheduleOnMain { [self] in drain() } }
    }

    /// Whether calls from other threads wait to run.
    package var hasWaitingCalls: Bool {
        lock.lock()
        defer { lock.unlock() }
        return queue.hasWaiting
    }

    private func drain() {
        lock.lock()
        let ready = queue.drain()
        lock.unlock()
        ready.forEach { $0() }
    }
}

/// The lock an ``OrderedMainHop`` holds while it touches its queue (`NSLock` on Apple platforms).
package protocol HopLock: Sendable {
    /// Waits for the lock and takes it.
    func lock()
    /// Gives the lock back.
    func unlock()
}

/// The queue of an ``OrderedMainHop``, without threads: what runs when, in which order.
package struct OrderedHops<Operation> {
    private var waiting: [Operation] = []
    private var drainIsScheduled = false

    /// An empty queue.
    package init() {}

    /// Whether calls wait.
    package var hasWaiting: Bool { !waiting.isEmpty }

    /// A call made on the main thread: the calls to run now, in order (those waiting, then it).
    package mutating func onMain(_ operation: Operation) -> [Operation] {
        let ready = waiting + [operation]
        waiting = []
        return ready
    }

    /// A call from another thread: it waits. Returns whether a drain must be scheduled (none is
    /// pending yet).
    package mutating func offMain(_ operation: Operation) -> Bool {
        waiting.append(operation)
        if drainIsScheduled { return false }
        drainIsScheduled = true
        return true
    }

    /// The scheduled drain runs on the main thread: every call waiting, in order.
    package mutating func drain() -> [Operation] {
        drainIsScheduled = false
        let ready = waiting
        waiting = []
        return ready
    }
}
