import Foundation
import Testing
import UIKitModel

/// The model's shared stores that are `@unchecked Sendable` because a lock guards them, used from
/// two threads at once (ThreadSanitizer runs this suite in CI): what each thread leaves equals what
/// the same calls leave made on one thread, its single-threaded twin.
@Suite struct ModelLockStressTests {
    static let rounds = 400

    /// Thread `worker`'s calls on `defaults`: its own keys set, read back, some removed.
    static func defaultsWork(_ defaults: ModelUserDefaults, worker: Int) -> [Int] {
        var read: [Int] = []
        for i in 0..<rounds {
            let key = "w\(worker).k\(i % 50)"
            defaults.set(i, forKey: key)
            read.append(defaults.object(forKey: key) as? Int ?? -1)
            if i % 7 == 0 { defaults.removeObject(forKey: key) }
        }
        return read
    }

    /// `https://developer.apple.com/documentation/foundation/userdefaults`: "thread-safe".
    @Test func userDefaultsFromTwoThreadsEqualsItsTwin() {
        let shared = ModelUserDefaults(), twin = ModelUserDefaults()
        let reads = LockedReads()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            reads.set(worker, Self.defaultsWork(shared, worker: worker))
        }
        let twinReads = [0, 1].map { Self.defaultsWork(twin, worker: $0) }
        #expect(reads.all == twinReads)
        for worker in 0..<2 {
            for k in 0..<50 {
                let key = "w\(worker).k\(k)"
                #expect(shared.object(forKey: key) as? Int == twin.object(forKey: key) as? Int, "\(key)")
            }
        }
    }

    /// `https://developer.apple.com/documentation/foundation/notificationcenter`: observers added,
    /// posted to and removed from any thread; an observer without a queue runs on the poster's.
    @Test func notificationCenterFromTwoThreadsEqualsItsTwin() {
        @Sendable func work(_ center: ModelNotificationCenter, worker: Int, counts: LockedReads) {
            let name = Notification.Name("ModelLockStressTests.\(worker)")
            for round in 0..<Self.rounds {
                let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in
                    counts.add(worker, round)
                }
                center.post(name: name)
                center.removeObserver(token)
                center.post(name: name)  // removed: nobody hears it
            }
        }
        let shared = ModelNotificationCenter(), twin = ModelNotificationCenter()
        let heard = LockedReads(), twinHeard = LockedReads()
        DispatchQueue.concurrentPerform(iterations: 2) { work(shared, worker: $0, counts: heard) }
        for worker in 0..<2 { work(twin, worker: worker, counts: twinHeard) }
        #expect(heard.all == twinHeard.all)
        #expect(heard.all == [Array(0..<Self.rounds), Array(0..<Self.rounds)])
        #expect(shared.observerCount == 0)
    }
}

/// Each worker's list of values, appended under a lock. The lock is an `NSLock` (a pthread mutex,
/// which ThreadSanitizer sees), not `Synchronization.Mutex`: on Linux that one waits with futex
/// system calls ThreadSanitizer does not intercept, so it reported the lock-ordered appends as a
/// race (a fresh-clone CI run did).
final class LockedReads: @unchecked Sendable {  // `lists` is read and written only under `lock`
    private var lists = [[Int]](repeating: [], count: 2)
    private let lock = NSLock()

    func set(_ worker: Int, _ values: [Int]) { lock.withLock { lists[worker] = values } }
    func add(_ worker: Int, _ value: Int) { lock.withLock { lists[worker].append(value) } }
    var all: [[Int]] { lock.withLock { lists } }
}
