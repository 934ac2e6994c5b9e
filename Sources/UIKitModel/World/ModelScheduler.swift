import Dispatch

/// A world's queued work: the main queue's and the other queues', in the order submitted, each
/// run with the world bound again (work submitted from any thread lands here).
final class ModelScheduler: @unchecked Sendable {  // every access to the lists holds `lock`
    private struct Work {
        var queue: ModelDispatchQueue
        var block: @Sendable () -> Void
    }

    private let lock = NSLock()
    private var mainWork: [Work] = []
    private var otherWork: [Work] = []
    /// How many blocks ran, main and others (for tests that wait for a quiet world).
    private(set) var blocksRun = 0

    func submit(_ block: @escaping @Sendable () -> Void, to queue: ModelDispatchQueue) {
        lock.lock()
        if queue.isMain {
            mainWork.append(Work(queue: queue, block: block))
        } else {
            otherWork.append(Work(queue: queue, block: block))
        }
        lock.unlock()
    }

    var hasMainWork: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !mainWork.isEmpty
    }

    var hasOtherWork: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !otherWork.isEmpty
    }

    /// Runs the main queue's work submitted before this call, in order, on this thread.
    func runMainWork(in world: ModelWorld) {
        lock.lock()
        let batch = mainWork
        mainWork.removeAll()
        blocksRun += batch.count
        lock.unlock()
        for work in batch {
            ModelContext.$world.withValue(world) {
                ModelContext.$executingQueue.withValue(nil) { work.block() }
            }
        }
    }

    /// Runs the other queues' work, one block at a time on its queue's own thread, waiting for
    /// each; work submitted meanwhile runs too. Returns how many blocks ran.
    @discardableResult
    func runOtherWork(in world: ModelWorld) -> Int {
        var count = 0
        while true {
            lock.lock()
            guard !otherWork.isEmpty else {
                lock.unlock()
                return count
            }
            let work = otherWork.removeFirst()
            blocksRun += 1
            lock.unlock()
            let done = DispatchSemaphore(value: 0)
            let block = work.block, queue = work.queue
            work.queue.worker.async {
                ModelContext.$world.withValue(world) {
                    ModelContext.$executingQueue.withValue(queue) { block() }
                }
                done.signal()
            }
            done.wait()
            count += 1
        }
    }
}
