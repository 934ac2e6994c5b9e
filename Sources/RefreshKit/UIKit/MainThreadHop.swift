#if canImport(UIKit)
import Foundation
import RefreshKitCore
#elseif UIKIT_MODEL
import Foundation
import RefreshKitCore
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The one queue of calls that RefreshKit's controls accept from any thread (`endRefreshing()`,
/// `endRefreshing(with:)`, `noMoreData`): the core's ``OrderedMainHop`` with Foundation's lock,
/// `Thread.isMainThread` and `DispatchQueue.main`. One for every control, so calls to a header
/// and a footer keep their order too.
enum MainThreadHop {
    static let shared = OrderedMainHop(
        lock: FoundationHopLock(), isMainThread: { Thread.isMainThread },
        scheduleOnMain: { DispatchQueue.main.async(execute: $0) })
}

/// `NSLock` as the hop's lock.
// Sendable unchecked: its one field is an `NSLock`, which any thread may lock.
final class FoundationHopLock: HopLock, @unchecked Sendable {
    private let base = NSLock()
    func lock() { base.lock() }
    func unlock() { base.unlock() }
}

/// A value written on the main thread and read from any: what a control's nonisolated getters
/// answer off the main thread.
// Sendable unchecked: `stored` is read and written only while `lock` is held.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}
#endif
