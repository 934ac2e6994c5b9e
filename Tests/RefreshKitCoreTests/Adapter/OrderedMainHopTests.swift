import Dispatch
import Testing
@testable import RefreshKitCore

/// Calls made from any thread (`endRefreshing()`, `noMoreData`) run on the main thread in the
/// order they were made.
@Suite struct OrderedMainHopTests {
    @Test func aMainThreadCallRunsAtOnceAfterTheCallsWaiting() {
        var hops = OrderedHops<Int>()
        let first = hops.offMain(1), second = hops.offMain(2)
        #expect(first && !second)  // the first waiting call schedules one drain for all
        let ready = hops.onMain(3)
        #expect(ready == [1, 2, 3])  // the main thread catches up first
        #expect(!hops.hasWaiting)
        let late = hops.drain()
        #expect(late == [])  // the scheduled drain finds nothing left
        let again = hops.offMain(4)
        #expect(again)  // the next waiting call schedules again
        let fourth = hops.drain()
        #expect(fourth == [4])
    }

    @Test func aCallArrivingBeforeTheScheduledDrainRunsIsCarriedByIt() {
        var hops = OrderedHops<Int>()
        _ = hops.offMain(1)
        let ready = hops.onMain(2)
        #expect(ready == [1, 2])
        let schedules = hops.offMain(3)
        #expect(!schedules)  // the drain scheduled for 1 is still to run
        let drained = hops.drain()
        #expect(drained == [3])
    }

    /// Four threads, 2,000 calls each, and the "main thread" (a serial queue) calling too: every
    /// call runs exactly once, on the main queue, each thread's calls in the order it made them.
    @Test func callsFromManyThreadsRunOnTheMainQueueInTheirOrder() {
        let main = DispatchQueue(label: "main double")
        let key = DispatchSpecificKey<Bool>()
        main.setSpecific(key: key, value: true)
        let log = Log()
        let hop = OrderedMainHop(
            lock: SemaphoreLock(), isMainThread: { DispatchQueue.getSpecific(key: key) == true },
            scheduleOnMain: { main.async(execute: $0) })
        let perThread = 2000
        DispatchQueue.concurrentPerform(iterations: 5) { thread in
            for i in 0..<perThread {
                if thread == 4 {
                    main.sync {
                        hop.perform { log.append(thread, i, onMain: DispatchQueue.getSpecific(key: key) == true) }
                    }
                } else {
                    hop.perform { log.append(thread, i, onMain: DispatchQueue.getSpecific(key: key) == true) }
                }
            }
        }
        main.sync {}  // the last drain
        #expect(!hop.hasWaitingCalls)
        let entries = log.entries
        #expect(entries.count == 5 * perThread)
        #expect(entries.allSatisfy { $0.onMain })
        for thread in 0..<5 {
            #expect(entries.filter { $0.thread == thread }.map(\.index) == Array(0..<perThread))
        }
    }

    @Test func aCallOnTheMainThreadRunsBeforePerformReturns() {
        var ran = false
        let hop = OrderedMainHop(
            lock: SemaphoreLock(), isMainThread: { true },
            scheduleOnMain: { _ in
                Issue.record("nothing is scheduled for a main-thread call")
            })
        nonisolated(unsafe) var flag = false
        hop.perform { flag = true }
        ran = flag
        #expect(ran)
    }
}

/// A lock over a semaphore (Dispatch, no Foundation).
private final class SemaphoreLock: HopLock, @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)
    func lock() { semaphore.wait() }
    func unlock() { semaphore.signal() }
}

/// What the calls recorded; written only on the main double's queue.
private final class Log: @unchecked Sendable {
    struct Entry {
        var thread: Int
        var index: Int
        var onMain: Bool
    }
    private(set) var entries: [Entry] = []
    func append(_ thread: Int, _ index: Int, onMain: Bool) {
        entries.append(Entry(thread: thread, index: index, onMain: onMain))
    }
}
